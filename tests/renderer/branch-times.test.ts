import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { createFakeRemitDesk, historyFor, logRowFor, receiptFor } from './fake-remit-desk';
import { rtgsDraft, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * Times say where they are (D32): each kind of screen shows its times on the branch's clock with
 * the zone named, whatever zone the workstation (this test process, UTC) is in, and the end of day
 * opens on the branch's today. The receipt screen is in receipt-card.test.ts, the printed receipt
 * and end of day in tests/main/reports/.
 */

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const DRAFT = rtgsDraft('0b6f9d3e-8d3c-4d61-9d0e-3a1f2b4c5d6e', {
  source: { name: 'Jane Wanjiku' },
  destination: { name: 'John Otieno' },
  transfer: { amount: '100.00', purposeOfPaymentCode: 'OTHR' },
});

function row(createdAt: string): TransferLogRow {
  return logRowFor(1, { recipientName: 'Otieno Odhiambo', createdAt });
}

/** `operatorId` signed in, and the log holds one transfer recorded at `createdAt`. */
function withOneLogRow(operatorId: string, createdAt: string) {
  const fake = createFakeRemitDesk();
  fake.signInAs(operatorId);
  fake.override('transferLog', async () => ({
    ok: true,
    value: { rows: [row(createdAt)], nextCursor: null, timeZone: 'Africa/Nairobi' },
  }));
  return fake;
}

describe("times on the branch's clock", () => {
  it('the receipt log names the zone of every time', async () => {
    const fake = withOneLogRow('super1', '2026-11-23T21:30:00.000Z');
    const { wrapper } = await mountApp(fake, { path: '/log' });
    await settle();
    // 21:30 UTC on the 23rd is half past midnight on the 24th at the branch.
    expect(wrapper.text()).toContain('2026-11-24 00:30 EAT');
  });

  it("a clerk's transfers of today show the time with its zone", async () => {
    const fake = withOneLogRow('clerk1', '2026-11-23T08:05:00.000Z');
    const { wrapper } = await mountApp(fake, { path: '/my-transfers' });
    await settle();
    expect(wrapper.find('tbody tr td').text()).toBe('11:05 EAT');
    // The zone in words, not by its IANA name (Africa/Nairobi).
    expect(text(wrapper, 'my-day-date')).toMatch(
      /, times in East Africa Time \(EAT\), newest first\.$/,
    );
  });

  it("an admin's screens name the zone (operators' creation times)", async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { wrapper } = await mountApp(fake, { path: '/operators' });
    await settle();
    expect(wrapper.text()).toContain('2026-11-23 11:15 EAT');
  });

  it("a supervisor's settle page says when the transfer was sent, with the zone", async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    const receipt = receiptFor(DRAFT, '106921946257', 'unknown', {
      createdAt: '2026-11-23T08:15:00.000Z',
    });
    fake.override('transferHistory', async () => ({ ok: true, value: historyFor(receipt) }));
    const { wrapper } = await mountApp(fake, { path: `/transfers/${receipt.reference}` });
    await settle();
    expect(text(wrapper, 'settle-summary')).toContain('sent 2026-11-23 11:15 EAT');
  });

  it("the end of day opens on the branch's today, not the workstation's", async () => {
    // 22:30 UTC on Monday the 23rd: still Monday for the workstation (UTC), already Tuesday the
    // 24th at a branch in Nairobi.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-23T22:30:00.000Z'));
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    const { wrapper } = await mountApp(fake, { path: '/end-of-day' });
    await settle();
    expect((wrapper.find('[data-testid="eod-day"]').element as HTMLInputElement).value).toBe(
      '2026-11-24',
    );
    expect(fake.callsOf('endOfDay')[0]).toEqual({ day: '2026-11-24' });
  });
});
