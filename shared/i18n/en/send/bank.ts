/** The bank client's own words: a try that never went out, or an answer it cannot use. */
export const bank = {
  /** Signing in to the service for a token (D1): what stopped it. */
  token: {
    notConfigured:
      'The service credentials are not set up. An admin must enter the API key, merchant code and consumer secret.',
    signInUnreachable:
      'The service cannot be reached to sign in. Check the network connection and try again.',
    signInRejected:
      'The service rejected the app credentials. Call an admin to check the API key, merchant code and consumer secret.',
    signInUnexpected: ({ status }: { status: number }) =>
      `The service gave an unexpected answer when signing in (HTTP ${status}). Try again; if it persists, call an admin.`,
  },
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
  /** D71: the stored credentials were entered for another address than the one set now. */
  credentialsElsewhere: ({ origin, here }: { origin: string; here: string }) =>
    `The service credentials were entered for ${origin}, not for ${here}, so nothing was sent there. An admin must enter them again for this address on the Bank connection page. No money moved.`,
  credentialsUnbound: ({ here }: { here: string }) =>
    `The service credentials were saved before they were tied to one address, so nothing was sent to ${here}. An admin must enter them again on the Bank connection page. No money moved.`,
  /** What support reads of an answer the rules do not expect (kept beside the attempt). */
  answer: {
    notJson: 'the body is not a JSON object',
    statusNotTrue: 'status is not true',
    dataMissing: 'data.transactionId or data.status is missing',
    noErrorBody: 'no error body',
  },
} as const;
