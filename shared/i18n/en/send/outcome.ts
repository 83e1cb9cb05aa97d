/** What the journal records and the clerk reads after a send: the outcome of its answer (D7, D8, D10). */
export const outcome = {
  noMoneyMoved: 'No money moved.',
  notFinal: ({ status }: { status: string }) =>
    `Accepted by the service, status ${status}: not final. Do not send it again; a supervisor follows it up with the bank.`,
  credentialsRejected:
    "The service rejected the app's credentials. No money moved. Call an admin to check the API key, merchant code and consumer secret.",
  signatureRejected:
    'The service refused the request signature. No money moved. Call an admin: the signing key is not registered with the service, or it is the wrong key.',
  sendAgain: ({ said }: { said: string }) => `${said} You can send it again as a new transfer.`,
  testNoResponse:
    'Sent to the test environment, which does not answer mobile-wallet transfers. Recorded as sent, no response.',
  eitherAccount: "The sender's account or the recipient's account",
  accountNotFound: ({ which }: { which: string }) =>
    `${which} was not found by the service. No money moved. Check the account number with the customer, then correct it and send the transfer as a new one.`,
  fieldNotAccepted: ({ label }: { label: string }) => `${label} is not accepted by the service`,
  detailInvalid: 'The service refused one of the transfer’s details as invalid',
  correctAndSend: ({ what }: { what: string }) =>
    `${what}. No money moved. Correct it with the customer and send the transfer as a new one.`,
  referenceUsed: ({ reference }: { reference: string }) =>
    `The service answered that reference ${reference} was already used, so the bank may already hold this transfer. Do not send it again. A supervisor must confirm the outcome with the bank.`,
  /** D150: a success that names another transfer proves nothing about this one. */
  otherReference: ({ named, reference }: { named: string; reference: string }) =>
    `The service's answer says success for reference ${named}, not for this transfer's ${reference}, so it does not say what happened to this one. The service may have received it: do not send it again. A supervisor must confirm the outcome with the bank.`,
  transactionIdHeld: ({ transactionId, other }: { transactionId: string; other: string }) =>
    `The service's answer gives transaction id ${transactionId}, which it already gave transfer ${other}, so it does not say what happened to this one. The service may have received it: do not send it again. A supervisor must confirm the outcome with the bank.`,
  timeout: 'The service did not answer in time',
  connectionLost: 'The connection was lost while the transfer was being sent',
  mayHaveReceived: ({ why }: { why: string }) =>
    `${why}. The service may have received this transfer: do not send it again. A supervisor must confirm the outcome with the bank.`,
  /** An unknown outcome's sentence, with the service's status and code for support. */
  forSupport: ({ message, codes }: { message: string; codes: string }) =>
    `${message} For support: ${codes}.`,
  /** An answer the rules do not expect, by what its HTTP status says. */
  unexpected: {
    busy: 'The service said it was too busy to take the transfer just now',
    signIn:
      "The service stopped accepting this workstation's sign-in while the transfer was being sent",
    fault: 'The service had a fault of its own while the transfer was being sent',
    unrecognised: 'The service answered in a form Remit Desk does not recognise',
    other: 'The service gave an answer Remit Desk does not expect',
  },
  serviceCode: ({ status, code }: { status: string; code: string }) =>
    `${status}, service code ${code}`,
} as const;

/** One journaled attempt, as a supervisor reads it (D62). */
export const attempts = {
  statusUnnamed: ({ status }: { status: number }) => `${status} (a status with no standard name)`,
  acceptedNotFinal: ({ status }: { status: string }) =>
    `The bank accepted the transfer with status ${status}: not final yet.`,
  acceptedQueued: 'The bank accepted the transfer and queued it for the next RTGS window.',
  acceptedSent: 'The bank accepted the transfer: sent.',
  anAccount: 'an account',
  notFound: ({ what }: { what: string }) =>
    `The bank refused the transfer: ${what} was not found. No money moved.`,
  notAccepted: ({ label }: { label: string }) =>
    `The bank refused the transfer: ${label} is not accepted. No money moved.`,
  invalid: 'The bank refused one of the transfer’s details as invalid. No money moved.',
  referenceUsed:
    'The bank answered that this reference was already used: it may already hold this transfer.',
  otherReference: ({ named }: { named: string }) =>
    `The bank's answer says success for another reference, ${named}: it does not say what happened to this transfer.`,
  unauthorized:
    'The bank did not accept the workstation’s sign-in for this try, so it did not process it.',
  forbidden: 'The bank refused the request’s signature, so it did not process this try.',
  unexpected: ({ words }: { words: string }) =>
    `${words}: the bank may have received the transfer.`,
  neverReached: 'It never reached the bank.',
  mayHaveReceived: 'The bank may have received the transfer.',
  networkFailed: 'The network failed',
  noAnswer: ({ words, reached }: { words: string; reached: string }) =>
    `No answer: ${words}. ${reached}`,
  stoppedOnItsWay:
    'No answer was recorded: Remit Desk stopped while this try was on its way. The bank may have received the transfer.',
  noAnswerRecorded: 'No answer was recorded.',
} as const;
