import { formats } from './formats';
import { durationIn, minutesIn, unitCount } from '../durations';
import { eitherOfCodes, type CodeList } from '../lists';
import type { Said } from '../messages';

type Label = { label: string };

/**
 * The units of a length of time in a sentence, as each language's locale data names them
 * (Intl.NumberFormat's long unit names: "15 minutes", "15 minutes", "dakika 15").
 */
export const duration = {
  seconds: ({ count }: { count: number }) => unitCount('en', 'second', count),
  minutes: ({ count }: { count: number }) => unitCount('en', 'minute', count),
  hours: ({ count }: { count: number }) => unitCount('en', 'hour', count),
};

/** Operator accounts: the new-operator, first-admin, sign-in and password forms and requests. */
export const accounts = {
  /**
   * What the sign-in screen says when the app ended the session: the times are counts of
   * milliseconds, worded in the sentence's language (D87).
   */
  sessionEnded: {
    idle: ({ afterMs }: { afterMs: number }) =>
      `You were signed out after ${minutesIn(duration, afterMs)} without activity. Sign in again to go on.`,
    lifetime: ({ lifetimeMs }: { lifetimeMs: number }) =>
      `You were signed out because a session lasts at most ${durationIn(duration, lifetimeMs)}, however busy. Sign in again to go on.`,
    signedOut: 'You were signed out.',
    headOffice:
      'Head office deactivated or changed your account, so you were signed out. Ask your branch admin or head office if this is a mistake.',
    roleChanged:
      'An admin changed your role, so you were signed out. Sign in again to work in your new role.',
    lockedOut: ({ attempts, lockoutMs }: { attempts: number; lockoutMs: number }) =>
      `You were signed out after ${attempts} wrong passwords in a row, and sign-in is blocked for ${minutesIn(duration, lockoutMs)}. Try again after that time, or ask an admin to unblock it.`,
  },
  /**
   * The operator forms' field labels (new operator, first admin, sign-in, password change), also at
   * the start of their messages ("Password must be at least …"); `typeAgain` puts them in lower
   * case. `displayName` is the person's full name, as the header and the receipts show it, not the
   * operator id; `role` is the job the account holds (clerk, supervisor…).
   */
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
    headOffice: ({ label, id }: Label & { id: string }) =>
      `${label} "${id}" names head office in the journal, so no operator may have it. Choose another id.`,
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
  /** Refusals of a sign-in, a password change or an approval: every role meets them (D74). */
  refused: {
    badCredentials: ({ attempts, lockoutMs }: { attempts: number; lockoutMs: number }) =>
      `The operator id or the password is wrong. Check both and try again. After ${attempts} wrong passwords in a row, sign-in is blocked for ${minutesIn(duration, lockoutMs)}.`,
    lockedOut: ({ until, attempts }: { until: string; attempts: number }) =>
      `Sign-in for this operator id is blocked until ${until} after ${attempts} wrong passwords in a row. Try again after that time, or ask an admin to unblock it.`,
    wrongCurrentPassword: ({ attempts, lockoutMs }: { attempts: number; lockoutMs: number }) =>
      `Your current password is wrong, so the password was not changed. Type it again. After ${attempts} wrong passwords in a row, sign-in is blocked for ${minutesIn(duration, lockoutMs)}.`,
    passwordChangedMeanwhile:
      'Your password was reset or changed while you typed, so it was not changed. Sign out and sign in again with the password you were given.',
    /** D121: a password head office manages is changed there; head office could not be reached. */
    passwordHeadOfficeUnreachable:
      'Head office cannot be reached, so your password was not changed: your password is kept at head office and is changed only there. Try again once this workstation is in touch with head office. Until then your current password still works.',
    /** D121: head office refused the new password; `reason` is head office's own sentence. */
    passwordRefusedByHeadOffice: ({ reason }: { reason: string }) =>
      `Head office refused the new password, so it was not changed: ${reason}`,
    sessionEndedFirst:
      'Your session ended before the password was changed, so it was not changed. Sign in and try again.',
    ownApproval:
      'You cannot approve your own transfer. Another person must type their own operator id and password.',
    /** D114: the checker of a day's closing typed the preparer's own id. */
    ownCheck:
      'You prepared this closing, so you cannot check it. A second supervisor types their own operator id and password here.',
    approverMustChangePassword: ({ name, operatorId }: { name: string; operatorId: string }) =>
      `An admin set the password of ${name} (${operatorId}), so they cannot approve until they choose a new one. They sign in, choose a new password on the Change password page, and then approve again.`,
    approverNotAllowed: ({ roles }: { roles: CodeList }) =>
      `Only ${eitherOfCodes('en', formats.someone, roles)} can approve this. Ask one to type their own operator id and password.`,
    headOfficeSilent: ({ since, hours }: { since: string; hours: number }) =>
      `Only admins can sign in now: this workstation has not heard from head office since ${since}, and may work at most ${hours} hours without it. Check the network cable or Wi-Fi, or ask an admin.`,
    journalStopped: {
      approval: ({ problem }: { problem: Said }) =>
        `Nobody can approve now: only admins can sign in until the journal passes its check. ${problem}`,
      signIn: ({ problem }: { problem: Said }) => `Only admins can sign in now. ${problem}`,
      /** D149: to a session signed in before the journal stopped. */
      session: ({ problem }: { problem: Said }) =>
        `Only admins can work now: sign out, and ask an admin to open the Journal check screen. ${problem}`,
    },
  },
} as const;
