import type { Said } from '../messages';

/** The bank's statement and its reconciliation with the journal (D103–D106): a supervisor's words. */
export const statements = {
  format: {
    camt053: 'ISO 20022 statement (camt.053, XML)',
    mt940: 'SWIFT statement (MT940)',
    csv: 'Statement as CSV (see the supervisor guide)',
  },
  notFound: ({ statement }: { statement: number }) =>
    `Statement ${statement} is not among this environment's statements. Reload the page.`,
  file: {
    refused: ({ line, problem }: { line: number; problem: Said }) =>
      `This statement was not imported: line ${line}: ${problem} Nothing of it was kept; ask the bank for a correct file.`,
    empty: 'the file is empty.',
    tooLarge: ({ mb }: { mb: number }) => `the file is larger than ${mb} MB.`,
    encoding: 'the file is not UTF-8 text.',
    cut: 'the file ends before its last element is closed: it was cut short.',
    notXml: ({ detail }: { detail: string }) => `the file is not well-formed XML (${detail}).`,
    otherMessage: ({ message }: { message: string }) =>
      `the file is a ${message} message, not a statement (camt.053).`,
    notCamt053: 'the file holds no BkToCstmrStmt: it is not a camt.053 statement.',
    noStatement: 'the file holds no statement (Stmt).',
    missing: ({ field }: { field: string }) => `${field} is missing or empty.`,
    amount: ({ field, found }: { field: string; found: string }) =>
      `${field} “${found}” is not an amount with at most two decimals.`,
    creditDebit: ({ found }: { found: string }) =>
      `the credit or debit mark is “${found}”, not CRDT or DBIT.`,
    currency: ({ found, expected }: { found: string; expected: string }) =>
      `the currency is ${found}, where the statement is in ${expected}.`,
    date: ({ found }: { found: string }) => `“${found}” is not a date.`,
    periodBackwards: ({ from, to }: { from: string; to: string }) =>
      `the period ends (${to}) before it begins (${from}).`,
    balance: ({ opening, moved, closing }: { opening: string; moved: string; closing: string }) =>
      `the closing balance ${closing} is not the opening balance ${opening} with the entries (${moved}): an entry is missing or the file was changed.`,
    batch: ({ entry, sum }: { entry: string; sum: string }) =>
      `the entry's amount ${entry} is not the sum of its transactions (${sum}).`,
  },
  mt940: {
    expected: ({ tag, found }: { tag: string; found: string }) =>
      `a statement begins with ${tag}, not ${found}.`,
    noClosing: 'the last statement has no closing balance (:62F:): the file was cut short.',
    empty: 'the file holds no statement.',
    empty20: 'the statement reference (:20:) is empty.',
    noTag: 'the text before the first tag is not part of a statement.',
    missing: ({ tag }: { tag: string }) => `the statement has no ${tag}.`,
    balance: ({ tag, found }: { tag: string; found: string }) =>
      `${tag} “${found}” is not a balance (C or D, date YYMMDD, currency, amount with a comma).`,
    line: ({ found }: { found: string }) =>
      `:61: “${found}” is not a statement line (value date YYMMDD, C or D, amount with a comma, type, reference).`,
    unknownTag: ({ tag }: { tag: string }) => `${tag} has no place in a statement.`,
  },
  csv: {
    header: ({ expected }: { expected: string }) =>
      `the first line must be the header ${expected}.`,
    noRows: 'the file has a header and no line.',
    unreadable: ({ detail }: { detail: string }) => `the CSV cannot be read (${detail}).`,
    columns: ({ found, expected }: { found: number; expected: number }) =>
      `the row has ${found} columns, not ${expected}.`,
    empty: ({ column }: { column: string }) => `${column} is empty.`,
    differs: ({ column, found, expected }: { column: string; found: string; expected: string }) =>
      `${column} is “${found}”, where the first row gives “${expected}”: a file holds one statement.`,
    date: ({ column, found }: { column: string; found: string }) =>
      `${column} “${found}” is not a date (YYYY-MM-DD).`,
    direction: ({ found }: { found: string }) => `direction is “${found}”, not debit or credit.`,
    currency: ({ found }: { found: string }) => `currency “${found}” is not a currency code.`,
    returnDebit: 'a return reason is given on a debit: a return brings money back (credit).',
    /** D153: a reference a spreadsheet showed, then saved, in scientific notation. */
    spreadsheetNumber: ({ column, found }: { column: string; found: string }) =>
      `${column} “${found}” is a number a spreadsheet rewrote, and what it was is lost. Take the file as the bank sent it, or set the column’s format to Text before saving it.`,
  },
  refusal: {
    otherAccount: ({ account, accounts }: { account: string; accounts: string }) =>
      `This statement is for account ${account}, which is not one the branch pays from (${accounts}). Nothing was imported: check the file, or ask an admin to add the account to the branch's source accounts.`,
    noAccounts:
      'The branch has no source account for this environment, so no statement can be matched. Ask an admin to enter the branch lists first.',
    otherCurrency: ({
      account,
      found,
      expected,
    }: {
      account: string;
      found: string;
      expected: string;
    }) =>
      `This statement of account ${account} is in ${found}, but the account is kept in ${expected}. Nothing was imported: check the file.`,
    future: ({ to, today }: { to: string; today: string }) =>
      `This statement's period ends on ${to}, after today (${today}): a statement is imported once its days are over. Nothing was imported.`,
    overlaps: ({
      statement,
      from,
      to,
      at,
      by,
    }: {
      statement: string;
      from: string;
      to: string;
      at: string;
      by: string;
    }) =>
      `This statement covers days that statement ${statement} of the same account (${from} to ${to}, imported ${at} by ${by}) already covers: it is for another period than the bank's next statement. Nothing was imported: check that the bank did not send the same days twice.`,
    overlapsInFile: ({
      account,
      first,
      second,
    }: {
      account: string;
      first: string;
      second: string;
    }) =>
      `This file holds two statements of account ${account} for the same days (${first} and ${second}). Nothing was imported: ask the bank for a correct file.`,
    changed: ({ statement, at, by }: { statement: string; at: string; by: string }) =>
      `Statement ${statement} of this account was imported ${at} by ${by} with other content. Nothing was imported: ask the bank why the same statement differs.`,
  },
  settle: {
    notFound: ({ statement, item }: { statement: number; item: number }) =>
      `Statement ${statement} has no line ${item}. Reload the page.`,
    notBreak: ({ item }: { item: number }) =>
      `Line ${item} matched its transfer: there is nothing to settle.`,
    settledAlready: ({ item, by, at }: { item: number; by: string; at: string }) =>
      `Line ${item} was already settled by ${by} at ${at}; its reason stands. Reload the page to see it.`,
    notSettleable: ({ item }: { item: number }) =>
      `Line ${item} is not a transfer waiting for a supervisor that the statement shows paid.`,
    noTransactionId: ({ item }: { item: number }) =>
      `Line ${item} carries no reference of the bank to record as the transaction ID. Settle the transfer from its own page with the ID the bank gives.`,
    note: ({ statement, account, line }: { statement: string; account: string; line: number }) =>
      `Paid on the bank's statement ${statement} of account ${account}, line ${line}.`,
  },
  /** The four lists of a reconciliation, as headings and in the month's CSV: a statement line and a transfer that agree, and the three kinds of break. */
  kind: {
    matched: 'Matched',
    'app-only': 'In the journal, not in the statement',
    'bank-only': 'In the statement, not in the journal',
    'amount-differs': 'Amounts that differ',
  },
  reason: {
    paid: 'Paid, as the journal says',
    'outcome-unknown': 'Outcome unknown in the journal',
    'not-in-statement': 'The journal says it was paid; the statement does not show it',
    'not-found': 'No transfer of the journal has this reference',
    'no-money-moved': 'The journal says no money moved for this transfer',
    return: 'Returned by the bank',
    twice: 'Debited again: another line already shows this transfer',
    amount: 'Another amount than the transfer’s',
    currency: 'Another currency than the transfer’s',
  },
  matchedBy: {
    reference: 'by reference',
    'transaction-id': 'by the bank’s transaction ID',
    'amount-and-date': 'by amount, currency and date',
  },
  /** A statement line takes money from the branch's account (debit) or brings it in (credit). */
  direction: { debit: 'Debit', credit: 'Credit' },
  /** ISO 20022 return reasons, named before their code. */
  returnCode: {
    AC01: 'Account number incorrect',
    AC04: 'Account closed',
    AC06: 'Account blocked',
    AG01: 'Transaction forbidden on this account',
    AM05: 'Duplicate payment',
    BE04: 'Creditor address missing',
    MD07: 'Account holder deceased',
    MS02: 'Refused by the recipient',
    MS03: 'Reason not given',
    RC01: 'Bank code incorrect',
    FOCR: 'Returned after a cancellation request',
  },
  returned: 'Returned by the bank, no reason given',
  /** D120: the return recorded for the line's transfer, and the offer to record it. */
  returnRecorded: ({ kind, day }: { kind: string; day: string }) =>
    `${kind}: recorded on business day ${day}`,
  returnMissing: 'No return recorded yet',
  page: {
    lead: 'Import the bank’s statement of the accounts the branch pays from, then settle each break with a reason. Nothing here is shown to a customer.',
    format: 'Kind of file',
    choose: 'Choose the file and import',
    importing: 'Importing…',
    imported: ({ count, lines, breaks }: { count: number; lines: number; breaks: number }) =>
      `${count === 1 ? 'The statement was' : `${count} statements were`} imported: ${lines} lines, ${breaks} ${breaks === 1 ? 'break' : 'breaks'} to settle.`,
    already: 'This statement was imported before: nothing changed.',
    accounts: ({ accounts }: { accounts: string }) => `Accounts the branch pays from: ${accounts}.`,
    accountsSummary: ({ count }: { count: number }) =>
      count === 1
        ? 'The account the branch pays from'
        : `The ${count} accounts the branch pays from`,
    noAccounts: 'The branch has no source account yet: an admin enters them in Settings.',
    statementsTitle: 'Statements imported',
    none: 'No statement imported yet.',
    /** The imported statements table's column headings: the branch's account, the days the statement covers, the bank's statement id, how many lines, how many breaks wait for a supervisor. */
    col: {
      account: 'Account',
      period: 'Period',
      statement: 'Statement',
      lines: 'Lines',
      breaks: 'Open breaks',
    },
    /** The button on a statement's row that shows its lines. */
    open: 'Open',
    period: ({ from, to }: { from: string; to: string }) =>
      from === to ? from : `${from} to ${to}`,
    statementHeading: ({ statement, account }: { statement: string; account: string }) =>
      `Statement ${statement} of ${account}`,
    detail: ({ format, file, at, by }: { format: string; file: string; at: string; by: string }) =>
      `${format}, ${file}, imported ${at} by ${by}`,
    balances: ({ opening, closing }: { opening: string; closing: string }) =>
      `Opening balance ${opening} · closing balance ${closing}`,
    count: ({ count }: { count: number }) => (count === 1 ? '1 line' : `${count} lines`),
    emptyList: 'None.',
    /** A statement's lines table's column headings: its line number, value date, amount, the transfer it matched, why it is a break, and who settled it. */
    col2: {
      line: 'Line',
      date: 'Value date',
      amount: 'Amount',
      transfer: 'Transfer',
      why: 'Why',
      action: 'Settled',
    },
    fileLine: ({ line }: { line: number }) => `file line ${line}`,
    bankRef: ({ reference }: { reference: string }) => `Bank reference ${reference}`,
    transferAmount: ({ amount }: { amount: string }) => `In the journal: ${amount}`,
    settle: 'Settle…',
    settleFromStatement: 'Record as paid',
    recordReturn: 'Record the return',
    settledBy: ({ by, at }: { by: string; at: string }) => `Settled by ${by}, ${at}`,
    /** The label of the text a supervisor types to settle a break. */
    reasonLabel: 'Reason',
    reasonHint: ({ min }: { min: number }) =>
      `What you found and did, in at least ${min} characters: the bank’s answer, who at the bank, what was recorded.`,
    reasonTitle: ({ item }: { item: number }) => `Settle line ${item}`,
    /** The buttons of the dialog that settles a break. */
    save: 'Settle',
    settled: ({ item }: { item: number }) => `Line ${item} is settled.`,
    paidRecorded: ({ reference }: { reference: string }) =>
      `Transfer ${reference} is recorded as paid, with the statement as the bank’s confirmation.`,
    monthLink: 'Month view',
    back: 'Back to the statements',
  },
  month: {
    lead: 'Each day of the month: the statements’ lines, what matched, and the breaks with how they were settled.',
    /** The month picker's label, and the button that shows the chosen month. */
    month: 'Month',
    /** Shows the month chosen in the picker. */
    show: 'Show',
    statements: ({ count }: { count: number }) =>
      count === 1 ? '1 statement in this month.' : `${count} statements in this month.`,
    none: 'No statement covers a day of this month.',
    /** A heading: the table of the month's days. */
    daysTitle: 'Days',
    totalsTitle: 'Month totals',
    /** A heading: the list of the month's breaks (lines and transfers that did not match). */
    breaksTitle: 'Breaks',
    noBreaks: 'No break this month.',
    /** The month's tables' and CSV's column headings: counts of lines and of each kind of break per day and currency, and each break's details with its resolution. */
    col: {
      day: 'Day',
      currency: 'Currency',
      lines: 'Lines',
      debits: 'Debits',
      credits: 'Credits',
      matched: 'Matched',
      appOnly: 'Journal only',
      bankOnly: 'Statement only',
      breaks: 'Breaks',
      amountDiffers: 'Amount differs',
      settled: 'Settled',
      open: 'Open',
      statement: 'Statement',
      account: 'Account',
      kind: 'Break',
      reason: 'Why',
      reference: 'Reference',
      bankReference: 'Bank reference',
      amount: 'Amount',
      resolution: 'Resolution',
      settledBy: 'Settled by',
      settledAt: 'Settled at',
      section: 'Section',
    },
    /** The CSV's first column: which part of the month a row is (a day, the month's total, a break). */
    section: { day: 'Day', total: 'Month total', break: 'Break' },
    /** A break not settled yet, in the month's list. */
    open: 'Open',
    pdf: 'Save as PDF',
    /** Sends the month's reconciliation to the printer. */
    print: 'Print',
    csv: 'Save as CSV',
    saved: ({ file }: { file: string }) => `Saved to ${file}.`,
    printed: 'Sent to the printer.',
    heading: ({ month }: { month: string }) => `Reconciliation with the bank, ${month}`,
    printTitle: ({ month }: { month: string }) => `Reconciliation ${month}`,
    saveCsv: ({ month }: { month: string }) => `Save the reconciliation of ${month} as CSV`,
  },
  request: {
    only: 'This request may hold only the statement, its line, a reason, a month or a kind of file.',
    format: 'Choose the kind of file: camt.053, MT940 or CSV.',
    reasonRequired: 'Type the reason: what the bank said, or what you found and did.',
    reasonShort: ({ min }: { min: number }) => `The reason must be at least ${min} characters.`,
    reasonLong: ({ max }: { max: number }) => `The reason may be at most ${max} characters.`,
    month: 'Choose a month (YYYY-MM).',
  },
  import: {
    chooseTitle: ({ format }: { format: string }) => `Choose the bank's statement: ${format}`,
  },
};
