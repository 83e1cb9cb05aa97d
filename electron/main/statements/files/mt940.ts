import { isCalendarDate } from '@shared/domain/calendar-date';
import { ref } from '@shared/i18n/catalog';
import { minorUnitsOf, signedAmountText } from './decimal-text';
import { StatementFileProblem, type ParsedLine, type ParsedStatement } from './statement-file';

/*
 * SWIFT MT940 (Customer Statement Message), as banks send it: one or more statements, each from
 * `:20:` to `:62F:` (or `:62M:`, a page of a longer one), with or without SWIFT's `{1:…}{4:` and
 * `-}` around them. Read here by hand (D104): the two parsers on npm read amounts as JavaScript
 * numbers or through moment, and neither names a line when a file is wrong. Every tag is checked;
 * a tag out of its place, a field of the wrong shape or balances that do not add up refuse the
 * whole file, naming the line.
 */

interface Field {
  tag: string;
  /** The field's lines, the tag taken off the first. */
  lines: string[];
  line: number;
}

/** `:61:` value date, entry date, mark, funds code, amount, type, reference, bank reference. */
const STATEMENT_LINE =
  /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d+,\d{0,2})([NFS][A-Z0-9]{3})(.*?)(?:\/\/(.*))?$/;
/** `:60F:`, `:62F:`: mark, date, currency, amount. */
const BALANCE = /^([CD])(\d{6})([A-Z]{3})(\d+,\d{0,2})$/;
/** A structured `:86:` return reason, `/RTRN/AC04/`. */
const RETURN_CODE = /\/RTRN\/([A-Z0-9]{4})/;

export function parseMt940(source: string): ParsedStatement[] {
  const fields = fieldsOf(source);
  const statements: ParsedStatement[] = [];
  let at = 0;
  while (at < fields.length) {
    const first = fields[at] as Field;
    if (first.tag !== '20') {
      throw new StatementFileProblem(
        first.line,
        ref('statements.mt940.expected', { tag: ':20:', found: `:${first.tag}:` }),
      );
    }
    const end = fields.findIndex(
      (field, i) => i > at && (field.tag === '62F' || field.tag === '62M'),
    );
    if (end < 0) {
      throw new StatementFileProblem(fields.at(-1)!.line, ref('statements.mt940.noClosing'));
    }
    // What may follow the closing balance before the next statement: available balances, a note.
    let next = end + 1;
    while (next < fields.length && ['64', '65', '86'].includes((fields[next] as Field).tag))
      next += 1;
    statements.push(readStatement(fields.slice(at, end + 1)));
    at = next;
  }
  if (statements.length === 0) throw new StatementFileProblem(1, ref('statements.mt940.empty'));
  return statements;
}

/** The file's fields, each with its continuation lines; SWIFT's blocks around the text dropped. */
function fieldsOf(source: string): Field[] {
  const fields: Field[] = [];
  // CR LF, LF or a lone CR (an old Mac system's) each end a line (D153).
  const rows = source.split(/\r\n|\n|\r/);
  rows.forEach((raw, i) => {
    const row = raw.replace(/\s+$/, '');
    const line = i + 1;
    // SWIFT's end of text, with its trailer block, closes a message.
    if (row === '' || /^-\}?(\{5:.*)?$/.test(row)) return;
    if (/^\{[1-3]:/.test(row)) {
      // The basic, application and user header blocks sit on a line of their own, or lead it.
      const rest = row.replace(/^(\{[1-3]:(?:[^{}]|\{[^{}]*\})*\})*(\{4:)?/, '');
      if (rest === '') return;
      return push(rest, line);
    }
    push(row.replace(/^\{4:/, ''), line);
  });
  return fields;

  function push(row: string, line: number): void {
    const tag = /^:(\d{2}[A-Z]?):(.*)$/.exec(row);
    if (tag) {
      fields.push({ tag: tag[1] as string, lines: [tag[2] as string], line });
      return;
    }
    const last = fields.at(-1);
    if (!last) throw new StatementFileProblem(line, ref('statements.mt940.noTag'));
    last.lines.push(row);
  }
}

function readStatement(fields: Field[]): ParsedStatement {
  const [reference] = fields as [Field];
  const statementId = reference.lines.join('').trim();
  if (statementId === '')
    throw new StatementFileProblem(reference.line, ref('statements.mt940.empty20'));
  const account = fields.find((f) => f.tag === '25');
  if (!account || account.lines.join('').trim() === '') {
    throw new StatementFileProblem(
      reference.line,
      ref('statements.mt940.missing', { tag: ':25:' }),
    );
  }
  const sequence = fields.find((f) => f.tag === '28C' || f.tag === '28');
  const openingField = fields.find((f) => f.tag === '60F' || f.tag === '60M');
  if (!openingField) {
    throw new StatementFileProblem(account.line, ref('statements.mt940.missing', { tag: ':60F:' }));
  }
  const opening = balanceOf(openingField);
  const closingField = fields.at(-1) as Field;
  const lines: ParsedLine[] = [];
  let lastLine: ParsedLine | null = null;
  for (const field of fields) {
    if (['20', '25', '28C', '28', '60F', '60M', '62F', '62M', '13D', '21'].includes(field.tag)) {
      lastLine = null;
      continue;
    }
    if (field.tag === '61') {
      lastLine = statementLine(field, opening.currency);
      lines.push(lastLine);
    } else if (field.tag === '86') {
      const note = field.lines.join(' ').replace(/\s+/g, ' ').trim();
      // `:86:` after a `:61:` tells of that line; anywhere else, of the statement.
      if (lastLine) {
        lastLine.description = [lastLine.description, note]
          .filter((p) => p !== '')
          .join(' ')
          .slice(0, 500);
        if (lastLine.returnReason !== null)
          lastLine.returnReason = RETURN_CODE.exec(note)?.[1] ?? note;
      }
      lastLine = null;
    } else {
      throw new StatementFileProblem(
        field.line,
        ref('statements.mt940.unknownTag', { tag: `:${field.tag}:` }),
      );
    }
  }
  // Read after the lines, so the first wrong line of the file is the one named.
  const closing = balanceOf(closingField);
  if (closing.currency !== opening.currency) {
    throw new StatementFileProblem(
      closingField.line,
      ref('statements.file.currency', { found: closing.currency, expected: opening.currency }),
    );
  }
  const moved = lines.reduce(
    (sum, line) =>
      sum + (line.direction === 'credit' ? 1n : -1n) * (minorUnitsOf(line.amount, 'point') ?? 0n),
    0n,
  );
  if (opening.minor + moved !== closing.minor) {
    throw new StatementFileProblem(
      closingField.line,
      ref('statements.file.balance', {
        opening: signedAmountText(opening.minor),
        moved: signedAmountText(moved),
        closing: signedAmountText(closing.minor),
      }),
    );
  }
  const accountText = account.lines.join('').trim();
  return {
    fileLine: reference.line,
    format: 'mt940',
    // `BIC/account` names the account after the slash.
    account: accountText.includes('/') ? (accountText.split('/').at(-1) as string) : accountText,
    statementId,
    sequence: sequence?.lines.join('').trim() || null,
    currency: opening.currency,
    periodFrom: opening.date,
    periodTo: closing.date,
    openingBalance: signedAmountText(opening.minor),
    closingBalance: signedAmountText(closing.minor),
    lines,
  };
}

function balanceOf(field: Field): { minor: bigint; currency: string; date: string } {
  const match = BALANCE.exec(field.lines.join('').trim());
  if (!match) {
    throw new StatementFileProblem(
      field.line,
      ref('statements.mt940.balance', { tag: `:${field.tag}:`, found: field.lines.join('') }),
    );
  }
  const [, mark, date, currency, amount] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const minor = minorUnitsOf(amount, 'comma') as bigint;
  return { minor: mark === 'D' ? -minor : minor, currency, date: yymmdd(date, field.line) };
}

function statementLine(field: Field, currency: string): ParsedLine {
  const [first = '', supplementary = ''] = field.lines;
  const match = STATEMENT_LINE.exec(first.trim());
  if (!match) {
    throw new StatementFileProblem(
      field.line,
      ref('statements.mt940.line', { found: first.trim() }),
    );
  }
  const [, value, entry, mark, , amount, type, ownRef, bankRef] = match as unknown as [
    string,
    string,
    string | undefined,
    string,
    string | undefined,
    string,
    string,
    string,
    string | undefined,
  ];
  const valueDate = yymmdd(value, field.line);
  // RD reverses a debit (money back in), RC a credit (money out again).
  const direction = mark === 'C' || mark === 'RD' ? 'credit' : 'debit';
  const minor = minorUnitsOf(amount, 'comma');
  if (minor === null) {
    throw new StatementFileProblem(
      field.line,
      ref('statements.file.amount', { field: ':61:', found: amount }),
    );
  }
  const reference = ownRef.trim();
  const returned = direction === 'credit' && (type.endsWith('RTI') || mark === 'RD');
  return {
    fileLine: field.line,
    direction,
    amount: signedAmountText(minor),
    currency,
    valueDate,
    bookingDate: entry ? entryDate(valueDate, entry) : null,
    reference: reference === '' || reference === 'NONREF' ? null : reference,
    bankReference: bankRef?.trim() || null,
    description: supplementary.trim(),
    returnReason: returned ? '' : null,
  };
}

/** `261125` → `2026-11-25` (MT940's years are this century's). */
function yymmdd(raw: string, line: number): string {
  const date = `20${raw.slice(0, 2)}-${raw.slice(2, 4)}-${raw.slice(4, 6)}`;
  if (!isCalendarDate(date))
    throw new StatementFileProblem(line, ref('statements.file.date', { found: raw }));
  return date;
}

/** The entry date `MMDD` in the value date's year, or the next or last one across New Year. */
function entryDate(valueDate: string, mmdd: string): string | null {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const month = Number(mmdd.slice(0, 2));
  const shifted =
    valueMonth === 12 && month === 1
      ? year + 1
      : valueMonth === 1 && month === 12
        ? year - 1
        : year;
  const date = `${shifted}-${mmdd.slice(0, 2)}-${mmdd.slice(2, 4)}`;
  return isCalendarDate(date) ? date : null;
}
