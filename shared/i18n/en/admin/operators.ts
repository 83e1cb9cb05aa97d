type Named = { name: string; id: string };

/** The operators page's words (the forms' are `accounts.operatorForm`, the labels `fields`). */
export const operators = {
  loading: 'Loading operators…',
  caption: 'Operators of this workstation',
  column: {
    operator: 'Operator',
    role: 'Role',
    state: 'State',
    created: 'Created',
    actions: 'Actions',
  },
  /** Your own row: `Ada Admin (you)`. */
  nameYou: ({ name }: { name: string }) => `${name} (you)`,
  state: {
    deactivated: 'Deactivated',
    lockedUntil: ({ until }: { until: string }) => `Locked until ${until}`,
    mustChangePassword: 'Active, must choose a new password',
    active: 'Active',
  },
  // D80: the password typed here is the admin's too, so it works for one sign-in only.
  canSignIn: ({ name, id, role }: Named & { role: string }) =>
    `${name} (${id}) can now sign in as ${role.toLowerCase()}, and must then choose a new password. Tell them the one you typed in person.`,
  done: {
    deactivate: ({ name, id }: Named) => `${name} (${id}) is deactivated.`,
    reactivate: ({ name, id }: Named) => `${name} (${id}) can sign in again.`,
    unlock: ({ name, id }: Named) => `${name} (${id}) is unlocked.`,
  },
  roleChanged: ({ name, id, role }: Named & { role: string }) => `${name} (${id}) is now ${role}.`,
  passwordReset: ({ name, id }: Named) =>
    `${name} (${id}) must choose a new password at the next sign-in, with the temporary one you set.`,
  unlock: 'Unlock',
  changeRole: 'Change role',
  changeRoleOf: ({ name }: { name: string }) => `Change role of ${name}`,
  resetPassword: 'Reset password',
  resetPasswordOf: ({ name }: { name: string }) => `Reset password of ${name}`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  changeRoleTitle: ({ name }: { name: string }) => `Change the role of ${name}`,
  resetPasswordTitle: ({ name }: { name: string }) => `Reset the password of ${name}`,
  add: 'Add an operator',
  addSubmit: 'Add operator',
} as const;
