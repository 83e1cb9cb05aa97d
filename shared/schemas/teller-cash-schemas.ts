import { string } from 'yup';
import { CURRENCY_CODES, isCurrencyCode } from '../domain/countries';
import { isAmountText, normaliseAmountInput } from '../domain/money';
import { OPERATOR_ID_LIMITS } from './operator-fields';
import type { TellerCountRequest, TellerFloatRequest } from '../domain/teller-cash';
import { text, type Worded } from '../i18n/catalog';
import { check } from './field-rules';
import { requestObject, requestValidator } from './request-fields';
import { dayRequestSchema } from './supervisor-schemas';
import { TEXT_LIMITS } from './text-rules';
import { centsProblem } from './transfer-rule-fields';

/*
 * D118: the teller's cash. A supervisor's opening float for a clerk, and the clerk's count; the
 * forms check their fields with these schemas (after turning what was typed, `25,000`, into
 * amount text), and main the requests. Amounts are two-decimal text, zero allowed: an empty
 * drawer is counted too.
 */

/**
 * Amount text as the request carries it; what was typed that is no amount is told why. In a
 * currency without a minor unit (UGX, RWF) it is whole, as a transfer's amount and a fee are
 * (D154): no drawer holds half a shilling, and a count of `250000.50` showed a difference of cents
 * that cannot exist.
 */
export function cashAmountField(label: Worded) {
  return string()
    .strict()
    .typeError(() => text('cash.amountRule', { label: label() }))
    .required(() => text('cash.amountRule', { label: label() }))
    .test(
      check('amount', (value, context) => {
        if (!isAmountText(value)) {
          const tidy = normaliseAmountInput(value);
          return tidy.ok ? text('cash.amountRule', { label: label() }) : tidy.error.message;
        }
        if (value.indexOf('.') > TEXT_LIMITS.amountDigits.max) {
          return text('settings.transferRules.amount.tooLarge', {
            label: label(),
            max: TEXT_LIMITS.amountDigits.max,
          });
        }
        const currency: unknown = (context.parent as Record<string, unknown> | undefined)?.currency;
        return typeof currency === 'string' && isCurrencyCode(currency)
          ? centsProblem(label(), value, currency)
          : null;
      }),
    );
}

const currencyField = () =>
  string()
    .strict()
    .typeError(() => text('cash.currencyRequired'))
    .required(() => text('cash.currencyRequired'))
    .oneOf(CURRENCY_CODES, () => text('cash.currencyRequired'));

export const tellerFloatRequestSchema = requestObject(
  {
    day: dayRequestSchema.fields.day,
    operatorId: string()
      .strict()
      .typeError(() => text('cash.clerkRequired'))
      .required(() => text('cash.clerkRequired'))
      .max(OPERATOR_ID_LIMITS.max, () => text('cash.clerkRequired')),
    currency: currencyField(),
    amount: cashAmountField(() => text('cash.float.amount')),
  },
  () => text('cash.floatRequestOnly'),
);

export const tellerCountRequestSchema = requestObject(
  {
    currency: currencyField(),
    amount: cashAmountField(() => text('cash.count.amount')),
  },
  () => text('cash.countRequestOnly'),
);

export const validateTellerFloatRequest =
  requestValidator<TellerFloatRequest>(tellerFloatRequestSchema);
export const validateTellerCountRequest =
  requestValidator<TellerCountRequest>(tellerCountRequestSchema);
