import type { ListedPerson } from '../domain/screening';
import { ref } from '../i18n/catalog';
import { csvRecords, CsvUnreadable, type CsvRecord } from '../files/csv-records';
import { isoBirth, lineAt, ListFileProblem, type ParsedList } from './list-file';

/** sdn.csv's fields: ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, … Remarks. */
const OFAC_FIELDS = 12;
const NULL = '-0-';

/**
 * OFAC's SDN list as sdn.csv: no header, twelve fields a row, `-0-` for nothing, names as
 * "SURNAME, Given Names", an SUB (Ctrl-Z) line at the end; dates of birth, passports and
 * "a.k.a." names in the Remarks. The file carries no date: the admin gives the list's.
 */
export function parseOfacCsv(source: string): ParsedList {
  const body = withoutEndMark(source);
  const rows = csvRows(body, OFAC_FIELDS);
  const people = rows.map(({ record, line }) => {
    const [entNum = '', name = '', type = '', , , , , , , , , remarks = ''] = record.map(clean);
    if (!/^\d+$/.test(entNum)) {
      throw new ListFileProblem(line, ref('screening.file.entryNumber', { found: entNum }));
    }
    if (name === '')
      throw new ListFileProblem(line, ref('screening.file.noName', { entry: entNum }));
    return ofacPerson(entNum, name, type, remarks);
  });
  if (people.length === 0) throw new ListFileProblem(1, ref('screening.file.noEntries'));
  return { format: 'ofac-csv', list: 'ofac', publishedOn: null, people };
}

/** The SUB (Ctrl-Z) OFAC ends the file with, and what follows it, are not a row. */
function withoutEndMark(source: string): string {
  const end = source.lastIndexOf(String.fromCharCode(0x1a));
  return end >= 0 && source.slice(end + 1).trim() === '' ? source.slice(0, end) : source;
}

function clean(value: string): string {
  const trimmed = value.trim();
  return trimmed === NULL ? '' : trimmed;
}

function ofacPerson(entNum: string, name: string, type: string, remarks: string): ListedPerson {
  const aliases = [...remarks.matchAll(/a\.k\.a\.,?\s+'([^']+)'/gi)].map((m) => m[1] as string);
  const births = [...remarks.matchAll(/DOB\s+([^;.]+)/gi)]
    .map((m) => isoBirth(m[1] as string))
    .filter((date): date is string => date !== null);
  const ids = [
    ...remarks.matchAll(
      /(?:Passport|National ID No\.|Cedula No\.|Identification Number)\s+([A-Z0-9-]+)/gi,
    ),
  ].map((m) => m[1] as string);
  return {
    listId: 'ofac',
    entryId: entNum,
    kind: type.toLowerCase() === 'individual' ? 'individual' : 'entity',
    names: [name, ...aliases],
    datesOfBirth: births,
    idNumbers: ids,
  };
}

/** Every row with the line it starts on; a row with another number of fields refuses the file. */
export function csvRows(body: string, fields: number): CsvRecord[] {
  let records: CsvRecord[];
  try {
    records = csvRecords(body);
  } catch (error) {
    if (!(error instanceof CsvUnreadable)) throw error;
    throw new ListFileProblem(
      error.line ?? lineAt(body, body.length),
      ref('screening.file.csv', { detail: error.detail }),
    );
  }
  for (const { record, line } of records) {
    if (record.length !== fields) {
      throw new ListFileProblem(
        line,
        ref('screening.file.fields', { found: record.length, expected: fields }),
      );
    }
  }
  return records;
}
