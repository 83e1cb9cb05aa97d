import type { AnyObject, Schema, TestContext } from 'yup';
import { boolean, string } from 'yup';
import {
  HEAD_OFFICE_ACTOR,
  type NewOperator,
  type OperatorLanguage,
  type OwnLanguage,
  type OwnPasswordChange,
  type PasswordReset,
  type RoleChange,
} from '../domain/operators';
import { ROLES, type Role } from '../domain/roles';
import { LANGUAGE_NAMES, LANGUAGES, text, type Worded, wordedWhenRead } from '../i18n/catalog';
import type { Result } from '../result';
import { check, requiredText } from './text-field-rules';
import { hasForbiddenCharacters } from './text-rules';
import { validateWithSchema, type InvalidInput } from './invalid-input';
import {
  characters,
  existingPasswordField,
  form,
  formNamed,
  OPERATOR_ID_LIMITS,
  OPERATOR_ID_PATTERN,
  OPERATOR_LABELS,
  PASSWORD_LIMITS,
} from './operator-fields';

/**
 * Operator accounts: the admin's "new operator" form, the first-admin form, an admin's changes and
 * an operator's own, checked by the same schemas in the renderer and in the main process. Sign-in's
 * is in sign-in-schema.ts, what they are made of in operator-fields.ts.
 */

export const DISPLAY_NAME_LIMITS = { min: 2, max: 60 } as const;

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

const password = { label: OPERATOR_LABELS.password };

export const PASSWORD_MESSAGES = wordedWhenRead({
  required: () => text('validation.required', password),
  tooShort: () => text('accounts.password.tooShort', { ...password, min: PASSWORD_LIMITS.min }),
  tooLong: () => text('validation.atMost', { ...password, max: PASSWORD_LIMITS.max }),
  hidden: () => text('validation.hiddenCharacterTypeAgain', password),
  oneCharacter: () => text('accounts.password.oneCharacter', password),
  containsId: () => text('accounts.password.containsId', password),
  common: () => text('accounts.password.common', password),
  unchanged: () => text('accounts.password.unchanged'),
  currentRequired: () => text('accounts.enter.currentPassword'),
} as const);

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
  const label = () => OPERATOR_LABELS.operatorId;
  const { min, max } = OPERATOR_ID_LIMITS;
  if (operatorId.length < min || operatorId.length > max) {
    return text('validation.between', { label: label(), min, max });
  }
  if (!/^[a-z]/.test(operatorId)) {
    return text('accounts.operatorId.start', { label: label() });
  }
  if (!OPERATOR_ID_PATTERN.test(operatorId)) {
    return text('accounts.operatorId.characters', { label: label() });
  }
  // D140: the journal names head office by this id where it acts (a list it sends, D139), so no
  // person may have it, here or in head office's console, or their acts would read as its.
  if (operatorId === HEAD_OFFICE_ACTOR) {
    return text('accounts.operatorId.headOffice', { label: label(), id: operatorId });
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
  const label = () => OPERATOR_LABELS.operatorId;
  return string()
    .strict()
    .typeError(() => text('validation.mustBeText', { label: label() }))
    .required(() => text('validation.required', { label: label() }))
    .test(check('operator-id', operatorIdProblem));
}

function displayNameField() {
  const label = () => OPERATOR_LABELS.displayName;
  return requiredText(label, DISPLAY_NAME_LIMITS).test(
    check('has-letter', (value) =>
      /\p{L}/u.test(value) ? null : text('validation.hasLetters', { label: label() }),
    ),
  );
}

function roleField(allowed: readonly Role[], message: Worded) {
  return string().strict().typeError(message).required(message).oneOf(allowed, message);
}

/** `operatorId`: the id the password must not contain, when no field beside it holds one. */
function newPasswordField(operatorId?: string) {
  return string()
    .strict()
    .typeError(() => text('validation.mustBeText', password))
    .required(() => PASSWORD_MESSAGES.required)
    .test(
      check('password-rules', (value, context) =>
        passwordProblem(value, operatorId ?? siblingOperatorId(context)),
      ),
    );
}

const ROLE_MESSAGE = () => text('accounts.role', { label: OPERATOR_LABELS.role });

const LANGUAGE_MESSAGE = () =>
  text('languages.choose', {
    names: LANGUAGES.map((language) => LANGUAGE_NAMES[language]).join(', '),
  });

/** One of the languages the app ships (D83), by its code; optional where English is the default. */
function languageField() {
  return string().strict().typeError(LANGUAGE_MESSAGE).oneOf(LANGUAGES, LANGUAGE_MESSAGE);
}

/** The admin's "new operator" form, and the operators:create request. */
export const newOperatorSchema = form('newOperator', {
  operatorId: operatorIdField(),
  displayName: displayNameField(),
  role: roleField(ROLES, ROLE_MESSAGE),
  password: newPasswordField(),
  language: languageField(),
}) as unknown as Schema<NewOperator>;

/** The first operator made on a new workstation: an admin, who then creates the others. */
export const firstAdminSchema = form('firstAdmin', {
  operatorId: operatorIdField(),
  displayName: displayNameField(),
  role: roleField(['admin'], () =>
    text('accounts.firstAdminRole', { label: OPERATOR_LABELS.role }),
  ),
  password: newPasswordField(),
  // D89: the first admin chooses theirs too, as the new-operator form asks (D83).
  language: languageField(),
}) as unknown as Schema<NewOperator>;

export function validateNewOperator(input: unknown): Result<NewOperator, InvalidInput> {
  return validateWithSchema(newOperatorSchema, input);
}

export function validateFirstAdmin(input: unknown): Result<NewOperator, InvalidInput> {
  return validateWithSchema(firstAdminSchema, input);
}

/** An admin's action on one existing operator: deactivate or reactivate, or lift a lockout. */
export const operatorActiveSchema = form('operatorChange', {
  operatorId: operatorIdField(),
  active: boolean()
    .strict()
    .required(() => text('accounts.activeRequired')),
}) as unknown as Schema<{ operatorId: string; active: boolean }>;

export const operatorRefSchema = form('operatorChoice', {
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
export const roleChangeSchema = form('roleChange', {
  operatorId: operatorIdField(),
  role: roleField(ROLES, ROLE_MESSAGE),
}) as unknown as Schema<RoleChange>;

/**
 * An admin's password reset: a new password under the rules of a new operator's (it must not
 * contain the operator's id either), which the operator replaces at the next sign-in.
 */
export const passwordResetSchema = form('passwordReset', {
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
  return form('passwordChange', {
    currentPassword: existingPasswordField(
      () => OPERATOR_LABELS.currentPassword,
      () => PASSWORD_MESSAGES.currentRequired,
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

/** The signed-in operator's own language, chosen in the window's frame (D83). */
export const ownLanguageSchema = formNamed(() => text('languages.request.own'), {
  language: languageField().required(LANGUAGE_MESSAGE),
}) as unknown as Schema<OwnLanguage>;

/** An admin's choice of an operator's language. */
export const operatorLanguageSchema = formNamed(() => text('languages.request.operator'), {
  operatorId: operatorIdField(),
  language: languageField().required(LANGUAGE_MESSAGE),
}) as unknown as Schema<OperatorLanguage>;

/** The language of the sign-in screen, for this workstation, before anyone signs in. */
export const signInLanguageSchema = formNamed(() => text('languages.request.signIn'), {
  language: languageField().required(LANGUAGE_MESSAGE),
}) as unknown as Schema<OwnLanguage>;

export function validateOwnLanguage(input: unknown): Result<OwnLanguage, InvalidInput> {
  return validateWithSchema(ownLanguageSchema, input);
}

export function validateOperatorLanguage(input: unknown): Result<OperatorLanguage, InvalidInput> {
  return validateWithSchema(operatorLanguageSchema, input);
}

export function validateSignInLanguage(input: unknown): Result<OwnLanguage, InvalidInput> {
  return validateWithSchema(signInLanguageSchema, input);
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
