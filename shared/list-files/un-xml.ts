import { isCalendarDate } from '../domain/calendar-date';
import type { ListedPerson } from '../domain/screening';
import { ref } from '../i18n/catalog';
import { isoBirth, lineAt, lineOfNth, ListFileProblem, type ParsedList } from './list-file';
import { asArray, field, parseListXml, xmlText } from './xml-list';

const REPEATED = [
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'INDIVIDUAL_DOCUMENT',
];

/**
 * The UN Security Council consolidated list (consolidated.xml): CONSOLIDATED_LIST with its
 * `dateGenerated`, INDIVIDUALS/INDIVIDUAL (FIRST_NAME to FOURTH_NAME, INDIVIDUAL_ALIAS/ALIAS_NAME,
 * INDIVIDUAL_DATE_OF_BIRTH as DATE, YEAR or FROM_YEAR..TO_YEAR, INDIVIDUAL_DOCUMENT/NUMBER) and
 * ENTITIES/ENTITY (FIRST_NAME, ENTITY_ALIAS), each with its REFERENCE_NUMBER.
 */
export function parseUnXml(source: string): ParsedList {
  const list = parseListXml(source, 'CONSOLIDATED_LIST', REPEATED);
  const generated = xmlText(list['@_dateGenerated']);
  // A day of the calendar (D153): a list of no date would never be too old (D78).
  if (!isCalendarDate(generated.slice(0, 10))) {
    throw new ListFileProblem(
      lineAt(source, Math.max(0, source.indexOf('<CONSOLIDATED_LIST'))),
      ref('screening.file.noDate', { what: 'dateGenerated' }),
    );
  }
  const individuals = asArray(field(list['INDIVIDUALS'], 'INDIVIDUAL'));
  const entities = asArray(field(list['ENTITIES'], 'ENTITY'));
  const people: ListedPerson[] = [
    ...individuals.map((entry, n) => unPerson(source, entry, n, 'individual')),
    ...entities.map((entry, n) => unPerson(source, entry, n, 'entity')),
  ];
  if (people.length === 0) {
    throw new ListFileProblem(lineAt(source, source.length), ref('screening.file.noEntries'));
  }
  return { format: 'un-xml', list: 'un', publishedOn: generated.slice(0, 10), people };
}

function unPerson(
  source: string,
  entry: unknown,
  n: number,
  kind: ListedPerson['kind'],
): ListedPerson {
  const tag = kind === 'individual' ? 'INDIVIDUAL' : 'ENTITY';
  const line = (): number => lineOfNth(source, `<${tag}>`, n);
  const entryId = xmlText(field(entry, 'REFERENCE_NUMBER')) || xmlText(field(entry, 'DATAID'));
  if (entryId === '') throw new ListFileProblem(line(), ref('screening.file.noReference'));
  const name = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((part) => xmlText(field(entry, part)))
    .filter((part) => part !== '')
    .join(' ');
  if (name === '')
    throw new ListFileProblem(line(), ref('screening.file.noName', { entry: entryId }));
  const aliases = asArray(field(entry, `${tag}_ALIAS`))
    .map((alias) => xmlText(field(alias, 'ALIAS_NAME')))
    .filter((alias) => alias !== '');
  const original = xmlText(field(entry, 'NAME_ORIGINAL_SCRIPT'));
  return {
    listId: 'un',
    entryId,
    kind,
    names: [name, ...aliases, ...(original === '' ? [] : [original])],
    datesOfBirth: asArray(field(entry, 'INDIVIDUAL_DATE_OF_BIRTH')).flatMap(unBirths),
    idNumbers: asArray(field(entry, 'INDIVIDUAL_DOCUMENT'))
      .map((document) => xmlText(field(document, 'NUMBER')))
      .filter((number) => number !== ''),
  };
}

/** A date, a year, or every year of a FROM_YEAR..TO_YEAR span (ten at most). */
function unBirths(birth: unknown): string[] {
  const date = isoBirth(xmlText(field(birth, 'DATE')).slice(0, 10));
  if (date) return [date];
  const year = xmlText(field(birth, 'YEAR'));
  if (/^\d{4}$/.test(year)) return [year];
  const from = Number(xmlText(field(birth, 'FROM_YEAR')));
  const to = Number(xmlText(field(birth, 'TO_YEAR')));
  if (
    !Number.isInteger(from) ||
    !Number.isInteger(to) ||
    from < 1000 ||
    to < from ||
    to - from > 10
  ) {
    return [];
  }
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
}
