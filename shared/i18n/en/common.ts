/** Words every screen shares: its buttons, its table headings, a form's list of problems. */
export const common = {
  appName: 'Remit Desk',
  /**
   * The button beside a dialog's or form's submit that closes it with nothing done; not the
   * cancelling of a transfer. One line.
   */
  cancel: 'Cancel',
  /**
   * A small button that hides a notice once read (the send form's restored-draft notice): nothing
   * is deleted or refused. One line.
   */
  dismiss: 'Dismiss',
  tryAgain: 'Try again',
  readAgain: 'Read again',
  /** A list's first line, before anything is chosen. */
  choose: 'Choose…',
  /** A table's column, or a detail's name beside its value. */
  column: {
    time: 'Time',
    reference: 'Reference',
    sender: 'Sender',
    recipient: 'Recipient',
    amount: 'Amount',
    state: 'State',
    kind: 'Kind',
    operator: 'Operator',
    transfers: 'Transfers',
    total: 'Total',
  },
  /** A list's save as a CSV file, and its button while main writes the file. */
  saveCsv: 'Save as CSV',
  savingCsv: 'Saving…',
  /** The way between the pages of a list that starts with its newest entries. */
  page: { newer: 'Newer', older: 'Older' },
  /** The heading of a form's list of problems. */
  errorSummary: {
    one: 'One detail needs correcting',
    many: ({ count }: { count: number }) => `${count} details need correcting`,
  },
} as const;
