import type { Said } from '../messages';

/**
 * D120: a transfer the bank returned, or a queued RTGS recalled before its window opened: the
 * supervisor's form on the transfer's page, its refusals, the refund receipt, the log's mark and
 * the end of day's list.
 */
export const returns = {
  request: {
    only: 'A return holds the transfer, what the bank did, its reference and date, a reason and a note.',
    kind: 'Choose what the bank did: returned the transfer, or recalled it before its window.',
    reason: 'Choose the reason the bank gave.',
    bankReferenceRequired: "Enter the bank's reference of the return, as its notice gives it.",
    bankDateRequired: 'Enter the date of the return, as the bank’s notice gives it.',
    noteRequired: 'The note is required (it may be empty).',
    noteForOther: ({ min }: { min: number }) =>
      `With "another reason", write the reason in the note, in at least ${min} characters.`,
  },
  /**
   * The labels of the return's facts: on the transfer's page, beside the form's fields, and in the
   * refund receipt's rows (Reason: why the bank sent the money back; Note: the supervisor's free
   * text; Transfer: the transfer's reference).
   */
  field: {
    kind: 'What the bank did',
    bankReference: "Bank's reference",
    bankDate: 'Date of the return',
    reason: 'Reason',
    note: 'Note',
    transfer: 'Transfer',
    transferDay: "Transfer's business day",
    learntOn: 'Recorded on business day',
    recordedBy: 'Recorded by',
    refund: 'Amount refunded',
    refundInWords: 'Amount refunded in words',
  },
  kind: {
    return: {
      label: 'Returned by the bank',
      hint: 'The transfer went and the bank sent the money back.',
    },
    recall: {
      label: 'Recalled before its window',
      hint: 'The queued RTGS was stopped at the bank before its window opened.',
    },
  },
  reason: {
    'account-closed': "The recipient's account is closed",
    'account-not-found': "No such account at the recipient's bank",
    'name-mismatch': "The recipient's name does not match the account",
    'beneficiary-refused': 'The recipient refused the money',
    'customer-request': 'The customer asked to stop it',
    'sent-in-error': 'Sent in error',
    other: 'Another reason (write it in the note)',
  },
  refused: {
    notFound: ({ reference }: { reference: string }) =>
      `No transfer with reference ${reference} is in this workstation's journal.`,
    ownTransfer: ({ reference }: { reference: string }) =>
      `You sent transfer ${reference}, so another supervisor must record its return.`,
    returnedAlready: ({ reference }: { reference: string }) =>
      `A return or recall of transfer ${reference} is recorded already; a transfer comes back once.`,
    notReturnable: ({ reference, state }: { reference: string; state: Said }) =>
      `Transfer ${reference} is ${state}: only a transfer the bank took (sent or queued) can be returned.`,
    notRecallable: ({ reference }: { reference: string }) =>
      `Transfer ${reference} is not an RTGS queued for its window, so it cannot be recalled. Record a return if the bank sent the money back.`,
    windowOpened: ({ reference }: { reference: string }) =>
      `The window of transfer ${reference} has opened, so the bank has sent it: it cannot be recalled now. Record a return when the bank sends the money back.`,
    dateOutOfRange: ({ from, to }: { from: string; to: string }) =>
      `The date of the return must be between ${from} (the transfer's day) and ${to} (today).`,
    noReturn: ({ reference }: { reference: string }) =>
      `No return or recall of transfer ${reference} is recorded, so there is no refund receipt to print.`,
  },
  page: {
    title: 'Returned or recalled',
    question: 'What did the bank do?',
    record: 'Record the return',
    recorded: ({ kind }: { kind: string }) =>
      `Recorded: ${kind}. Print the refund receipt for the customer.`,
    shown: ({ kind, day, by }: { kind: string; day: string; by: string }) =>
      `${kind} · recorded on business day ${day} by ${by}`,
    print: 'Print refund receipt…',
    savePdf: 'Save refund receipt as PDF…',
    printed: ({ file }: { file: string }) => `Refund receipt saved to ${file}.`,
    sentToPrinter: 'Refund receipt sent to the printer.',
  },
  receipt: {
    heading: 'Refund receipt',
    title: ({ reference }: { reference: string }) => `Refund receipt ${reference}`,
    titleCopy: ({ reference, number }: { reference: string; number: number }) =>
      `Refund receipt ${reference} (COPY ${number})`,
    note: 'The money of this transfer came back from the bank and is refunded to the customer.',
    received: "Customer's signature: refund received",
  },
  /** The receipt log's mark on a transfer returned or recalled. */
  log: {
    return: 'Returned',
    recall: 'Recalled',
  },
  /** The receipt log's mark on a transfer returned or recalled, with the bank's date. */
  mark: {
    return: ({ day }: { day: string }) => `Returned on ${day}`,
    recall: ({ day }: { day: string }) => `Recalled on ${day}`,
  },
  endOfDay: {
    heading: 'Returns and recalls learnt this day',
    none: 'None learnt this day.',
    line: (v: { reference: string; kind: string; amount: string; day: string }) =>
      `${v.reference} · ${v.kind} · ${v.amount} (transfer of ${v.day})`,
  },
};
