/** The bank connection: address, credentials, signing key, the check and the switch. */
export const bank = {
  /** `In use now: <the environment>. Set up an environment below, then switch to it.` */
  inUseNow: 'In use now:',
  setUpBelow: '. Set up an environment below, then switch to it.',
  inUseNowSentence: ({ environment }: { environment: string }) => `In use now: ${environment}.`,
  tabsLabel: 'Environment to set up',
  /**
   * The tabs across the Bank connection page, one per environment to set up: the built-in training
   * bank, the bank's test service (not a check), and the live service that moves real money
   * (production, not "alive"). Three tabs side by side: a word each.
   */
  tab: {
    sandbox: 'Sandbox',
    test: 'Test',
    live: 'Live',
  },
  loading: 'Loading…',
  missingTitle: ({ environment }: { environment: string }) => `Before ${environment} can be used:`,
  ready: ({ environment }: { environment: string }) => `${environment} is set up and in use.`,
  readyToSwitch: ({ environment }: { environment: string }) =>
    `${environment} is set up: switch to it below.`,
  /** A step's title with its number: `1. Service address`. */
  numbered: ({ n, title }: { n: number; title: string }) => `${n}. ${title}`,
  /**
   * The page's numbered step titles (`2. Credentials`). `credentials`: the three values the bank
   * issues to reach its service (API key, merchant code, consumer secret), not an operator's id and
   * password.
   */
  step: {
    address: 'Service address',
    credentials: 'Credentials',
    key: 'Signing key',
    check: 'Check the connection',
  },
  sandboxTitle: 'The sandbox bank',
  sandboxText:
    'The sandbox is Remit Desk’s own stand-in for the bank, for training: no money moves. Remit Desk sets it up itself, with its published credentials and a key it registers.',
  sandboxRunsAt: 'It runs at',
  switchTitle: 'Switch environment',
  address: {
    hint: 'The address the bank gave for this service, starting with https://, for example https://uat.api.bank.example.',
    tokenPathHint:
      'Where the service issues access tokens. Keep the value filled in unless the bank gives another.',
    connectHint: '1 to 60.',
    requestHint: '5 to 300. The timeouts apply to every environment.',
    save: 'Save address',
    saved: ({ environment }: { environment: string }) => `The address of ${environment} is saved.`,
    notSeconds: ({ label }: { label: string }) =>
      `${label} must be a number of seconds, for example 10.`,
  },
  credentials: {
    source: {
      typed: 'typed in',
      file: 'read from a file',
      provisioned: 'set by the app',
    },
    missing: 'Not set yet.',
    damaged: 'The stored credentials are damaged and cannot be used. Enter all three again.',
    /** `how` is the source (`typed in`), or empty when unknown. */
    set: ({ how }: { how: string }) => (how ? `Set, ${how}.` : 'Set.'),
    setOn: ({ at, by, how }: { at: string; by: string; how: string }) =>
      `Set on ${at}${by ? ` by ${by}` : ''}${how ? `, ${how}` : ''}. They are never shown again.`,
    saved: ({ environment, how }: { environment: string; how: string }) =>
      `The credentials of ${environment} are saved (${how}).`,
    replace: 'Replace credentials',
    save: 'Save credentials',
    readFile: 'Read from a file…',
    fileHint:
      'A file holds API_KEY, MERCHANT_CODE and CONSUMER_SECRET as NAME=value lines, or apiKey, merchantCode and consumerSecret in JSON. Remit Desk reads it and keeps nothing of it but the three values, in the OS keychain.',
  },
  key: {
    bitsOption: ({ bits }: { bits: number }) => `${bits} bits`,
    bitsUsual: ({ bits }: { bits: number }) => `${bits} bits (usual)`,
    generating: 'Generating…',
    generate: 'Generate key',
    or: 'or, with a key the bank or IT made:',
    passphraseHint: 'Only if the key file has one.',
    importing: 'Importing…',
    import: 'Import key',
    chooseAnother: 'Choose another file',
    /**
     * How the signing key came, inside `about` (`RSA, 2048 bits, generated on …`): lower case,
     * agreeing with "key" (French: la clé … générée).
     */
    origin: {
      generated: 'generated',
      imported: 'imported',
      provisioned: 'made by the app for the sandbox',
    },
    /**
     * In `about` in place of the origin when it is not known: the key kept in the OS keychain.
     * Lower case, agreeing with "key" as `origin` does.
     */
    stored: 'stored',
    /** `RSA, 2048 bits, generated on 2026-11-23 10:15 EAT by Jane Wanjiku (jane).` */
    about: ({ bits, origin, at, by }: { bits: number; origin: string; at: string; by: string }) =>
      `RSA, ${bits} bits, ${origin}${at ? ` on ${at}` : ''}${by ? ` by ${by}` : ''}.`,
    publicKey: 'public key',
    /**
     * What was copied, inside `copied` and `notCopied` (`The fingerprint is copied.`), in lower
     * case as `publicKey` is: the key's SHA-256 digest the bank compares, not a person's
     * fingerprint.
     */
    fingerprint: 'fingerprint',
    copied: ({ what }: { what: string }) => `The ${what} is copied.`,
    notCopied: ({ what }: { what: string }) =>
      `The ${what} could not be copied: it is selected, press Ctrl+C.`,
    pemSaved: ({ file }: { file: string }) => `The public key is saved as ${file}.`,
    sheetSaved: ({ file }: { file: string }) => `The registration sheet is saved as ${file}.`,
    sheetPrinted: 'The registration sheet went to the printer.',
    copyPem: 'Copy public key',
    copyFingerprint: 'Copy fingerprint',
    savePem: 'Save as .pem file…',
    printSheet: 'Print registration sheet…',
    saveSheet: 'Save sheet as PDF…',
    sandboxRegistered: 'The built-in sandbox bank registered it.',
    askToRegister: 'Send its public key to the bank and ask them to register it.',
    storedCurrent: ({ bits, registration }: { bits: number; registration: string }) =>
      `A ${bits}-bit key is stored in the OS keychain and signs from now on. ${registration}`,
    storedPending: ({ bits, registration }: { bits: number; registration: string }) =>
      `A ${bits}-bit key is stored as the new key. ${registration}`,
    rotated: 'The new key signs from now on. The old key is deleted from the keychain.',
    discarded: 'The new key is discarded. The current key goes on signing.',
    damaged:
      'The signing key in the keychain is damaged and cannot sign. Generate or import a new one, and have the bank register it.',
    inUse: 'Key in use',
    registersItself: 'The built-in sandbox bank registers the keys of this workstation itself.',
    sendToBank:
      'Send this public key to the bank (the file or the signed sheet) and ask them to register it for this workstation.',
    pendingTitle: 'New key, waiting for the bank',
    replaceTitle: 'Replace the key',
    pendingNotice:
      'A new key waits for the bank’s registration. The current key signs until you confirm that the bank registered the new one.',
    bankConfirmed: 'The bank confirmed that it registered the new key with the fingerprint above.',
    useNew: 'Use the new key now',
    discardNew: 'Discard the new key',
    rotation: 'Make or import a new key (key rotation)…',
    rotationHint:
      'A new key waits until the bank has registered it; the current key signs until then.',
  },
  check: {
    noted: ({ environment }: { environment: string }) =>
      `Noted: you finished setting up ${environment} without a passing check. Check again once the cause is fixed.`,
    hint: 'Remit Desk asks the service for an access token and the list of payment purposes. No money moves.',
    checking: 'Checking…',
    run: 'Check connection',
    works: 'The connection works',
    fails: 'The connection does not work',
    when: ({ at, by }: { at: string; by: string }) => `· checked ${at} by ${by}`,
    stale: 'The address, token path or credentials changed since: check again.',
    keyUnproven:
      'The check cannot prove that the bank registered the signing key: the service has no call that checks a signature without sending money. The first transfer proves it.',
    acknowledge: ({ environment }: { environment: string }) =>
      `I know the check did not pass, and I finish setting up ${environment} anyway. This is recorded in the audit log with my name.`,
    finishUnchecked: 'Finish without a passing check',
    finishedUnchecked: ({ at, by }: { at: string; by: string }) =>
      `Finished without a passing check on ${at} by ${by}.`,
  },
  switch: {
    testChoice: 'Test – the bank’s test service',
    /**
     * The list's label in Switch environment: which bank service (sandbox, test or live) Remit Desk
     * uses from its next start.
     */
    environment: 'Environment',
    liveHint: 'Live transfers move real money. Type the word LIVE in capital letters.',
    fromNextStart: ({ next, now }: { next: string; now: string }) =>
      `Remit Desk uses ${next} from its next start. Until then it stays on ${now}.`,
    staysOn: ({ environment }: { environment: string }) => `Remit Desk stays on ${environment}.`,
    restartingNotice: 'Remit Desk is restarting. Sign in again when it opens.',
    takesEffect:
      'The change takes effect when Remit Desk starts again. Sends under way finish first.',
    restarting: 'Restarting…',
    restart: 'Restart now',
  },
  /** D71: the credentials belong to the origin of the address they were entered for. */
  origin: {
    keptFor: ({ origin }: { origin: string }) =>
      `Kept for ${origin} only: they are sent to no other address.`,
    elsewhere: ({ origin }: { origin: string }) =>
      `The stored credentials were entered for ${origin}, not for the Service address above, so they are sent nowhere. Enter all three again for this address, or put the address back.`,
    removed: ({ at, by, origin }: { at: string; by: string; origin: string }) =>
      `Removed on ${at}${by ? ` by ${by}` : ''} when the Service address moved away from ${origin}. Enter the API key, the merchant code and the consumer secret again for the new address.`,
    confirmTitle: 'Another server: the credentials must be entered again',
    removeAndSave: 'Save and remove the credentials',
    keepAddress: 'Keep the address as it was',
    secondAdminTitle: 'A second admin confirms the move of the live service',
    secondAdminHint:
      'Another admin types their own id and password here. Your own id is not accepted.',
    secondAdminId: 'Second admin’s id',
    secondAdminPassword: 'Second admin’s password',
    confirmMove: 'Confirm and save',
  },
} as const;
