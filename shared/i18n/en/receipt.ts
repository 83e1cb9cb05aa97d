/** A transfer's receipt, the receipt log that finds it, and the files printed from them. */
export const receipt = {
  /** In place of why a transfer came to its state, when the journal's copy of what was sent is unreadable. */
  bodyUnreadable:
    'The journal’s copy of what was sent for this transfer cannot be read, so this receipt cannot show it. Do not hand it out: keep the journal file as it is and call support.',
  /** The service's status word after what it means for the transfer, by its state. */
  serviceStatus: {
    succeeded: ({ status }: { status: string }) => `Accepted (${status})`,
    queued: ({ status }: { status: string }) =>
      `Accepted, held for the next RTGS window (${status})`,
    accepted_pending: ({ status }: { status: string }) => `Accepted, not final (${status})`,
  },
  /** What a state means for the customer and who acts next (D6, D7, D10). */
  detail: {
    queuedUntil: ({ opening }: { opening: string }) =>
      `Sent outside the RTGS window: the service holds it and it goes out when the window opens, ${opening}.`,
    queued: 'Sent outside the RTGS window: the service holds it until the window opens.',
    accepted_pending: ({ status }: { status: string }) =>
      `Accepted by the service, status ${status}: not final. A supervisor follows it up; do not send it again.`,
    statusNotGiven: 'not given',
    held: 'This transfer needs a compliance check before it can be sent. Nothing has been sent and no money has moved. Do not send it again: once it has been checked it is sent, or not, under this reference, and this receipt says which.',
    no_response_test:
      'The bank’s test service never answers mobile-wallet transfers, so no answer is the expected result, not a failure. It will not be sent again.',
    unknown:
      'The request may have reached the bank, and no answer came back that says what happened to it. Do not send this transfer again, not even under a new reference, until a supervisor has confirmed the outcome with the bank.',
    sending:
      'The answer from the service has not been recorded yet. Do not send this transfer again; open this receipt again later or ask a supervisor.',
    reserved: 'A reference was prepared but nothing was sent.',
  },
  reference: {
    missing: 'Enter the transfer reference.',
    shape: 'Reference must be the 12 digits printed on the receipt.',
  },
  lookupOnly: 'A receipt is looked up by its reference only.',
  transferLookupOnly: 'A transfer is looked up by its reference only.',
  /** The receipt log's filters. */
  log: {
    kind: 'Kind must be RTGS bank transfer (rtgs) or mobile wallet (imt).',
    state: 'State must be one of the transfer states, or "waiting" for a supervisor.',
    currency: ({ choices }: { choices: string }) => `Currency must be one of ${choices}.`,
    searchWords: ({ min }: { min: number }) =>
      `Search for words of at least ${min} characters each (part of a name, a reference or an account number).`,
    marked:
      'Marked must be reportable, split (a split series of any period), split-24h, split-7d, split-30d (a split series of that period), either or checked-offline.',
    cursor: 'The page to continue from is not valid. Start the search again.',
    rows: ({ max }: { max: number }) => `Rows per page must be a whole number from 1 to ${max}.`,
    only: 'The receipt log is filtered by dates, kind, state, operator, currency, amount, reporting marks and words only.',
    csvFiltersOnly:
      'The receipt log is filtered by dates, kind, state, operator, currency and words only.',
    csvOnly: 'A CSV export is asked for with the log filters only.',
  },
  printOutput: 'Say where to print: the printer, or a PDF file.',
  printOnly: 'A receipt is printed by its reference and where it goes only.',
  endOfDay: {
    only: 'The end of day is asked for with the day only.',
    printOnly: 'The end of day is printed by its day and where it goes only.',
  },
} as const;
