import type { Said } from '../../messages';
/** The admin's bank connection page and the first launch, as main answers them. */
type Environment = { environment: Said };

export const setup = {
  sandboxNotRunning:
    'The built-in sandbox bank runs only while Remit Desk uses the sandbox environment, so there is nothing to check now.',
  addressFirstThenCheck: ({ environment }: Environment) =>
    `Enter the Service address of ${environment} first, then check.`,
  addressFirst: ({ environment }: Environment) =>
    `Enter the Service address of ${environment} first.`,
  lastCheckPassed: 'The last connection check passed, so there is nothing to acknowledge.',
  /** `environment` begins the sentence; `missing` lists what it still lacks. */
  notReadyToSwitch: ({ environment, missing }: { environment: Said; missing: Said }) =>
    `${environment} is not ready, so Remit Desk stays as it is. ${missing}`,
  /** The documents an admin hands to the bank for a key. */
  keyDocument: {
    noKey: ({ environment }: Environment) =>
      `${environment} has no signing key yet. Generate or import one first.`,
    noPendingKey: ({ environment }: Environment) =>
      `No new key is waiting for ${environment}. Reload the page.`,
    savingCanceled: 'Saving was cancelled; no file was written.',
    savePublicKeyTitle: 'Save the public key for the bank',
    saveSheetTitle: 'Save the key registration sheet as a PDF',
  },
  /** Service credentials found from an earlier installation. */
  earlier: {
    nothingToKeep:
      'There are no service credentials left to keep, so the entries can only be removed. Choose “Remove them”.',
    wrongSecret: ({ environment }: Environment) =>
      `This is not the consumer secret of ${environment} stored on this workstation. Nothing was kept or removed. Type it again as the bank issued it; if no one has it, IT can remove Remit Desk’s entries from the OS keychain.`,
    keychainFailed: ({ reason }: { reason: Said }) =>
      `The OS keychain could not be read or changed, so nothing was decided: ${reason}`,
  },
  /** The first-launch wizard's main side. */
  firstLaunch: {
    alreadyFinished:
      'The first-launch setup is finished already. Change the settings on the Settings and Bank connection pages.',
    notFinished:
      'The first-launch setup is not finished: an admin must finish it before anything is sent.',
    notReady: ({ blockers }: { blockers: Said }) =>
      `Remit Desk is not ready to use yet. ${blockers}`,
  },
  /** D71: credentials belong to the origin of the address they were entered for. */
  origin: {
    addressBeforeCredentials: ({ environment }: Environment) =>
      `Save the Service address of ${environment} first: the credentials are kept for that address only, and sent nowhere else.`,
    credentialsBound: ({ origin, host }: { origin: string; host: string }) =>
      `The credentials stored were entered for ${origin}, and ${host} is another server. Saving this address removes them and the cached token, and you then enter all three again for the new address. Choose “Save and remove the credentials” to go on, or put the address back.`,
    secondAdminNeeded: ({ origin, host }: { origin: string; host: string }) =>
      `Moving the live service from ${origin} to ${host} needs a second admin: they type their own admin id and password below. Nothing was saved.`,
  },
} as const;
