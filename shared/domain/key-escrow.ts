/** The admin's export of the journal's keys for head office (D70). */

/** At least this many characters: the file leaves the branch and can be guessed at offline. */
export const ESCROW_PASSPHRASE_MIN_LENGTH = 12;

export interface JournalKeysExport {
  passphrase: string;
  /** The passphrase typed a second time: a typo would make the file useless. */
  repeat: string;
}

export interface JournalKeysExported {
  /** Where the escrow file was written. */
  file: string;
}

/**
 * A replacement PC's import of head office's escrow file (D75): main asks for the file in its own
 * dialog; the renderer sends only the passphrase.
 */
export interface JournalKeysImport {
  passphrase: string;
}

/** Whose keys were stored: the workstation and the day the file was saved, from its header. */
export interface JournalKeysImported {
  workstation: string;
  exportedAt: string;
}
