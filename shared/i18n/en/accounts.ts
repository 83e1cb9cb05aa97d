type Label = { label: string };

/** Operator accounts: the new-operator, first-admin, sign-in and password forms and requests. */
export const accounts = {
  label: {
    operatorId: 'Operator id',
    displayName: 'Name',
    role: 'Role',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
  },
  password: {
    tooShort: ({ label, min }: { label: string; min: number }) =>
      `${label} must be at least ${min} characters long. A few unrelated words make a long password that is easy to remember.`,
    oneCharacter: ({ label }: Label) =>
      `${label} must not be one character repeated. Choose a password that is harder to guess.`,
    containsId: ({ label }: Label) =>
      `${label} must not contain the operator id. Choose a password that is harder to guess.`,
    common: ({ label }: Label) =>
      `${label} is one of the first that anyone would try (a common word or a keyboard pattern, with or without digits). Choose another: three or four unrelated words make a strong password.`,
    unchanged: 'The new password must differ from your current one. Choose another.',
  },
  /** A field at sign-in left empty. */
  enter: {
    operatorId: 'Enter your operator id.',
    password: 'Enter your password.',
    currentPassword: 'Enter your current password.',
  },
  /** An existing password or id longer than any can be. */
  tooLong: ({ label, max }: { label: string; max: number }) =>
    `${label} is too long: it has at most ${max} characters.`,
  operatorId: {
    start: ({ label }: Label) => `${label} must start with a lower-case letter (a to z).`,
    characters: ({ label }: Label) =>
      `${label} may hold only lower-case letters, digits, dots and dashes, for example jane.wanjiku or clerk-2.`,
    notPossible: ({ label }: Label) => `${label} is not one an operator can have.`,
  },
  role: ({ label }: Label) =>
    `${label} must be clerk, supervisor, admin, compliance officer or auditor.`,
  firstAdminRole: ({ label }: Label) =>
    `${label} must be admin: the first operator sets Remit Desk up and creates the other operators.`,
  activeRequired: 'Say whether the operator is active.',
  /** A form's request as a whole; `what` is one of `form.name`. */
  form: {
    missing: ({ what }: { what: string }) =>
      `The ${what} is missing or is not a set of fields. Fill in the form again.`,
    extraField: ({ what, properties }: { what: string; properties: string }) =>
      `The ${what} has a field it does not have: ${properties}. Remove it.`,
    name: {
      newOperator: 'new operator form',
      firstAdmin: 'first admin form',
      signIn: 'sign-in form',
      operatorChange: 'operator change',
      operatorChoice: 'operator choice',
      roleChange: 'role change',
      passwordReset: 'password reset',
      passwordChange: 'password change',
    },
  },
  /** The operator forms' own words, beside their fields (the fields' labels are `label`). */
  operatorForm: {
    /** `Password again`: the field where a password is typed a second time. */
    again: ({ label }: { label: string }) => `${label} again`,
    typeAgain: ({ label }: { label: string }) => `Type the ${label.toLowerCase()} again.`,
    passwordsDiffer: 'The two passwords are not the same. Type the same password twice.',
    operatorIdHint:
      'Lower-case letters, digits, dots and dashes, starting with a letter, for example jane.wanjiku or clerk-2. It is recorded with every action.',
    passwordHint: ({ min }: { min: number }) =>
      `At least ${min} characters. A few unrelated words make a long password that is easy to remember.`,
    roleChoice: {
      clerk: 'Clerk – enters and sends transfers',
      supervisor: 'Supervisor – receipts, end of day, unknown outcomes',
      admin: 'Admin – settings, keys and operators',
      compliance: 'Compliance officer – suspicion flags, holds, reportable transfers',
      auditor: 'Auditor – reads everything, changes nothing',
    },
  },
} as const;
