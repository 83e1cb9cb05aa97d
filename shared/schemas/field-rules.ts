import type { AnyObject, AnySchema, ObjectShape, TestContext } from 'yup';
import { object, string } from 'yup';
import { isCalendarDate } from '../domain/calendar-date';
import type { CountryCode } from '../domain/countries';
import { COUNTRIES, CURRENCY_CODES, isCountryCode } from '../domain/countries';
import { DOCUMENT_TYPE_PATTERN } from '../domain/document-types';
import { checkMobileNumber } from '../domain/phone';
import { isReference } from '../domain/references';
import { text, type Worded } from '../i18n/catalog';
import { codeList } from '../i18n/lists';
import { BANK_CODE_PATTERN, DOCUMENT_NUMBER_PATTERN, TEXT_LIMITS } from './text-rules';
import { check, cleanText, requiredText } from './text-field-rules';

// Written apart, so the sign-in form loads them without the transfer fields' imports.
export { check, requiredText };

/**
 * One builder per field rule. The RTGS and IMT schemas, in their draft and wire forms, are all
 * assembled from these (and from the rules checked against the admin's settings,
 * transfer-rule-fields.ts, and a draft's own groups, draft-groups.ts), so a rule is written once
 * and a message reads the same everywhere.
 *
 * Every schema is strict: nothing is cast or trimmed behind the clerk's back. What is validated is
 * byte for byte what is signed and sent; the forms tidy input explicitly (see tidy-draft.ts) and
 * show the result before the clerk confirms.
 */

/** Draft: what the form holds (an empty optional field is ''); wire: the exact body. */
export type SchemaMode = 'draft' | 'wire';

/**
 * A rule for each field of each group of a request: `satisfies FieldRules<Request>` makes the
 * compiler insist on a rule for every field and refuse one for a field the request does not have.
 */
export type FieldRules<T> = { [Group in keyof T]-?: { [Field in keyof T[Group]]-?: AnySchema } };

/**
 * The value at `group.field` of the whole body, for rules that compare fields across groups. A
 * whole-body validation provides the body as the last ancestor; a single-field check
 * (`validateSyncAt(path, body, { context: body })`) has no ancestors and passes it as context,
 * as vee-validate does with the form's values.
 */
export function fromRoot(context: TestContext<AnyObject>, group: string, field: string): unknown {
  const ancestors = context.from ?? [];
  const root: unknown =
    ancestors.length > 1 ? ancestors[ancestors.length - 1]?.value : context.options.context;
  if (typeof root !== 'object' || root === null) return undefined;
  const part: unknown = (root as Record<string, unknown>)[group];
  if (typeof part !== 'object' || part === null) return undefined;
  return (part as Record<string, unknown>)[field];
}

/**
 * Optional text. On the wire an optional field is either left out or filled in: an empty string
 * would be signed and sent as a value. A draft may carry '' (an empty form field), which the body
 * builder leaves out.
 */
export function optionalText(label: Worded, max: number, mode: SchemaMode) {
  return string()
    .strict()
    .optional()
    .typeError(() => text('validation.mustBeText', { label: label() }))
    .nonNullable(() => text('validation.textOrLeftOut', { label: label() }))
    .test({
      name: 'empty-optional',
      test(value, context) {
        if (value !== '' || mode === 'draft') return true;
        return context.createError({
          message: () => text('validation.emptyOptional', { label: label() }),
        });
      },
    })
    .test(check('clean-text', cleanText(label)))
    .test(
      check('length', (value) =>
        value.length > max ? text('validation.atMost', { label: label(), max }) : null,
      ),
    );
}

export function personName(label: Worded) {
  return requiredText(label, TEXT_LIMITS.name).test(
    check('has-letter', (value) =>
      /\p{L}/u.test(value) ? null : text('validation.hasLetters', { label: label() }),
    ),
  );
}

export function countryField(
  label: Worded,
  allowed: readonly CountryCode[],
  refusal?: (code: CountryCode) => string,
) {
  const choose = () =>
    text('validation.chooseFromList', { label: label(), choices: allowed.join(', ') });
  return requiredText(label).test(
    check('country', (value) => {
      if (!isCountryCode(value)) return choose();
      if (!allowed.includes(value)) return refusal?.(value) ?? choose();
      return null;
    }),
  );
}

/**
 * A currency that must be the usual currency of a country chosen elsewhere in the body. The
 * message is attached here, to the currency, because the country is the clerk's real choice and
 * the currency follows from it. `countryOf` returns undefined when the country is itself wrong
 * (missing, unknown, not served by the operation): the country field then carries the one message
 * the clerk needs, instead of a second one asking to change a currency that is not the problem.
 */
export function currencyField(
  label: Worded,
  countryOf: (context: TestContext<AnyObject>) => unknown,
  phrase: (countryName: string) => string,
) {
  return requiredText(label).test(
    check('currency', (value, context) => {
      if (!(CURRENCY_CODES as readonly string[]).includes(value)) {
        return text('validation.chooseFromList', {
          label: label(),
          choices: CURRENCY_CODES.join(', '),
        });
      }
      const country = countryOf(context);
      if (!isCountryCode(country)) return null;
      const expected = COUNTRIES[country].currency;
      return value === expected
        ? null
        : text('validation.currency', {
            label: label(),
            expected,
            phrase: phrase(COUNTRIES[country].name),
          });
    }),
  );
}

/** A mobile number valid for the country in the same group (`countryCode` beside it). */
export function mobileNumberField(label: Worded) {
  return requiredText(label).test(
    check('mobile-number', (value, context) => {
      const country: unknown = (context.parent as Record<string, unknown> | undefined)?.countryCode;
      if (!isCountryCode(country)) return null; // the country field says what is wrong
      const result = checkMobileNumber(value, country, label());
      return result.ok ? null : result.error.message;
    }),
  );
}

/** The part after `@` names a domain with at least one dot and a top-level name of letters. */
const EMAIL_DOMAIN = /@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function emailField(label: Worded, mode: SchemaMode) {
  const message = () => text('validation.email', { label: label() });
  // yup's e-mail check lets `jane@example` through: an address a bank can write to has a domain.
  return optionalText(label, TEXT_LIMITS.email.max, mode)
    .email(message)
    .test({
      name: 'email-domain',
      test: (value, context) =>
        value === undefined || value === '' || EMAIL_DOMAIN.test(value)
          ? true
          : context.createError({ message }),
    });
}

export function documentTypeField(label: Worded) {
  return requiredText(label).test(
    check('document-type', (value) =>
      DOCUMENT_TYPE_PATTERN.test(value)
        ? null
        : text('validation.documentType', { label: label() }),
    ),
  );
}

export function documentNumberField(label: Worded) {
  return requiredText(label).test(
    check('document-number', (value) =>
      DOCUMENT_NUMBER_PATTERN.test(value)
        ? null
        : text('validation.documentNumber', { label: label(), ...TEXT_LIMITS.documentNumber }),
    ),
  );
}

export function bankCodeField(label: Worded) {
  return requiredText(label).test(
    check('bank-code', (value) =>
      BANK_CODE_PATTERN.test(value)
        ? null
        : text('validation.bankCode', { label: label(), ...TEXT_LIMITS.bankCode }),
    ),
  );
}

/**
 * A value the app sets for the operation (destination.type, transfer.type). A value meant for the
 * other operation is named as such, so a body built for the wrong operation is easy to diagnose.
 */
export function operationConstant(
  label: Worded,
  expected: string,
  operation: Worded,
  others: Readonly<Record<string, Worded>>,
) {
  return requiredText(label).test(
    check('operation-constant', (value) => {
      if (value === expected) return null;
      const other = Object.hasOwn(others, value) ? others[value] : undefined;
      return other
        ? text('validation.otherOperation', {
            label: label(),
            value,
            other: other(),
            operation: operation(),
            expected,
          })
        : text('validation.operationValue', {
            label: label(),
            choices: codeList([expected, ...Object.keys(others)]),
            operation: operation(),
            expected,
          });
    }),
  );
}

export function referenceField(label: Worded) {
  return requiredText(label).test(
    check('reference', (value) =>
      isReference(value) ? null : text('validation.twelveDigits', { label: label() }),
    ),
  );
}

export function dateField(label: Worded) {
  return requiredText(label).test(
    check('calendar-date', (value) =>
      isCalendarDate(value) ? null : text('validation.transferDate', { label: label() }),
    ),
  );
}

/** Lower-case UUID v4, as crypto.randomUUID() makes it; one spelling per draft. */
export const DRAFT_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function draftIdField() {
  return requiredText(() => text('fields.draftId')).test(
    check('draft-id', (value) =>
      DRAFT_ID_PATTERN.test(value) ? null : text('validation.draftId'),
    ),
  );
}

export function kindField(kind: 'rtgs' | 'imt') {
  return requiredText(() => text('fields.kind')).test(
    check('kind', (value) => (value === kind ? null : text(`validation.kindHere.${kind}`))),
  );
}

/**
 * A group of fields (source, destination …): present, an object, and holding no field the
 * interface does not list: the body is signed and sent as it is, so nothing may ride along.
 */
export function group<S extends ObjectShape>(label: Worded, shape: S) {
  return object(shape)
    .strict()
    .default(undefined)
    .typeError(() => text('validation.groupMissing', { label: label() }))
    .required(() => text('validation.groupMissing', { label: label() }))
    .exact((params: { properties: string }) =>
      text('validation.groupExtraField', { label: label(), properties: params.properties }),
    );
}

/** The whole body or draft: a group whose label names the transfer. */
export function body<S extends ObjectShape>(label: Worded, shape: S) {
  return object(shape)
    .strict()
    .default(undefined)
    .typeError(() => text('validation.bodyMissing', { label: label() }))
    .required(() => text('validation.bodyMissing', { label: label() }))
    .exact((params: { properties: string }) =>
      text('validation.bodyExtraField', { label: label(), properties: params.properties }),
    );
}

/** The same fields without the ones the app generates (drafts). */
export function omitFields<T extends object, K extends keyof T>(
  fields: T,
  keys: readonly K[],
): Omit<T, K> {
  const rest: Partial<T> = { ...fields };
  for (const key of keys) delete rest[key];
  return rest as Omit<T, K>;
}
