/** Copies of the journal: the admin's backup and the day's automatic one (D31). */
export const backup = {
  folderUnusable: ({ folder, why }: { folder: string; why: string }) =>
    `The journal cannot be copied to ${folder}: ${why}. Choose a folder that exists and that you can write to (another disk, or a network share), and try again.`,
  notAFolder: 'it is not a folder',
  noSuchFolder: 'the folder does not exist',
  notWritable: ({ code }: { code: string }) => `it is not writable (${code})`,
  failed: ({ folder, detail }: { folder: string; detail: string }) =>
    `The journal could not be copied to ${folder} (${detail}). Nothing was changed in the journal. Check the free space and the folder, and try again; call support if it keeps failing.`,
  automaticFailed: 'The automatic backup could not run.',
} as const;
