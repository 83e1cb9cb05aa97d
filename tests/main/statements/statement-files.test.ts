import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordRef } from '@shared/i18n/catalog';
import { parseStatementFile } from '../../../electron/main/statements/files/parse-statement';
import {
  StatementFileProblem,
  type ParsedStatement,
} from '../../../electron/main/statements/files/statement-file';
import {
  camt053,
  mt940,
  statementCsv,
  type StatementSpec,
} from '../../../scripts/bench/statement-files';

/*
 * D104: the bank's statement read whole in its three formats, amounts as exact text, or refused
 * whole naming the line and what is wrong.
 */

const KES = '0011547896523';

const DAY: StatementSpec = {
  account: KES,
  currency: 'KES',
  statementId: 'STMT-2026-11-25',
  sequence: '330',
  from: '2026-11-25',
  to: '2026-11-25',
  opening: '1000000.00',
  entries: [
    {
      direction: 'debit',
      amount: '1500.00',
      valueDate: '2026-11-25',
      reference: '201234567890',
      bankReference: 'SBX7K2M9Q4R8T1V3W5X',
      description: 'RTGS to John Kamau',
      counterparty: 'John Kamau',
    },
    {
      direction: 'debit',
      amount: '250.5',
      valueDate: '2026-11-25',
      bookingDate: '2026-11-25',
      reference: null,
      bankReference: 'CHG-881',
      description: 'Charges for 201234567890',
    },
    {
      direction: 'credit',
      amount: '1500.00',
      valueDate: '2026-11-25',
      reference: '201234567891',
      bankReference: 'RTN-4411',
      description: 'Return of 201234567891',
      returned: { code: 'AC04', text: 'Beneficiary account closed' },
    },
  ],
};

const bytes = (text: string) => new TextEncoder().encode(text);
const lineOf = (source: string, needle: string, nth = 0) =>
  source
    .split('\n')
    .map((line, i) => (line.includes(needle) ? i + 1 : 0))
    .filter((n) => n > 0)[nth]!;

function refused(format: 'camt053' | 'mt940' | 'csv', source: string): StatementFileProblem {
  try {
    parseStatementFile(format, bytes(source));
  } catch (error) {
    if (error instanceof StatementFileProblem) return error;
    throw error;
  }
  throw new Error('The file was read, not refused.');
}

/** The problem in English words, as the supervisor reads it after "line N:". */
const said = (problem: StatementFileProblem) => wordRef(problem.problem);

describe('camt.053', () => {
  it('reads the statement, its balances and each booked entry, a return with its reason', () => {
    const source = camt053(DAY);
    const [statement] = parseStatementFile('camt053', bytes(source)) as [ParsedStatement];
    expect(statement).toMatchObject({
      format: 'camt053',
      account: KES,
      statementId: 'STMT-2026-11-25',
      sequence: '330',
      currency: 'KES',
      periodFrom: '2026-11-25',
      periodTo: '2026-11-25',
      openingBalance: '1000000.00',
      closingBalance: '999749.50',
    });
    expect(statement.lines).toEqual([
      {
        fileLine: lineOf(source, '<Ntry>', 0),
        direction: 'debit',
        amount: '1500.00',
        currency: 'KES',
        valueDate: '2026-11-25',
        bookingDate: '2026-11-25',
        reference: '201234567890',
        bankReference: 'SBX7K2M9Q4R8T1V3W5X',
        description: 'RTGS to John Kamau',
        returnReason: null,
      },
      expect.objectContaining({
        amount: '250.50',
        reference: null,
        bankReference: 'CHG-881',
        description: 'Charges for 201234567890',
      }),
      expect.objectContaining({
        direction: 'credit',
        reference: '201234567891',
        returnReason: 'Beneficiary account closed',
      }),
    ]);
  });

  it('keeps a return’s ISO code when the bank gives no words, and a namespace prefix', () => {
    const source = camt053({
      ...DAY,
      entries: [{ ...DAY.entries[2]!, returned: { code: 'AC04' } }],
    })
      .replace('<Document xmlns=', '<ns2:Document xmlns:ns2=')
      .replace(/<(\/?)(?!\?|ns2:Document)([A-Za-z])/g, '<$1ns2:$2')
      .replace('</Document>', '</ns2:Document>');
    const [statement] = parseStatementFile('camt053', bytes(source)) as [ParsedStatement];
    expect(statement.lines[0]).toMatchObject({ returnReason: 'AC04', direction: 'credit' });
  });

  it('reads a batch entry as one line per transaction, and skips entries not booked', () => {
    const batch = camt053({ ...DAY, entries: [DAY.entries[0]!] })
      .replace(
        /<TxDtls>[\s\S]*<\/TxDtls>/,
        `<TxDtls><Refs><EndToEndId>201234567892</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="KES">1000.00</Amt></TxAmt></AmtDtls></TxDtls>
          <TxDtls><Refs><EndToEndId>201234567893</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="KES">500.00</Amt></TxAmt></AmtDtls></TxDtls>`,
      )
      .replace(
        '</Stmt>',
        `<Ntry><Amt Ccy="KES">99.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts><ValDt><Dt>2026-11-25</Dt></ValDt></Ntry></Stmt>`,
      );
    const [statement] = parseStatementFile('camt053', bytes(batch)) as [ParsedStatement];
    expect(statement.lines.map((l) => [l.reference, l.amount, l.fileLine])).toEqual([
      ['201234567892', '1000.00', lineOf(batch, '<TxDtls>', 0)],
      ['201234567893', '500.00', lineOf(batch, '<TxDtls>', 1)],
    ]);
    const wrongSum = batch.replace('<Amt Ccy="KES">500.00</Amt>', '<Amt Ccy="KES">400.00</Amt>');
    const problem = refused('camt053', wrongSum);
    expect(problem.line).toBe(lineOf(wrongSum, '<Ntry>'));
    expect(said(problem)).toBe(
      "the entry's amount 1500.00 is not the sum of its transactions (1400.00).",
    );
  });

  it('refuses a statement whose balances do not add up, naming the closing balance', () => {
    const source = camt053(DAY).replace(
      '<Amt Ccy="KES">999749.50</Amt>',
      '<Amt Ccy="KES">998250.00</Amt>',
    );
    const problem = refused('camt053', source);
    expect(problem.line).toBe(lineOf(source, '<Bal>', 1));
    expect(problem.message).toBe(
      `This statement was not imported: line ${problem.line}: the closing balance 998250.00 is not the opening balance 1000000.00 with the entries (-250.50): an entry is missing or the file was changed. Nothing of it was kept; ask the bank for a correct file.`,
    );
  });

  it('refuses a file cut short, not well-formed XML, another message, an amount of three decimals', () => {
    const source = camt053(DAY);
    const second = source.indexOf('<Ntry>', source.indexOf('<Ntry>') + 1);
    const cut = source.slice(0, source.indexOf('\n', second) + 1);
    expect(refused('camt053', cut)).toMatchObject({ line: cut.split('\n').length - 1 });
    expect(said(refused('camt053', cut))).toMatch(/cut short/);

    const broken = source.replace('</ValDt>', '</ValueDate>');
    const problem = refused('camt053', broken);
    expect(problem.line).toBe(lineOf(broken, '</ValueDate>'));
    expect(said(problem)).toMatch(/^the file is not well-formed XML/);

    const report = source.replace('camt.053.001.08', 'camt.052.001.08');
    expect(said(refused('camt053', report))).toBe(
      'the file is a camt.052 message, not a statement (camt.053).',
    );

    const thousandths = source.replace(
      '<Amt Ccy="KES">1500.00</Amt>\n        <CdtDbtInd>DBIT',
      '<Amt Ccy="KES">1500.005</Amt>\n        <CdtDbtInd>DBIT',
    );
    const amount = refused('camt053', thousandths);
    expect(amount.line).toBe(lineOf(thousandths, '<Ntry>'));
    expect(said(amount)).toBe('Ntry/Amt “1500.005” is not an amount with at most two decimals.');

    const noAccount = source.replace(/<Acct>[\s\S]*?<\/Acct>/, '');
    expect(refused('camt053', noAccount)).toMatchObject({ line: lineOf(noAccount, '<Stmt>') });
  });

  it('reads several statements of one file, one per <Stmt>', () => {
    const next = { ...DAY, statementId: 'STMT-2026-11-26', from: '2026-11-26', to: '2026-11-26' };
    const statements = parseStatementFile('camt053', bytes(camt053([DAY, next])));
    expect(statements.map((s) => [s.statementId, s.lines.length])).toEqual([
      ['STMT-2026-11-25', 3],
      ['STMT-2026-11-26', 3],
    ]);
  });
});

describe('MT940', () => {
  it('reads a file whose lines end with a lone CR, each line on its own (D153)', () => {
    const source = mt940([DAY]).replace(/\r?\n/g, '\r');
    const [statement] = parseStatementFile('mt940', bytes(source)) as [ParsedStatement];
    expect(statement.lines.map((l) => l.amount)).toEqual(['1500.00', '250.50', '1500.00']);
    // A wrong line is named by its number, as an editor counts lines ended by CR.
    const wrong = source.replace(':60F:C', ':60F:X');
    expect(refused('mt940', wrong)).toMatchObject({
      line: lineOf(wrong.replace(/\r/g, '\n'), ':60F:'),
    });
  });

  it('reads statements inside SWIFT blocks: lines, references, :86:, a return', () => {
    const next = {
      ...DAY,
      statementId: 'STMT261126',
      sequence: '331/1',
      from: '2026-11-26',
      to: '2026-11-26',
    };
    const source = mt940([{ ...DAY, statementId: 'STMT261125', sequence: '330/1' }, next]);
    const [first, second] = parseStatementFile('mt940', bytes(source)) as [
      ParsedStatement,
      ParsedStatement,
    ];
    expect(first).toMatchObject({
      format: 'mt940',
      account: KES,
      statementId: 'STMT261125',
      sequence: '330/1',
      currency: 'KES',
      periodFrom: '2026-11-25',
      periodTo: '2026-11-25',
      openingBalance: '1000000.00',
      closingBalance: '999749.50',
    });
    expect(first.lines).toEqual([
      {
        fileLine: lineOf(source, ':61:', 0),
        direction: 'debit',
        amount: '1500.00',
        currency: 'KES',
        valueDate: '2026-11-25',
        bookingDate: '2026-11-25',
        reference: '201234567890',
        bankReference: 'SBX7K2M9Q4R8T1V3W5X',
        description: 'RTGS to John Kamau John Kamau',
        returnReason: null,
      },
      expect.objectContaining({ amount: '250.50', reference: null, bankReference: 'CHG-881' }),
      expect.objectContaining({
        direction: 'credit',
        reference: '201234567891',
        bankReference: 'RTN-4411',
        returnReason: 'AC04',
      }),
    ]);
    expect(second.statementId).toBe('STMT261126');
  });

  it('reads a reversal of a debit as money back, and an entry date across New Year', () => {
    const source = [
      ':20:STMT270101',
      ':25:0011547896523',
      ':28C:1/1',
      ':60F:C261231KES100,00',
      ':61:2701011231RD50,NTRF201234567890//SBX1',
      ':62F:C270101KES150,00',
    ].join('\n');
    const [statement] = parseStatementFile('mt940', bytes(source)) as [ParsedStatement];
    expect(statement.lines[0]).toMatchObject({
      direction: 'credit',
      amount: '50.00',
      valueDate: '2027-01-01',
      bookingDate: '2026-12-31',
      returnReason: '',
    });
  });

  it('refuses a wrong statement line, a missing closing balance, unknown tags, balances off', () => {
    const source = mt940(DAY);
    const badLine = source.replace(':61:2611251125D1500,00', ':61:2611251125X1500,00');
    const problem = refused('mt940', badLine);
    expect(problem.line).toBe(lineOf(badLine, ':61:2611251125X'));
    expect(said(problem)).toMatch(/^:61: “2611251125X1500,00NTRF201234567890/);

    const cut = source.slice(0, source.indexOf(':62F:'));
    expect(said(refused('mt940', cut))).toBe(
      'the last statement has no closing balance (:62F:): the file was cut short.',
    );

    const unknown = source.replace(':28C:', ':99Z:');
    expect(refused('mt940', unknown)).toMatchObject({ line: lineOf(unknown, ':99Z:') });

    const missingLine = source.replace(/:61:2611251125D250,50.*\r\n(:86:.*\r\n)?/, '');
    const off = refused('mt940', missingLine);
    expect(off.line).toBe(lineOf(missingLine, ':62F:'));
    expect(said(off)).toBe(
      'the closing balance 999749.50 is not the opening balance 1000000.00 with the entries (0.00): an entry is missing or the file was changed.',
    );

    expect(said(refused('mt940', `hello\n${source}`))).toBe(
      'the text before the first tag is not part of a statement.',
    );
  });
});

describe('the statement as CSV', () => {
  it('reads each row as a line, and the statement from the first', () => {
    const [statement] = parseStatementFile('csv', bytes(statementCsv(DAY))) as [ParsedStatement];
    expect(statement).toMatchObject({
      format: 'csv',
      account: KES,
      statementId: 'STMT-2026-11-25',
      openingBalance: null,
      closingBalance: null,
    });
    expect(statement.lines.map((l) => [l.fileLine, l.amount, l.returnReason])).toEqual([
      [2, '1500.00', null],
      [3, '250.50', null],
      [4, '1500.00', 'Beneficiary account closed'],
    ]);
  });

  it('reads rows whose line ends were mixed by an edit, each on its own line (D153)', () => {
    // Saved with CR LF by a spreadsheet, then a row's end retyped in an editor that writes LF.
    const [header, first, second, third] = statementCsv(DAY).split('\r\n');
    const mixed = `${header}\r\n${first}\n${second}\r\n${third}\r\n`;
    const [statement] = parseStatementFile('csv', bytes(mixed)) as [ParsedStatement];
    expect(statement.lines.map((l) => [l.fileLine, l.amount])).toEqual([
      [2, '1500.00'],
      [3, '250.50'],
      [4, '1500.00'],
    ]);
  });

  it('counts a line end inside a quoted narrative once, as an editor does', () => {
    // A spreadsheet saves a cell typed on two lines quoted, with its CR LF inside the quotes.
    const first = { ...DAY.entries[0]!, description: 'RTGS to John Kamau\r\nNairobi branch' };
    const source = statementCsv({ ...DAY, entries: [first, ...DAY.entries.slice(1)] });
    const [statement] = parseStatementFile('csv', bytes(source)) as [ParsedStatement];
    expect(statement.lines.map((l) => [l.fileLine, l.amount])).toEqual([
      [2, '1500.00'],
      [4, '250.50'],
      [5, '1500.00'],
    ]);
    const wrongAmount = source.replace(',1500.00,KES,201234567891,', ',1 500.00,KES,201234567891,');
    expect(refused('csv', wrongAmount)).toMatchObject({ line: 5 });
    const unclosed = source.replace(',Charges for 201234567890,', ',"Charges "for,');
    expect(refused('csv', unclosed)).toMatchObject({ line: 4 });
  });

  it('refuses a reference a spreadsheet rewrote as a number, naming its line (D153)', () => {
    // Excel shows a 12-digit reference as 2.01235E+11 and saves it so: the reference is lost,
    // and once imported the statement could not be imported again with the right one.
    const source = statementCsv(DAY);
    const rewritten = source.replace(',201234567890,', ',2.01235E+11,');
    expect(refused('csv', rewritten)).toMatchObject({ line: 2 });
    expect(said(refused('csv', rewritten))).toBe(
      'reference “2.01235E+11” is a number a spreadsheet rewrote, and what it was is lost. Take the file as the bank sent it, or set the column’s format to Text before saving it.',
    );
    const bankId = source.replace(',CHG-881,', ',8.81E+05,');
    expect(refused('csv', bankId)).toMatchObject({ line: 3 });
    expect(said(refused('csv', bankId))).toMatch(/^bank_reference “8\.81E\+05” is a number/);
  });

  it('refuses a wrong header, another statement’s row, an amount with a separator, a debit return', () => {
    const source = statementCsv(DAY);
    expect(said(refused('csv', source.replace('account,', 'acct,')))).toMatch(
      /^the first line must be the header account,statement_id,/,
    );
    const other = source.replace(/STMT-2026-11-25(?=.*CHG-881)/, 'STMT-OTHER');
    expect(refused('csv', other)).toMatchObject({ line: 3 });
    expect(said(refused('csv', other))).toBe(
      'statement_id is “STMT-OTHER”, where the first row gives “STMT-2026-11-25”: a file holds one statement.',
    );
    const separated = source.replace(',1500.00,KES,201234567890', ',"1,500.00",KES,201234567890');
    expect(refused('csv', separated)).toMatchObject({ line: 2 });
    const debitReturn = `${source.trimEnd()}\r\n${KES},STMT-2026-11-25,2026-11-25,2026-11-25,2026-11-25,,debit,5.00,KES,,,,AC04\r\n`;
    expect(refused('csv', debitReturn)).toMatchObject({ line: 5 });
  });
});

describe('any statement file', () => {
  it('refuses an empty file and one that is not UTF-8', () => {
    expect(refused('camt053', '')).toMatchObject({ line: 1 });
    expect(() => parseStatementFile('mt940', new Uint8Array([0x3a, 0xff, 0xfe]))).toThrow(
      /not UTF-8 text/,
    );
  });

  it('names the line of the first letter that is not UTF-8, in a file saved as ANSI (D153)', () => {
    // The bank's export, its :86: and description written in Windows-1252: ü is the byte 0xFC.
    const dir = mkdtempSync(join(tmpdir(), 'remit-desk-statement-ansi-'));
    try {
      for (const [format, source] of [
        ['mt940', mt940([DAY])],
        ['csv', statementCsv(DAY)],
      ] as const) {
        const ansi = source.replace('Charges for', 'Gebühren für');
        const path = join(dir, `statement.${format}`);
        writeFileSync(path, Buffer.from(ansi, 'latin1'));
        const problem = (() => {
          try {
            parseStatementFile(format, new Uint8Array(readFileSync(path)));
          } catch (error) {
            if (error instanceof StatementFileProblem) return error;
            throw error;
          }
          throw new Error('The file was read, not refused.');
        })();
        expect(said(problem)).toBe('the file is not UTF-8 text.');
        expect(problem.line).toBe(lineOf(ansi, 'Geb'));
        expect(problem.line).toBeGreaterThan(1);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
