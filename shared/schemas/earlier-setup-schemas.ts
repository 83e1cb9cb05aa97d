import type { Schema } from 'yup';
import { boolean, object, string } from 'yup';
import type { EarlierSetupChoice, FirstAdminRequest } from '../domain/earlier-setup';
import { text, wordedWhenRead } from '../i18n/catalog';
import type { Result } from '../result';
import { validateFirstAdmin } from './operator-schemas';
import { invalidInput, validateWithSchema, type InvalidInput } from './validate';

/** The longest consumer secret the keychain store keeps (keys/keychain-values.ts). */
const CONSUMER_SECRET_MAX = 1000;

export const EARLIER_SETUP_MESSAGES = wordedWhenRead({
  choose: () => text('firstLaunch.earlier.choose'),
  consumerSecret: () => text('firstLaunch.earlier.consumerSecret'),
  tooLong: () => text('firstLaunch.earlier.tooLong', { max: CONSUMER_SECRET_MAX }),
} as const);

/** The first admin's answer about an earlier setup (shared/domain/earlier-setup.ts). */
export const earlierSetupChoiceSchema = object({
  keep: boolean()
    .strict()
    .typeError(() => EARLIER_SETUP_MESSAGES.choose)
    .required(() => EARLIER_SETUP_MESSAGES.choose),
  consumerSecret: string()
    .strict()
    .typeError(() => EARLIER_SETUP_MESSAGES.consumerSecret)
    .when('keep', {
      is: true,
      then: (field) =>
        field
          .required(() => EARLIER_SETUP_MESSAGES.consumerSecret)
          .max(CONSUMER_SECRET_MAX, () => EARLIER_SETUP_MESSAGES.tooLong),
      // Main asks for it on removal when credentials are stored, which only main knows (D66).
      otherwise: (field) =>
        field.optional().max(CONSUMER_SECRET_MAX, () => EARLIER_SETUP_MESSAGES.tooLong),
    }),
})
  .strict()
  .noUnknown(true, () => text('firstLaunch.earlier.only'))
  .typeError(() => EARLIER_SETUP_MESSAGES.choose)
  .nonNullable(() => EARLIER_SETUP_MESSAGES.choose) as unknown as Schema<EarlierSetupChoice>;

const wrapped = object({ earlierSetup: earlierSetupChoiceSchema.optional() }).strict();

/**
 * The first-admin request: the first-admin form, plus the answer about an earlier setup when the
 * keychain held one. The two are checked apart, so the form's own schema stays exact.
 */
export function validateFirstAdminRequest(input: unknown): Result<FirstAdminRequest, InvalidInput> {
  if (typeof input !== 'object' || input === null || !('earlierSetup' in input)) {
    return validateFirstAdmin(input);
  }
  const { earlierSetup, ...admin } = input as Record<string, unknown>;
  const operator = validateFirstAdmin(admin);
  const choice = validateWithSchema(
    wrapped as unknown as Schema<{ earlierSetup?: EarlierSetupChoice }>,
    { earlierSetup },
  );
  if (operator.ok && choice.ok) {
    const answer = choice.value.earlierSetup;
    return {
      ok: true,
      value: answer ? { ...operator.value, earlierSetup: answer } : operator.value,
    };
  }
  return invalidInput([
    ...(operator.ok ? [] : operator.error.fields),
    ...(choice.ok ? [] : choice.error.fields),
  ]);
}
