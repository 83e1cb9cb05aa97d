/** Whether a send may go now, and why a reservation failed: nothing was sent either way. */
export const readiness = {
  earlierSetupPending:
    'The journal is new, and the OS keychain still holds an earlier setup of this workstation. Nothing is sent until the first admin has said whether to keep it or remove it.',
  noCredentials: ({ environment, condition }: { environment: string; condition: string }) =>
    `The service credentials for ${environment} are ${condition}. An admin must enter the API key, merchant code and consumer secret.`,
  /** What is wrong with the credentials, in the sentence above. */
  credentials: { damaged: 'damaged', missing: 'not set up' },
  noSourceAccounts: ({ environment }: { environment: string }) =>
    `No source accounts are set up for ${environment}, so nothing can be sent. An admin must add the branch's accounts in Settings, Branch lists.`,
  noEndpoint: ({ environment }: { environment: string }) =>
    `No address is set for ${environment}. An admin must enter it in the settings.`,
  noSigningKey:
    'No signing key is set up for this environment. An admin must generate or import the key pair and register its public key with the service.',
  noWorkstationNumber:
    'This workstation has no workstation number yet, so it cannot make unique references. An admin must set it (10–99, different on every workstation of the bank account) in the settings.',
  settingsBroken: ({ problems }: { problems: string }) =>
    `Remit Desk will not send until an admin corrects its settings. ${problems}`,
  branchListsBroken: ({ problems }: { problems: string }) =>
    `Remit Desk will not send until an admin corrects the branch lists. ${problems}`,
  unreadableSetting: 'The stored value is not readable.',
  closing: 'Remit Desk is closing, so nothing was sent. Open it again and send from there.',
  sandboxFailed: ({ reason }: { reason: string }) =>
    `The built-in sandbox bank could not start: ${reason}`,
  sandboxListing: 'sandbox bank listing',
  bodyCheckFailed: ({ detail }: { detail: string }) =>
    `The request body failed its final check: ${detail}`,
  bodyCheckNothingSent: ({ problem }: { problem: string }) =>
    `${problem} Nothing was sent. Call support.`,
  noReference: ({ reason }: { reason: string }) =>
    `No reference could be made safely, so nothing was sent. ${reason}`,
  journalFailed:
    'The transfer could not be written to the journal, so nothing was sent. Check the disk and try again; call support if it persists.',
  bodyUnreadable:
    'The journal’s copy of what was sent for this transfer cannot be read, so this receipt cannot show it. Do not hand it out: keep the journal file as it is and call support.',
} as const;
