/**
 * List files in their publishers' real shapes, made from plain entries (D78): the UN Security
 * Council's consolidated.xml, OFAC's sdn.csv and sdn.xml, and the bank's own CSV. The tests read
 * small ones; the bench reads full-size ones.
 */

export interface FileEntry {
  readonly reference: string;
  readonly kind: 'individual' | 'entity';
  /** Given names then surname, as a person is written at the counter. */
  readonly parts: readonly string[];
  readonly aliases?: readonly string[];
  /** YYYY-MM-DD or YYYY. */
  readonly birth?: string;
  readonly passport?: string;
}

function xml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

export function unXml(
  entries: readonly FileEntry[],
  generated = '2026-11-20T23:00:03.428Z',
): string {
  const individual = (entry: FileEntry, n: number): string => {
    const names = entry.parts
      .slice(0, 4)
      .map(
        (part, i) =>
          `      <${['FIRST', 'SECOND', 'THIRD', 'FOURTH'][i]}_NAME>${xml(part)}</${['FIRST', 'SECOND', 'THIRD', 'FOURTH'][i]}_NAME>`,
      )
      .join('\n');
    const birth = entry.birth
      ? entry.birth.length === 4
        ? `      <INDIVIDUAL_DATE_OF_BIRTH>\n        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>\n        <YEAR>${entry.birth}</YEAR>\n      </INDIVIDUAL_DATE_OF_BIRTH>`
        : `      <INDIVIDUAL_DATE_OF_BIRTH>\n        <TYPE_OF_DATE>EXACT</TYPE_OF_DATE>\n        <DATE>${entry.birth}</DATE>\n      </INDIVIDUAL_DATE_OF_BIRTH>`
      : '      <INDIVIDUAL_DATE_OF_BIRTH/>';
    return [
      '    <INDIVIDUAL>',
      `      <DATAID>${6900000 + n}</DATAID>`,
      '      <VERSIONNUM>1</VERSIONNUM>',
      names,
      '      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>',
      `      <REFERENCE_NUMBER>${xml(entry.reference)}</REFERENCE_NUMBER>`,
      '      <LISTED_ON>2012-11-12</LISTED_ON>',
      '      <COMMENTS1>Listed pursuant to the resolution.</COMMENTS1>',
      '      <NATIONALITY><VALUE>Somalia</VALUE></NATIONALITY>',
      '      <LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>',
      '      <LAST_DAY_UPDATED><VALUE/></LAST_DAY_UPDATED>',
      ...(entry.aliases ?? []).map(
        (alias) =>
          `      <INDIVIDUAL_ALIAS>\n        <QUALITY>Good</QUALITY>\n        <ALIAS_NAME>${xml(alias)}</ALIAS_NAME>\n      </INDIVIDUAL_ALIAS>`,
      ),
      birth,
      entry.passport
        ? `      <INDIVIDUAL_DOCUMENT>\n        <TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT>\n        <NUMBER>${xml(entry.passport)}</NUMBER>\n      </INDIVIDUAL_DOCUMENT>`
        : '      <INDIVIDUAL_DOCUMENT/>',
      '      <SORT_KEY/>',
      '      <SORT_KEY_LAST_MOD/>',
      '    </INDIVIDUAL>',
    ].join('\n');
  };
  const entity = (entry: FileEntry, n: number): string =>
    [
      '    <ENTITY>',
      `      <DATAID>${7900000 + n}</DATAID>`,
      '      <VERSIONNUM>1</VERSIONNUM>',
      `      <FIRST_NAME>${xml(entry.parts.join(' '))}</FIRST_NAME>`,
      '      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>',
      `      <REFERENCE_NUMBER>${xml(entry.reference)}</REFERENCE_NUMBER>`,
      '      <LISTED_ON>2010-04-12</LISTED_ON>',
      ...(entry.aliases ?? []).map(
        (alias) =>
          `      <ENTITY_ALIAS>\n        <QUALITY>a.k.a.</QUALITY>\n        <ALIAS_NAME>${xml(alias)}</ALIAS_NAME>\n      </ENTITY_ALIAS>`,
      ),
      '      <ENTITY_ADDRESS/>',
      '    </ENTITY>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    `<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://scsanctions.un.org/resources/xml/sc-sanctions.xsd" dateGenerated="${generated}">`,
    '  <INDIVIDUALS>',
    ...entries.filter((e) => e.kind === 'individual').map(individual),
    '  </INDIVIDUALS>',
    '  <ENTITIES>',
    ...entries.filter((e) => e.kind === 'entity').map(entity),
    '  </ENTITIES>',
    '</CONSOLIDATED_LIST>',
    '',
  ].join('\n');
}

function csvCell(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** OFAC's "SURNAME, Given Names". */
function ofacName(entry: FileEntry): string {
  if (entry.kind === 'entity') return entry.parts.join(' ').toUpperCase();
  const surname = entry.parts.at(-1) ?? '';
  return `${surname.toUpperCase()}, ${entry.parts.slice(0, -1).join(' ')}`;
}

const OFAC_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function ofacDate(iso: string): string {
  if (iso.length === 4) return iso;
  const [year, month, day] = iso.split('-');
  return `${day} ${OFAC_MONTHS[Number(month) - 1]} ${year}`;
}

export function ofacCsv(entries: readonly FileEntry[]): string {
  const rows = entries.map((entry, n) => {
    const remarks = [
      entry.birth ? `DOB ${ofacDate(entry.birth)}` : null,
      entry.passport ? `Passport ${entry.passport} (Somalia)` : null,
      ...(entry.aliases ?? []).map((alias) => `a.k.a. '${alias}'`),
    ].filter((part) => part !== null);
    return [
      String(10000 + n),
      csvCell(ofacName(entry)),
      entry.kind === 'individual' ? csvCell('individual') : '-0- ',
      csvCell('SDGT'),
      '-0- ',
      '-0- ',
      '-0- ',
      '-0- ',
      '-0- ',
      '-0- ',
      '-0- ',
      remarks.length === 0 ? '-0- ' : csvCell(`${remarks.join('; ')}.`),
    ].join(',');
  });
  return `${rows.join('\r\n')}\r\n\u001a`;
}

export function ofacXml(entries: readonly FileEntry[], published = '11/20/2026'): string {
  const entry = (e: FileEntry, n: number): string => {
    const first =
      e.kind === 'individual'
        ? `<firstName>${xml(e.parts.slice(0, -1).join(' '))}</firstName>`
        : '';
    const last = e.kind === 'individual' ? (e.parts.at(-1) ?? '') : e.parts.join(' ');
    return [
      '  <sdnEntry>',
      `    <uid>${10000 + n}</uid>`,
      `    ${first}<lastName>${xml(last.toUpperCase())}</lastName>`,
      `    <sdnType>${e.kind === 'individual' ? 'Individual' : 'Entity'}</sdnType>`,
      '    <programList><program>SDGT</program></programList>',
      e.aliases?.length
        ? `    <akaList>${e.aliases.map((a, i) => `<aka><uid>${n * 10 + i}</uid><type>a.k.a.</type><category>strong</category><lastName>${xml(a)}</lastName></aka>`).join('')}</akaList>`
        : '',
      e.passport
        ? `    <idList><id><uid>${n}</uid><idType>Passport</idType><idNumber>${xml(e.passport)}</idNumber></id></idList>`
        : '',
      e.birth
        ? `    <dateOfBirthList><dateOfBirthItem><uid>${n}</uid><dateOfBirth>${ofacDate(e.birth)}</dateOfBirth><mainEntry>true</mainEntry></dateOfBirthItem></dateOfBirthList>`
        : '',
      '  </sdnEntry>',
    ]
      .filter((line) => line !== '')
      .join('\n');
  };
  return [
    '<?xml version="1.0" standalone="yes"?>',
    '<sdnList xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/XML">',
    `  <publshInformation><Publish_Date>${published}</Publish_Date><Record_Count>${entries.length}</Record_Count></publshInformation>`,
    ...entries.map(entry),
    '</sdnList>',
    '',
  ].join('\n');
}

export function bankCsv(entries: readonly FileEntry[]): string {
  const rows = entries.map((e) =>
    [
      e.reference,
      e.parts.join(' '),
      e.kind,
      (e.aliases ?? []).join('; '),
      e.birth ?? '',
      e.passport ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return ['reference,name,kind,aliases,date_of_birth,id_numbers', ...rows, ''].join('\n');
}
