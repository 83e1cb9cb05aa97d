/** A supervisor settling a transfer whose outcome is unknown, and what its tries were. */
export const settle = {
  /** What a settlement recorded, by its outcome. */
  outcome: {
    succeeded: 'Confirmed by the bank as received',
    failed: 'Confirmed by the bank: no money moved',
    still_unknown: 'Checked with the bank: still unknown',
    resend: 'Sent again with the same reference: the bank confirmed it never arrived',
  },
  /** A journaled transport failure, by its kind (transport-failures.ts). */
  transportFailure: {
    refused: 'Connection refused',
    dns: "The service's address was not found",
    'connect-timeout': 'No connection within the connect timeout',
    'no-route': 'No network route to the service',
    certificate: "The service's certificate was refused",
    proxy: "The branch's proxy could not be used",
    'not-started': 'The request never left Remit Desk',
    timeout: 'No answer within the request timeout',
    'connection-lost': 'The connection was lost before an answer',
    other: 'The network failed',
    tls: 'The secure connection failed',
    unreachable: 'The service could not be reached',
  },
  note: {
    required: ({ label }: { label: string }) =>
      `${label} is required: write what the bank said, and who said it.`,
    tooShort: ({ label, min }: { label: string; min: number }) =>
      `${label} must say what the bank said, in at least ${min} characters.`,
  },
  transactionId: {
    required:
      "Bank's transaction id is required: type the id the bank gave for this transfer when it confirmed it, exactly as the bank wrote it (letters, digits and . _ / -).",
    characters:
      "Bank's transaction id may hold only letters, digits and . _ / - (as the bank gives it).",
    tooLong: ({ max }: { max: number }) =>
      `Bank's transaction id must be at most ${max} characters.`,
  },
  failure: 'Say what the bank confirmed: it never arrived, or it refused it.',
  chooseOutcome:
    'Choose what the bank confirmed: received (succeeded), no money moved (failed), or still unknown.',
  /** A settle or re-send request with a field it does not have. */
  only: {
    succeeded: 'A confirmed transfer is recorded with its transaction id and a note only.',
    failed: 'A failed transfer is recorded with what the bank confirmed and a note only.',
    still_unknown: 'A transfer still unknown is recorded with a note only.',
    resend: 'A re-send is asked for with the reference and a note only.',
    reconcile:
      "The bank's answer about a reference not in this journal is recorded with the answer, its transaction id and a note only.",
  },
  bankAnswer:
    'Choose what the bank said: it paid a transfer under this reference, it refused it, or it holds no transfer under it.',
} as const;
