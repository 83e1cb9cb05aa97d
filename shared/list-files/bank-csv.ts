import { BANK_LIST_HEADER, type ListedPerson } from '../domain/screening';
import { ref } from '../i18n/catalog';
import { csvRows } from './ofac-csv';
import { isoBirth, ListFileProblem, type ParsedList } from './list-file';

/**
 * The bank's own list (docs/compliance.md): UTF-8 CSV whose first line is the header
 * `reference,name,kind,aliases,date_of_birth,id_numbers`; kind is individual or entity; aliases,
 * dates of birth and document numbers may be several, separated by ";". The admin gives its date.
 */
export function parseBankCsv(source: string): ParsedList {
  const [header, ...rows] = csvRows(source, BANK_LIST_HEADER.length);
  const expected = BANK_LIST_HEADER.join(',');
  if (
    header === undefined ||
    header.record.map((cell) => cell.trim().toLowerCase()).join(',') !== expected
  ) {
    throw new ListFileProblem(header?.line ?? 1, ref('screening.file.header', { expected }));
  }
  const seen = new Map<string, number>();
  const people = rows.map(({ record, line }): ListedPerson => {
    const [reference = '', name = '', kind = '', aliases = '', births = '', ids = ''] = record.map(
      (c) => c.trim(),
    );
    if (reference === '') throw new ListFileProblem(line, ref('screening.file.noReference'));
    const earlier = seen.get(reference);
    if (earlier !== undefined) {
      throw new ListFileProblem(
        line,
        ref('screening.file.sameReference', { entry: reference, earlier }),
      );
    }
    seen.set(reference, line);
    if (name === '')
      throw new ListFileProblem(line, ref('screening.file.noName', { entry: reference }));
    if (kind !== 'individual' && kind !== 'entity') {
      throw new ListFileProblem(line, ref('screening.file.kind', { found: kind }));
    }
    const datesOfBirth = several(births).map((birth) => {
      const date = isoBirth(birth);
      if (date === null || !/^\d{4}(-\d{2}){0,2}$/.test(birth)) {
        throw new ListFileProblem(line, ref('screening.file.birth', { found: birth }));
      }
      return date;
    });
    return {
      listId: 'bank',
      entryId: reference,
      kind,
      names: [name, ...several(aliases)],
      datesOfBirth,
      idNumbers: several(ids),
    };
  });
  if (people.length === 0) throw new ListFileProblem(header.line, ref('screening.file.noEntries'));
  return { format: 'bank-csv', list: 'bank', publishedOn: null, people };
}

function several(cell: string): string[] {
  return cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
