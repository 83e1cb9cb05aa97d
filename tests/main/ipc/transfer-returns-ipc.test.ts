import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remitDeskContract } from '@shared/ipc/contract';
import { amountToMinorUnits } from '@shared/domain/money';
import { endOfDayCsvRecords } from '../../../electron/main/reports/end-of-day-csv';
import { CLERK } from '../engine/engine-fixture';
import { pdfText } from '../../support/pdf';
import { useHarnessDesktop } from '../../support/harness-printer';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { SATURDAY_MORNING, testClock } from '../engine/test-clock';
import { deskStation, valueOf } from '../operators/desk-fixture';

/*
 * D120 through the router, as the transfer's page calls it: on a Saturday the clerk sends two
 * RTGS (queued until Monday 09:00), an IMT (sent) and one whose answer is lost (unknown). Only a
 * supervisor records; a recall needs a queued RTGS whose window is still ahead; a return a
 * transfer the bank took; one per transfer; each sealed, audited, sent to head office through the
 * outbox, on the day it was learnt, and the transfer itself unchanged (nothing sends it again).
 * The refund receipt prints ORIGINAL then COPY 1, and carries no mark.
 */

const HOUR = 3_600_000;

describe('returns and recalls over IPC', () => {
  const bank = useFileBank(testClock(SATURDAY_MORNING));
  const { dir, desktop } = useHarnessDesktop('remit-desk-returns-');

  async function sent() {
    const station = await deskStation(bank, { desktop });
    await station.desk.signIn('clerk');
    const send = async (draft: unknown) =>
      valueOf(await station.desk.call('sendTransfer', draft)).reference;
    const queued = await send(rtgsDraft({ transfer: { amount: '1500.00' } }));
    const later = await send(rtgsDraft({ transfer: { amount: '2300.00' } }));
    const imt = await send(imtDraft());
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-after-processing', times: 1 });
    const unknown = await send(rtgsDraft({ transfer: { amount: '3100.00' } }));
    return { ...station, queued, later, imt, unknown };
  }

  const request = (reference: string, patch: Record<string, unknown> = {}) => ({
    reference,
    kind: 'recall',
    bankReference: 'RCL-2026-0042',
    bankDate: '2026-11-28',
    reason: 'customer-request',
    note: '',
    ...patch,
  });

  it('records a recall before the window and a return after it; refuses the rest', async () => {
    const s = await sent();
    const { desk, services } = s;
    const journal = services.journal;
    expect(journal.transfers.getByReference(s.queued)!.state).toBe('queued');

    // Only a supervisor: not the clerk, nor an admin.
    for (const person of ['clerk', 'admin'] as const) {
      await desk.signIn(person);
      expect(await desk.call('recordTransferReturn', request(s.queued))).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
    }
    expect(remitDeskContract.operations.recordTransferReturn.access).toBe('supervisor');
    expect(remitDeskContract.operations.printRefundReceipt.access).toBe('supervisor');

    await desk.signIn('supervisor');
    // Payloads checked with the form's schema.
    for (const [payload, path] of [
      [request(s.queued, { kind: 'lost' }), 'kind'],
      [request(s.queued, { bankDate: '2026-02-30' }), 'bankDate'],
      [request(s.queued, { reason: 'other', note: 'short' }), 'note'],
      [request(s.queued, { bankReference: '' }), 'bankReference'],
      [{ ...request(s.queued), amount: '1.00' }, undefined],
    ] as const) {
      const answer = await desk.call('recordTransferReturn', payload);
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
      if (path && !answer.ok && 'fields' in answer.error) {
        expect(answer.error.fields?.map((f) => f.path)).toContain(path);
      }
    }
    const history = valueOf(await desk.call('transferHistory', { reference: s.queued }));
    expect(history).toMatchObject({ returned: null, returnKinds: ['return', 'recall'] });

    const refused = async (payload: unknown, code: string) =>
      expect(await desk.call('recordTransferReturn', payload)).toMatchObject({
        ok: false,
        error: { code },
      });
    await refused(request(s.imt), 'not-recallable');
    await refused(request(s.unknown, { kind: 'return' }), 'not-returnable');
    await refused(request(s.queued, { bankDate: '2026-11-29' }), 'date-out-of-range');
    await refused(request('299999999999'), 'not-found');

    const audit = journal.audit.entries().length;
    const recalled = valueOf(await desk.call('recordTransferReturn', request(s.queued)));
    expect(recalled.returned).toMatchObject({
      kind: 'recall',
      bankReference: 'RCL-2026-0042',
      amount: '1500.00',
      businessDay: '2026-11-28',
      operatorId: 'sup-1',
      prints: 0,
    });
    expect(recalled.returnKinds).toEqual([]);
    // The transfer stays as it was journaled: nothing sends it again.
    expect(journal.transfers.getByReference(s.queued)!.state).toBe('queued');
    expect(journal.audit.entries().slice(audit)).toMatchObject([
      { action: 'transfer.recalled', operatorId: 'sup-1' },
    ]);
    await refused(request(s.queued, { kind: 'return' }), 'returned-already');

    // Monday 10:00 in Nairobi: the second one's window opened, so the bank sent it.
    bank.clock.advance(2 * 24 * HOUR);
    await desk.signIn('supervisor');
    await refused(request(s.later, { bankDate: '2026-11-30' }), 'window-opened');
    valueOf(
      await desk.call(
        'recordTransferReturn',
        request(s.later, {
          kind: 'return',
          bankDate: '2026-11-30',
          bankReference: 'RTN-88',
          reason: 'other',
          note: 'Beneficiary bank under statutory management',
        }),
      ),
    );

    // The receipt log marks both, in their own words' data; the others carry no mark.
    const log = valueOf(await desk.call('transferLog', {}));
    const marks = Object.fromEntries(log.rows.map((row) => [row.reference, row.returned]));
    expect(marks).toEqual({
      [s.queued]: { kind: 'recall', bankDate: '2026-11-28', businessDay: '2026-11-28' },
      [s.later]: { kind: 'return', bankDate: '2026-11-30', businessDay: '2026-11-30' },
      [s.imt]: null,
      [s.unknown]: null,
    });

    // Sealed, and on their way to head office.
    const rows = journal.returns.learntOn('2026-11-30');
    expect(rows.map((r) => r.bankReference)).toEqual(['RTN-88']);
    const tables = journal.outbox.recordsFrom(0, 10_000).map((record) => record.table);
    expect(tables.filter((table) => table === 'transfer_returns')).toHaveLength(2);
    // Each day counts what it learnt; Saturday's own figures stay as they were.
    expect(valueOf(await desk.call('endOfDay', { day: '2026-11-28' })).returns).toMatchObject([
      { reference: s.queued, kind: 'recall', transferDay: '2026-11-28', amount: '1500.00' },
    ]);
    expect(valueOf(await desk.call('endOfDay', { day: '2026-11-30' })).returns).toMatchObject([
      { reference: s.later, kind: 'return', transferDay: '2026-11-28', amount: '2300.00' },
    ]);
  });

  it("prints the customer's refund receipt: ORIGINAL, then COPY 1, and no marks; the original takes the refund from the clerk's drawer", async () => {
    const s = await sent();
    const { desk } = s;
    await desk.signIn('supervisor');
    expect(
      await desk.call('printRefundReceipt', { reference: s.queued, output: 'pdf' }),
    ).toMatchObject({ ok: false, error: { code: 'no-return' } });
    // Whichever day the clock is on now (the test before moved it): a return of a sent transfer.
    const today = new Date(bank.clock.read()).toISOString().slice(0, 10);
    valueOf(
      await desk.call(
        'recordTransferReturn',
        request(s.queued, { kind: 'return', bankDate: today, reason: 'account-closed' }),
      ),
    );
    // D122: recorded, not yet handed over: nothing has left the clerk's drawer.
    const { journal, tellerCash, endOfDay } = s.services;
    const { businessDay } = journal.returns.forTransfer(
      journal.transfers.getByReference(s.queued)!.id,
    )!;
    const drawer = () =>
      tellerCash
        .day(businessDay)
        .clerks.find((clerk) => clerk.operatorId === CLERK)!
        .lines.find((line) => line.currency === 'KES')!;
    expect(drawer().refunds).toBe('0.00');
    const first = join(dir, 'refund.pdf');
    desktop.dialogs.answer('saveFile', first);
    expect(
      valueOf(await desk.call('printRefundReceipt', { reference: s.queued, output: 'pdf' })),
    ).toEqual({ file: first, copyNumber: 0 });
    const text = pdfText(first);
    for (const words of [
      'Refund receipt',
      'Original',
      "Customer's copy",
      "Bank's copy",
      'Returned by the bank',
      'RCL-2026-0042',
      "The recipient's account is closed",
      'Amount refunded',
      'Grace Achieng',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/COPY \d|reportable|split|screening/i);
    const second = join(dir, 'refund-copy.pdf');
    desktop.dialogs.answer('saveFile', second);
    expect(
      valueOf(await desk.call('printRefundReceipt', { reference: s.queued, output: 'pdf' })),
    ).toEqual({ file: second, copyNumber: 1 });
    expect(pdfText(second)).toContain('COPY 1');
    // The original handed over took the refund from the clerk's drawer, once: a copy takes nothing.
    const { taken, refunds, expected } = drawer();
    expect(refunds).toBe('1500.00');
    expect(amountToMinorUnits(expected)).toBe(amountToMinorUnits(taken) - 1500_00n);
    const csv = endOfDayCsvRecords(endOfDay.report(businessDay), (id) => id).filter(
      (row) => row.section === 'Returns and recalls learnt this day',
    );
    expect(csv).toMatchObject([
      {
        reference: s.queued,
        total: '1500.00',
        currency: 'KES',
        recorded: 'Returned by the bank',
        bankReference: 'RCL-2026-0042',
      },
    ]);
    expect(
      s.services.journal.audit.entries().filter((e) => e.action === 'refund-receipt.printed'),
    ).toMatchObject([
      { details: { copy: 'original', output: 'pdf', file: join(dir, 'refund.pdf') } },
      { details: { copy: 'COPY 1', output: 'pdf', file: join(dir, 'refund-copy.pdf') } },
    ]);
  });
});
