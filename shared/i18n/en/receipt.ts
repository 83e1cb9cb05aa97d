/** A transfer's receipt, the receipt log that finds it, and the files printed from them. */
export const receipt = {
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
    marked: 'Marked must be reportable, split (a split series) or either.',
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
