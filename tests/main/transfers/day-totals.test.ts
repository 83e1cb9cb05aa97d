import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { ControlThresholds } from '@shared/domain/settings';
import type { RtgsDraft, TransferDraft } from '@shared/domain/transfer-drafts';
import { CLERK, transferRows } from '../engine/engine-fixture';
import { correctedDraft, imtDraft, rtgsDraft, secondTransfer } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation, passwordOf, PEOPLE, type Person } from '../operators/desk-fixture';
import { unXml } from '../../../scripts/bench/screening-lists';

/*
 * D81 in main, through the IPC the review and the send call: a transfer needs a supervisor's
 * approval when its amount, its customer's transfers of the branch's day with it, or its source
 * account's transfers of the day to the same recipient with it, are above the admin's amount.
 * Every path that sends a new transfer is held to it (a new draft, a second transfer the
 * customer asked for, a correction, two sends at once); a supervisor's re-send of a transfer
 * already counted is not a new amount. The clerk is told nothing of the rule (D80).
 */

const THRESHOLDS: ControlThresholds = {
  approvalAbove: { rtgs: { KES: '1000000.00' }, imt: { KES: '200000.00' } },
  reportableFrom: {},
};

/** Another customer of the branch, from another of its accounts. */
const PETER = {
  source: { accountNumber: '0011547896531', name: 'Peter Kamau' },
  customer: { documentNumber: '87654321', name: 'Peter Kamau' },
};

/** An account of the sandbox's that no bank holds: the bank refuses a transfer to it. */
const NO_SUCH_ACCOUNT = '1100194977499';

describe("the approval threshold on a day's totals (D81)", () => {
  const bank = useFileBank();

  async function workstation(thresholds: ControlThresholds = THRESHOLDS) {
    const station = await deskStation(bank);
    await station.desk.signIn('admin');
    const saved = await station.desk.call('updateSettings', {
      section: 'controls',
      value: thresholds,
    });
    if (!saved.ok) throw new Error(saved.error.message);
    await station.desk.signIn('clerk');
    return station;
  }
  type Station = Awaited<ReturnType<typeof workstation>>;

  const approver = (person: Person) => ({
    operatorId: PEOPLE[person].operatorId,
    password: passwordOf(person),
  });

  async function sent(station: Station, draft: TransferDraft) {
    const answer = await station.desk.call('sendTransfer', draft);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value;
  }

  /** The supervisor reads why, then approves: what the dialog does at the clerk's workstation. */
  async function approved(station: Station, draft: TransferDraft) {
    const why = await station.desk.call('thresholdGrounds', {
      draft,
      approver: approver('supervisor'),
    });
    if (!why.ok) throw new Error(why.error.message);
    const granted = await station.desk.call('approveThreshold', {
      draft,
      reason: 'Customer known, funds explained',
      approver: approver('supervisor'),
    });
    if (!granted.ok) throw new Error(granted.error.message);
    return why.value;
  }

  /**
   * The customer's 200,000 KES from another account to another recipient, after a 900,000 KES
   * transfer of theirs: only their day can ask for a supervisor, and it does. Returns the draft.
   */
  async function customerDayAsks(station: Station): Promise<TransferDraft> {
    const next = rtgsDraft({
      source: PETER.source,
      destination: { accountNumber: '1100194977412' },
      transfer: { amount: '200000.00' },
    });
    expect(await station.desk.call('checkControls', next)).toMatchObject({
      value: { approval: { message: expect.any(String) } },
    });
    return next;
  }

  /** The review's answer and the send's refusal: the transfer's own amount, nothing of the rule. */
  async function expectStoppedQuietly(station: Station, draft: TransferDraft, hidden: string[]) {
    const check = await station.desk.call('checkControls', draft);
    expect(check).toMatchObject({
      ok: true,
      value: { approval: { message: expect.stringContaining("needs a supervisor's approval") } },
    });
    const refused = await station.desk.call('sendTransfer', draft);
    expect(refused).toMatchObject({ ok: false, error: { code: 'needs-approval' } });
    const said = JSON.stringify([check, refused]);
    for (const text of hidden) expect(said).not.toContain(text);
    expect(said).not.toMatch(/total|threshold|1,000,000|earlier/i);
  }

  it("stops the customer's second transfer of the day, tells the supervisor why, and sends it once approved", async () => {
    const station = await workstation();
    const first = await sent(station, rtgsDraft({ transfer: { amount: '900000.00' } }));
    expect(first.approvals).toEqual([]);
    // The same customer, from another account to another recipient: their day is what counts.
    const second = rtgsDraft({
      source: PETER.source,
      destination: { accountNumber: '1100194977412' },
      transfer: { amount: '900000.00' },
    });
    await expectStoppedQuietly(station, second, [first.reference, '1,800,000', '1800000']);
    expect(transferRows(station.services.journal.path)).toHaveLength(1);

    // The clerk's own id, or a wrong password, reads nothing of why.
    for (const who of [approver('clerk'), { ...approver('supervisor'), password: 'not it' }]) {
      const why = await station.desk.call('thresholdGrounds', { draft: second, approver: who });
      expect(why.ok).toBe(false);
      expect(JSON.stringify(why)).not.toContain(first.reference);
    }
    const why = await approved(station, second);
    expect(why).toEqual({
      currency: 'KES',
      day: '2026-11-24',
      timeZone: 'Africa/Nairobi',
      grounds: [
        {
          rule: 'customer',
          total: '1800000.00',
          earlier: [
            {
              reference: first.reference,
              createdAt: expect.any(String),
              amount: '900000.00',
              state: 'succeeded',
              stateLabel: expect.any(String),
            },
          ],
        },
      ],
    });
    const receipt = await sent(station, second);
    expect(receipt).toMatchObject({
      state: 'succeeded',
      approvals: [{ purpose: 'amount-threshold', approverId: PEOPLE.supervisor.operatorId }],
    });
    const used = station.services.journal.audit.entries().find((e) => e.action === 'approval.used');
    expect(used?.details).toMatchObject({
      reference: receipt.reference,
      threshold: '1000000.00',
      grounds: [{ rule: 'customer', total: '1800000.00', earlier: [first.reference] }],
    });
    // Another customer's day, from another account, is their own.
    const peters = rtgsDraft({ ...PETER, transfer: { amount: '900000.00' } });
    expect(await station.desk.call('checkControls', peters)).toMatchObject({
      ok: true,
      value: { approval: null },
    });
  });

  it('stops the account’s second transfer of the day to one recipient, whoever the customer', async () => {
    const station = await workstation();
    const first = await sent(station, rtgsDraft({ transfer: { amount: '600000.00' } }));
    const other = rtgsDraft({ customer: PETER.customer, transfer: { amount: '500000.00' } });
    await expectStoppedQuietly(station, other, [first.reference, '1,100,000']);
    const why = await approved(station, other);
    expect(why.grounds).toEqual([
      expect.objectContaining({ rule: 'recipient', total: '1100000.00' }),
    ]);
    expect(why.grounds[0]!.earlier.map((e) => e.reference)).toEqual([first.reference]);
    expect((await sent(station, other)).state).toBe('succeeded');
  });

  it('adds RTGS and IMT of one customer, and the wallet whichever spelling', async () => {
    const station = await workstation();
    // Jane's mobile-wallet ID document is the IMT fixture's; her RTGS carries the same block.
    const wallet = imtDraft({ transfer: { amount: '150000.00' } });
    await sent(station, wallet);
    // The same block, without what only a mobile-wallet transfer carries.
    const block = { ...wallet.customer! };
    delete block.email;
    delete block.purpose;
    const rtgs = rtgsDraft({ customer: block, transfer: { amount: '100000.00' } });
    // Below the RTGS amount: the customer's day is 250,000 KES, not above 1,000,000.
    expect(await station.desk.call('checkControls', rtgs)).toMatchObject({
      value: { approval: null },
    });
    // An IMT is held to the IMT amount (200,000): with the day's RTGS and IMT it is above it.
    await sent(station, rtgs);
    const again = imtDraft({
      destination: { mobileNumber: '0712345678' },
      transfer: { amount: '60000.00' },
    });
    const why = await station.desk.call('thresholdGrounds', {
      draft: again,
      approver: approver('supervisor'),
    });
    expect(why.ok && why.value.grounds.map((g) => [g.rule, g.total, g.earlier.length])).toEqual([
      ['customer', '310000.00', 2],
      ['recipient', '210000.00', 1],
    ]);
  });

  it('leaves out what the bank refused, and counts again from the next branch day', async () => {
    const station = await workstation();
    const refused = await sent(
      station,
      rtgsDraft({
        destination: { accountNumber: NO_SUCH_ACCOUNT },
        transfer: { amount: '900000.00' },
      }),
    );
    expect(refused.state).toBe('rejected');
    const next = rtgsDraft({ transfer: { amount: '900000.00' } });
    expect(await station.desk.call('checkControls', next)).toMatchObject({
      value: { approval: null },
    });
    await sent(station, next);
    expect(
      await station.desk.call('checkControls', rtgsDraft({ transfer: { amount: '900000.00' } })),
    ).toMatchObject({ value: { approval: { message: expect.any(String) } } });
    // 21:00 UTC is midnight in Nairobi: a new branch day, a new total. (The clock is the bank's
    // too, and the next tests send in the RTGS window: it is put back.)
    const later = 13 * 60 * 60 * 1000;
    bank.clock.advance(later);
    try {
      await station.desk.signIn('clerk');
      expect(
        await station.desk.call('checkControls', rtgsDraft({ transfer: { amount: '900000.00' } })),
      ).toMatchObject({ value: { approval: null } });
    } finally {
      bank.clock.advance(-later);
    }
  });

  it("holds a second transfer the customer asked for (D46) to it, with the clerk's word as well", async () => {
    const station = await workstation();
    const first = await sent(station, rtgsDraft({ transfer: { amount: '900000.00' } }));
    const repeat = secondTransfer(rtgsDraft({ transfer: { amount: '900000.00' } }), [
      first.reference,
    ]);
    // The clerk's confirmation answers for the repeat, never for the amount.
    await expectStoppedQuietly(station, repeat, [first.reference + '"', '1,800,000']);
    const why = await approved(station, repeat);
    expect(why.grounds.map((g) => g.rule)).toEqual(['customer', 'recipient']);
    const receipt = await sent(station, repeat);
    expect(receipt.state).toBe('succeeded');
    expect(station.services.journal.transfers.getByReference(receipt.reference)?.repeat).toEqual({
      reason: expect.any(String),
      earlier: [first.reference],
    });
  });

  it('holds a correction (D47) to it, without the refused transfer it corrects', async () => {
    const station = await workstation();
    const first = await sent(station, rtgsDraft({ transfer: { amount: '600000.00' } }));
    const wrong = rtgsDraft({
      destination: { accountNumber: NO_SUCH_ACCOUNT },
      transfer: { amount: '500000.00' },
    });
    await approved(station, wrong);
    const refused = await sent(station, wrong);
    expect(refused.state).toBe('rejected');
    const correction = await station.desk.call('correctTransfer', {
      reference: refused.reference,
    });
    if (!correction.ok) throw new Error(correction.error.message);
    const fixed = correctedDraft<RtgsDraft>(correction.value, {
      destination: {
        ...(correction.value.draft as RtgsDraft).destination,
        accountNumber: '1100194977412',
      },
    });
    await expectStoppedQuietly(station, fixed, [first.reference, '1,100,000']);
    const why = await approved(station, fixed);
    // The refused transfer moved no money: the customer's day is the first and this one.
    expect(why.grounds).toEqual([
      expect.objectContaining({
        rule: 'customer',
        total: '1100000.00',
        earlier: [expect.objectContaining({ reference: first.reference })],
      }),
    ]);
    expect((await sent(station, fixed)).state).toBe('succeeded');
  });

  it('lets one of two sends at once go, each below the amount alone, and stops the other', async () => {
    const station = await workstation();
    const drafts = [
      rtgsDraft({ transfer: { amount: '600000.00' } }),
      rtgsDraft({
        destination: { accountNumber: '1100194977412' },
        transfer: { amount: '600000.00' },
      }),
    ];
    const answers = await Promise.all(
      drafts.map((draft) => station.services.transfers.send(draft, CLERK)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([
      { ok: false, error: expect.objectContaining({ code: 'needs-approval' }) },
    ]);
    expect(station.recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
  });

  it('counts an unknown outcome, and lets a supervisor re-send it without a new approval: it was counted when it was reserved', async () => {
    const station = await workstation();
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-before-processing', times: 1 });
    const lost = await sent(station, rtgsDraft({ transfer: { amount: '900000.00' } }));
    expect(lost.state).toBe('unknown');
    // Until a supervisor settles it, it may have paid out: it counts in the customer's day.
    const next = await customerDayAsks(station);
    await station.desk.signIn('supervisor');
    const resent = await station.desk.call('resendTransfer', {
      reference: lost.reference,
      note: 'The bank confirms it never arrived',
    });
    expect(resent).toMatchObject({ ok: true, value: { receipt: { state: 'succeeded' } } });
    expect(station.recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(2);
    // Still one transfer of 900,000 in the day: the re-send added nothing to it.
    await station.desk.signIn('clerk');
    const why = await station.desk.call('thresholdGrounds', {
      draft: next,
      approver: approver('supervisor'),
    });
    expect(why.ok && why.value.grounds).toEqual([
      expect.objectContaining({ rule: 'customer', total: '1100000.00' }),
    ]);
  });

  it('counts a transfer held for a compliance check, and lets the compliance officer release it as it was approved', async () => {
    const station = await workstation();
    const listed = [
      {
        reference: 'QDi.401',
        kind: 'individual' as const,
        parts: ['Muhammad', 'Ali', 'Hassan', 'Khan'],
      },
    ];
    const imported = station.services.screening.importList(
      {
        format: 'un-xml',
        fileName: 'consolidated.xml',
        bytes: new TextEncoder().encode(unXml(listed, new Date(bank.clock.read()).toISOString())),
        publishedOn: null,
      },
      PEOPLE.admin.operatorId,
    );
    expect(imported.ok).toBe(true);
    const held = await sent(
      station,
      rtgsDraft({ destination: { name: 'Mohamed Ali Khan' }, transfer: { amount: '900000.00' } }),
    );
    expect(held.state).toBe('held');
    // Held, it may still be sent: it counts in the customer's day.
    await customerDayAsks(station);
    // The release sends the transfer reserved then, which needed no approval on its own day.
    await station.desk.signIn('compliance');
    const released = await station.desk.call('releaseHeld', {
      reference: held.reference,
      reason: 'Checked the passport: another date of birth than the listed person.',
    });
    expect(released).toMatchObject({ ok: true, value: { state: 'succeeded' } });
  });
});
