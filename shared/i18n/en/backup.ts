import type { Said } from '../messages';
/** Copies of the journal: the admin's backup and the day's automatic one (D31). */
export const backup = {
  folderUnusable: ({ folder, why }: { folder: string; why: Said }) =>
    `The journal cannot be copied to ${folder}: ${why}. Choose a folder that exists and that you can write to (another disk, or a network share), and try again.`,
  notAFolder: 'it is not a folder',
  noSuchFolder: 'the folder does not exist',
  notWritable: ({ code }: { code: string }) => `it is not writable (${code})`,
  failed: ({ folder, detail }: { folder: string; detail: string }) =>
    `The journal could not be copied to ${folder} (${detail}). Nothing was changed in the journal. Check the free space and the folder, and try again; call support if it keeps failing.`,
  automaticFailed: 'The automatic backup could not run.',
  /** D69: references a restored journal does not hold, reconciled with the bank. */
  reconcile: {
    keychainUnread:
      'The OS keychain could not say which references were issued after the backup, so the restore was not confirmed and nothing is sent yet. Unlock the keychain (sign in to the workstation again) and confirm again',
    notFound:
      'No reference to reconcile has that number. Open the list again: it shows every reference still to reconcile.',
    already: ({ reference, by }: { reference: string; by: string }) =>
      `What the bank said about ${reference} was recorded already, by ${by}. Nothing was changed.`,
    transactionIdNeeded: ({ reference }: { reference: string }) =>
      `Type the bank's transaction ID for ${reference}: the bank paid it, so the ID is what proves which payment it was.`,
    span: ({ after, upTo }: { after: string; upTo: string }) =>
      `every reference after ${after} up to ${upTo}`,
    closeRefused: ({ day, references }: { day: string; references: string }) =>
      `The day ${day} cannot be closed yet: these references were issued after the backup this journal was restored from, and the journal does not hold them: ${references}. A supervisor asks the bank about each and records its answer under “Not in this journal”, then closes the day.`,
  },
} as const;
