import { describe, expect, it } from 'vitest';
import type { ListFormat } from '../../../shared/domain/screening';
import { ListFileProblem } from '../../../shared/list-files/list-file';
import { wordRef } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';
import { parseListFile } from '../../../shared/list-files/parse-list';
import { buildScreeningIndex, screenParties } from '../../../electron/main/screening/matcher';
import {
  bankCsv,
  ofacCsv,
  ofacXml,
  unXml,
  type FileEntry,
} from '../../../scripts/bench/screening-lists';

const ENTRIES: FileEntry[] = [
  {
    reference: 'QDi.401',
    kind: 'individual',
    parts: ['Muhammad', 'Ali', 'Hassan', 'Khan'],
    aliases: ['Abu Khalid'],
    birth: '1971-04-17',
    passport: 'A1234567',
  },
  {
    reference: 'QDi.402',
    kind: 'individual',
    parts: ['Ivan', 'Petrovich', 'Sidorov'],
    birth: '1962',
  },
  {
    reference: 'QDe.010',
    kind: 'entity',
    parts: ['Al-Shabaab Relief & Development Fund'],
    aliases: ['ASRDF'],
  },
];

const bytes = (source: string): Uint8Array => new TextEncoder().encode(source);

const FILES: Record<ListFormat, string> = {
  'un-xml': unXml(ENTRIES),
  'ofac-xml': ofacXml(ENTRIES),
  'ofac-csv': ofacCsv(ENTRIES),
  'bank-csv': bankCsv(ENTRIES),
};

function refusal(format: ListFormat, source: string): ListFileProblem {
  try {
    parseListFile(format, bytes(source));
  } catch (error) {
    if (!(error instanceof ListFileProblem)) throw error;
    // The refusal and the line's problem inside it, whole, in the admin's language (D93).
    expectWordedAnswer(error, 'screening.file.refused');
    return error;
  }
  throw new Error(`${format}: the file was accepted`);
}

describe('list files in their publishers’ formats', () => {
  it.each(Object.entries(FILES) as [ListFormat, string][])('reads %s whole', (format, source) => {
    const list = parseListFile(format, bytes(source));
    expect(list.people).toHaveLength(3);
    const [muhammad, ivan, fund] = list.people;
    expect(muhammad?.kind).toBe('individual');
    expect(muhammad?.names[0]?.toLowerCase().split(/[ ,]+/).sort()).toEqual([
      'ali',
      'hassan',
      'khan',
      'muhammad',
    ]);
    expect(muhammad?.names.slice(1)).toEqual(['Abu Khalid']);
    expect(muhammad?.datesOfBirth).toEqual(['1971-04-17']);
    expect(muhammad?.idNumbers).toEqual(['A1234567']);
    expect(ivan?.datesOfBirth).toEqual(['1962']);
    expect(fund?.kind).toBe('entity');
    expect(fund?.names[0]).toMatch(/al-shabaab relief & development fund/i);
    expect(fund?.names).toHaveLength(2);
  });

  it('takes the list’s date from the files that carry one', () => {
    expect(parseListFile('un-xml', bytes(FILES['un-xml'])).publishedOn).toBe('2026-11-20');
    expect(parseListFile('ofac-xml', bytes(FILES['ofac-xml'])).publishedOn).toBe('2026-11-20');
    expect(parseListFile('ofac-csv', bytes(FILES['ofac-csv'])).publishedOn).toBeNull();
  });

  it('screens spelling variants, reordered names and other scripts against every format', () => {
    for (const [format, source] of Object.entries(FILES) as [ListFormat, string][]) {
      const index = buildScreeningIndex(parseListFile(format, bytes(source)).people);
      const held = (name: string): boolean =>
        screenParties(index, [{ role: 'recipient', name }], 0.88).length > 0;
      expect(held('Mohamed Ali Khan'), format).toBe(true);
      expect(held('Khan, Mohammed Hasan'), format).toBe(true);
      expect(held('Иван Сидоров'), format).toBe(true);
      expect(held('Abu Khaled'), format).toBe(true);
      expect(held('Grace Wanjiru Mwangi'), format).toBe(false);
      expect(held('Mohamed Otieno'), format).toBe(false);
    }
  });
});

describe('a list file refused whole, naming the line', () => {
  it('a UN file cut short', () => {
    const source = FILES['un-xml'];
    const cut = source.slice(0, source.indexOf('<REFERENCE_NUMBER>QDi.402'));
    const problem = refusal('un-xml', cut);
    expect(problem.line).toBe(cut.split('\n').length);
    expect(problem.message).toMatch(
      /line \d+: the file ends before <.+> is closed: it is cut short/,
    );
    expect(problem.message).toMatch(/The list in force stays in force/);
    expect(wordRef(problem.text, 'fr')).toMatch(
      new RegExp(`^Ce fichier n’a pas été importé : ligne ${problem.line} : `),
    );
    expect(wordRef(problem.text, 'fr')).not.toMatch(/cut short|the file ends/);
  });

  it('a UN file with a broken element', () => {
    const source = FILES['un-xml'].replace(
      '<SECOND_NAME>Ali</SECOND_NAME>',
      '<SECOND_NAME>Ali</SECND_NAME>',
    );
    const line = source.split('\n').findIndex((l) => l.includes('</SECND_NAME>')) + 1;
    const problem = refusal('un-xml', source);
    expect(problem.line).toBe(line);
    expect(problem.message).toMatch(/not well-formed XML/);
  });

  it('another file given for the UN list', () => {
    expect(refusal('un-xml', FILES['ofac-xml']).message).toMatch(
      /first element is <sdnList>.*<CONSOLIDATED_LIST>/,
    );
    expect(refusal('un-xml', FILES['ofac-csv']).line).toBe(1);
    expect(refusal('ofac-csv', FILES['bank-csv']).message).toMatch(
      /line 1: .*6 fields where this list's rows have 12/,
    );
  });

  it('an entry with no name names its line', () => {
    const source = FILES['un-xml']
      .replace('<FIRST_NAME>Ivan</FIRST_NAME>', '')
      .replace('<SECOND_NAME>Petrovich</SECOND_NAME>', '')
      .replace('<THIRD_NAME>Sidorov</THIRD_NAME>', '');
    const line =
      source
        .split('\n')
        .findIndex((l, i, all) => l.includes('<INDIVIDUAL>') && all[i + 1]?.includes('6900001')) +
      1;
    const problem = refusal('un-xml', source);
    expect(problem.line).toBe(line);
    expect(problem.message).toMatch(/entry QDi\.402 has no name/);
  });

  it('an OFAC row with a field missing, or without its entry number', () => {
    const rows = FILES['ofac-csv'].split('\r\n');
    rows[1] = (rows[1] as string).replace(/,"SDGT"/, '');
    expect(refusal('ofac-csv', rows.join('\r\n')).message).toMatch(
      /line 2: a row has 11 fields where this list's rows have 12/,
    );
    expect(refusal('ofac-csv', FILES['ofac-csv'].replace('10002,', 'X,')).message).toMatch(
      /line 3: the first field should be the entry's number, and is "X"/,
    );
  });

  it('a bank list without its header, with an unknown kind or a date that is not one', () => {
    const [, ...rows] = FILES['bank-csv'].split('\n');
    expect(refusal('bank-csv', rows.join('\n')).message).toMatch(
      /line 1: the first line must be the header "reference,name,kind,aliases,date_of_birth,id_numbers"/,
    );
    expect(refusal('bank-csv', FILES['bank-csv'].replace('"entity"', '"company"')).message).toMatch(
      /line 4: the kind is "company"/,
    );
    expect(refusal('bank-csv', FILES['bank-csv'].replace('"1962"', '"62"')).message).toMatch(
      /line 3: the date of birth "62"/,
    );
  });

  it('an empty list, an empty file and one that is not UTF-8', () => {
    expect(refusal('un-xml', unXml([])).message).toMatch(/holds no entries/);
    expect(refusal('bank-csv', '').message).toMatch(/line 1: the file is empty/);
    expect(() => parseListFile('bank-csv', new Uint8Array([0xff, 0xfe, 0x00]))).toThrow(
      /not UTF-8/,
    );
  });
});
