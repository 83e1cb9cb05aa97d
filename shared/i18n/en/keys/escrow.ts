import type { Said } from '../../messages';
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
  /** A replacement PC's import of the file (D75). */
  import: {
    chooseTitle: "Choose head office's key file for this workstation",
    noFileChosen: 'No file was chosen. Nothing was stored.',
    badFile: ({ reason }: { reason: Said }) =>
      `The key file could not be read (${reason}). Nothing was stored. Choose the .rdkeys file head office sent.`,
    keychainFailed: ({ reason }: { reason: Said }) =>
      `The keys open this journal, but the OS keychain did not store them (${reason}). Nothing was stored. Check that you are signed in to this PC's own account and its keychain is unlocked, then import again.`,
    noteNotWritten: ({ folder, detail }: { folder: string; detail: string }) =>
      `Remit Desk could not write to its folder ${folder} (${detail}). Nothing was stored. Free some disk space, or ask IT to let this account write there, then import again.`,
    busy: 'A key file is being checked already. Wait for its answer.',
    notKeyMissing:
      "This workstation's keychain already holds its journal's key: there is nothing to import.",
    journalLocked:
      "This workstation's journal is locked until head office's key file is imported. Nothing else can be done until then.",
  },
} as const;
