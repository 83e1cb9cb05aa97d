/** Signing in and out, and an operator's password: their own, or one an admin resets. */
export const signIn = {
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  changePassword: {
    title: 'Change password',
    changing: 'Changing…',
    mustChange:
      'An admin set your password. Choose a new one that only you know: until you do, Remit Desk lets you do nothing else.',
    lead: 'Type your current password, then the new one twice. The new one works from your next sign-in.',
    changed: 'Your password is changed. Use the new one from your next sign-in.',
    setAfterReset: 'Your new password is set. Use it from now on.',
    temporaryHint: 'The temporary password the admin gave you.',
  },
  /** An admin's reset of another operator's password, in its dialog. */
  reset: {
    explanation: ({ name, operatorId }: { name: string; operatorId: string }) =>
      `${name} (${operatorId}) will sign in with this temporary password once, and must then choose a new one before doing anything else. Tell it to them in person.`,
    liftsBlock: 'This also lifts the sign-in block.',
    password: 'Temporary password',
    passwordAgain: 'Temporary password again',
    submit: 'Reset password',
  },
  /** The one screen of a start whose journal's key is missing (D75). */
  keyImport: {
    title: "Open this workstation's journal with head office's key file",
    lead: "This workstation's journal was made on another PC (a backup restored here), and this PC's keychain does not hold its key. Nothing can be done until it opens. Ask head office for the key file (.rdkeys) saved for that workstation, and for its passphrase, which they keep apart.",
    passphrase: 'Passphrase of the key file',
    // The schema's words, checked in this window before main (its first chunk, D74).
    passphraseNeeded: 'Type the passphrase head office recorded for the key file.',
    only: 'The key import has a field it does not have. Type the passphrase and choose the file again.',
    passphraseHint:
      'Exactly as head office recorded it. Each wrong passphrase makes the next answer wait longer.',
    submit: 'Choose the key file and open the journal',
    importing: 'Checking the key file…',
    imported: ({ workstation, exportedAt }: { workstation: string; exportedAt: string }) =>
      `The key file of workstation ${workstation} (saved ${exportedAt}) opens this journal, and its keys are stored. Remit Desk is starting again.`,
    afterRestart:
      "Then an admin signs in. The transfers this workstation sent after the backup are listed as “not in this journal”: a supervisor records the bank's answer for them before the day can close.",
  },
} as const;
