import { mixed, object } from 'yup';
import type { AnyObject, TestContext } from 'yup';
import { addDays, isCalendarDate } from '../domain/calendar-date';
import { COUNTRY_CODES, isCurrencyCode } from '../domain/countries';
import { isImtPurpose, isWorldCountryCode, IMT_PURPOSES } from '../domain/customer';
import type { Customer, CustomerField, CustomerLookupRequest } from '../domain/customer';
import type { Result } from '../result';
import { compareAmounts, groupedAmount, isAmountText } from '../domain/money';
import { text, type Worded, wordedWhenRead } from '../i18n/catalog';
import {
  check,
  countryField,
  documentNumberField,
  documentTypeField,
  emailField,
  fromRoot,
  mobileNumberField,
  optionalText,
  personName,
  requiredText,
} from './field-rules';
import type { TransferRules } from './transfer-rules';
import { validateWithSchema, type InvalidInput } from './validate';
import { worded } from '../i18n/worded';

/*
 * D77: the customer block (a draft's `customer`), one schema for the forms and main. Like the
 * signed instruction (D41) it is optional in a draft schema, so the review's own checks and a
 * draft an earlier version wrote still validate; a new send asks for it (missingCustomer).
 */

/** Each field of the block in the words the form shows. */
export const CUSTOMER_LABELS: Readonly<Record<CustomerField, string>> = wordedWhenRead({
  name: () => text('customer.field.name'),
  documentType: () => text('customer.field.documentType'),
  documentNumber: () => text('customer.field.documentNumber'),
  documentCountry: () => text('customer.field.documentCountry'),
  documentExpiry: () => text('customer.field.documentExpiry'),
  dateOfBirth: () => text('customer.field.dateOfBirth'),
  nationality: () => text('customer.field.nationality'),
  address: () => text('customer.field.address'),
  countryCode: () => text('customer.field.countryCode'),
  mobileNumber: () => text('customer.field.mobileNumber'),
  email: () => text('customer.field.email'),
  occupation: () => text('customer.field.occupation'),
  sourceOfFunds: () => text('customer.field.sourceOfFunds'),
  purpose: () => text('customer.field.purpose'),
});

const L = CUSTOMER_LABELS;

/** The youngest customer a counter serves, in years (a minor sends through a guardian). */
const ADULT_YEARS = 18;
const ADDRESS_LIMITS = { min: 5, max: 200 } as const;
const DETAIL_LIMITS = { min: 2, max: 100 } as const;

/** The branch's calendar day the checks read: the rules' `today`, else UTC's. */
export function customerToday(rules: Pick<TransferRules, 'today'>, nowMs = Date.now()): string {
  return rules.today ?? new Date(nowMs).toISOString().slice(0, 10);
}

function dateText(label: Worded, more: (value: string) => string | null = () => null) {
  return requiredText(label).test(
    check('calendar-date', (value) =>
      isCalendarDate(value) ? more(value) : text('customer.check.date', { label: label() }),
    ),
  );
}

/**
 * The admin's amount above which occupation and source of funds are required, for the draft's
 * currency, when its amount is above it (null: not required).
 */
export function detailsRequiredAbove(
  rules: Pick<TransferRules, 'customerDetailsAbove'>,
  amount: unknown,
  currency: unknown,
): string | null {
  if (!isCurrencyCode(currency) || !isAmountText(amount)) return null;
  const above = rules.customerDetailsAbove?.[currency];
  if (above === undefined || !isAmountText(above)) return null;
  return compareAmounts(amount, above) > 0 ? `${groupedAmount(above)} ${currency}` : null;
}

/** Occupation or source of funds: optional, and required above the admin's amount. */
function detailField(label: Worded, rules: TransferRules) {
  return optionalText(label, DETAIL_LIMITS.max, 'draft').test({
    name: 'required-above',
    test(value: string | undefined, context: TestContext<AnyObject>) {
      const amount = detailsRequiredAbove(
        rules,
        fromRoot(context, 'transfer', 'amount'),
        fromRoot(context, 'transfer', 'currencyCode'),
      );
      if (amount === null || (value !== undefined && value.trim().length >= DETAIL_LIMITS.min)) {
        return true;
      }
      return context.createError({
        message: () => text('customer.check.above', { label: label(), amount }),
      });
    },
  });
}

/** The customer block of a draft of `kind`, checked against `rules` (today, the admin's amounts). */
export function customerGroup(kind: 'rtgs' | 'imt', rules: TransferRules) {
  const today = () => customerToday(rules);
  return object({
    name: personName(() => L.name),
    documentType: documentTypeField(() => L.documentType),
    documentNumber: documentNumberField(() => L.documentNumber),
    documentCountry: documentCountryField(),
    documentExpiry: dateText(
      () => L.documentExpiry,
      (value) =>
        value < today()
          ? text('customer.check.expired', { label: L.documentExpiry, date: value })
          : null,
    ),
    dateOfBirth: dateText(
      () => L.dateOfBirth,
      (value) => {
        if (value > today()) return text('customer.check.bornInFuture', { label: L.dateOfBirth });
        const year = String(Number(value.slice(0, 4)) + ADULT_YEARS).padStart(4, '0');
        // 29 February's eighteenth birthday falls on 1 March of a common year.
        const birthday = isCalendarDate(`${year}${value.slice(4)}`)
          ? `${year}${value.slice(4)}`
          : addDays(`${year}-02-28`, 1);
        return birthday > today()
          ? text('customer.check.tooYoung', { label: L.dateOfBirth })
          : null;
      },
    ),
    nationality: requiredText(() => L.nationality).test(
      check('world-country', (value) =>
        isWorldCountryCode(value) ? null : text('customer.check.country', { label: L.nationality }),
      ),
    ),
    address: requiredText(() => L.address, ADDRESS_LIMITS),
    countryCode: countryField(() => L.countryCode, COUNTRY_CODES),
    mobileNumber: mobileNumberField(() => L.mobileNumber),
    email:
      kind === 'imt'
        ? emailField(() => L.email, 'draft')
        : mixed().test(
            'imt-only',
            () => text('customer.check.emailImtOnly'),
            (v) => v === undefined || v === '',
          ),
    occupation: detailField(() => L.occupation, rules),
    sourceOfFunds: detailField(() => L.sourceOfFunds, rules),
    purpose:
      kind === 'imt'
        ? requiredText(() => L.purpose).test(
            check('imt-purpose', (value) =>
              isImtPurpose(value) ? null : text('customer.check.purpose', { label: L.purpose }),
            ),
          )
        : mixed().test(
            'imt-only',
            () => text('customer.check.purposeImtOnly'),
            (v) => v === undefined || v === '',
          ),
    returning: object({
      lastCheckedOn: dateText(() => text('customer.field.lastCheckedOn')),
      documentSeenAgain: mixed()
        .oneOf([true], () => text('customer.check.seenAgain'))
        .required(() => text('customer.check.seenAgain')),
    })
      .strict()
      .optional()
      .default(undefined)
      .exact((params: { properties: string }) =>
        text('customer.check.extraField', { properties: params.properties }),
      ),
  })
    .strict()
    .optional()
    .default(undefined)
    .exact((params: { properties: string }) =>
      text('customer.check.extraField', { properties: params.properties }),
    );
}

/** The purposes in the form's order, each with its name. */
export const IMT_PURPOSE_OPTIONS = IMT_PURPOSES.map((value) => ({
  value,
  // Worded when the form reads it: in the window's language (D89).
  get label() {
    return text(`customer.purpose.${value}`);
  },
}));

/** A customer block with nothing typed yet, as a form starts. */
export function emptyCustomer(kind: 'rtgs' | 'imt'): Customer {
  return {
    name: '',
    documentType: '',
    documentNumber: '',
    documentCountry: '',
    documentExpiry: '',
    dateOfBirth: '',
    nationality: '',
    address: '',
    countryCode: '',
    mobileNumber: '',
    occupation: '',
    sourceOfFunds: '',
    ...(kind === 'imt' ? { email: '', purpose: '' } : {}),
  };
}

/**
 * Why a draft may not be sent as new (D77): it names no customer. Like the instruction (D41) only
 * its absence is left to refuse here: a block that is there has passed the schema. Null when the
 * draft has one.
 */
export function missingCustomer(draft: { customer?: Customer }): InvalidInput | null {
  if (draft.customer !== undefined) return null;
  return {
    ...worded('invalid', 'customer.check.missing'),
    fields: [{ path: 'customer.name', message: text('customer.check.missing') }],
  };
}

/** The country that issued the document: any ISO 3166 region the numbering-plan library knows. */
function documentCountryField() {
  return requiredText(() => L.documentCountry).test(
    check('world-country', (value) =>
      isWorldCountryCode(value)
        ? null
        : text('customer.check.country', { label: L.documentCountry }),
    ),
  );
}

/** D160: a returning customer is looked up by the whole document: type, number, issuing country. */
export const customerLookupSchema = object({
  documentType: documentTypeField(() => L.documentType),
  documentNumber: documentNumberField(() => L.documentNumber),
  documentCountry: documentCountryField(),
})
  .strict()
  .noUnknown(() => text('customer.lookup.only'));

/** D77: the returning customer's lookup, as main checks what the page sends. */
export function validateCustomerLookup(
  input: unknown,
): Result<CustomerLookupRequest, InvalidInput> {
  return validateWithSchema(customerLookupSchema, input);
}
