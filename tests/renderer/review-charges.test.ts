import { afterEach, describe, expect, it } from 'vitest';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fill, text, VALID_RTGS } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D124 on the review: the fee, the rate and the total to pay as main priced them, before the
 * confirmation, and the payment method the clerk must choose, sent with the draft.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

async function onReview(fake = createFakeRemitDesk()) {
  fake.signInAs('clerk1');
  const mounted = await mountApp(fake, { path: '/send/rtgs' });
  await fill(mounted.wrapper, VALID_RTGS);
  await click(mounted.wrapper, 'rtgs-form');
  return { fake, ...mounted };
}

describe('the review of a transfer’s charges', () => {
  it('shows the fee, the indicative rate and the total, and sends the payment method', async () => {
    const fake = createFakeRemitDesk();
    fake.override('priceDraft', async () => ({
      ok: true,
      value: {
        fee: '150.00',
        currency: 'USD',
        rate: { rate: '129.5', setAt: '2026-11-28T06:00:00.000Z', setBy: 'ADM01' },
        total: '19425.00',
        branchCurrency: 'KES',
        indicative: true,
      },
    }));
    const { wrapper } = await onReview(fake);
    expect(text(wrapper, 'review-fee')).toBe('150.00 USD');
    expect(text(wrapper, 'review-rate')).toBe(
      '1 USD = 129.5 KES (indicative: the bank converts at its own rate when it settles)',
    );
    expect(text(wrapper, 'review-total')).toBe('19,425.00 KES');

    // Confirm without a payment method: nothing goes, the field says why and has the focus.
    await fill(wrapper, { 'instruction-number': 'IF-2026/0042' });
    await wrapper.find('[data-testid="instruction-checked"]').setValue(true);
    await wrapper.find('[data-testid="confirm-send"]').trigger('click');
    await settle();
    expect(fake.callsOf('sendTransfer')).toEqual([]);
    expect(wrapper.find('#payment-method-error').text()).toBe(
      'Choose how the customer pays: cash, a debit of their account, or a cheque.',
    );
    await wrapper.find('[data-testid="payment-method"]').setValue('cheque');
    await click(wrapper, 'confirm-send');
    expect((fake.callsOf('sendTransfer') as TransferDraft[])[0]).toMatchObject({
      paymentMethod: 'cheque',
    });
  });

  it('shows main’s refusal of a send without a payment method at the field, on the review', async () => {
    const fake = createFakeRemitDesk();
    const missing = 'Choose how the customer pays: cash, a debit of their account, or a cheque.';
    fake.override('sendTransfer', async () => ({
      ok: false,
      error: {
        code: 'invalid',
        message: 'Nothing was sent: how the customer pays is not chosen.',
        fields: [{ path: 'paymentMethod', message: missing }],
      },
    }));
    const { wrapper } = await onReview(fake);
    await click(wrapper, 'confirm-send');
    await settle();
    expect(wrapper.find('[data-testid="review-instruction"]').exists()).toBe(true);
    expect(wrapper.find('#payment-method-error').text()).toBe(missing);
    expect(text(wrapper, 'send-error')).toBe(
      'Nothing was sent: how the customer pays is not chosen.',
    );
  });

  it('sends the total it showed, and shows main’s new price when that changed (D154)', async () => {
    const fake = createFakeRemitDesk();
    const totals = ['2150.00', '2170.00'];
    let priced = 0;
    fake.override('priceDraft', async () => {
      const total = totals[Math.min(priced++, 1)]!;
      const fee = (BigInt(total.replace('.', '')) - 200000n).toString();
      return {
        ok: true,
        value: {
          fee: `${fee.slice(0, -2)}.${fee.slice(-2)}`,
          currency: 'KES',
          rate: null,
          total,
          branchCurrency: 'KES',
          indicative: false,
        },
      };
    });
    const changed = 'Nothing was sent: the exchange rate or the fee changed since the review.';
    let sends = 0;
    fake.override('sendTransfer', async () =>
      sends++ === 0
        ? { ok: false, error: { code: 'price-changed', message: changed } }
        : { ok: false, error: { code: 'not-ready', message: 'Stopped here.' } },
    );
    const { wrapper } = await onReview(fake);
    expect(text(wrapper, 'review-total')).toBe('2,150.00 KES');
    await fill(wrapper, { 'instruction-number': 'IF-2026/0042' });
    await wrapper.find('[data-testid="instruction-checked"]').setValue(true);
    await wrapper.find('[data-testid="payment-method"]').setValue('cash');
    await click(wrapper, 'confirm-send');
    await settle();
    expect(text(wrapper, 'send-error')).toBe(changed);
    // The review prices again at once: the clerk reads the new total to the customer.
    expect(text(wrapper, 'review-total')).toBe('2,170.00 KES');
    await click(wrapper, 'confirm-send');
    await settle();
    expect(
      (fake.callsOf('sendTransfer') as TransferDraft[]).map((draft) => draft.reviewedTotal),
    ).toEqual(['2150.00', '2170.00']);
  });

  it('a confirm made while the price is on its way waits for it and sends its total', async () => {
    const fake = createFakeRemitDesk();
    const answers: ((total: string) => void)[] = [];
    fake.override(
      'priceDraft',
      () =>
        new Promise((resolve) =>
          answers.push((total) =>
            resolve({
              ok: true,
              value: {
                fee: '150.00',
                currency: 'KES',
                rate: null,
                total,
                branchCurrency: 'KES',
                indicative: false,
              },
            }),
          ),
        ),
    );
    const { wrapper } = await onReview(fake);
    await fill(wrapper, { 'instruction-number': 'IF-2026/0042' });
    await wrapper.find('[data-testid="instruction-checked"]').setValue(true);
    await wrapper.find('[data-testid="payment-method"]').setValue('cash');
    await click(wrapper, 'confirm-send');
    await settle();
    expect(fake.callsOf('sendTransfer')).toEqual([]);
    answers[0]!('2150.00');
    await settle();
    expect(
      (fake.callsOf('sendTransfer') as TransferDraft[]).map((draft) => draft.reviewedTotal),
    ).toEqual(['2150.00']);
  });

  it('says why main cannot price it, in main’s words', async () => {
    const fake = createFakeRemitDesk();
    fake.override('priceDraft', async () => ({
      ok: false,
      error: { code: 'rate-missing', message: 'No exchange rate from USD into KES is set.' },
    }));
    const { wrapper } = await onReview(fake);
    expect(text(wrapper, 'charges-refused')).toBe('No exchange rate from USD into KES is set.');
  });
});
