import type { Schema } from 'yup';
import { string } from 'yup';
import type { SignInRequest } from '../domain/operators';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './invalid-input';
import {
  existingPasswordField,
  form,
  OPERATOR_ID_LIMITS,
  OPERATOR_LABELS,
} from './operator-fields';

/** Sign-in checks only that both fields are filled in and not absurdly long. */
export const signInSchema = form('signIn', {
  operatorId: string()
    .strict()
    .typeError(() => text('validation.mustBeText', { label: OPERATOR_LABELS.operatorId }))
    .required(() => text('accounts.enter.operatorId'))
    .max(OPERATOR_ID_LIMITS.max, () =>
      text('accounts.tooLong', { label: OPERATOR_LABELS.operatorId, max: OPERATOR_ID_LIMITS.max }),
    ),
  password: existingPasswordField(
    () => OPERATOR_LABELS.password,
    () => text('accounts.enter.password'),
  ),
}) as unknown as Schema<SignInRequest>;

export function validateSignInRequest(input: unknown): Result<SignInRequest, InvalidInput> {
  return validateWithSchema(signInSchema, input);
}
