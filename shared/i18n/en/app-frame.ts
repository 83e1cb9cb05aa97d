/** The app's own frame in main: its start, and the files of its pages. */
export const appFrame = {
  /** The dialog that stops a packaged start with debugging or logging switches. */
  debugSwitchesRefused: ({ switches }: { switches: string }) =>
    `Remit Desk will not start with ${switches}. These debugging and logging options ` +
    'would let someone at this workstation watch or change what it sends to the bank. Start ' +
    'Remit Desk from its shortcut, without them; if IT added them, ask IT to remove them.',
  /** The dialog that stops a packaged start given another data folder (a second journal). */
  secondDataFolderRefused: ({ switches }: { switches: string }) =>
    `Remit Desk will not start with ${switches}. A workstation keeps one journal, in its own ` +
    "folder; another folder would start a second journal beside this workstation's keychain. " +
    'Start Remit Desk from its shortcut, without it; if IT added it, ask IT to remove it.',
  /** The body of an app:// answer that serves no file: what a broken installation shows. */
  fileRefused: {
    badRequest: 'Bad request',
    notFound: 'Not found',
    methodNotAllowed: 'Method not allowed',
    unreadable: 'Could not read the file',
  },
} as const;
