import { string } from 'yup';
import { PAYMENT_METHODS, type Charges } from '../domain/charges';
import { groupedAmount, isAmountText } from '../domain/money';
import type { TransferDraft } from '../domain/transfer-drafts';
import { text } from '../i18n/catalog';
import { worded } from '../i18n/worded';
import type { AppError } from '../result';
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

/** Where in a draft the total the review showed is (D154). */
export const REVIEWED_TOTAL_FIELD = 'reviewedTotal';

/**
 * D154: the total to pay the review showed, as main priced it then: two-decimal amount text, put
 * in by the review at the confirm. Optional, as the payment method is: the review's checks
 * validate the draft before there is one.
 */
export function reviewedTotalField() {
  return string()
    .strict()
    .optional()
    .typeError(() => text('charges.refusal.reviewedTotal'))
    .nonNullable(() => text('charges.refusal.reviewedTotal'))
    .test(
      'amount',
      () => text('charges.refusal.reviewedTotal'),
      (value) => (value === undefined ? true : isAmountText(value)),
    );
}

/**
 * D154: why a draft may not be sent at the price main reckons now: the review showed the customer
 * another total (a rate or the tariff changed since). Null when it showed this one, or none.
 */
export function priceChanged(
  draft: TransferDraft,
  charges: Charges,
): AppError<'price-changed'> | null {
  if (draft.reviewedTotal === undefined || draft.reviewedTotal === charges.total) return null;
  return worded('price-changed', 'charges.refusal.changed', {
    reviewed: groupedAmount(draft.reviewedTotal),
    total: groupedAmount(charges.total),
    currency: charges.branchCurrency,
  });
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
