import type { Said } from '../../messages';
/** Whether a send may go now, and why a reservation failed: nothing was sent either way. */
export const readiness = {
  earlierSetupPending:
    'The journal is new, and the OS keychain still holds an earlier setup of this workstation. Nothing is sent until the first admin has said whether to keep it or remove it.',
  noCredentials: ({ environment, condition }: { environment: Said; condition: Said }) =>
    `The service credentials for ${environment} are ${condition}. An admin must enter the API key, merchant code and consumer secret.`,
  /** What is wrong with the credentials, in the sentence above. */
  credentials: { damaged: 'damaged', missing: 'not set up' },
  noSourceAccounts: ({ environment }: { environment: Said }) =>
    `No source accounts are set up for ${environment}, so nothing can be sent. An admin must add the branch's accounts in Settings, Branch lists.`,
  noEndpoint: ({ environment }: { environment: Said }) =>
    `No address is set for ${environment}. An admin must enter it in the settings.`,
  noSigningKey:
    'No signing key is set up for this environment. An admin must generate or import the key pair and register its public key with the service.',
  noWorkstationNumber:
    'This workstation has no workstation number yet, so it cannot make unique references. An admin must set it (10–99, different on every workstation of the bank account) in the settings.',
  settingsBroken: ({ problems }: { problems: Said }) =>
    `Remit Desk will not send until an admin corrects its settings. ${problems}`,
  branchListsBroken: ({ problems }: { problems: Said }) =>
    `Remit Desk will not send until an admin corrects the branch lists. ${problems}`,
  /** A stored section or list (its name) and what is wrong with it, in the two sentences above. */
  sectionProblem: ({ section, problem }: { section: Said; problem: Said }) =>
    `${section}: ${problem}`,
  unreadableSetting: 'The stored value is not readable.',
  /** D144: a re-send or a release of a transfer made under another environment than this start's. */
  otherEnvironment: ({
    reference,
    belongs,
    running,
  }: {
    reference: string;
    belongs: Said;
    running: Said;
  }) =>
    `Transfer ${reference} belongs to ${belongs}, and Remit Desk now runs on ${running}, so nothing was sent: a transfer goes only to the service it was made for. To send it, an admin switches back to that service (from the next start); a supervisor can still settle it with that service's answer.`,
  closing: 'Remit Desk is closing, so nothing was sent. Open it again and send from there.',
  sandboxFailed: ({ reason }: { reason: string }) =>
    `The built-in sandbox bank could not start: ${reason}`,
  sandboxListing: 'sandbox bank listing',
  bodyCheckFailed: ({ detail }: { detail: string }) =>
    `The request body failed its final check: ${detail}`,
  bodyCheckNothingSent: ({ problem }: { problem: Said }) =>
    `${problem} Nothing was sent. Call support.`,
  noReference: ({ reason }: { reason: Said }) =>
    `No reference could be made safely, so nothing was sent. ${reason}`,
  journalFailed:
    'The transfer could not be written to the journal, so nothing was sent. Check the disk and try again; call support if it persists.',
} as const;
