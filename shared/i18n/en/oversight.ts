import type { Said } from '../messages';
/**
 * The compliance officer's and the auditor's pages (D79): their start pages, and what each
 * can do from the menu.
 */
export const oversight = {
  home: {
    compliance: {
      /**
       * The compliance officer's start page heading: the bank's compliance function (anti-money
       * laundering, sanctions), not obeying. The header's link says the same (`complianceHome`).
       */
      title: 'Compliance',
      intro:
        'You review what the branch’s controls and staff have raised. You do not send, approve or settle transfers.',
    },
    auditor: {
      /**
       * The auditor's start page heading: the audit work, reading every record and changing none.
       * The header's link says the same (`auditorHome`).
       */
      title: 'Audit',
      intro:
        'You read everything this workstation’s journal holds, and change nothing: nothing you do here sends, approves, settles or changes a setting.',
    },
    /** The heading above the list of the role's pages. */
    tasks: 'What you can do here',
  },
  /** Each page a start page lists: its link, and what it is for. */
  task: {
    held: {
      label: 'Held for compliance',
      compliance:
        'Transfers screening held before anything was sent: release each one to be sent, or refuse it, with your reason.',
    },
    sanctionsLists: {
      label: 'Sanctions lists',
      compliance:
        'The lists transfers are screened against, their dates, and when each was imported.',
    },
    receiptLog: {
      label: 'Receipt log',
      compliance:
        'Find any transfer. Filter the ones marked reportable and the split series, and open each one’s details.',
      auditor: 'Find any transfer of any operator, by date, amount, state, operator or text.',
    },
    endOfDay: {
      label: 'End of day',
      auditor: 'Any day’s totals, reportable transfers and split series, and who closed it.',
    },
    flags: {
      label: 'Suspicion flags',
      compliance:
        'Read each transfer flagged as suspicious and close it: no action, or reported with the report’s reference.',
      auditor: 'Read every suspicion flag and the outcome the compliance officer gave it.',
    },
    auditTrail: {
      label: 'Audit trail',
      what: 'Every sign-in, failure, setting change, reprint and refusal, filtered and saved as CSV.',
    },
  },
  flags: {
    lead: 'Transfers a clerk or a supervisor flagged as suspicious, and those Remit Desk flagged on its own. Each stays open until a compliance officer closes it with an outcome. Clerks, supervisors and customers never see this list.',
    /**
     * The label of the suspicion flags list's filter: open flags, closed ones, or both
     * (`statusAll`, `statusOpen`, `statusReviewed`).
     */
    status: 'Flags',
    statusAll: 'Open and closed',
    statusOpen: 'Open only',
    statusReviewed: 'Closed only',
    /**
     * The flags table's last column heading: the compliance officer's decision on each flag (No
     * action, Reported as …), or Open while none is taken.
     */
    outcomeColumn: 'Outcome',
    /**
     * In the Outcome column of a flag nobody has closed yet: the adjective (still open, not
     * decided), not the verb.
     */
    open: 'Open',
    review: 'Close…',
    reviewOf: ({ reference }: { reference: string }) => `Close the flag on transfer ${reference}`,
    /**
     * The compliance officer's decision on a flag, in the Outcome column and the flags' CSV file.
     * `reported`: reported to the financial intelligence unit.
     */
    outcome: {
      no_action: 'No action',
      reported: 'Reported',
    },
    reportedAs: ({ reference }: { reference: string }) => `Reported as ${reference}`,
    reviewedBy: ({ name, at }: { name: string; at: string }) => `by ${name}, ${at}`,
    dialog: {
      title: ({ reference }: { reference: string }) => `Close the flag on transfer ${reference}`,
      flagged: ({ name, at }: { name: string; at: string }) => `Flagged by ${name}, ${at}:`,
      /**
       * The legend over the dialog's two choices (no action, or reported): the decision that closes
       * the flag.
       */
      outcome: 'Outcome',
      noAction: 'No action – nothing to report',
      reported: 'Reported – a suspicious transaction report was filed',
      reportReference: 'Report’s reference',
      reportReferenceHint: 'The reference the financial intelligence unit gave the report.',
      /**
       * The label of the field where the compliance officer writes why they decided so; the hint
       * under it says the rest. One or two words.
       */
      note: 'Why',
      noteHint: 'What you checked and why you decided so. Kept in the journal with your name.',
      submit: 'Close the flag',
    },
    closed: ({ reference, outcome }: { reference: string; outcome: string }) =>
      `The flag on transfer ${reference} is closed: ${outcome}.`,
    /**
     * D160: the note of a flag the app raised itself: the new transfer's customer's ID document
     * (type, number, issuing country) was journaled at this workstation before with another name
     * or date of birth. `references`: the earlier transfers, comma-separated. Compliance only.
     */
    identity: ({ references }: { references: string }) =>
      `This customer's ID document (same type, number and issuing country) was journaled before with another name or date of birth, on ${references}. Check whether one person's details were typed wrong or two people used one document.`,
    notFound: ({ flag }: { flag: number }) =>
      `There is no suspicion flag number ${flag}. Reload the list and choose the flag again.`,
    reviewedAlready: ({ flag, by }: { flag: number; by: string }) =>
      `Suspicion flag ${flag} was already closed by ${by}; its outcome stands. Reload the list to see it.`,
    /** D149: a compliance officer who entered the flagged transfer (a clerk before). */
    ownTransfer: ({ flag, reference }: { flag: number; reference: string }) =>
      `You entered transfer ${reference} yourself, so you cannot close suspicion flag ${flag} on it: another compliance officer must.`,
    request: {
      only: 'A flag’s review holds the flag, the outcome, the report’s reference when reported, and a note only.',
      outcome: 'Choose the outcome: no action, or reported.',
      reportReferenceRequired:
        'Enter the reference the financial intelligence unit gave the report.',
      reportReferenceOnly: 'A report’s reference goes only with the outcome “Reported”.',
      noteRequired: 'Write why you decided so.',
    },
    /**
     * The suspicion flags' CSV headers after the transfer's and before the customer's, read in a
     * spreadsheet's header row: keep them short. `outcome`: the compliance officer's decision.
     */
    csv: {
      outcome: 'Outcome',
      reportReference: 'Report reference',
      reviewedBy: 'Closed by',
      reviewedAt: ({ zone }: { zone: string }) => `Closed at (${zone})`,
      reviewNote: 'Outcome note',
    },
  },
  audit: {
    lead: 'Everything this workstation recorded, newest first. Each entry shown is checked against the journal’s keyed chain.',
    /**
     * The audit trail's filter, a list of operators: whose entries are shown (or the app's own,
     * `nobody`).
     */
    operator: 'Operator',
    anyOperator: 'Any operator',
    nobody: 'The app (nobody signed in)',
    /**
     * The audit trail's filter by kind of entry (`groups`: Sign-ins and sign-outs, Settings and
     * branch lists…): the noun, what was done.
     */
    group: 'Action',
    anyGroup: 'Any action',
    reference: 'Transfer reference',
    groups: {
      sessions: 'Sign-ins and sign-outs',
      failures: 'Failures and refusals',
      operators: 'Operators and passwords',
      settings: 'Settings and branch lists',
      headOffice: 'Head office’s messages and takeover',
      transfers: 'Transfer steps',
      approvals: 'Supervisor approvals',
      receipts: 'Receipts and reports printed, reprinted or saved',
      cash: 'Teller cash: floats and counts',
      compliance: 'Reporting marks and suspicion flags',
      screening: 'Sanctions screening and lists',
      statements: 'Bank statements and reconciliation',
      bank: 'Bank connection and keys',
      journal: 'Journal, backups and closing days',
    },
    /**
     * The audit trail table's column headings: the entry's number, when it happened, who did it,
     * the kind of action (a `groups` name) and what it recorded. Short: five columns at 1024 px.
     */
    columns: {
      seq: 'No.',
      at: 'When',
      operator: 'Operator',
      action: 'Action',
      details: 'Details',
    },
    none: 'No entry matches these filters.',
    count: ({ total, page, pages }: { total: number; page: number; pages: number }) =>
      `${total} entr${total === 1 ? 'y' : 'ies'} · page ${page} of ${pages}`,
    saving: 'Checking the chain and saving…',
    saved: ({
      count,
      file,
      first,
      last,
    }: {
      count: number;
      file: string;
      first: number;
      last: number;
    }) =>
      `${count} entr${count === 1 ? 'y' : 'ies'} saved to ${file}. The journal’s keyed chain was checked from its first entry to its last (${first} to ${last}) before writing: the file holds the chain’s own entries.`,
    chainBroken: ({ what }: { what: Said }) =>
      `The audit trail was not saved: the journal’s chain does not check. ${what}`,
    unchecked: 'Not checked',
    uncheckedHint:
      'This entry does not carry the journal’s keyed seal. An admin should run the journal check.',
    /**
     * The audit trail CSV's header row, read in a spreadsheet: keep them short. `seq`: the entry's
     * number in the journal's chain; `group`: the kind of action, in `groups`' words; `action`: its
     * code; MAC stays as written (the entry's seal).
     */
    csv: {
      seq: 'Entry',
      at: ({ zone }: { zone: string }) => `When (${zone})`,
      atUtc: 'When (UTC)',
      operator: 'Operator',
      group: 'Action',
      action: 'Action code',
      details: 'Details',
      previousMac: 'MAC of the entry before',
      mac: 'MAC',
    },
    request: {
      only: 'The audit trail is filtered by operator, action, days and transfer reference, and paged, only.',
      group: 'Choose an action from the list.',
      reference: 'Transfer reference must be the 12 digits printed on the receipt.',
      page: 'Page must be a whole number from 1.',
    },
    saveTitle: 'Save the audit trail as CSV',
    csvFiles: 'CSV files',
  },
} as const;
