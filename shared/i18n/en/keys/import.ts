/** A private key file the admin imports, and the key changes of the bank connection page. */

const choosePrivateKey = 'Choose the private key PEM file.';
const importPrivateKey = 'Import the private key PEM file';

/** "an EC", "an ED25519", "a DSA": the article as the letters are read aloud. */
function withArticle(name: string): string {
  return `${/^[AEFHILMNORSX]/.test(name) ? 'an' : 'a'} ${name}`;
}

export const keyImport = {
  /** Why a key file is refused; no message quotes the file. */
  refused: {
    empty: `The key file is empty. ${choosePrivateKey}`,
    tooLarge: `This file is too large to be an RSA private key. ${choosePrivateKey}`,
    notPem:
      'This is not a PEM file (no "-----BEGIN … PRIVATE KEY-----" line). Export the key as PEM and import it again.',
    severalKeys: 'This file holds more than one private key. Import a file that holds exactly one.',
    certificate: `This is a certificate, not a private key. ${importPrivateKey}.`,
    publicKey: `This is a public key. ${importPrivateKey}; the app derives the public key from it.`,
    otherPem: ({ label }: { label: string }) =>
      `This PEM file holds "${label}", not a private key. Import the RSA private key PEM file.`,
    malformed:
      'The private key in this file is damaged or incomplete. Export it again and import the new file.',
    /** `keyType` as the OS names it, in capitals: EC, ED25519, DSA; empty when it has no name. */
    notRsa: ({ keyType }: { keyType: string }) =>
      `This is ${keyType === '' ? 'a non-RSA' : withArticle(keyType)} key. The service needs an RSA key (RSASSA-PKCS1-v1_5 with SHA-256): generate one in the app or import an RSA key.`,
    wrongSize: ({ bits, min, max }: { bits: number; min: number; max: number }) =>
      `This RSA key has ${bits} bits. Use a key of ${min} to ${max} bits.`,
    passphraseNeeded:
      'This key is protected by a passphrase. Type the passphrase, then choose Import key again; the app keeps the key in the OS keychain without it.',
    wrongPassphrase:
      'The passphrase does not open this key. Type it again, minding capital letters; if it is right, the file is damaged: export the key again.',
    /** A key the environment already has. */
    inUse: 'This is the key Remit Desk signs with already, so nothing changed.',
    waiting: 'This is the new key already waiting for the bank’s registration, so nothing changed.',
  },
  chooseTitle: 'Choose the private key file (PEM)',
  noFileChosen: 'No file was chosen, so the key was not changed.',
  fileNoLongerHeld: 'Choose the key file again: the one chosen before is no longer held.',
  noPendingKey:
    'No new key with this fingerprint is waiting, so nothing changed. Reload the page to see the keys as they are now.',
} as const;
