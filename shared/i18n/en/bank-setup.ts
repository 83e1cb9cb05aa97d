type Label = { label: string };

/**
 * The admin's bank connection: the service address, the credentials, the signing key, the switch
 * of environment, and what still stands between an environment and its use. No message quotes a
 * value: a credential typed into the wrong field must not come back on the screen.
 */
export const bankSetup = {
  /** The labels the screens show; every message names the field this way. */
  labels: {
    baseUrl: 'Service address',
    tokenPath: 'Token path',
    connectTimeoutSeconds: 'Connect timeout (seconds)',
    requestTimeoutSeconds: 'Request timeout (seconds)',
    apiKey: 'API key',
    merchantCode: 'Merchant code',
    consumerSecret: 'Consumer secret',
    bits: 'Key size',
    passphrase: 'Passphrase',
    publicKeyPem: 'Public key (PEM)',
    fingerprint: 'Fingerprint (SHA-256)',
    confirmation: 'Type LIVE to confirm',
  },
  environment: {
    testOrLive: 'Choose the test or the live environment.',
    noSandbox:
      'Only the test and live environments take an address and credentials; the sandbox sets itself up.',
    only: 'Only the environment is asked for here.',
  },
  address: {
    enter: 'Enter the service address, for example https://api.bank.example.',
    notWebAddress: ({ typed }: { typed: string }) =>
      `"${typed}" is not a web address. Enter it as https://host[:port][/path].`,
    https: 'The service address must start with https://.',
    loopbackOnly:
      'The service address must use https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1).',
    noCredentials:
      'Do not put a user name or password in the address; credentials are stored separately.',
    noQuery: 'The service address must not contain "?" or "#" parts.',
    notWhole: 'The service address form was not sent whole.',
    formOnly:
      'The service address form holds only the address, the token path and the two timeouts.',
  },
  credential: {
    type: ({ label }: Label) => `${label} must be text.`,
    required: ({ label }: Label) =>
      `${label} is required. Type or paste it from the bank’s letter.`,
    tooLong: ({ label, max }: Label & { max: number }) =>
      `${label} is longer than ${max} characters. Check that the right value was pasted.`,
    hidden: ({ label }: Label) =>
      `${label} holds a line break or another hidden character. Paste it again without them.`,
    spaces: ({ label }: Label) =>
      `${label} starts or ends with a space. Paste it again without the spaces.`,
    only: 'The credentials are the API key, the merchant code and the consumer secret only.',
  },
  key: {
    fingerprintMissing: 'The key’s fingerprint is missing. Reload the page and try again.',
    fingerprintFormat:
      'The key’s fingerprint must be 64 hexadecimal digits. Reload the page and try again.',
    size: 'Key size must be 2048, 3072 or 4096 bits.',
    chooseSize: 'Choose a key size.',
    newOnly: 'A new key needs only the environment and its size.',
    passphraseType: 'Passphrase must be text.',
    passphraseDefined: 'Passphrase must be text (leave it empty for a key without one).',
    passphraseTooLong: ({ max }: { max: number }) =>
      `Passphrase is longer than ${max} characters. Check what was pasted.`,
    fileRequired: 'Say whether to choose a key file.',
    fileOneOf: 'Say whether to choose a key file or use the one chosen before.',
    importOnly: 'A key import needs only the environment, the passphrase and the file.',
    refOnly: 'Only the environment and the key’s fingerprint are asked for here.',
    which: 'Say which key: the one in use or the new one.',
    documentOnly: 'Only the environment and the key are asked for here.',
    output: 'Say whether to print the sheet or save it as a PDF.',
    sheetOnly: 'Only the environment, the key and the output are asked for here.',
  },
  switch: {
    live: 'Type LIVE in capital letters to switch to the live environment, where transfers move real money.',
    confirmationType: 'The confirmation must be text.',
    only: 'Only the environment and the confirmation are asked for here.',
  },
  /** What stands between an environment and its use, in the order an admin does it (D28). */
  missing: {
    address: 'Enter the Service address.',
    credentials: 'Enter the credentials (API key, merchant code and consumer secret).',
    credentialsDamaged: 'The stored credentials are damaged: enter them again.',
    key: 'Generate or import the signing key, and have the bank register it.',
    keyDamaged: 'The stored signing key is damaged: generate or import a new one.',
    check: 'Check the connection, or acknowledge that you finish without a passing check.',
    credentialsElsewhere:
      'The stored credentials were entered for another address: enter them again for this one.',
  },
} as const;
