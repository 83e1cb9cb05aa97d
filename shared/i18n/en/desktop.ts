import type { Said } from '../messages';
/** The operating system's facilities main uses for a person: files, printing, dialogs. */
export const desktop = {
  /** Sheets of paper, as a person names them. */
  paper: {
    a4: 'A4',
    roll80: '80 mm roll',
  },
  print: {
    canceled: 'Printing was cancelled. Nothing was printed.',
    failed: ({ reason }: { reason: string }) =>
      `The printer could not print it (${reason}). Check that the printer is on and has paper, then print again.`,
    /** The reason when the printer gave none. */
    noReason: 'no reason given',
  },
  /** A file the person chose in a dialog; the messages name the file, never its content. */
  chosenFile: {
    tooLarge: ({ name, sizeKb, maxKb }: { name: string; sizeKb: number; maxKb: number }) =>
      `${name} is ${sizeKb} KB, too large for this kind of file (at most ${maxKb} KB). Check that you chose the right file.`,
    /** A file larger than it said it was (a size the system did not know): read past the limit. */
    tooLargeRead: ({ name, maxKb }: { name: string; maxKb: number }) =>
      `${name} is larger than ${maxKb} KB, too large for this kind of file. Check that you chose the right file.`,
    unreadable: ({ name, reason }: { name: string; reason: Said }) =>
      `${name} could not be read (${reason}). Check that the file is still there and that you may open it, then choose it again.`,
    notText: ({ name }: { name: string }) =>
      `${name} is not a text file. Choose the text file the bank or your key tool gave you.`,
    unwritable: ({ name, reason }: { name: string; reason: Said }) =>
      `${name} could not be written (${reason}). Choose another folder, or check that the file is not open in another program, and try again.`,
  },
  /** The operating system's reason, in words, without the path. */
  systemReason: {
    missing: 'it does not exist',
    denied: 'permission denied',
    folder: 'it is a folder',
    diskFull: 'the disk is full',
    readOnly: 'the disk is read-only',
    inUse: 'it is in use',
    refused: 'the system refused',
  },
  /** A dialog's list of kinds of file. */
  fileKind: {
    all: 'All files',
    pdf: 'PDF document',
    publicKey: 'PEM public key',
    privateKey: 'Private key (PEM)',
    credentials: 'Credentials (JSON or NAME=value)',
  },
} as const;
