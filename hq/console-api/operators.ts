import { boolean, object, string, type ObjectShape, type Schema } from 'yup';
import {
  existingPasswordField,
  OPERATOR_ID_LIMITS,
  OPERATOR_LABELS,
} from '../../shared/schemas/operator-fields';
import {
  DISPLAY_NAME_LIMITS,
  operatorIdProblem,
  passwordProblem,
} from '../../shared/schemas/operator-schemas';
import { check, requiredText } from '../../shared/schemas/text-field-rules';
import { HQ_ROLES, type HqRole } from './roles';

/*
 * Head office's operators as the console's API carries them, and the schemas its forms and its
 * routes both check (D101). The id and password rules are the workstation's own
 * (shared/schemas/operator-schemas.ts: OWASP's length floor, no common word, not the id), so an
 * operator meets the same rules at either end.
 */

export interface ConsoleOperatorView {
  operatorId: string;
  displayName: string;
  role: HqRole;
  active: boolean;
  /** While sign-in is refused after too many wrong passwords (ISO instant). */
  lockedUntil: string | null;
  /** Chooses their own password at the next sign-in (an admin set the first one). */
  mustChangePassword: boolean;
  createdAt: string;
}

/** Who is signed in to the console. */
export interface ConsoleSessionView {
  operatorId: string;
  displayName: string;
  role: HqRole;
  mustChangePassword: boolean;
}

/** GET /console/api/session: who is signed in, and whether the first admin is still to be made. */
export interface ConsoleState {
  session: ConsoleSessionView | null;
  needsFirstAdmin: boolean;
}

export interface ConsoleSignIn {
  operatorId: string;
  password: string;
}

export interface FirstAdminRequest {
  /** The set-up code head office printed at its start (D101). */
  code: string;
  operatorId: string;
  displayName: string;
  password: string;
}

export interface NewConsoleOperator {
  operatorId: string;
  displayName: string;
  role: HqRole;
  /** A first password, which the operator replaces at their first sign-in. */
  password: string;
}

export interface OwnPasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The forms' labels: the workstation's operator labels, from the catalog, and the set-up code. */
export const CONSOLE_LABELS = { ...OPERATOR_LABELS, code: 'Set-up code' } as const;

/** The set-up code: 16 letters and digits in 4 groups, as printed; typed in any case or spacing. */
export const SETUP_CODE_PATTERN = /^[A-Z0-9]{16}$/;

/** The code as stored: capitals, without the spaces and dashes a person types between groups. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export function form<S extends ObjectShape>(what: string, shape: S) {
  return object(shape)
    .strict()
    .noUnknown(`The ${what} has a field it does not know: send only the form's fields.`)
    .required(`The ${what} is missing.`)
    .typeError(`The ${what} must be an object of named fields.`);
}

export function mustBeText(label: string) {
  return string()
    .strict()
    .typeError(`${label} must be text.`)
    .required(`Enter the ${label.toLowerCase()}.`);
}

export function operatorIdField() {
  return mustBeText(CONSOLE_LABELS.operatorId).test(check('operator-id', operatorIdProblem));
}

export function displayNameField() {
  const label = () => CONSOLE_LABELS.displayName;
  return requiredText(label, DISPLAY_NAME_LIMITS).test(
    check('has-letter', (value) => (/\p{L}/u.test(value) ? null : `${label()} must have letters.`)),
  );
}

/** A new password, under the workstation's rules; `operatorId` when no field beside it holds it. */
export function newPasswordField(label: string, operatorId?: string) {
  return mustBeText(label).test(
    check('password-rules', (value, context) =>
      passwordProblem(
        value,
        operatorId ?? (context.parent as { operatorId?: unknown } | undefined)?.operatorId,
      ),
    ),
  );
}

const roleField = () =>
  mustBeText(CONSOLE_LABELS.role).oneOf(
    HQ_ROLES,
    'Choose a role: head-office admin, compliance officer or auditor.',
  );

/** A password the operator has: only present and not absurdly long (the workstation's rule). */
const existingPassword = (label: string) =>
  existingPasswordField(
    () => label,
    () => `Enter your ${label.toLowerCase()}.`,
  );

export const signInSchema = form('sign-in', {
  operatorId: mustBeText(CONSOLE_LABELS.operatorId).max(
    OPERATOR_ID_LIMITS.max,
    `${CONSOLE_LABELS.operatorId} is longer than any operator id.`,
  ),
  password: existingPassword(CONSOLE_LABELS.password),
}) as unknown as Schema<ConsoleSignIn>;

export const firstAdminSchema = form('first-admin form', {
  code: mustBeText(CONSOLE_LABELS.code).test(
    check('code', (value) =>
      SETUP_CODE_PATTERN.test(normaliseCode(value))
        ? null
        : 'Type the set-up code as head office printed it: 4 groups of 4 letters and digits.',
    ),
  ),
  operatorId: operatorIdField(),
  displayName: displayNameField(),
  password: newPasswordField(CONSOLE_LABELS.password),
}) as unknown as Schema<FirstAdminRequest>;

export const newOperatorSchema = form('new operator', {
  operatorId: operatorIdField(),
  displayName: displayNameField(),
  role: roleField(),
  password: newPasswordField(CONSOLE_LABELS.password),
}) as unknown as Schema<NewConsoleOperator>;

export const roleChangeSchema = form('role change', {
  role: roleField(),
}) as unknown as Schema<{ role: HqRole }>;

export const activeChangeSchema = form('change', {
  active: boolean().strict().required('Say whether the operator is active: true or false.'),
}) as unknown as Schema<{ active: boolean }>;

/** The signed-in operator's own change; the new password must not hold their id. */
export function ownPasswordSchema(operatorId: string): Schema<OwnPasswordChange> {
  return form('password change', {
    currentPassword: existingPassword(CONSOLE_LABELS.currentPassword),
    newPassword: newPasswordField(CONSOLE_LABELS.newPassword, operatorId).test(
      check('differs', (value, context) =>
        value.normalize('NFKC') ===
        String((context.parent as { currentPassword?: unknown }).currentPassword).normalize('NFKC')
          ? 'The new password must differ from the current one.'
          : null,
      ),
    ),
  }) as unknown as Schema<OwnPasswordChange>;
}
