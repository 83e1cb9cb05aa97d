/** Head office's escrow file of a workstation's journal keys (D70): exporting and importing it. */
export const escrow = {
  notAnEscrowFile:
    'This file is not a Remit Desk key escrow file, or it is incomplete. Choose the .rdkeys file head office keeps for this workstation.',
  wrongPassphrase:
    'The passphrase does not open this escrow file (or the file was changed). Type the passphrase head office recorded for it, exactly.',
  passphraseTooShort: ({ min }: { min: number }) =>
    `The passphrase must have at least ${min} characters. Choose a longer one and give it to head office apart from the file.`,
  passphrasesDiffer: 'The two passphrases are not the same. Type the same passphrase twice.',
  only: 'The key export has a field it does not have. Export again.',
} as const;
