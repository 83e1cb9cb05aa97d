type Named = { name: string; id: string };

/** The operators page's words (the forms' are `accounts.operatorForm`, the labels `fields`). */
export const operators = {
  loading: 'Loading operators…',
  caption: 'Operators of this workstation',
  /** D115: above the read-only list of a workstation enrolled with head office. */
  managedAtHeadOffice:
    'This workstation is enrolled with head office, so its operators are managed there, for every workstation of the branch. The list shows them as head office last sent them. To add an operator, change a role, unlock or deactivate someone, ask a head-office admin.',
  /** D152: after `managedAtHeadOffice`, when operators made here before the enrolment remain. */
  madeHere:
    'Operators added here before the enrolment are not managed there: you can deactivate one here, and head office takes one over by adding an operator of the branch with the same id.',
  /**
   * The operators table's column headings. `state`: whether the account can sign in (active,
   * locked, deactivated), not a country's state; `created`: the day the account was made;
   * `actions`: read by screen readers only, over each row's buttons. Five columns at 1024 px: a
   * word each.
   */
  column: {
    operator: 'Operator',
    role: 'Role',
    state: 'State',
    created: 'Created',
    actions: 'Actions',
  },
  /** Your own row: `Ada Admin (you)`. */
  nameYou: ({ name }: { name: string }) => `${name} (you)`,
  /**
   * An account's state, in the table's State column: it describes the operator (one person), not
   * the transfer states of `states.label`.
   */
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
  /**
   * A row's small button: lets an operator locked out by too many wrong passwords sign in again at
   * once. One line at 1024 px, beside Change role and Reset password.
   */
  unlock: 'Unlock',
  changeRole: 'Change role',
  changeRoleOf: ({ name }: { name: string }) => `Change role of ${name}`,
  resetPassword: 'Reset password',
  resetPasswordOf: ({ name }: { name: string }) => `Reset password of ${name}`,
  /**
   * A row's small button: the operator can no longer sign in; the account and its records stay
   * (Reactivate takes its place). One line at 1024 px.
   */
  deactivate: 'Deactivate',
  /**
   * The button in place of Deactivate on a deactivated operator's row: they can sign in again. One
   * line at 1024 px.
   */
  reactivate: 'Reactivate',
  changeRoleTitle: ({ name }: { name: string }) => `Change the role of ${name}`,
  resetPasswordTitle: ({ name }: { name: string }) => `Reset the password of ${name}`,
  add: 'Add an operator',
  addSubmit: 'Add operator',
} as const;
