import { textIn } from '@shared/i18n/catalog';
import type { ChargesRecord, PaymentMethod } from '@shared/domain/charges';
import { chargesRateText } from '@shared/domain/charges-words';
import { amountOf, type CopyWords } from './receipt-frame';

/**
 * D124: what the customer paid for the transfer, on both copies of its receipt: the fee, the rate
 * into the branch's currency where there is one (marked indicative where the bank converts at
 * settlement), the total to pay, and how they paid. Read from the journal's columns as the send
 * priced them, never priced again. None for a transfer journaled before fees.
 */
export function chargesRows(
  charges: ChargesRecord | null | undefined,
  paymentMethod: PaymentMethod | null | undefined,
  { say, lead }: CopyWords,
): [string, string][] {
  const lines: [string, string][] = [];
  if (charges) {
    const { fee, feeCurrency, total, totalCurrency } = charges;
    lines.push([say('charges.review.fee'), amountOf(fee, feeCurrency, lead).figures]);
    const rate = chargesRateText(charges, lead);
    if (rate !== null) lines.push([say('charges.review.rate'), rate]);
    lines.push([say('charges.review.total'), amountOf(total, totalCurrency, lead).figures]);
  }
  if (paymentMethod) {
    lines.push([
      say('charges.receipt.paidBy'),
      textIn(lead, `payment.method.choices.${paymentMethod}`),
    ]);
  }
  return lines;
}
