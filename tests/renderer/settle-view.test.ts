import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptInWords, TransferHistory } from '@shared/domain/settlements';
import { createFakeRemitDesk, historyFor, receiptFor } from './fake-remit-desk';
import { click, rtgsDraft, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

const DRAFT = rtgsDraft('0b6f9d3e-8d3c-4d61-9d0e-3a1f2b4c5d6e', {
  source: { name: 'Jane Wanjiku' },
  destination: { name: 'John Otieno' },
  transfer: { amount: '1250000.00', purposeOfPaymentCode: 'OTHR' },
});

async function openTransfer(
  history: Partial<TransferHistory> = {},
  from?: string,
  operatorId = 'super1',
) {
  const fake = createFakeRemitDesk();
  fake.signInAs(operatorId);
  const receipt = receiptFor(DRAFT, '106921946257', 'unknown');
  fake.override('transferHistory', async () => ({ ok: true, value: historyFor(receipt, history) }));
  const { wrapper, router } = await mountApp(fake, {
    path: from ?? `/transfers/${receipt.reference}`,
  });
  if (from) {
    await settle();
    await router.push(`/transfers/${receipt.reference}`);
  }
  await settle();
  return { wrapper, router };
}

describe("a transfer's page for a supervisor", () => {
  it('groups the digits of the amount and names the clerk before the id', async () => {
    const { wrapper } = await openTransfer();
    expect(text(wrapper, 'settle-summary')).toContain('1,250,000.00 KES to John Otieno');
    expect(text(wrapper, 'settle-summary')).toMatch(/ by Grace Clerk \(clerk1\)$/);
  });

  it('shows each attempt in words, the bank’s own answer only behind a disclosure', async () => {
    const refused: AttemptInWords = {
      n: 1,
      startedAt: '2026-11-23T08:15:00.000Z',
      finishedAt: '2026-11-23T08:15:02.000Z',
      httpStatus: 404,
      response: '{"status":false,"error_code":"ACCOUNT_NOT_FOUND","message":"Account not found"}',
      error: null,
      notProcessed: false,
      happened: 'The bank refused the transfer: an account was not found. No money moved.',
      statusText: '404 Not Found',
      bankMessage: 'Account not found',
    };
    const lost: AttemptInWords = {
      ...refused,
      n: 2,
      httpStatus: null,
      response: null,
      error: 'connection-lost: ECONNRESET',
      happened: 'No answer: the connection was lost before an answer.',
      statusText: null,
      bankMessage: null,
    };
    const { wrapper } = await openTransfer({ attempts: [refused, lost] });
    const [first, second] = wrapper.findAll('[data-testid="settle-attempt"]');
    expect(first!.find('[data-testid="attempt-what"]').text()).toBe(refused.happened);
    expect(first!.find('[data-testid="attempt-status"]').text()).toBe('404 Not Found');
    expect(first!.find('[data-testid="attempt-message"]').text()).toBe('“Account not found”');
    // The raw answer is there for support, folded away.
    const raw = first!.find('details');
    expect(raw.attributes('open')).toBeUndefined();
    expect(raw.find('summary').text()).toBe("The bank's answer as received, for support");
    expect(raw.find('[data-testid="attempt-raw"]').text()).toBe(refused.response);
    expect(second!.find('[data-testid="attempt-what"]').text()).toBe(lost.happened);
    expect(second!.find('[data-testid="attempt-status"]').exists()).toBe(false);
    // The network's own words stay for support too, folded away.
    expect(second!.find('details summary').text()).toBe(
      'The network error as recorded, for support',
    );
    expect(second!.find('[data-testid="attempt-raw"]').text()).toBe('connection-lost: ECONNRESET');
  });

  it("names the bank and the purpose on the page's receipt, as main gives them", async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    const receipt = receiptFor(DRAFT, '106921946257', 'unknown', {
      bankName: 'Kenya Commercial Example Bank',
    });
    fake.override('transferHistory', async () => ({
      ok: true,
      value: historyFor(receipt, { purposeName: 'Other' }),
    }));
    const { wrapper } = await mountApp(fake, { path: `/transfers/${receipt.reference}` });
    await settle();
    expect(text(wrapper, 'receipt-purpose')).toBe('Other (OTHR)');
    expect(text(wrapper, 'receipt-bank')).toBe('Kenya Commercial Example Bank (01)');
  });

  it.each([
    ['/log?state=waiting', 'Back to the waiting list'],
    ['/log?amount=25%2C000&kind=rtgs', 'Back to your search in the receipt log'],
    ['/log', 'Back to the receipt log'],
    ['/end-of-day', 'Back to the end of day'],
    ['/supervisor', 'Back to supervisor tools'],
    // D79: the flags are the compliance officer's; they open a flagged transfer's page to read.
    ['/flags', 'Back to the suspicion flags', 'comp1'],
  ])('goes back to %s, and says so (D62)', async (from, label, operatorId = 'super1') => {
    const { wrapper, router } = await openTransfer({}, from, operatorId);
    expect(text(wrapper, 'settle-back')).toBe(label);
    await click(wrapper, 'settle-back');
    await settle();
    expect(router.currentRoute.value.fullPath).toBe(from);
  });

  it('goes back to the waiting list, or the log once settled, when opened by its address', async () => {
    expect(text((await openTransfer()).wrapper, 'settle-back')).toBe('Back to the waiting list');
    document.body.innerHTML = '';
    const final = await openTransfer({ settleable: false });
    expect(text(final.wrapper, 'settle-back')).toBe('Back to the receipt log');
  });

  it("says an empty bank's transaction id is required and what to type, once", async () => {
    const { wrapper } = await openTransfer();
    await wrapper.find('[data-testid="settle-choice-succeeded"]').setValue(true);
    await click(wrapper, 'settle-submit');
    await settle();
    expect(wrapper.find('#settle-transaction-id').element.parentElement!.textContent).toContain(
      "Bank's transaction id is required: type the id the bank gave for this transfer",
    );
    expect(wrapper.text()).not.toContain('may hold only letters');
    await wrapper.find('[data-testid="settle-transaction-id"]').setValue('TX 1');
    await click(wrapper, 'settle-submit');
    await settle();
    expect(wrapper.text()).toContain(
      "Bank's transaction id may hold only letters, digits and . _ / - (as the bank gives it).",
    );
  });
});
