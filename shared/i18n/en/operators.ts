/*
 * What operators and admins read when an account action is refused. None of these ever quotes a
 * password; the sign-in ones never say whether an operator id exists.
 */
export const operators = {
  duration: {
    seconds: ({ count }: { count: number }) => `${count} second${count === 1 ? '' : 's'}`,
    minutes: ({ count }: { count: number }) => `${count} minute${count === 1 ? '' : 's'}`,
    hours: ({ count }: { count: number }) => `${count} hour${count === 1 ? '' : 's'}`,
  },
  sessionEnded: {
    idle: ({ after }: { after: string }) =>
      `You were signed out after ${after} without activity. Sign in again to go on.`,
    lifetime: ({ lifetime }: { lifetime: string }) =>
      `You were signed out because a session lasts at most ${lifetime}, however busy. Sign in again to go on.`,
    signedOut: 'You were signed out.',
    roleChanged:
      'An admin changed your role, so you were signed out. Sign in again to work in your new role.',
    lockedOut: ({ attempts, lockout }: { attempts: number; lockout: string }) =>
      `You were signed out after ${attempts} wrong passwords in a row, and sign-in is blocked for ${lockout}. Try again after that time, or ask an admin to unblock it.`,
  },
  badCredentials: ({ attempts, lockout }: { attempts: number; lockout: string }) =>
    `The operator id or the password is wrong. Check both and try again. After ${attempts} wrong passwords in a row, sign-in is blocked for ${lockout}.`,
  lockedOut: ({ until, attempts }: { until: string; attempts: number }) =>
    `Sign-in for this operator id is blocked until ${until} after ${attempts} wrong passwords in a row. Try again after that time, or ask an admin to unblock it.`,
  alreadySetUp:
    'Remit Desk is already set up: its first admin exists. Sign in, or ask an admin to create an account for you.',
  adminOnly: 'Only an admin can manage operators. Ask an admin to do it.',
  ownAccount:
    'You cannot deactivate your own account, so that an admin always remains. Ask another admin to do it.',
  duplicate: ({ operatorId }: { operatorId: string }) =>
    `Operator id "${operatorId}" is already taken (ids are never reused, even for deactivated operators). Choose another id.`,
  unknownOperator:
    'There is no operator with this id. Refresh the list of operators and try again.',
  ownPasswordReset:
    'You cannot reset your own password here. Use Change password, which asks for your current one.',
  wrongCurrentPassword: ({ attempts, lockout }: { attempts: number; lockout: string }) =>
    `Your current password is wrong, so the password was not changed. Type it again. After ${attempts} wrong passwords in a row, sign-in is blocked for ${lockout}.`,
  passwordChangedMeanwhile:
    'Your password was reset or changed while you typed, so it was not changed. Sign out and sign in again with the password you were given.',
  sessionEndedFirst:
    'Your session ended before the password was changed, so it was not changed. Sign in and try again.',
  passwordChangeRequired:
    'An admin set your password: choose a new one before you do anything else. Go to Change password, or sign out.',
  ownApproval:
    'You cannot approve your own transfer. Another person must type their own operator id and password.',
  approverMustChangePassword: ({ name, operatorId }: { name: string; operatorId: string }) =>
    `An admin set the password of ${name} (${operatorId}), so they cannot approve until they choose a new one. They sign in, choose a new password on the Change password page, and then approve again.`,
  approverRole: ({ role }: { role: string }) => `a ${role}`,
  or: ({ first, second }: { first: string; second: string }) => `${first} or ${second}`,
  approverNotAllowed: ({ roles }: { roles: string }) =>
    `Only ${roles} can approve this. Ask one to type their own operator id and password.`,
  lastAdmin: {
    self: ({ change }: { change: string }) =>
      `You are the last active admin, so you cannot be ${change}: without an admin nobody could manage operators or settings. Make another operator an admin first.`,
    other: ({ name, operatorId, change }: { name: string; operatorId: string; change: string }) =>
      `${name} (${operatorId}) is the last active admin, so they cannot be ${change}: without an admin nobody could manage operators or settings. Make another operator an admin first.`,
    /** The change refused, in the sentences above. */
    change: { deactivate: 'deactivated', demote: 'given another role' },
  },
  journalStopped: {
    approval: ({ problem }: { problem: string }) =>
      `Nobody can approve now: only admins can sign in until the journal passes its check. ${problem}`,
    signIn: ({ problem }: { problem: string }) => `Only admins can sign in now. ${problem}`,
  },
} as const;
