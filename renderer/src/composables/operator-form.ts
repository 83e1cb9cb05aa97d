import type { TypedSchema } from 'vee-validate';
import type { Schema } from 'yup';
import type {
  NewOperator,
  OwnPasswordChange,
  PasswordReset,
  RoleChange,
} from '@shared/domain/operators';
import { ROLES, type Role } from '@shared/domain/roles';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/i18n/catalog';
import { PASSWORD_LIMITS } from '@shared/schemas/operator-fields';
import {
  ownPasswordChangeSchema,
  passwordResetSchema,
  roleChangeSchema,
} from '@shared/schemas/operator-schemas';
import { validateWithSchema } from '@shared/schemas/invalid-input';
import { t } from '../i18n';
import { errorsByPath } from './field-errors';
import { requestSchema } from './request-schema';

/*
 * The operator forms check with the shared operator schemas (newOperatorSchema, firstAdminSchema,
 * passwordResetSchema, ownPasswordChangeSchema), the same ones main runs on the request, so they
 * refuse what main refuses in the same words. The form only adds what main never sees: the
 * password typed a second time. Their labels are in ./operator-labels.ts, which sign-in reads
 * without this module and its schemas (D91).
 */

export const OPERATOR_HINTS = {
  get operatorId() {
    return t('accounts.operatorForm.operatorIdHint');
  },
  get password() {
    return t('accounts.operatorForm.passwordHint', { min: PASSWORD_LIMITS.min });
  },
};

/** The field error of a password typed differently the second time (as tests read it). */
export const PASSWORDS_DIFFER = t('accounts.operatorForm.passwordsDiffer');

export const ROLE_CHOICES: readonly { value: Role; readonly label: string }[] = ROLES.map(
  (role) => ({
    value: role,
    get label() {
      return t(`accounts.operatorForm.roleChoice.${role}`);
    },
  }),
);

export interface OperatorFormValues {
  operatorId: string;
  displayName: string;
  role: string;
  /** D83: empty on the first admin's form, which asks for none. */
  language: string;
  password: string;
  passwordAgain: string;
}

/** The operator form's language choices: each language named in itself (D83). */
export const LANGUAGE_CHOICES: readonly { value: Language; label: string }[] = LANGUAGES.map(
  (language) => ({ value: language, label: LANGUAGE_NAMES[language] }),
);

/**
 * The request a form's values make: the id and name trimmed (a space typed by accident is not a
 * different operator), the password exactly as typed.
 */
export function operatorRequest(values: Partial<OperatorFormValues>): NewOperator {
  return {
    operatorId: (values.operatorId ?? '').trim(),
    displayName: (values.displayName ?? '').trim(),
    role: (values.role ?? '') as Role,
    password: values.password ?? '',
    ...(values.language ? { language: values.language as Language } : {}),
  };
}

/**
 * A form whose request the shared `schema` checks, with a password typed twice: `again` must be
 * the same as `password` (both form paths).
 */
function withSecondTyping<Values extends object, Request>(
  schema: Schema<Request>,
  toRequest: (values: Partial<Values>) => Request,
  paths: { password: keyof Values & string; again: keyof Values & string },
): TypedSchema<Values, Request> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      // A field being removed from the page is briefly missing from the values.
      const request = toRequest(values);
      const result = validateWithSchema(schema, request);
      const fields = result.ok ? [] : [...result.error.fields];
      const typed = values[paths.password];
      const again = values[paths.again];
      if (!again) {
        fields.push({
          path: paths.again,
          message: t('accounts.operatorForm.typeAgain', { label: t('accounts.label.password') }),
        });
      } else if (again !== typed) {
        fields.push({ path: paths.again, message: t('accounts.operatorForm.passwordsDiffer') });
      }
      if (fields.length === 0) return Promise.resolve({ value: request, errors: [] });
      return Promise.resolve({ errors: errorsByPath(fields) });
    },
  };
}

/** A new operator (or the first admin): the shared schema on the request, plus the second typing. */
export function operatorFormSchema(
  shared: Schema<NewOperator>,
): TypedSchema<OperatorFormValues, NewOperator> {
  return withSecondTyping(shared, operatorRequest, {
    password: 'password',
    again: 'passwordAgain',
  });
}

export interface PasswordResetFormValues {
  newPassword: string;
  newPasswordAgain: string;
}

/** The admin's reset of `operatorId`'s password. */
export function passwordResetFormSchema(
  operatorId: string,
): TypedSchema<PasswordResetFormValues, PasswordReset> {
  return withSecondTyping(
    passwordResetSchema,
    (values) => ({ operatorId, newPassword: values.newPassword ?? '' }),
    { password: 'newPassword', again: 'newPasswordAgain' },
  );
}

export interface OwnPasswordFormValues {
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

/** The signed-in operator's own change: `operatorId` is theirs, which the new one must not contain. */
export function ownPasswordFormSchema(
  operatorId: string,
): TypedSchema<OwnPasswordFormValues, OwnPasswordChange> {
  return withSecondTyping(
    ownPasswordChangeSchema(operatorId),
    (values) => ({
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword ?? '',
    }),
    { password: 'newPassword', again: 'newPasswordAgain' },
  );
}

/**
 * The admin's choice of another role for `operatorId`. The field is `newRole`, so that it does not
 * share its element id with the new-operator form's role on the same page.
 */
export function roleChangeFormSchema(
  operatorId: string,
): TypedSchema<{ newRole: string }, RoleChange> {
  return requestSchema(
    roleChangeSchema,
    (values) => ({ operatorId, role: (values.newRole ?? '') as Role }),
    { role: 'newRole' },
  );
}
