/** The bank client's own words: a try that never went out, or an answer it cannot use. */
export const bank = {
  unreachable: 'The service could not be reached. No money moved.',
  credentialsTwice: 'The service rejected the app credentials twice.',
  purposesUnreachable: 'The service could not be reached for the payment purposes.',
  purposesUnexpected: ({ status }: { status: number }) =>
    `The service gave an unexpected answer for the payment purposes (HTTP ${status}).`,
  notStarted:
    "It was still waiting for this workstation's earlier transfers to go out, and never left the workstation.",
  closedWhileWaiting:
    'The app closed while the request waited for the send before it; it was never sent.',
  gaveUpWaiting: ({ ms }: { ms: number }) =>
    `The request waited ${ms} ms for the sends before it and was given up; it was never sent.`,
  timedOut: ({ ms }: { ms: number }) => `No whole answer within ${ms} ms of the request going out.`,
  /** What support reads of an answer the rules do not expect (kept beside the attempt). */
  answer: {
    notJson: 'the body is not a JSON object',
    statusNotTrue: 'status is not true',
    dataMissing: 'data.transactionId or data.status is missing',
    noErrorBody: 'no error body',
  },
} as const;
