import { string } from 'yup';
import { PAYMENT_METHODS } from '../domain/charges';
import type { TransferDraft } from '../domain/transfer-drafts';
import { text } from '../i18n/catalog';
import { worded } from '../i18n/worded';
import type { InvalidInput } from './invalid-input';

/** Where in a draft the customer's payment method is. */
export const PAYMENT_METHOD_FIELD = 'paymentMethod';

/**
 * D124: how the customer pays, chosen on the review: cash, a debit of their account or a cheque.
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

/**
 * D124: why a draft may not be sent as new: it says nothing of how the customer pays. The schema
 * leaves the field optional (the review's checks validate the draft before it is chosen), so the
 * send asks for it here, as it does the signed instruction (D41). A method that is there has
 * already passed the schema. Null when the draft has one.
 */
export function missingPaymentMethod(draft: TransferDraft): InvalidInput | null {
  if (draft.paymentMethod !== undefined) return null;
  return {
    ...worded('invalid', 'payment.method.notSent'),
    fields: [{ path: PAYMENT_METHOD_FIELD, message: text('payment.method.missing') }],
  };
}
