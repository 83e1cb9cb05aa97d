import { afterEach, describe, expect, it } from 'vitest';
import type { AttemptView, TransferHistory } from '../../shared/domain/settlements';
import { createFakeRemitDesk, historyFor, receiptFor } from './fake-remit-desk';
import { rtgsDraft, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

const DRAFT = rtgsDraft('0b6f9d3e-8d3c-4d61-9d0e-3a1f2b4c5d6e', {
  source: { name: 'Jane Wanjiku' },
  destination: { name: 'John Otieno' },
  transfer: { amount: '1250000.00', purposeOfPaymentCode: 'OTHR' },
});

async function openTransfer(history: Partial<TransferHistory> = {}) {
  const fake = createFakeRemitDesk();
  fake.signInAs('super1');
  const receipt = receiptFor(DRAFT, '106921946257', 'unknown');
  fake.override('transferHistory', async () => ({ ok: true, value: historyFor(receipt, history) }));
  const { wrapper } = await mountApp(fake, { path: `/transfers/${receipt.reference}` });
  await settle();
  return wrapper;
}

describe("a transfer's page for a supervisor", () => {
  it('groups the digits of the amount and names the clerk before the id', async () => {
    const wrapper = await openTransfer();
    expect(text(wrapper, 'settle-summary')).toContain('1,250,000.00 KES to John Otieno');
    expect(text(wrapper, 'settle-summary')).toMatch(/ by Grace Clerk \(clerk1\)$/);
  });

  it('says in words what went wrong on an attempt, before the detail the journal keeps', async () => {
    const attempt: AttemptView = {
      n: 1,
      startedAt: '2026-11-23T08:15:00.000Z',
      finishedAt: '2026-11-23T08:15:45.000Z',
      httpStatus: null,
      response: null,
      error: 'connection-lost: ECONNRESET | fetch failed | read ECONNRESET',
      notProcessed: false,
    };
    const wrapper = await openTransfer({ attempts: [attempt] });
    expect(text(wrapper, 'settle-attempt-error')).toBe(
      'The connection was lost before an answer (ECONNRESET | fetch failed | read ECONNRESET)',
    );
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
});
