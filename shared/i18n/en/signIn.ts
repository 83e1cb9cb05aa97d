/** Signing in and out, and an operator's password: their own, or one an admin resets. */
export const signIn = {
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  changePassword: {
    title: 'Change password',
    changing: 'Changing…',
    mustChange:
      'An admin reset your password. Choose a new one that only you know: until you do, Remit Desk lets you do nothing else.',
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
} as const;
