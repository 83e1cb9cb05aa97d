/**
 * The supervisor's screens: their start, the receipt log, settling a transfer, the end of day and
 * the suspicion flags. A transfer's facts, the reporting marks and the end of day's parts are
 * named as on paper (`reports.field`, `reports.marks`, `reports.endOfDay.section`).
 */
export const desk = {
  waitingForSupervisor: 'Waiting for a supervisor',
  /**
   * The button after a list's filters (the end of day's day, the suspicion flags', the audit
   * trail's): shows the list for what is chosen. A verb on one line.
   */
  show: 'Show',
  home: {
    title: 'Supervisor tools',
    noneWaiting: 'No transfer is waiting for a supervisor.',
    waiting: ({ count }: { count: number }) =>
      `${count === 1 ? '1 transfer is' : `${count} transfers are`} waiting for a supervisor (outcome unknown, or accepted but not final).`,
    receiptLog: 'Receipt log',
    endOfDay: 'End of day',
    backup: 'Back up the journal…',
    openReceipt: 'Open a receipt by its reference',
    reference: 'Receipt reference',
    open: 'Open receipt',
  },
  log: {
    /**
     * The receipt log's first-day filter, over a date field: transfers from this day on, the day
     * included. One short word; it sits beside To.
     */
    from: 'From',
    /**
     * The last-day filter beside From: transfers up to this day, the day included (not a
     * recipient). One short word over a date field.
     */
    to: 'To',
    anyMark: 'Any mark',
    waitingOption: 'Waiting for a supervisor (unknown or not final)',
    all: {
      kind: 'All kinds',
      state: 'All states',
      operatorId: 'All operators',
      currency: 'All currencies',
      marked: 'All transfers',
    },
    invalid: 'Correct the filters to see transfers.',
    searching: 'Searching…',
    none: 'No transfer matches these filters.',
    shown: ({ count }: { count: number }) =>
      `${count === 1 ? '1 transfer' : `${count} transfers`}, newest first.`,
    shownMore: ({ count }: { count: number }) =>
      `${count === 1 ? '1 transfer' : `${count} transfers`} shown, newest first; more below.`,
    showAll: 'Show all',
    export: 'Export these to CSV…',
    own: 'Your own transfers, newest first.',
    /**
     * The label of the receipt log's text field (its hint says what it finds: reference, name,
     * account or mobile number). Keep it apart from `search`, the button on the same row.
     */
    find: 'Find',
    findHint: 'reference, name, account or mobile number, transaction id',
    amountExample: 'e.g. 25,000',
    /**
     * The receipt log filters' submit button: lists the transfers that match every filter. A verb
     * on one line, not the same word as the `find` field's label.
     */
    search: 'Search',
    moreFilters: 'More filters',
    moreFiltersSet: ({ count }: { count: number }) => `More filters (${count} set)`,
    fewerFilters: 'Fewer filters',
    referenceTime: 'Reference, time',
    transactionId: 'Transaction id',
    byOperator: ({ name }: { name: string }) => `by ${name}`,
    /** What a mark means, for the supervisor (D43); no customer sees this screen. */
    markHint: {
      reportable: 'At or above the reporting threshold of its currency',
      split:
        "One of a customer's transfers that together reach the reporting threshold within the period named",
      checkedOffline:
        "Its limits and controls were counted on this counter's journal alone: head office could not be reached",
    },
    /** D81: the mark filter's split series, of any period or of one. */
    splitAny: 'Split series, any period',
    splitWithin: ({ window }: { window: string }) => `Split series within ${window}`,
    older: 'Show older transfers',
    back: 'Back to supervisor tools',
  },
  settle: {
    title: ({ reference }: { reference: string }) => `Settle transfer ${reference}`,
    transfer: ({ reference }: { reference: string }) => `Transfer ${reference}`,
    /** The four outcomes a supervisor records after checking with the bank, and the re-send. */
    choice: {
      succeeded: {
        label: 'The bank received it',
        hint: "Enter the bank's transaction id. The transfer is recorded as sent.",
      },
      never_arrived: {
        label: 'It never arrived at the bank: no money moved',
        hint: 'The transfer is recorded as not sent. The customer may be given the money back.',
      },
      refused: {
        label: 'The bank refused it: no money moved',
        hint: 'The transfer is recorded as rejected.',
      },
      still_unknown: {
        label: 'The bank cannot say yet',
        hint: 'Write what you asked and who answered. The transfer keeps waiting.',
      },
      resend: {
        label: 'It never arrived: send it again with the same reference',
        hint: 'Only when the bank confirms it never received it. The same transfer goes again, once.',
      },
    },
    chooseOutcome: 'Choose what the bank confirmed.',
    recorded: ({ state }: { state: string }) => `Recorded: ${state}.`,
    summary: (v: { amount: string; recipient: string; sender: string; at: string; by: string }) =>
      `${v.amount} to ${v.recipient} from ${v.sender} · sent ${v.at} by ${v.by}`,
    own: 'You sent this transfer, so another supervisor must settle it.',
    nothingWaiting: ({ state }: { state: string }) =>
      `Nothing is waiting on this transfer: ${state}.`,
    question: 'What did the bank confirm?',
    note: 'Note: what the bank said, and who',
    resend: 'Send again with the same reference',
    /**
     * The settle form's submit button: records the outcome the supervisor chose (`resend` takes its
     * place for a re-send). The verb "to record", not a record.
     */
    record: 'Record',
    /**
     * The heading over the list of each time the transfer was sent to the bank, with the bank's
     * answer to each (`Attempt 2`).
     */
    attempts: 'Attempts',
    attempt: ({ n }: { n: number }) => `Attempt ${n}`,
    bankAnswer: "Bank's answer",
    bankSaid: 'The bank said',
    rawAnswer: "The bank's answer as received, for support",
    rawError: 'The network error as recorded, for support',
    body: 'What was sent (the signed text, the same on every attempt)',
    settled: 'Settled so far',
  },
  endOfDay: {
    closed: ({ day }: { day: string }) =>
      `The day ${day} is closed; its totals are in the audit log.`,
    savedTo: ({ file }: { file: string }) => `The end of day was saved to ${file}.`,
    printed: 'The end of day went to the printer.',
    headline: (v: { day: string; zone: string; count: number; waiting: number }) =>
      `${v.day} in ${v.zone}: ${v.count === 1 ? '1 transfer' : `${v.count} transfers`}, ${v.waiting === 0 ? 'none waiting for a supervisor' : `${v.waiting} waiting for a supervisor`}.`,
    print: 'Print (A4)',
    savePdf: 'Save as PDF…',
    exportCsv: 'Export the day to CSV…',
    close: 'Close the day…',
    closeDay: ({ day }: { day: string }) => `Close ${day}`,
    notNow: 'Not now',
    nothingWaiting: 'Nothing is waiting.',
    senderToRecipient: ({ sender, recipient }: { sender: string; recipient: string }) =>
      `${sender} to ${recipient}`,
    /** D114: the second supervisor's dialog, at the preparer's desk. */
    checkTitle: ({ day }: { day: string }) => `A second supervisor checks the closing of ${day}`,
    checkExplanation:
      'A supervisor other than the one who prepared it checks these figures and signs with their own operator ID and password. Once closed, the day takes no more transfers: new ones belong to the next day.',
    checkerId: "Checking supervisor's operator ID",
    checkerPassword: "Checking supervisor's password",
    settleFirst:
      "These transfers' outcomes are unknown. Settle each with the bank's answer, then close the day:",
  },
  flags: {
    title: 'Suspicion flags',
    firstDay: 'First day',
    lastDay: 'Last day',
    saved: ({ count, file }: { count: number; file: string }) =>
      `${count} flag${count === 1 ? '' : 's'} saved to ${file}.`,
    none: 'No transfer was flagged in these days.',
    /**
     * The suspicion flags table's first column heading: when and by whom the transfer was flagged
     * as suspicious.
     */
    flagged: 'Flagged',
    /**
     * The suspicion flags table's column heading over the flagged transfer's reference, kind,
     * amount and state.
     */
    transfer: 'Transfer',
  },
  /** D69: references issued after a restored backup, which the journal does not hold. */
  reconcile: {
    title: 'Not in this journal: reconcile with the bank',
    lead: 'These references were issued on this workstation after the backup the journal was restored from. The journal holds no transfer under them, so no receipt, log or end of day shows what became of them. Ask the bank about each one and record its answer here. The day cannot be closed until every one is answered.',
    none: 'Nothing to reconcile: the journal holds every reference issued on this workstation.',
    open: ({ count }: { count: number }) =>
      count === 1
        ? '1 reference is not in this journal: ask the bank about it.'
        : `${count} references are not in this journal: ask the bank about each.`,
    openButton: 'Reconcile with the bank',
    issued: ({ at }: { at: string }) => `Issued ${at}`,
    span: ({ after, upTo }: { after: string; upTo: string }) =>
      `Every reference after ${after} up to ${upTo}`,
    spanHint: ({ from, to }: { from: string; to: string }) =>
      `Issued between ${from} and ${to}. This workstation could not keep their numbers: ask the bank for every transfer of this workstation in that time.`,
    record: 'Record the bank’s answer',
    question: ({ reference }: { reference: string }) => `What did the bank say about ${reference}?`,
    answer: {
      paid: {
        label: 'The bank paid it',
        hint: 'Money moved. Type the bank’s transaction ID (for a span, name each transfer in the note).',
      },
      refused: {
        label: 'The bank refused it: no money moved',
        hint: 'The bank holds it as refused.',
      },
      not_held: {
        label: 'The bank holds no transfer under it: no money moved',
        hint: 'It was never received by the bank.',
      },
    },
    chooseAnswer: 'Choose what the bank said.',
    transactionId: 'Bank’s transaction ID',
    note: 'What the bank said, and who at the bank',
    save: 'Save the answer',
    cancel: 'Cancel',
    saved: ({ reference }: { reference: string }) =>
      `The bank’s answer about ${reference} is recorded.`,
    answered: 'Answered',
    answeredBy: ({ at, by }: { at: string; by: string }) => `${at}, by ${by}`,
    allAnswered: 'Every reference is answered: the day can be closed.',
    backToJournal: 'Back to the journal check',
  },
} as const;
