import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeRemitDesk, receiptFor } from './fake-remit-desk';
import { click, fill, rtgsDraft, text } from './form-helpers';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const draft = rtgsDraft('6f1c1a52-3c1e-4b8a-9b1e-2d4f5a6b7c8d', {
  transfer: { amount: '250.00', description: 'Rent', purposeOfPaymentCode: 'OTHR' },
});

describe('the receipt page', () => {
  it('reads a receipt from the journal by its reference and has main print it', async () => {
    const fake = createFakeRemitDesk();
    fake.state.receipts.set('106921946257', receiptFor(draft, '106921946257', 'unknown'));
    fake.signInAs('super1');
    const { wrapper } = await mountApp(fake, { path: '/receipts/106921946257' });
    expect(fake.callsOf('getReceipt')).toEqual([{ reference: '106921946257' }]);
    expect(text(wrapper, 'receipt-reference')).toBe('106921946257');
    expect(text(wrapper, 'receipt-do-not-resend')).toBe(
      'Do not send again – a supervisor must confirm',
    );
    // Printing goes to main, which makes the paper receipt; the page never prints itself.
    await click(wrapper, 'receipt-print-printer');
    expect(fake.callsOf('printReceipt')).toEqual([
      { reference: '106921946257', output: 'printer' },
    ]);
    expect(text(wrapper, 'receipt-printed')).toBe(
      "The original (customer's and bank's copies) went to the printer.",
    );
  });

  it("shows main's refusal to print without the bank's name, naming the setting (D53)", async () => {
    const fake = createFakeRemitDesk();
    fake.state.settings.bankIdentity = { ...fake.state.settings.bankIdentity, legalName: '' };
    fake.state.receipts.set('106921946257', receiptFor(draft, '106921946257', 'succeeded'));
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/receipts/106921946257' });
    await click(wrapper, 'receipt-print-printer');
    expect(text(wrapper, 'receipt-print-error')).toBe(
      'This receipt cannot be printed yet: the bank’s legal name is not set, and every receipt must name the bank and where the customer can complain. An admin enters it in Settings, Bank identity for receipts; then print the receipt again from this page.',
    );
    expect(wrapper.find('[data-testid="receipt-printed"]').exists()).toBe(false);
    // Nothing was counted: once the name is entered, the print is the original.
    expect(fake.state.prints.get('106921946257')).toBeUndefined();
  });

  it("shows main's message for a reference it does not know", async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/receipts/999999999999' });
    expect(text(wrapper, 'receipt-error')).toBe(
      "No receipt with reference 999999999999 in this workstation's journal.",
    );
    expect(wrapper.find('[data-testid="receipt"]').exists()).toBe(false);
  });

  it('lets a supervisor open a receipt by reference, and checks the reference first', async () => {
    const fake = createFakeRemitDesk();
    fake.state.receipts.set('106921946257', receiptFor(draft, '106921946257', 'succeeded'));
    fake.signInAs('super1');
    const { wrapper, router } = await mountApp(fake, { path: '/supervisor' });
    await wrapper.find('[data-testid="supervisor-reference"]').setValue('10692');
    await wrapper.find('form').trigger('submit');
    expect(wrapper.find('#receipt-reference-error').text()).toContain('12 digits');
    expect(router.currentRoute.value.name).toBe('supervisor-home');
    await fill(wrapper, { 'supervisor-reference': '1069 2194 6257' });
    await wrapper.find('form').trigger('submit');
    await fill(wrapper, {});
    expect(router.currentRoute.value.name).toBe('receipt');
    expect(text(wrapper, 'receipt-amount')).toBe('250.00 KES');
    // Its way back names where it came from (D62).
    expect(text(wrapper, 'receipt-back')).toBe('Back to supervisor tools');
  });

  it("names a supervisor's receipt's purpose as main gives it, then its code (D62)", async () => {
    const fake = createFakeRemitDesk();
    const educ = rtgsDraft('7a1c1a52-3c1e-4b8a-9b1e-2d4f5a6b7c8d', {
      transfer: { amount: '250.00', description: 'Fees', purposeOfPaymentCode: 'EDUC' },
    });
    fake.state.receipts.set(
      '106921946258',
      receiptFor(educ, '106921946258', 'succeeded', { purposeName: 'Education and school fees' }),
    );
    fake.signInAs('super1');
    const { wrapper } = await mountApp(fake, { path: '/receipts/106921946258' });
    await fill(wrapper, {});
    // A supervisor has no purpose list of their own: no call for one, and no bare code.
    expect(fake.callsOf('listPurposes')).toEqual([]);
    expect(text(wrapper, 'receipt-purpose')).toBe('Education and school fees (EDUC)');
    expect(text(wrapper, 'receipt-back')).toBe('Back to the receipt log');
  });
});
