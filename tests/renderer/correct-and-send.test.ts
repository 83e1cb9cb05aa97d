import { afterEach, describe, expect, it } from 'vitest';
import type { RtgsDraft, TransferDraft } from '@shared/domain/transfer-drafts';
import type { TransferCorrection } from '@shared/domain/transfer-correction';
import { TRANSFER_STATES, type TransferState } from '@shared/domain/transfer-states';
import { fieldId } from '../../renderer/src/composables/useFormField';
import { createFakeRemitDesk, receiptFor, type FakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, rtgsDraft, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D45 on the receipt page and the form: "Correct and send as new" for a transfer that moved no
 * money, the form filled with its details, the field the bank named marked and focused, a new draft
 * (so a new reference), and never for a transfer that may still pay out.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const REFUSED = '100282816027';

const DRAFT = rtgsDraft('6f1c1a52-3c1e-4b8a-9b1e-2d4f5a6b7c8d', {
  destination: { accountNumber: '1100194977499' },
  transfer: { amount: '1250.50', description: 'School fees' },
});

const REASON =
  "Recipient's account number was not found by the service. No money moved. Check the account number with the customer, then correct it and send the transfer as a new one.";

/** A draft's details as main gives them back to correct: no draft id, no instruction. */
function detailsOf({ draftId: _draftId, instruction: _instruction, ...details }: RtgsDraft) {
  return details;
}

function correction(state: 'rejected' | 'not_sent' = 'rejected'): TransferCorrection {
  return {
    correcting: REFUSED,
    state,
    draft: detailsOf(DRAFT),
    field: state === 'rejected' ? 'destination.accountNumber' : null,
    fieldMessage:
      state === 'rejected'
        ? "Recipient's account number: the bank found no such account. Check the number with the customer and correct it."
        : null,
    reason: REASON,
  };
}

async function openReceipt(
  state: TransferState,
  options: { as?: string; fake?: FakeRemitDesk; sentBy?: string } = {},
) {
  const fake = options.fake ?? createFakeRemitDesk();
  fake.state.receipts.set(
    REFUSED,
    receiptFor(DRAFT, REFUSED, state, {
      message: state === 'rejected' ? REASON : null,
      operatorId: options.sentBy ?? 'clerk1',
    }),
  );
  fake.state.corrections.set(REFUSED, correction(state === 'not_sent' ? 'not_sent' : 'rejected'));
  fake.signInAs(options.as ?? 'clerk1');
  const mounted = await mountApp(fake, { path: `/receipts/${REFUSED}` });
  return { fake, ...mounted };
}

describe('Correct and send as new', () => {
  it('opens the form filled with the refused details, the named field marked and focused', async () => {
    const { wrapper, router, fake } = await openReceipt('rejected');
    const button = wrapper.find('[data-testid="receipt-correct"]');
    expect(button.text()).toBe('Correct and send as new');
    // The clerk's next step, so the primary action; starting afresh and printing are not.
    expect(button.classes()).toContain('button--primary');
    expect(wrapper.find('[data-testid="receipt-new-transfer"]').classes()).not.toContain(
      'button--primary',
    );

    await click(wrapper, 'receipt-correct');
    expect(fake.callsOf('correctTransfer')).toEqual([{ reference: REFUSED }]);
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    const value = (path: string) =>
      (wrapper.find(`[data-testid="${path}"]`).element as HTMLInputElement).value;
    expect(value('destination.name')).toBe('Otieno Odhiambo');
    expect(value('destination.accountNumber')).toBe('1100194977499');
    expect(value('transfer.amount')).toBe('1250.50');
    expect(value('transfer.description')).toBe('School fees');
    expect(text(wrapper, 'source.name')).toBe('Wanjiru Kamau');

    const message =
      "Recipient's account number: the bank found no such account. Check the number with the customer and correct it.";
    expect(fieldError(wrapper, 'destination.accountNumber')).toBe(message);
    expect(text(wrapper, 'error-summary')).toContain(message);
    expect(document.activeElement?.id).toBe(fieldId('destination.accountNumber'));
    expect(text(wrapper, 'correction-notice')).toContain(
      `Correcting transfer ${REFUSED}, refused by the bank`,
    );
    expect(text(wrapper, 'correction-reason')).toBe(`Why it was not sent: ${REASON}`);
    // Only the field the bank named is marked: the others are as the clerk left them.
    expect(fieldError(wrapper, 'destination.name')).toBe('');

    // Corrected: the mark goes with the edit, and the transfer is a new draft.
    await fill(wrapper, { 'destination.accountNumber': '1100194977404' });
    expect(fieldError(wrapper, 'destination.accountNumber')).toBe('');
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    const [sent] = fake.callsOf('sendTransfer') as TransferDraft[];
    expect(sent!.draftId).not.toBe(DRAFT.draftId);
    expect(sent).toMatchObject({
      kind: 'rtgs',
      destination: { accountNumber: '1100194977404' },
      transfer: { amount: '1250.50' },
      instruction: { formNumber: 'IF-2026/0042' },
      // D47: the new draft names the transfer it corrects, for main to allow once.
      corrects: REFUSED,
    });
    expect(router.currentRoute.value.name).toBe('receipt');
    expect(router.currentRoute.value.params['reference']).not.toBe(REFUSED);
  });

  it('offers a transfer that never reached the bank as "Send again as new", nothing marked', async () => {
    const { wrapper, router } = await openReceipt('not_sent');
    expect(text(wrapper, 'receipt-correct')).toBe('Send again as new');
    await click(wrapper, 'receipt-correct');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(text(wrapper, 'correction-notice')).toContain(
      `Sending again transfer ${REFUSED}, which was not sent`,
    );
    expect(wrapper.find('[data-testid="error-summary"]').exists()).toBe(false);
  });

  it.each(TRANSFER_STATES.filter((s) => s !== 'rejected' && s !== 'not_sent'))(
    'is never offered for a transfer %s',
    async (state) => {
      const { wrapper } = await openReceipt(state);
      expect(wrapper.find('[data-testid="receipt"]').exists()).toBe(true);
      expect(wrapper.find('[data-testid="receipt-correct"]').exists()).toBe(false);
    },
  );

  it("is not offered to a supervisor, nor on another clerk's transfer", async () => {
    const supervisor = await openReceipt('rejected', { as: 'super1' });
    expect(supervisor.wrapper.find('[data-testid="receipt"]').exists()).toBe(true);
    expect(supervisor.wrapper.find('[data-testid="receipt-correct"]').exists()).toBe(false);
    document.body.innerHTML = '';
    const colleague = await openReceipt('rejected', { sentBy: 'clerk2' });
    expect(colleague.wrapper.find('[data-testid="receipt"]').exists()).toBe(true);
    expect(colleague.wrapper.find('[data-testid="receipt-correct"]').exists()).toBe(false);
  });

  it('asks before replacing a transfer the clerk is typing, and keeps it when told to', async () => {
    const fake = createFakeRemitDesk();
    fake.state.receipts.set(
      REFUSED,
      receiptFor(DRAFT, REFUSED, 'rejected', { message: REASON, operatorId: 'clerk1' }),
    );
    fake.state.corrections.set(REFUSED, correction());
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/send/rtgs' });
    await fill(wrapper, { 'destination.name': 'Akinyi Half-Typed' });
    await router.push(`/receipts/${REFUSED}`);
    await settle();
    await click(wrapper, 'receipt-correct');
    expect(wrapper.find('[data-testid="correct-replace-confirm"]').exists()).toBe(true);
    expect(fake.callsOf('correctTransfer')).toEqual([]);
    await click(wrapper, 'correct-keep-draft');
    expect(wrapper.find('[data-testid="correct-replace-confirm"]').exists()).toBe(false);
    await router.push('/send/rtgs');
    await settle();
    expect(
      (wrapper.find('[data-testid="destination.name"]').element as HTMLInputElement).value,
    ).toBe('Akinyi Half-Typed');

    await router.push(`/receipts/${REFUSED}`);
    await settle();
    await click(wrapper, 'receipt-correct');
    await click(wrapper, 'correct-replace');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(
      (wrapper.find('[data-testid="destination.name"]').element as HTMLInputElement).value,
    ).toBe('Otieno Odhiambo');
  });

  it('says "Corrected as" with a working link once corrected, and offers no second correction', async () => {
    const CORRECTION = '100282816050';
    const fake = createFakeRemitDesk();
    fake.state.receipts.set(
      CORRECTION,
      receiptFor(DRAFT, CORRECTION, 'succeeded', { corrects: REFUSED, operatorId: 'clerk1' }),
    );
    fake.state.receipts.set(
      REFUSED,
      receiptFor(DRAFT, REFUSED, 'rejected', {
        message: REASON,
        operatorId: 'clerk1',
        correctedBy: { reference: CORRECTION, createdAt: '2026-11-23T08:20:00.000Z' },
      }),
    );
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: `/receipts/${REFUSED}` });
    expect(wrapper.find('[data-testid="receipt-correct"]').exists()).toBe(false);
    expect(text(wrapper, 'receipt-corrected-as')).toBe(
      `Corrected as ${CORRECTION} (2026-11-23 11:20 EAT)`,
    );
    // Starting afresh is still there: the customer may want another transfer.
    expect(wrapper.find('[data-testid="receipt-new-transfer"]').classes()).toContain(
      'button--primary',
    );

    await click(wrapper, 'receipt-corrected-link');
    expect(router.currentRoute.value.params['reference']).toBe(CORRECTION);
    expect(text(wrapper, 'receipt-reference')).toBe(CORRECTION);
    // And back: the correction names the transfer it corrects.
    expect(text(wrapper, 'receipt-corrects')).toContain(REFUSED);
  });

  it("says main's refusal on the receipt, and stays there", async () => {
    const { wrapper, router, fake } = await openReceipt('rejected');
    fake.state.corrections.clear();
    await click(wrapper, 'receipt-correct');
    expect(text(wrapper, 'correct-error')).toBe(
      `Transfer ${REFUSED} cannot be sent again as a new one.`,
    );
    expect(router.currentRoute.value.name).toBe('receipt');
  });
});
