import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isCalendarDate } from '@shared/domain/calendar-date';
import { ref } from '@shared/i18n/catalog';
import { minorUnitsOf, signedAmountText } from './decimal-text';
import {
  lineAt,
  StatementFileProblem,
  type ParsedLine,
  type ParsedStatement,
} from './statement-file';

/*
 * ISO 20022 camt.053 (BankToCustomerStatement), versions 001.02 to 001.13 alike for what is read
 * here: each <Stmt> with its account, id, sequence, period, opening and closing balances, and its
 * booked entries (<Ntry>), an entry of several transactions (<TxDtls>, a batch) read as one line
 * each. The file is checked whole by fast-xml-parser's validator before a value is read, and a
 * value that is missing or wrong is refused naming the line of its element (D104).
 */

/** Elements read as lists; names are read in lower case (camt's are unique without case). */
const REPEATED = new Set(['stmt', 'ntry', 'bal', 'txdtls', 'ustrd', 'ntrydtls', 'addtlinf']);

/** The message the namespace names: camt.053 is a statement, camt.052 and .054 are not. */
const NAMESPACE =
  /xmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:(camt\.\d{3})\.\d{3}\.\d{2}["']/;

type XmlNode = Record<string, unknown>;

/** Where each element of a name opens, in document order: fast-xml-parser gives no positions. */
class ElementLines {
  private readonly seen = new Map<string, number>();
  private readonly lines = new Map<string, number[]>();
  /** The offset each line of the source starts at, for a binary search. */
  private starts: number[] | null = null;

  constructor(private readonly source: string) {}

  /** The line of the next `<name …>` in document order (each call moves on by one). */
  next(name: string): number {
    let lines = this.lines.get(name);
    if (!lines) {
      lines = [];
      const open = new RegExp(`<(?:[\\w.-]+:)?${name}(?=[\\s>/])`, 'gi');
      for (let m = open.exec(this.source); m; m = open.exec(this.source)) {
        lines.push(this.lineOf(m.index));
      }
      this.lines.set(name, lines);
    }
    const n = this.seen.get(name) ?? 0;
    this.seen.set(name, n + 1);
    return lines[n] ?? this.lineOf(this.source.trimEnd().length);
  }

  private lineOf(offset: number): number {
    if (!this.starts) {
      this.starts = [0];
      for (let i = this.source.indexOf('\n'); i >= 0; i = this.source.indexOf('\n', i + 1)) {
        this.starts.push(i + 1);
      }
    }
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }
}

export function parseCamt053(source: string): ParsedStatement[] {
  const checked = XMLValidator.validate(source);
  if (checked !== true) {
    const { msg, line } = checked.err;
    // The validator's words for elements still open at the end: the file was cut short.
    if (/^Invalid '\[.*\]' found\.$/s.test(msg)) {
      throw new StatementFileProblem(
        lineAt(source, source.trimEnd().length),
        ref('statements.file.cut'),
      );
    }
    throw new StatementFileProblem(line, ref('statements.file.notXml', { detail: msg }));
  }
  const message = NAMESPACE.exec(source)?.[1];
  if (message !== undefined && message !== 'camt.053') {
    throw new StatementFileProblem(
      lineAt(source, source.search(NAMESPACE)),
      ref('statements.file.otherMessage', { message }),
    );
  }
  const document = new XMLParser({
    ignoreAttributes: false,
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    transformTagName: (name) => name.toLowerCase(),
    transformAttributeName: (name) => name.toLowerCase(),
    isArray: (name) => REPEATED.has(name),
  }).parse(source) as XmlNode;
  const root = node(document['document']);
  const statement = node(root?.['bktocstmrstmt']);
  if (!statement) {
    throw new StatementFileProblem(1, ref('statements.file.notCamt053'));
  }
  const lines = new ElementLines(source);
  const statements = list(statement['stmt']).map((stmt) => readStatement(stmt, lines));
  if (statements.length === 0) {
    throw new StatementFileProblem(lines.next('bktocstmrstmt'), ref('statements.file.noStatement'));
  }
  return statements;
}

function readStatement(stmt: XmlNode, lines: ElementLines): ParsedStatement {
  const at = lines.next('stmt');
  const id = value(stmt['id']);
  if (id === '')
    throw new StatementFileProblem(at, ref('statements.file.missing', { field: 'Stmt/Id' }));
  const account = node(stmt['acct']);
  const accountId = node(account?.['id']);
  const number = value(accountId?.['iban']) || value(node(accountId?.['othr'])?.['id']);
  if (number === '') {
    throw new StatementFileProblem(at, ref('statements.file.missing', { field: 'Acct/Id' }));
  }
  const balances = list(stmt['bal']).map((balance) => readBalance(balance, lines));
  const opening = balances.find((b) => b.type === 'OPBD' || b.type === 'PRCD') ?? null;
  const closing = balances.find((b) => b.type === 'CLBD') ?? null;
  const currency = value(account?.['ccy']) || opening?.currency || closing?.currency || '';
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new StatementFileProblem(at, ref('statements.file.missing', { field: 'Acct/Ccy' }));
  }
  const entries = list(stmt['ntry']).flatMap((entry) => readEntry(entry, currency, lines));
  const period = node(stmt['frtodt']);
  const from = dateOf(value(period?.['frdttm'])) ?? opening?.date ?? entries[0]?.valueDate ?? null;
  const to =
    dateOf(value(period?.['todttm'])) ?? closing?.date ?? entries.at(-1)?.valueDate ?? from;
  if (from === null || to === null) {
    throw new StatementFileProblem(at, ref('statements.file.missing', { field: 'FrToDt' }));
  }
  if (to < from)
    throw new StatementFileProblem(at, ref('statements.file.periodBackwards', { from, to }));
  if (opening && closing) {
    const moved = entries.reduce(
      (sum, line) =>
        sum + (line.direction === 'credit' ? 1n : -1n) * (minorUnitsOf(line.amount, 'point') ?? 0n),
      0n,
    );
    if (opening.minor + moved !== closing.minor) {
      throw new StatementFileProblem(
        closing.line,
        ref('statements.file.balance', {
          opening: signedAmountText(opening.minor),
          moved: signedAmountText(moved),
          closing: signedAmountText(closing.minor),
        }),
      );
    }
  }
  return {
    fileLine: at,
    format: 'camt053',
    account: number,
    statementId: id,
    sequence: value(stmt['elctrncseqnb']) || value(stmt['lglseqnb']) || null,
    currency,
    periodFrom: from,
    periodTo: to,
    openingBalance: opening ? signedAmountText(opening.minor) : null,
    closingBalance: closing ? signedAmountText(closing.minor) : null,
    lines: entries,
  };
}

interface Balance {
  type: string;
  minor: bigint;
  currency: string;
  date: string | null;
  line: number;
}

function readBalance(balance: XmlNode, lines: ElementLines): Balance {
  const line = lines.next('bal');
  const kind = node(node(balance['tp'])?.['cdorprtry']);
  const type = value(kind?.['cd']) || value(kind?.['prtry']);
  const amount = readAmount(balance['amt'], line, 'Bal/Amt');
  const sign = creditOrDebit(value(balance['cdtdbtind']), line);
  return {
    type,
    minor: sign === 'credit' ? amount.minor : -amount.minor,
    currency: amount.currency,
    date: dateOf(value(node(balance['dt'])?.['dt']) || value(node(balance['dt'])?.['dttm'])),
    line,
  };
}

function readEntry(entry: XmlNode, currency: string, lines: ElementLines): ParsedLine[] {
  const line = lines.next('ntry');
  const details = list(entry['ntrydtls']).flatMap((d) => list(d['txdtls']));
  const detailLines = details.map(() => lines.next('txdtls'));
  // Only booked entries moved money: pending and information entries are not the statement's.
  const status = value(entry['sts']) || value(node(entry['sts'])?.['cd']);
  if (status !== '' && status !== 'BOOK') return [];
  const amount = readAmount(entry['amt'], line, 'Ntry/Amt');
  if (amount.currency !== currency) {
    throw new StatementFileProblem(
      line,
      ref('statements.file.currency', { found: amount.currency, expected: currency }),
    );
  }
  const direction = creditOrDebit(value(entry['cdtdbtind']), line);
  const valueDate = dateOf(
    value(node(entry['valdt'])?.['dt']) || value(node(entry['valdt'])?.['dttm']),
  );
  const bookingDate = dateOf(
    value(node(entry['bookgdt'])?.['dt']) || value(node(entry['bookgdt'])?.['dttm']),
  );
  if (valueDate === null && bookingDate === null) {
    throw new StatementFileProblem(line, ref('statements.file.missing', { field: 'Ntry/ValDt' }));
  }
  const reversed = value(entry['rvslind']) === 'true';
  const family = node(node(node(entry['bktxcd'])?.['domn'])?.['fmly']);
  const returned = value(family?.['subfmlycd']) === 'RRTN';
  const base = {
    currency,
    direction,
    valueDate: (valueDate ?? bookingDate) as string,
    bookingDate,
  };
  const entryText = value(entry['addtlntryinf']);
  const entryRef = value(entry['acctsvcrref']) || null;
  if (details.length <= 1) {
    return [
      lineOf(
        base,
        amount.minor,
        details[0],
        line,
        entryRef,
        entryText,
        direction === 'credit' && (reversed || returned),
      ),
    ];
  }
  // A batch: one entry, several transactions, each with its own amount adding up to the entry's.
  const parts = details.map((detail, i) => {
    const at = detailLines[i] as number;
    const own = node(node(detail['amtdtls'])?.['txamt'])?.['amt'] ?? detail['amt'];
    if (own === undefined) {
      throw new StatementFileProblem(at, ref('statements.file.missing', { field: 'TxDtls/Amt' }));
    }
    return lineOf(
      base,
      readAmount(own, at, 'TxDtls/Amt').minor,
      detail,
      at,
      entryRef,
      entryText,
      direction === 'credit' && (reversed || returned),
    );
  });
  const sum = parts.reduce((total, part) => total + (minorUnitsOf(part.amount, 'point') ?? 0n), 0n);
  if (sum !== amount.minor) {
    throw new StatementFileProblem(
      line,
      ref('statements.file.batch', {
        entry: signedAmountText(amount.minor),
        sum: signedAmountText(sum),
      }),
    );
  }
  return parts;
}

function lineOf(
  base: Pick<ParsedLine, 'currency' | 'direction' | 'valueDate' | 'bookingDate'>,
  minor: bigint,
  detail: XmlNode | undefined,
  fileLine: number,
  entryRef: string | null,
  entryText: string,
  returnedEntry: boolean,
): ParsedLine {
  const refs = node(detail?.['refs']);
  const endToEnd = value(refs?.['endtoendid']);
  const reference =
    (endToEnd !== '' && endToEnd !== 'NOTPROVIDED' ? endToEnd : value(refs?.['instrid'])) || null;
  const bankReference = value(refs?.['acctsvcrref']) || entryRef || value(refs?.['txid']) || null;
  const remittance = list(node(detail?.['rmtinf'])?.['ustrd']).map(value);
  const description = [...remittance, value(detail?.['addtltxinf']), entryText]
    .filter((part) => part !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, 500);
  const returnInfo = node(detail?.['rtrinf']);
  const isReturn = base.direction === 'credit' && (returnInfo !== null || returnedEntry);
  const reason = node(returnInfo?.['rsn']);
  const returnReason = isReturn
    ? list(returnInfo?.['addtlinf']).map(value).join(' ') ||
      value(reason?.['cd']) ||
      value(reason?.['prtry'])
    : null;
  return {
    ...base,
    fileLine,
    amount: signedAmountText(minor),
    reference,
    bankReference,
    description,
    returnReason,
  };
}

function readAmount(
  raw: unknown,
  line: number,
  field: string,
): { minor: bigint; currency: string } {
  const amount = node(raw);
  const digits = amount ? value(amount['#text']) : value(raw);
  const currency = amount ? value(amount['@_ccy']) : '';
  const minor = minorUnitsOf(digits, 'point');
  if (minor === null) {
    throw new StatementFileProblem(line, ref('statements.file.amount', { field, found: digits }));
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new StatementFileProblem(
      line,
      ref('statements.file.missing', { field: `${field}/@Ccy` }),
    );
  }
  return { minor, currency };
}

function creditOrDebit(indicator: string, line: number): 'credit' | 'debit' {
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  throw new StatementFileProblem(line, ref('statements.file.creditDebit', { found: indicator }));
}

/** The date part of an ISODate or ISODateTime, as the bank wrote it (its own day). */
function dateOf(raw: string): string | null {
  const date = raw.slice(0, 10);
  return isCalendarDate(date) ? date : null;
}

function node(raw: unknown): XmlNode | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as XmlNode) : null;
}

function list(raw: unknown): XmlNode[] {
  if (raw === undefined || raw === null || raw === '') return [];
  return (Array.isArray(raw) ? raw : [raw]) as XmlNode[];
}

/** An element's text: a string, or an element with attributes (its #text), else empty. */
function value(raw: unknown): string {
  if (typeof raw === 'string' || typeof raw === 'number') return String(raw).trim();
  const element = node(raw);
  return element && typeof element['#text'] === 'string' ? element['#text'].trim() : '';
}
