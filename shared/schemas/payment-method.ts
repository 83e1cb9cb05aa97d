import { string } from 'yup';
import { PAYMENT_METHODS } from '../domain/charges';
import { text } from '../i18n/catalog';

/** Where in a draft the customer's payment method is. */
export const PAYMENT_METHOD_FIELD = 'paymentMethod';

/**
 * D122: how the customer pays, chosen on the review: cash, a debit of their account or a cheque.
 * Optional in the draft schema, as the instruction is (D41): the review's checks validate the
 * same draft before the clerk chooses it; the review does not confirm without it.
 */
export function paymentMethodField() {
  return string()
    .strict()
    .optional()
    .typeError(() => text('payment.method.missing'))
    .nonNullable(() => text('payment.method.missing'))
    .oneOf([...PAYMENT_METHODS, undefined], () => text('payment.method.missing'));
}
