import type { AnyObject, ObjectShape, TestContext } from 'yup';
import { array, mixed, object, string } from 'yup';
import { isCalendarDate } from '../domain/calendar-date';
import type { CountryCode } from '../domain/countries';
import {
  COUNTRIES,
  CURRENCY_CODES,
  currencyPlural,
  inCurrencyText,
  isCountryCode,
  WHOLE_UNIT_CURRENCIES,
} from '../domain/countries';
import { DOCUMENT_TYPE_PATTERN } from '../domain/document-types';
import {
  amountToMinorUnits,
  COMMA_RULE,
  groupedAmount,
  hasMisplacedComma,
  isAmountText,
  AMOUNT_EXAMPLES,
  normaliseAmountInput,
} from '../domain/money';
import { checkMobileNumber } from '../domain/phone';
import { isReference } from '../domain/references';
import { BANK_CODE_PATTERN, DOCUMENT_NUMBER_PATTERN, TEXT_LIMITS } from './text-rules';
import type { Product, TransferRules } from './transfer-rules';
import { DEFAULT_ACCOUNT_PATTERN, compileAccountPattern } from './transfer-rules';
import { check, cleanText, requiredText } from './text-field-rules';

// Written apart, so the sign-in form loads them without the transfer fields' imports.
export { check, requiredText };

/**
 * One builder per field rule. The RTGS and IMT schemas, in their draft and wire forms, are all
 * assembled from these, so a rule is written once and a message reads the same everywhere.
 *
 * Every schema is strict: nothing is cast or trimmed behind the clerk's back. What is validated is
 * byte for byte what is signed and sent; the forms tidy input explicitly (see tidy-draft.ts) and
 * show the result before the clerk confirms.
 */

/** Draft: what the form holds (an empty optional field is ''); wire: the exact body. */
export type SchemaMode = 'draft' | 'wire';

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
export function optionalText(label: string, max: number, mode: SchemaMode) {
  return string()
    .strict()
    .optional()
    .typeError(`${label} must be text.`)
    .nonNullable(`${label} must be text, or left out.`)
    .test({
      name: 'empty-optional',
      test(value, context) {
        if (value !== '' || mode === 'draft') return true;
        return context.createError({
          message: () => `${label} is empty: leave it out of the body instead.`,
        });
      },
    })
    .test(check('clean-text', cleanText(label)))
    .test(
      check('length', (value) =>
        value.length > max ? `${label} must be at most ${max} characters long.` : null,
      ),
    );
}

export function personName(label: string) {
  return requiredText(label, TEXT_LIMITS.name).test(
    check('has-letter', (value) =>
      /\p{L}/u.test(value) ? null : `${label} must contain letters.`,
    ),
  );
}

export function countryField(
  label: string,
  allowed: readonly CountryCode[],
  refusal?: (code: CountryCode) => string,
) {
  return requiredText(label).test(
    check('country', (value) => {
      if (!isCountryCode(value)) {
        return `${label}: choose one from the list (${allowed.join(', ')}).`;
      }
      if (!allowed.includes(value)) {
        return refusal?.(value) ?? `${label}: choose one from the list (${allowed.join(', ')}).`;
      }
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
  label: string,
  countryOf: (context: TestContext<AnyObject>) => unknown,
  phrase: (countryName: string) => string,
) {
  return requiredText(label).test(
    check('currency', (value, context) => {
      if (!(CURRENCY_CODES as readonly string[]).includes(value)) {
        return `${label}: choose one from the list (${CURRENCY_CODES.join(', ')}).`;
      }
      const country = countryOf(context);
      if (!isCountryCode(country)) return null;
      const expected = COUNTRIES[country].currency;
      return value === expected
        ? null
        : `${label} must be ${expected} ${phrase(COUNTRIES[country].name)}.`;
    }),
  );
}

/**
 * D11 account number: 6 to 20 digits or capital letters, then the admin's stricter pattern for the
 * country in the same group (`countryCode` beside it), if one is set.
 */
export function accountNumberField(label: string, rules: TransferRules) {
  const compiled = new Map<CountryCode, ReturnType<typeof compileAccountPattern>>();
  const patternFor = (country: CountryCode) => {
    let result = compiled.get(country);
    if (!result) {
      result = compileAccountPattern(country, rules.accountPatterns[country]);
      compiled.set(country, result);
    }
    return result;
  };
  return requiredText(label).test(
    check('account-number', (value, context) => {
      if (!DEFAULT_ACCOUNT_PATTERN.test(value)) {
        return `${label} must be 6 to 20 digits or capital letters, with no spaces or dashes.`;
      }
      const country: unknown = (context.parent as Record<string, unknown> | undefined)?.countryCode;
      if (!isCountryCode(country)) return null;
      const pattern = patternFor(country);
      if (!pattern.ok) return `${label} cannot be checked. ${pattern.error.message}`;
      if (pattern.value && !pattern.value.test(value)) {
        return `${label} does not match the account number format your admin set for ${COUNTRIES[country].name}. Check the number with the customer.`;
      }
      return null;
    }),
  );
}

const PRODUCT_WORDS: Readonly<Record<Product, string>> = {
  rtgs: 'RTGS',
  imt: 'mobile-wallet (IMT)',
};

/**
 * D9 amount: canonical two-decimal text, more than zero, within the admin's minimum and maximum
 * for the product and the currency beside it (`currencyCode`). Compared as BigInt minor units,
 * never as floats; the message names the limit, written as a person reads it.
 */
export function amountField(label: string, rules: TransferRules, product: Product) {
  return requiredText(label).test(
    check('amount', (value, context) => {
      const typed: string = value;
      if (!isAmountText(value)) {
        const tidy = normaliseAmountInput(value);
        return tidy.ok
          ? `${label} must be written as ${tidy.value}.`
          : hasMisplacedComma(typed)
            ? `${label} ${typed.trim()} has a comma in the wrong place: ${COMMA_RULE}`
            : `${label} must be typed in figures, ${AMOUNT_EXAMPLES}.`;
      }
      if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
        return `${label} is too large: at most ${TEXT_LIMITS.amountDigits.max} digits before the point.`;
      }
      const minor = amountToMinorUnits(value);
      if (minor <= 0n) return `${label} must be more than 0.00.`;
      const currency: unknown = (context.parent as Record<string, unknown> | undefined)
        ?.currencyCode;
      if (
        typeof currency !== 'string' ||
        !(CURRENCY_CODES as readonly string[]).includes(currency)
      ) {
        return null;
      }
      const code = currency as (typeof CURRENCY_CODES)[number];
      if (WHOLE_UNIT_CURRENCIES.includes(code) && minor % 100n !== 0n) {
        return `${label} ${groupedAmount(value)} ${code}: ${currencyPlural(code)} have no cents. Write a whole amount, for example ${groupedAmount(`${minor / 100n}.00`)} ${code}.`;
      }
      const limit = rules.limits[product][code];
      if (limit === undefined) return null;
      const words = PRODUCT_WORDS[product];
      if (!isAmountText(limit.min) || !isAmountText(limit.max)) {
        return `${label} cannot be checked: the ${words} limits in ${inCurrencyText(code)} your admin set are not amounts like 500000.00. Ask an admin to correct them in Settings.`;
      }
      if (minor < amountToMinorUnits(limit.min)) {
        return `${label} ${groupedAmount(value)} ${currency} is below the ${words} minimum of ${groupedAmount(limit.min)} ${currency} set by your admin.`;
      }
      if (minor > amountToMinorUnits(limit.max)) {
        return `${label} ${groupedAmount(value)} ${currency} is above the ${words} maximum of ${groupedAmount(limit.max)} ${currency} set by your admin.`;
      }
      return null;
    }),
  );
}

function sourceGroup(context: TestContext<AnyObject>) {
  return (context.parent ?? {}) as Record<string, unknown>;
}

/**
 * D35: the source account must be one of the branch's accounts, as its list holds it: the clerk picks
 * it, and main refuses anything else. Without a list in the rules, nothing is checked here.
 */
export function sourceAccountField(label: string, rules: TransferRules) {
  return accountNumberField(label, rules).test(
    check('branch-account', (value, context) => {
      const accounts = rules.sourceAccounts;
      if (accounts === undefined) return null;
      if (accounts.length === 0) {
        return `${label}: no source accounts are set up for this branch. Ask an admin to add them in Settings.`;
      }
      const country = sourceGroup(context)['countryCode'];
      if (!isCountryCode(country)) return null; // the country field says what is wrong
      const found = accounts.some((a) => a.countryCode === country && a.accountNumber === value);
      return found
        ? null
        : `${label} ${value} is not one of the branch's accounts in ${COUNTRIES[country].name}. Choose the account from the list.`;
    }),
  );
}

/** The source account's name must be its holder's name as the branch's list holds it. */
export function sourceHolderField(label: string, rules: TransferRules) {
  return personName(label).test(
    check('branch-account-holder', (value, context) => {
      const group = sourceGroup(context);
      const account = rules.sourceAccounts?.find(
        (a) => a.countryCode === group['countryCode'] && a.accountNumber === group['accountNumber'],
      );
      if (!account || account.holderName === value) return null;
      return `${label} must be the account holder's name as the branch lists it: ${account.holderName}.`;
    }),
  );
}

/** The wallet must be one of the mobile wallets the branch lists for the recipient's country. */
export function walletNameField(label: string, rules: TransferRules) {
  return requiredText(label, TEXT_LIMITS.walletName).test(
    check('branch-wallet', (value, context) => {
      const wallets = rules.wallets;
      if (wallets === undefined) return null;
      const country = sourceGroup(context)['countryCode'];
      if (!isCountryCode(country)) return null;
      const offered = wallets.filter((w) => w.countryCode === country);
      if (offered.length === 0) {
        return `${label}: no mobile wallets are set up for ${COUNTRIES[country].name}. Ask an admin to add them in Settings.`;
      }
      if (offered.some((w) => w.name === value)) return null;
      return `${label}: choose one of the wallets for ${COUNTRIES[country].name} (${offered.map((w) => w.label).join(', ')}).`;
    }),
  );
}

export function purposeField(label: string, rules: TransferRules) {
  return requiredText(label).test(
    check('purpose', (value) => {
      if (rules.purposeCodes.length === 0) {
        return `${label}: the list of purposes has not been loaded. Refresh it, then choose one.`;
      }
      return rules.purposeCodes.includes(value) ? null : `${label}: choose one from the list.`;
    }),
  );
}

/** A mobile number valid for the country in the same group (`countryCode` beside it). */
export function mobileNumberField(label: string) {
  return requiredText(label).test(
    check('mobile-number', (value, context) => {
      const country: unknown = (context.parent as Record<string, unknown> | undefined)?.countryCode;
      if (!isCountryCode(country)) return null; // the country field says what is wrong
      const result = checkMobileNumber(value, country, label);
      return result.ok ? null : result.error.message;
    }),
  );
}

/** The part after `@` names a domain with at least one dot and a top-level name of letters. */
const EMAIL_DOMAIN = /@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function emailField(label: string, mode: SchemaMode) {
  const message = () => `${label} is not a valid e-mail address. Enter it like name@example.com.`;
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

export function documentTypeField(label: string) {
  return requiredText(label).test(
    check('document-type', (value) =>
      DOCUMENT_TYPE_PATTERN.test(value)
        ? null
        : `${label}: choose one from the list (one word of letters and digits, like NationalId).`,
    ),
  );
}

export function documentNumberField(label: string) {
  return requiredText(label).test(
    check('document-number', (value) =>
      DOCUMENT_NUMBER_PATTERN.test(value)
        ? null
        : `${label} must be ${TEXT_LIMITS.documentNumber.min} to ${TEXT_LIMITS.documentNumber.max} letters or digits; "-" and "/" are allowed inside.`,
    ),
  );
}

export function bankCodeField(label: string) {
  return requiredText(label).test(
    check('bank-code', (value) =>
      BANK_CODE_PATTERN.test(value)
        ? null
        : `${label} must be ${TEXT_LIMITS.bankCode.min} to ${TEXT_LIMITS.bankCode.max} letters or digits.`,
    ),
  );
}

/**
 * A value the app sets for the operation (destination.type, transfer.type). A value meant for the
 * other operation is named as such, so a body built for the wrong operation is easy to diagnose.
 */
export function operationConstant(
  label: string,
  expected: string,
  operation: string,
  others: Readonly<Record<string, string>>,
) {
  return requiredText(label).test(
    check('operation-constant', (value) => {
      if (value === expected) return null;
      const other = others[value];
      return other
        ? `${label} ${value} is for ${other}; ${operation} uses ${expected}.`
        : `${label} must be ${[expected, ...Object.keys(others)].join(' or ')}; ${operation} uses ${expected}.`;
    }),
  );
}

export function referenceField(label: string) {
  return requiredText(label).test(
    check('reference', (value) => (isReference(value) ? null : `${label} must be 12 digits.`)),
  );
}

export function dateField(label: string) {
  return requiredText(label).test(
    check('calendar-date', (value) =>
      isCalendarDate(value)
        ? null
        : `${label} must be a real date written YYYY-MM-DD, like 2026-11-23.`,
    ),
  );
}

/** Lower-case UUID v4, as crypto.randomUUID() makes it; one spelling per draft. */
export const DRAFT_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function draftIdField() {
  return requiredText('Draft id').test(
    check('draft-id', (value) =>
      DRAFT_ID_PATTERN.test(value)
        ? null
        : 'Draft id must be the UUID the form made for this transfer. Close the form and start the transfer again.',
    ),
  );
}

export function kindField(kind: 'rtgs' | 'imt') {
  return requiredText('Transfer kind').test(
    check('kind', (value) =>
      value === kind
        ? null
        : `Transfer kind must be ${kind === 'rtgs' ? 'RTGS bank transfer' : 'IMT mobile-wallet transfer'} (${kind}) here.`,
    ),
  );
}

/**
 * A group of fields (source, destination …): present, an object, and holding no field the
 * interface does not list: the body is signed and sent as it is, so nothing may ride along.
 */
export function group<S extends ObjectShape>(label: string, shape: S) {
  return object(shape)
    .strict()
    .default(undefined)
    .typeError(`${label} are missing.`)
    .required(`${label} are missing.`)
    .exact(
      (params: { properties: string }) =>
        `${label} contain a field this transfer does not have: ${params.properties}. Remove it.`,
    );
}

/** The customer's instruction form number: letters, digits, `-` and `/`, up to 30 characters. */
export const INSTRUCTION_FORM_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,29}$/;

/** What the clerk is told of the customer's signed instruction, on the review and by main. */
export const INSTRUCTION_MESSAGES = {
  formNumberMissing: "Type the number of the customer's signed instruction form.",
  notChecked:
    "Confirm that you checked the customer's ID and signature against the instruction form.",
} as const;

/**
 * The customer's signed instruction (a draft's `instruction`): the form's number and the clerk's
 * confirmation that ID and signature were checked. Optional in a draft, because the checks the
 * review asks for before the clerk types it validate the same draft; a send of a new draft
 * requires it (`missingInstruction`, D41). When present, both hold.
 */
export function instructionGroup() {
  return object({
    // The same words whether the review or main finds the number missing.
    formNumber: requiredText(
      'Instruction form number',
      undefined,
      INSTRUCTION_MESSAGES.formNumberMissing,
    ).test(
      check('form-number', (value) =>
        INSTRUCTION_FORM_NUMBER.test(value)
          ? null
          : 'Instruction form number must be 1 to 30 letters or digits, with - or / between them, as printed on the form.',
      ),
    ),
    idAndSignatureChecked: mixed()
      .oneOf([true], INSTRUCTION_MESSAGES.notChecked)
      .required(INSTRUCTION_MESSAGES.notChecked),
  })
    .strict()
    .optional()
    .default(undefined)
    .exact(
      (params: { properties: string }) =>
        `The customer's instruction contains a field it does not have: ${params.properties}. Remove it.`,
    );
}

/** The reason a clerk types for a second transfer (D46): long enough to say something. */
export const REPEAT_REASON_LIMITS = { min: 3, max: 200 } as const;

/** What the clerk is told of a second transfer's confirmation, on the review and by main. */
export const REPEAT_MESSAGES = {
  reasonMissing:
    'Type why the customer sends it again: send a second transfer only when the customer asks for one.',
} as const;

/**
 * The clerk's confirmation of a second transfer (a draft's `repeat`, D46): the customer's reason
 * and the earlier references the review named. Optional: a draft that repeats nothing has none,
 * and main refuses a repeat without one (`repeat-unconfirmed`).
 */
export function repeatGroup() {
  return object({
    reason: requiredText(
      'Reason for a second transfer',
      REPEAT_REASON_LIMITS,
      REPEAT_MESSAGES.reasonMissing,
    ),
    earlier: array(
      string()
        .strict()
        .required()
        .test('reference', 'An earlier transfer is named by its 12-digit reference.', (value) =>
          isReference(value),
        ),
    )
      .strict()
      .typeError('The earlier transfers must be a list of references.')
      .required('Name the earlier transfers this one repeats.')
      .min(1, 'Name the earlier transfers this one repeats.')
      .max(50, 'At most 50 earlier transfers can be named.'),
  })
    .strict()
    .optional()
    .default(undefined)
    .exact(
      (params: { properties: string }) =>
        `The confirmation of a second transfer contains a field it does not have: ${params.properties}. Remove it.`,
    );
}

/** The refused transfer a draft corrects (D47): its 12-digit reference, or nothing. */
export function correctsField() {
  return string()
    .strict()
    .optional()
    .typeError('The transfer corrected must be named by its reference.')
    .test(
      'reference',
      'The transfer corrected must be named by its 12-digit reference.',
      (value) => value === undefined || isReference(value),
    );
}

/** The whole body or draft: a group whose label names the transfer. */
export function body<S extends ObjectShape>(label: string, shape: S) {
  return object(shape)
    .strict()
    .default(undefined)
    .typeError(`The ${label} is missing or is not a set of fields.`)
    .required(`The ${label} is missing or is not a set of fields.`)
    .exact(
      (params: { properties: string }) =>
        `The ${label} contains a field it does not have: ${params.properties}. Remove it.`,
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
