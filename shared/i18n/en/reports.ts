/**
 * What main prints and writes for the desk: the receipt, the end-of-day sheet, the CSV files'
 * headers and cells, and the desk's save dialogs and refusals. The supervisor's screens name the
 * same facts with the same words (`reports.field`, `reports.marks`, `reports.endOfDay.section`).
 */
export const reports = {
  /** A transfer's facts, as CSV headers, the receipt's rows and the tables of screens name them. */
  field: {
    reference: 'Reference',
    dateTime: 'Date and time',
    /** D113: the branch day a transfer belongs to (after a closing, the next one). */
    businessDay: 'Business day',
    dateTimeIn: ({ zone }: { zone: string }) => `Date and time (${zone})`,
    recordedAtUtc: 'Recorded at (UTC)',
    kind: 'Kind',
    state: 'State',
    amount: 'Amount',
    amountInWords: 'Amount in words',
    currency: 'Currency',
    sender: 'Sender',
    senderAccount: "Sender's account",
    recipient: 'Recipient',
    recipientAccount: "Recipient's account",
    recipientAccountOrMobile: "Recipient's account or mobile number",
    recipientMobile: "Recipient's mobile number",
    recipientBank: "Recipient's bank",
    destinationCountry: 'Destination country',
    transactionId: "Bank's transaction id",
    expectedValueDate: 'Expected value date',
    purpose: 'Purpose of payment',
    description: 'Description',
    servedBy: 'Served by',
    instructionFormNumber: 'Instruction form number',
    approvedBy: 'Approved by',
    operator: 'Operator',
    marks: 'Reporting marks',
    day: 'Day',
    section: 'Section',
    transfers: 'Transfers',
    total: 'Total',
    fees: 'Fees',
    note: 'Note',
  },
  /** The reporting marks (D43), in a CSV cell, on the sheet and on the supervisor's screens. */
  marks: {
    reportable: 'Reportable',
    split: 'Split series',
    /** D128, D133: counted at its counter alone, head office out of reach. */
    checkedOffline: 'Checked offline',
    /** D81: the windows a series was found in, after the mark: "Split series (24 hours, 7 days)". */
    splitIn: ({ windows }: { windows: string }) => `Split series (${windows})`,
    window: {
      /** D43's series of one branch day, which marks written before D81 keep. */
      day: 'branch day',
      '24h': '24 hours',
      '7d': '7 days',
      '30d': '30 days',
    },
  },
  /** Where a desk paper was made, in its header. */
  branchCode: ({ code }: { code: string }) => `branch ${code}`,
  printedBy: ({ at, by }: { at: string; by: string }) => `Printed ${at} by ${by}`,
  receipt: {
    title: ({ reference }: { reference: string }) => `Receipt ${reference}`,
    titleCopy: ({ reference, number }: { reference: string; number: number }) =>
      `Receipt ${reference} – COPY ${number}`,
    heading: 'Transfer receipt',
    workstation: ({ number }: { number: string }) => `Workstation ${number}`,
    /** Off live, across each copy: a receipt from a service where no money moves. */
    watermark: {
      sandbox: 'TRAINING – NOT A REAL TRANSFER',
      test: 'TEST – NOT A REAL TRANSFER',
    },
    copy: {
      customer: "Customer's copy",
      bank: "Bank's copy",
    },
    /**
     * Printed beside Customer's copy or Bank's copy on a receipt's first print, where a reprint
     * says `COPY 2`: the original document, not "first" or "authentic". Short: it fits an 80 mm
     * roll.
     */
    original: 'Original',
    reprint: ({ number }: { number: number }) => `COPY ${number}`,
    /** D138: a copy of another counter's receipt, printed at this one from head office's copy. */
    madeAt: 'Made at',
    madeElsewhere: ({ made, here }: { made: string; here: string }) =>
      `${made}; this copy printed at ${here}`,
    transactionIdNotYet: 'Not given yet',
    formNumberNotRecorded: 'Not recorded',
    bankNotListed: ({ code }: { code: string }) => `${code} (not in the branch's list of banks)`,
    /** Who let it through at the counter (D42), on the bank's copy only. */
    approval: (v: { name: string; id: string; at: string; purpose: string; reason: string }) =>
      `${v.name} (${v.id}), ${v.at}: ${v.purpose}. Reason: ${v.reason}`,
    queued:
      'This RTGS transfer was sent outside the RTGS window. The bank holds it and pays it out when the window opens.',
    queuedUntil: ({ date }: { date: string }) =>
      `This RTGS transfer was sent outside the RTGS window. The bank holds it and pays it out when the window opens: ${date}.`,
    customerSignature: "Customer's signature",
    tellerStamp: "Teller's stamp",
    complaints: ({ contact }: { contact: string }) => `Complaints: ${contact}`,
    notFound: ({ reference }: { reference: string }) =>
      `No transfer with reference ${reference} is in this workstation's journal. Check the number on the receipt.`,
    reprintBySupervisor:
      'This receipt was printed already. Ask a supervisor for a copy: every reprint is marked COPY and recorded.',
    notYours: 'You can print only the receipts of transfers you sent. Ask a supervisor.',
  },
  endOfDay: {
    title: ({ day }: { day: string }) => `End of day ${day}`,
    heading: ({ day, zone }: { day: string; zone: string }) => `End of day ${day}, ${zone}`,
    workstation: ({ number }: { number: string }) => `workstation ${number}`,
    closedBy: ({ at, by }: { at: string; by: string }) => `Closed ${at} by ${by}`,
    notClosed: 'Not closed yet',
    /** The report's parts: headings on the sheet and the screen, a CSV row's section. */
    section: {
      totals: 'Totals per kind, currency and state',
      operators: 'Per operator',
      waiting: 'Still waiting for a supervisor',
      marked: 'Reportable and split series',
      /** D114: the CSV's rows naming who prepared and who checked the closing. */
      prepared: 'Prepared by',
      checked: 'Checked by',
      /** D118: each clerk's cash per currency: should hold, counted, the difference. */
      cash: 'Tellers’ cash',
    },
    noTransfers: 'No transfer was recorded on this day.',
    noneWaiting: 'Nothing is waiting for a supervisor.',
    noneMarked: 'No transfer of this day is reportable or part of a split series.',
    /**
     * The last column heading of the end of day's Reportable and split series table: the marks each
     * transfer carries (reportable, split series and its period).
     */
    markedColumn: 'Marks',
    notStarted: ({ day, today, zone }: { day: string; today: string; zone: string }) =>
      `${day} has not begun yet here: today is ${today} in ${zone}. Close a day once it has begun, usually at its end.`,
    alreadyClosed: ({ day, by, at }: { day: string; by: string; at: string }) =>
      `${day} was already closed by ${by} at ${at}. A day is closed once; its report can still be opened.`,
    preparedBy: ({ at, by }: { at: string; by: string }) => `Prepared ${at} by ${by}`,
    checkedBy: ({ at, by }: { at: string; by: string }) => `Checked ${at} by ${by}`,
    /** Lines left blank on a sheet printed before the day is closed, for the two signatures. */
    preparedBlank: 'Prepared by: ______________________ at ________',
    checkedBlank: 'Checked by: ______________________ at ________',
    /** Across the sheet off live: figures of a service where no money moves. */
    band: {
      sandbox: 'TRAINING – NO REAL MONEY',
      test: 'TEST – NO REAL MONEY',
    },
    /** D113: settlements recorded on this day, of transfers of this day or earlier ones. */
    learntSection: 'Learnt this day about earlier transfers',
    noneLearnt: 'Nothing was learnt this day about a transfer.',
    noCash: 'No clerk held cash on this day: no float was typed and no transfer taken.',
    /** The learnt table's column: the transfer's own business day. */
    transferDay: 'Day of the transfer',
    /** The learnt table's column: what was recorded about the transfer, and when. */
    recorded: 'Recorded',
    outcomesOpen: ({ day, references }: { day: string; references: string }) =>
      `${day} cannot be closed while a transfer's outcome is unknown: ${references}. Settle each with the bank's answer first; it is then recorded on the day it was learnt.`,
    notPrepared: ({ day }: { day: string }) =>
      `The closing of ${day} was not prepared at this desk by the supervisor signed in, or was prepared more than 10 minutes ago, or the checker is the one who prepared it. Press "Close the day" again.`,
    checkerRequired: "Type the checking supervisor's operator ID and password.",
    closeRequestOnly:
      "A closing carries the day and the checking supervisor's operator ID and password, and nothing else.",
  },
  flags: {
    flaggedAt: ({ zone }: { zone: string }) => `Flagged at (${zone})`,
    flaggedBy: 'Flagged by',
    sentAt: ({ zone }: { zone: string }) => `Sent at (${zone})`,
    notFound: ({ reference }: { reference: string }) =>
      `No transfer of yours with reference ${reference} is in this workstation's journal. Check the number on the receipt.`,
  },
  /** The save dialogs main opens for the desk, and what it says when nothing was written. */
  files: {
    savePdf: ({ title }: { title: string }) => `Save ${title} as a PDF`,
    pdfFilter: 'PDF document',
    csvFilter: 'CSV file',
    saveEndOfDayCsv: ({ day }: { day: string }) => `Save the end of day ${day} as a CSV file`,
    saveLogCsv: 'Save the receipt log as a CSV file',
    backupFolder: 'Choose the folder for the copy of the journal',
    canceled: 'Saving was cancelled; no file was written.',
    noFolder: 'No folder was chosen; nothing was copied.',
    csvBusy: 'A CSV export is already being written. Wait for it to finish, then try again.',
    cannotWriteCsv: ({ file, reason }: { file: string; reason: string }) =>
      `The CSV file could not be written to ${file} (${reason}). Choose a folder you can write to, with free space, and try again.`,
  },
} as const;
