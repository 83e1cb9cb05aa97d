/*
 * Bank statements in the shapes banks send them (D104), made from plain data for the tests, the
 * e2e and the bench: ISO 20022 camt.053.001.08 with its group header, balances, summary and
 * booked entries (a return as PMNT/ICDT/RRTN with its return information), SWIFT MT940 inside
 * SWIFT's blocks, and the CSV of docs/supervisor-guide.md. The closing balance is the opening's
 * with the entries, as a bank's is.
 */

export interface StatementEntry {
  direction: 'debit' | 'credit';
  /** Two-decimal text. */
  amount: string;
  valueDate: string;
  bookingDate?: string;
  /** The customer's reference the bank carried: the transfer's reference, or none. */
  reference?: string | null;
  /** The bank's reference of the entry (its transaction id). */
  bankReference?: string | null;
  description?: string;
  /** A return: its ISO reason code and words. */
  returned?: { code: string; text?: string };
  /** The recipient named on the entry (camt.053's related party). */
  counterparty?: string;
}

export interface StatementSpec {
  account: string;
  currency: string;
  statementId: string;
  sequence?: string;
  from: string;
  to: string;
  /** Signed two-decimal text. */
  opening: string;
  entries: readonly StatementEntry[];
}

function cents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', decimals = '00'] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
  return negative ? -value : value;
}

function amountText(minor: bigint, mark: '.' | ','): string {
  const value = minor < 0n ? -minor : minor;
  const digits = value.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}${mark}${digits.slice(-2)}`;
}

/** The statement's closing balance: the opening with every entry. */
export function closingOf(spec: StatementSpec): bigint {
  return spec.entries.reduce(
    (sum, entry) => sum + (entry.direction === 'credit' ? 1n : -1n) * cents(entry.amount),
    cents(spec.opening),
  );
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A camt.053.001.08 document holding `specs`, one <Stmt> each. */
export function camt053(specs: readonly StatementSpec[] | StatementSpec): string {
  const statements: readonly StatementSpec[] = Array.isArray(specs)
    ? (specs as readonly StatementSpec[])
    : [specs as StatementSpec];
  const balance = (type: string, minor: bigint, currency: string, date: string) => `      <Bal>
        <Tp><CdOrPrtry><Cd>${type}</Cd></CdOrPrtry></Tp>
        <Amt Ccy="${currency}">${amountText(minor, '.')}</Amt>
        <CdtDbtInd>${minor < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Dt><Dt>${date}</Dt></Dt>
      </Bal>`;
  const entry = (e: StatementEntry, currency: string, n: number) => {
    const family = e.returned
      ? '<Cd>ICDT</Cd><SubFmlyCd>RRTN</SubFmlyCd>'
      : e.direction === 'debit'
        ? '<Cd>ICDT</Cd><SubFmlyCd>DMCT</SubFmlyCd>'
        : '<Cd>RCDT</Cd><SubFmlyCd>DMCT</SubFmlyCd>';
    const refs = [
      e.bankReference ? `<AcctSvcrRef>${escape(e.bankReference)}</AcctSvcrRef>` : '',
      `<EndToEndId>${escape(e.reference ?? 'NOTPROVIDED')}</EndToEndId>`,
      e.bankReference ? `<TxId>${escape(e.bankReference)}</TxId>` : '',
    ].join('');
    const returned = e.returned
      ? `
            <RtrInf>
              <Rsn><Cd>${e.returned.code}</Cd></Rsn>${e.returned.text ? `\n              <AddtlInf>${escape(e.returned.text)}</AddtlInf>` : ''}
            </RtrInf>`
      : '';
    return `      <Ntry>
        <NtryRef>${n}</NtryRef>
        <Amt Ccy="${currency}">${e.amount}</Amt>
        <CdtDbtInd>${e.direction === 'debit' ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${e.bookingDate ?? e.valueDate}</Dt></BookgDt>
        <ValDt><Dt>${e.valueDate}</Dt></ValDt>${e.bankReference ? `\n        <AcctSvcrRef>${escape(e.bankReference)}</AcctSvcrRef>` : ''}
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly>${family}</Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs>${refs}</Refs>
            <AmtDtls><TxAmt><Amt Ccy="${currency}">${e.amount}</Amt></TxAmt></AmtDtls>${e.counterparty ? `\n            <RltdPties><Cdtr><Pty><Nm>${escape(e.counterparty)}</Nm></Pty></Cdtr></RltdPties>` : ''}${e.description ? `\n            <RmtInf><Ustrd>${escape(e.description)}</Ustrd></RmtInf>` : ''}${returned}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
  };
  const body = statements
    .map((spec) => {
      const closing = closingOf(spec);
      const debits = spec.entries.filter((e) => e.direction === 'debit');
      const credits = spec.entries.filter((e) => e.direction === 'credit');
      const sum = (list: readonly StatementEntry[]) =>
        amountText(
          list.reduce((s, e) => s + cents(e.amount), 0n),
          '.',
        );
      return `    <Stmt>
      <Id>${escape(spec.statementId)}</Id>
      <ElctrncSeqNb>${spec.sequence ?? '1'}</ElctrncSeqNb>
      <CreDtTm>${spec.to}T18:00:00+03:00</CreDtTm>
      <FrToDt>
        <FrDtTm>${spec.from}T00:00:00+03:00</FrDtTm>
        <ToDtTm>${spec.to}T23:59:59+03:00</ToDtTm>
      </FrToDt>
      <Acct>
        <Id><Othr><Id>${escape(spec.account)}</Id></Othr></Id>
        <Ccy>${spec.currency}</Ccy>
        <Svcr><FinInstnId><BICFI>SBICKENXXXX</BICFI></FinInstnId></Svcr>
      </Acct>
${balance('OPBD', cents(spec.opening), spec.currency, spec.from)}
${balance('CLBD', closing, spec.currency, spec.to)}
      <TxsSummry>
        <TtlNtries><NbOfNtries>${spec.entries.length}</NbOfNtries></TtlNtries>
        <TtlCdtNtries><NbOfNtries>${credits.length}</NbOfNtries><Sum>${sum(credits)}</Sum></TtlCdtNtries>
        <TtlDbtNtries><NbOfNtries>${debits.length}</NbOfNtries><Sum>${sum(debits)}</Sum></TtlDbtNtries>
      </TxsSummry>
${spec.entries.map((e, i) => entry(e, spec.currency, i + 1)).join('\n')}
    </Stmt>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>MSG-${escape(statements[0]?.statementId ?? 'EMPTY')}</MsgId>
      <CreDtTm>${statements[0]?.to ?? '2026-01-01'}T18:00:00+03:00</CreDtTm>
    </GrpHdr>
${body}
  </BkToCstmrStmt>
</Document>
`;
}

const yymmdd = (date: string) => date.slice(2).replaceAll('-', '');

/** A SWIFT MT940 message per statement, each in SWIFT's blocks, CRLF lines as SWIFT writes them. */
export function mt940(specs: readonly StatementSpec[] | StatementSpec): string {
  const statements: readonly StatementSpec[] = Array.isArray(specs)
    ? (specs as readonly StatementSpec[])
    : [specs as StatementSpec];
  return statements
    .map((spec) => {
      const balance = (tag: string, minor: bigint, date: string) =>
        `:${tag}:${minor < 0n ? 'D' : 'C'}${yymmdd(date)}${spec.currency}${amountText(minor, ',')}`;
      const lines = spec.entries.flatMap((e) => {
        const mark = e.direction === 'debit' ? 'D' : 'C';
        const type = e.returned ? 'NRTI' : e.direction === 'debit' ? 'NTRF' : 'NMSC';
        const booking = (e.bookingDate ?? e.valueDate).slice(5).replace('-', '');
        const own = e.reference ?? 'NONREF';
        const bank = e.bankReference ? `//${e.bankReference}` : '';
        const note = [
          e.returned ? `/RTRN/${e.returned.code}/` : '',
          e.description ?? '',
          e.counterparty ?? '',
        ]
          .filter((part) => part !== '')
          .join(' ');
        return [
          `:61:${yymmdd(e.valueDate)}${booking}${mark}${amountText(cents(e.amount), ',')}${type}${own}${bank}`,
          ...(note ? [`:86:${note.slice(0, 65)}`, ...chunks(note.slice(65), 65)] : []),
        ];
      });
      return [
        '{1:F01SBICKENXAXXX0000000000}{2:O9401800' +
          yymmdd(spec.to) +
          'SBICKENXAXXX00000000002611251800N}{4:',
        `:20:${spec.statementId}`,
        `:25:SBICKENX/${spec.account}`,
        `:28C:${spec.sequence ?? '1/1'}`,
        balance('60F', cents(spec.opening), spec.from),
        ...lines,
        balance('62F', closingOf(spec), spec.to),
        balance('64', closingOf(spec), spec.to),
        '-}',
      ].join('\r\n');
    })
    .join('\r\n');
}

function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** The statement as the CSV of docs/supervisor-guide.md. */
export function statementCsv(spec: StatementSpec): string {
  const header =
    'account,statement_id,period_from,period_to,value_date,booking_date,direction,amount,currency,reference,bank_reference,description,return_reason';
  const rows = spec.entries.map((e) =>
    [
      spec.account,
      spec.statementId,
      spec.from,
      spec.to,
      e.valueDate,
      e.bookingDate ?? '',
      e.direction,
      e.amount,
      spec.currency,
      e.reference ?? '',
      e.bankReference ?? '',
      e.description ?? '',
      e.returned ? (e.returned.text ?? e.returned.code) : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}
