import type { AnyObject, ObjectShape, Schema, TestContext } from 'yup';
import { boolean, object, string } from 'yup';
import type {
  NewOperator,
  OwnPasswordChange,
  PasswordReset,
  RoleChange,
  SignInRequest,
} from '../domain/operators';
import { ROLES, type Role } from '../domain/roles';
import type { Result } from '../result';
import { check, requiredText } from './text-field-rules';
import { hasForbiddenCharacters } from './text-rules';
import { validateWithSchema, type InvalidInput } from './invalid-input';

/**
 * Operator accounts: the admin's "new operator" form, the first-admin form and the sign-in form,
 * checked by the same schemas in the renderer and in the main process.
 */

/** Field labels, as the forms show them; every message below names the field this way. */
export const OPERATOR_LABELS = {
  operatorId: 'Operator id',
  displayName: 'Name',
  role: 'Role',
  password: 'Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
} as const;

/**
 * Operator id: journaled with every action and typed at every sign-in, so one spelling only:
 * lower-case ASCII letters, digits, '.' and '-', starting with a letter (`jane.wanjiku`, `clerk-2`).
 */
export const OPERATOR_ID_LIMITS = { min: 3, max: 32 } as const;
export const OPERATOR_ID_PATTERN = /^[a-z][a-z0-9.-]{2,31}$/;
export const DISPLAY_NAME_LIMITS = { min: 2, max: 60 } as const;

/**
 * Passwords are counted in characters as a person sees them (code points), not UTF-16 units. 12 is
 * the floor for a password that protects a payment system without a second factor; 128 bounds the
 * work a request can ask of scrypt and is far above any passphrase a person types.
 */
export const PASSWORD_LIMITS = { min: 12, max: 128 } as const;

/**
 * The first guesses anyone tries, kept short on purpose. The lockout allows a handful of guesses
 * at the counter, and this list removes the ones that would succeed within that handful. It is no
 * defence against an offline attack on a stolen journal; scrypt is. A password is refused when,
 * in lower case and with the digits and symbols at either end taken off, it is one of these words:
 * 'Password2026!' and 'welcome123456' are as weak as the word itself.
 */
export const COMMON_PASSWORD_WORDS: readonly string[] = [
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfghjkl',
  'iloveyou',
  'welcome',
  'letmein',
  'admin',
  'administrator',
  'changeme',
  'secret',
  'remitdesk',
  'monkey',
  'dragon',
  'football',
  'sunshine',
  'abc',
];

/**
 * Keyboard and counting runs ('123456789012', 'qwertyuiopas', '1qaz2wsx3edc'): a password that is
 * a stretch of one of these, either way round, is refused.
 */
export const KEYBOARD_RUNS: readonly string[] = [
  '0123456789'.repeat(4),
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  '1q2w3e4r5t6y7u8i9o0p',
  'qazwsxedcrfvtgbyhnujmikolp',
];

export const PASSWORD_MESSAGES = {
  required: `${OPERATOR_LABELS.password} is required.`,
  tooShort: `${OPERATOR_LABELS.password} must be at least ${PASSWORD_LIMITS.min} characters long. A few unrelated words make a long password that is easy to remember.`,
  tooLong: `${OPERATOR_LABELS.password} must be at most ${PASSWORD_LIMITS.max} characters long.`,
  hidden: `${OPERATOR_LABELS.password} contains a hidden character (such as a tab or a line break). Type it again.`,
  oneCharacter: `${OPERATOR_LABELS.password} must not be one character repeated. Choose a password that is harder to guess.`,
  containsId: `${OPERATOR_LABELS.password} must not contain the operator id. Choose a password that is harder to guess.`,
  common: `${OPERATOR_LABELS.password} is one of the first that anyone would try (a common word or a keyboard pattern, with or without digits). Choose another: three or four unrelated words make a strong password.`,
  unchanged: `The ${OPERATOR_LABELS.newPassword.toLowerCase()} must differ from your current one. Choose another.`,
  currentRequired: `Enter your ${OPERATOR_LABELS.currentPassword.toLowerCase()}.`,
} as const;

function characters(text: string): string[] {
  return Array.from(text);
}

function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  if (COMMON_PASSWORD_WORDS.includes(core)) return true;
  const backwards = characters(lower).reverse().join('');
  return KEYBOARD_RUNS.some((run) => run.includes(lower) || run.includes(backwards));
}

/**
 * What is wrong with a new password, in the words the form shows, or null. Pure, so the form can
 * say it while the admin types. `operatorId` is whatever the id field holds (it may be invalid).
 */
export function passwordProblem(password: string, operatorId: unknown): string | null {
  const chars = characters(password);
  if (chars.length === 0) return PASSWORD_MESSAGES.required;
  if (chars.length < PASSWORD_LIMITS.min) return PASSWORD_MESSAGES.tooShort;
  if (chars.length > PASSWORD_LIMITS.max) return PASSWORD_MESSAGES.tooLong;
  if (hasForbiddenCharacters(password)) return PASSWORD_MESSAGES.hidden;
  if (new Set(chars).size === 1) return PASSWORD_MESSAGES.oneCharacter;
  if (
    typeof operatorId === 'string' &&
    operatorId.trim().length >= OPERATOR_ID_LIMITS.min &&
    password.toLowerCase().includes(operatorId.trim().toLowerCase())
  ) {
    return PASSWORD_MESSAGES.containsId;
  }
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}

/** What is wrong with an operator id, or null. */
export function operatorIdProblem(operatorId: string): string | null {
  const label = OPERATOR_LABELS.operatorId;
  const { min, max } = OPERATOR_ID_LIMITS;
  if (operatorId.length < min || operatorId.length > max) {
    return `${label} must be ${min} to ${max} characters long.`;
  }
  if (!/^[a-z]/.test(operatorId)) {
    return `${label} must start with a lower-case letter (a to z).`;
  }
  if (!OPERATOR_ID_PATTERN.test(operatorId)) {
    return `${label} may hold only lower-case letters, digits, dots and dashes, for example jane.wanjiku or clerk-2.`;
  }
  return null;
}

/**
 * The id beside the password: from the form object (whole-form validation), or from the context
 * when a form checks the password field on its own and passes its values as context.
 */
function siblingOperatorId(context: TestContext<AnyObject>): unknown {
  const parent = context.parent as Record<string, unknown> | undefined;
  if (parent && 'operatorId' in parent) return parent.operatorId;
  const values = context.options.context as Record<string, unknown> | undefined;
  return values?.operatorId;
}

function operatorIdField() {
  const label = OPERATOR_LABELS.operatorId;
  return string()
    .strict()
    .typeError(`${label} must be text.`)
    .required(`${label} is required.`)
    .test(check('operator-id', operatorIdProblem));
}

function displayNameField() {
  const label = OPERATOR_LABELS.displayName;
  return requiredText(label, DISPLAY_NAME_LIMITS).test(
    check('has-letter', (value) =>
      /\p{L}/u.test(value) ? null : `${label} must contain letters.`,
    ),
  );
}

function roleField(allowed: readonly Role[], message: string) {
  return string().strict().typeError(message).required(message).oneOf(allowed, message);
}

/** `operatorId`: the id the password must not contain, when no field beside it holds one. */
function newPasswordField(operatorId?: string) {
  return string()
    .strict()
    .typeError(`${OPERATOR_LABELS.password} must be text.`)
    .required(PASSWORD_MESSAGES.required)
    .test(
      check('password-rules', (value, context) =>
        passwordProblem(value, operatorId ?? siblingOperatorId(context)),
      ),
    );
}

function form<S extends ObjectShape>(what: string, shape: S) {
  return object(shape)
    .strict()
    .default(undefined)
    .typeError(`The ${what} is missing or is not a set of fields. Fill in the form again.`)
    .required(`The ${what} is missing or is not a set of fields. Fill in the form again.`)
    .exact(
      (params: { properties: string }) =>
        `The ${what} has a field it does not have: ${params.properties}. Remove it.`,
    );
}

const ROLE_MESSAGE = `${OPERATOR_LABELS.role} must be clerk, supervisor or admin.`;

/** The admin's "new operator" form, and the operators:create request. */
export const newOperatorSchema = form('new operator form', {
  operatorId: operatorIdField(),
  displayName: displayNameField(),
  role: roleField(ROLES, ROLE_MESSAGE),
  password: newPasswordField(),
}) as unknown as Schema<NewOperator>;

/** The first operator made on a new workstation: an admin, who then creates the others. */
export const firstAdminSchema = form('first admin form', {
  operatorId: operatorIdField(),
  displayName: displayNameField(),
  role: roleField(
    ['admin'],
    `${OPERATOR_LABELS.role} must be admin: the first operator sets Remit Desk up and creates the other operators.`,
  ),
  password: newPasswordField(),
}) as unknown as Schema<NewOperator>;

/**
 * A password the operator already has (at sign-in, or the current one in a change): only filled in
 * and not absurdly long. It must never apply the new-password rules: telling someone at the
 * counter "a password must be 12 characters" on a failed attempt would narrow what existing
 * passwords can be.
 */
function existingPasswordField(label: string, required: string) {
  return string()
    .strict()
    .typeError(`${label} must be text.`)
    .required(required)
    .test(
      check('password-length', (value) =>
        characters(value).length > PASSWORD_LIMITS.max
          ? `${label} is too long: it has at most ${PASSWORD_LIMITS.max} characters.`
          : null,
      ),
    );
}

/** Sign-in checks only that both fields are filled in and not absurdly long. */
export const signInSchema = form('sign-in form', {
  operatorId: string()
    .strict()
    .typeError(`${OPERATOR_LABELS.operatorId} must be text.`)
    .required(`Enter your ${OPERATOR_LABELS.operatorId.toLowerCase()}.`)
    .max(
      OPERATOR_ID_LIMITS.max,
      `${OPERATOR_LABELS.operatorId} is too long: it has at most ${OPERATOR_ID_LIMITS.max} characters.`,
    ),
  password: existingPasswordField(OPERATOR_LABELS.password, 'Enter your password.'),
}) as unknown as Schema<SignInRequest>;

export function validateNewOperator(input: unknown): Result<NewOperator, InvalidInput> {
  return validateWithSchema(newOperatorSchema, input);
}

export function validateFirstAdmin(input: unknown): Result<NewOperator, InvalidInput> {
  return validateWithSchema(firstAdminSchema, input);
}

export function validateSignInRequest(input: unknown): Result<SignInRequest, InvalidInput> {
  return validateWithSchema(signInSchema, input);
}

/** An admin's action on one existing operator: deactivate or reactivate, or lift a lockout. */
export const operatorActiveSchema = form('operator change', {
  operatorId: operatorIdField(),
  active: boolean().strict().required('Say whether the operator is active.'),
}) as unknown as Schema<{ operatorId: string; active: boolean }>;

export const operatorRefSchema = form('operator choice', {
  operatorId: operatorIdField(),
}) as unknown as Schema<{ operatorId: string }>;

export function validateOperatorActive(
  input: unknown,
): Result<{ operatorId: string; active: boolean }, InvalidInput> {
  return validateWithSchema(operatorActiveSchema, input);
}

export function validateOperatorRef(input: unknown): Result<{ operatorId: string }, InvalidInput> {
  return validateWithSchema(operatorRefSchema, input);
}

/** An admin's role change (the operators:set-role request, and the role dialog). */
export const roleChangeSchema = form('role change', {
  operatorId: operatorIdField(),
  role: roleField(ROLES, ROLE_MESSAGE),
}) as unknown as Schema<RoleChange>;

/**
 * An admin's password reset: a new password under the rules of a new operator's (it must not
 * contain the operator's id either), which the operator replaces at the next sign-in.
 */
export const passwordResetSchema = form('password reset', {
  operatorId: operatorIdField(),
  newPassword: newPasswordField(),
}) as unknown as Schema<PasswordReset>;

/** Both typed the same way (NFKC, as the hash sees them): the same password in other bytes. */
function samePassword(a: string, b: string): boolean {
  return a.normalize('NFKC') === b.normalize('NFKC');
}

/**
 * The signed-in operator's own change. The request names no operator: it is always the one signed
 * in, whose id the new password must not contain, so the schema is made for that id.
 */
export function ownPasswordChangeSchema(operatorId: string): Schema<OwnPasswordChange> {
  return form('password change', {
    currentPassword: existingPasswordField(
      OPERATOR_LABELS.currentPassword,
      PASSWORD_MESSAGES.currentRequired,
    ),
    newPassword: newPasswordField(operatorId).test(
      check('differs', (value, context) => {
        const current = (context.parent as { currentPassword?: unknown }).currentPassword;
        return typeof current === 'string' && samePassword(value, current)
          ? PASSWORD_MESSAGES.unchanged
          : null;
      }),
    ),
  }) as unknown as Schema<OwnPasswordChange>;
}

export function validateRoleChange(input: unknown): Result<RoleChange, InvalidInput> {
  return validateWithSchema(roleChangeSchema, input);
}

export function validatePasswordReset(input: unknown): Result<PasswordReset, InvalidInput> {
  return validateWithSchema(passwordResetSchema, input);
}

export function validateOwnPasswordChange(
  input: unknown,
  operatorId: string,
): Result<OwnPasswordChange, InvalidInput> {
  return validateWithSchema(ownPasswordChangeSchema(operatorId), input);
}
