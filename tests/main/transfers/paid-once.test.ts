import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { ReceiptView } from '@shared/domain/receipt';
import type { ControlThresholds } from '@shared/domain/settings';
import type { TransferCorrection } from '@shared/domain/transfer-correction';
import type { RtgsDraft, TransferDraft } from '@shared/domain/transfer-drafts';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';
import { CLERK, transferRows } from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';
import {
  correctedDraft,
  imtDraft,
  rtgsDraft,
  secondTransfer,
  signedInstruction,
} from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import {
  deskStation,
  passwordOf,
  PEOPLE,
  valueOf,
  type DeskStation as Station,
} from '../operators/desk-fixture';

/*
 * Nothing paid twice (D46, D47, D80), proved in main through the IPC router, whatever the screen
 * sends: a refused transfer is corrected once, even by two corrections sent at once; a transfer
 * that repeats one that may have moved money goes only with the clerk's confirmation naming what
 * it repeats, checked again under the reference lock; an instruction form number goes once.
 */
const NO_SUCH_ACCOUNT = '1100194977499';
const ANOTHER_ACCOUNT = '1100194977412';

/** What a send must leave untouched when main refuses it: rows, audit, the mark, the bank. */
async function nothingReservedBy(station: Station, refuse: () => Promise<unknown>) {
  const rows = transferRows(station.services.journal.path).length;
  const audited = station.services.journal.audit.entries().length;
  const mark = await station.store.readHighWater();
  const requests = station.recorder.to(SERVICE_PATHS.rtgs).length;
  const imtRequests = station.recorder.to(SERVICE_PATHS.imt).length;
  const answer = await refuse();
  expect(transferRows(station.services.journal.path)).toHaveLength(rows);
  expect(station.services.journal.audit.entries()).toHaveLength(audited);
  expect(await station.store.readHighWater()).toBe(mark);
  expect(station.recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(requests);
  expect(station.recorder.to(SERVICE_PATHS.imt)).toHaveLength(imtRequests);
  return answer;
}

/** A workstation of the file's bank, its clerk signed in at the desk. */
async function clerkDesk(bank: ReturnType<typeof useFileBank>): Promise<Station> {
  const station = await deskStation(bank);
  await station.desk.signIn('clerk');
  return station;
}

describe('a refused transfer is corrected once (D47)', () => {
  const bank = useFileBank();

  async function refusedTransfer(station: Station): Promise<ReceiptView> {
    const sent = valueOf(
      await station.desk.call(
        'sendTransfer',
        rtgsDraft({ destination: { accountNumber: NO_SUCH_ACCOUNT } }),
      ),
    );
    expect(sent.state).toBe('rejected');
    return sent;
  }

  /** The draft the form makes of a correction: corrected, a draft of its own, what it corrects. */
  function corrected(correction: TransferCorrection, account = '1100194977404'): RtgsDraft {
    const draft = correction.draft as Omit<RtgsDraft, 'draftId'>;
    return correctedDraft<RtgsDraft>(correction, {
      destination: { ...draft.destination, accountNumber: account },
    });
  }

  it('links the correction, says so on the refused receipt, and refuses a second one whatever the screen sends', async () => {
    const station = await clerkDesk(bank);
    const { desk, services } = station;
    const refused = await refusedTransfer(station);
    const correction = valueOf(
      await desk.call('correctTransfer', { reference: refused.reference }),
    );
    const first = valueOf(await desk.call('sendTransfer', corrected(correction)));
    expect(first).toMatchObject({ state: 'succeeded', corrects: refused.reference });
    expect(valueOf(await desk.call('getReceipt', { reference: refused.reference }))).toMatchObject({
      correctedBy: { reference: first.reference, createdAt: first.createdAt },
    });
    // The link is sealed with the reservation: the audit row records what it corrects.
    expect(
      services.journal.audit
        .entries()
        .find(
          (e) => e.action === TRANSFER_ACTIONS.reserved && e.details.reference === first.reference,
        )?.details,
    ).toMatchObject({ corrects: refused.reference });

    // The details are not handed out again...
    expect(await desk.call('correctTransfer', { reference: refused.reference })).toEqual({
      ok: false,
      error: {
        code: 'already-corrected',
        message: `Transfer ${refused.reference} was already corrected as transfer ${first.reference}, so it cannot be corrected again: a second correction could pay the recipient twice. Open transfer ${first.reference} to see what happened to it.`,
        text: {
          key: 'send.corrections.alreadyCorrected',
          values: { reference: refused.reference, correction: first.reference },
        },
      },
    });
    // ...and a second draft built from them, as a page script could still send, goes nowhere,
    // even to another account (the repeat check would not see it).
    const again = await nothingReservedBy(station, () =>
      desk.call('sendTransfer', corrected(correction, ANOTHER_ACCOUNT)),
    );
    expect(again).toMatchObject({
      ok: false,
      error: {
        code: 'already-corrected',
        message: expect.stringContaining(`already corrected as transfer ${first.reference}`),
      },
    });
  });

  it('lets only one of two corrections sent at once go, checked under the reference lock', async () => {
    const station = await clerkDesk(bank);
    const refused = await refusedTransfer(station);
    const correction = valueOf(
      await station.desk.call('correctTransfer', { reference: refused.reference }),
    );
    const before = station.recorder.to(SERVICE_PATHS.rtgs).length;
    const answers = await Promise.all([
      station.desk.call('sendTransfer', corrected(correction)),
      station.desk.call('sendTransfer', corrected(correction, ANOTHER_ACCOUNT)),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    // Refused by the check under the lock, in words, before the journal's own index would.
    expect(answers.find((answer) => !answer.ok)).toMatchObject({
      ok: false,
      error: {
        code: 'already-corrected',
        message: expect.stringContaining(`${refused.reference} was already corrected as transfer`),
      },
    });
    expect(station.recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(before + 1);
    expect(
      station.services.journal.transfers
        .inState('succeeded')
        .filter((t) => t.corrects === refused.reference),
    ).toHaveLength(1);
  });

  it("refuses to correct a transfer that may have moved money, another clerk's, or none", async () => {
    const station = await clerkDesk(bank);
    const { desk } = station;
    const sent = valueOf(
      await desk.call('sendTransfer', rtgsDraft({ transfer: { amount: '1750.00' } })),
    );
    const correcting = (reference: string) =>
      rtgsDraft({ transfer: { amount: '1760.00' }, corrects: reference } as never);
    expect(
      await nothingReservedBy(station, () => desk.call('sendTransfer', correcting(sent.reference))),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringContaining('which may have moved money') },
    });
    expect(await desk.call('sendTransfer', correcting('109999999999'))).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringContaining("not in this workstation's") },
    });
    const refused = await refusedTransfer(station);
    await station.desk.signIn('otherClerk');
    expect(await desk.call('sendTransfer', correcting(refused.reference))).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringContaining('another clerk sent') },
    });
  });

  it('is held by the journal itself: a second row naming a refused transfer is refused', async () => {
    const station = await clerkDesk(bank);
    const refused = await refusedTransfer(station);
    const succeeded = valueOf(
      await station.desk.call('sendTransfer', rtgsDraft({ transfer: { amount: '1800.00' } })),
    );
    const { transfers } = station.services.journal;
    const row = (n: number, corrects: string) => ({
      draftId: randomUUID(),
      kind: 'rtgs' as const,
      reference: `20${String(9_000_000_000 + n)}`,
      counter: 9_000_000_000 + n,
      body: '{}',
      amount: '1.00',
      currency: 'KES',
      destinationCountry: 'KE',
      recipientName: 'Someone',
      recipientAccount: '1100194977404',
      sourceAccount: '0011547896523',
      operatorId: CLERK,
      environment: 'test' as const,
      at: new Date(bank.clock.read()).toISOString(),
      corrects,
    });
    transfers.reserve(row(1, refused.reference));
    expect(() => transfers.reserve(row(2, refused.reference))).toThrow(/UNIQUE.*corrects/);
    expect(() => transfers.reserve(row(3, succeeded.reference))).toThrow(
      /only a transfer that moved no money can be corrected/,
    );
  });
});

describe('a transfer that repeats one that may have moved money (D46)', () => {
  const bank = useFileBank();

  it('stops an identical IMT sent again the same day, naming the first, until the clerk confirms', async () => {
    const station = await clerkDesk(bank);
    const { desk, services } = station;
    const first = valueOf(
      await desk.call('sendTransfer', imtDraft({ transfer: { amount: '2500.00' } })),
    );
    // The same sender, wallet (typed the other way), amount and currency; another form.
    const again = imtDraft({
      destination: { mobileNumber: '0712345678' },
      transfer: { amount: '2500.00' },
    });
    const refused = await nothingReservedBy(station, () => desk.call('sendTransfer', again));
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'repeat-unconfirmed',
        message: `Nothing was sent: this transfer repeats transfer ${first.reference} (2026-11-24 11:00 EAT, sent: accepted by the service). Send it only if the customer asks for a second transfer: confirm it on the review with the customer's reason.`,
      },
    });
    // What the review shows: the earlier transfer, its time and its state in words.
    expect(await desk.call('checkRepeats', { draft: again })).toEqual({
      ok: true,
      value: {
        matches: [
          {
            reference: first.reference,
            state: 'succeeded',
            stateLabel: 'Sent: accepted by the service',
            createdAt: first.createdAt,
            grounds: ['details'],
            waiting: false,
          },
        ],
        window: 'today (since 00:00 EAT)',
        message:
          "The same customer already sent this amount and currency to this recipient today (since 00:00 EAT). Send it only if the customer asks for a second transfer: type the customer's reason, then confirm.",
        formNumberUsed: null,
      },
    });

    const reason = 'Second month of upkeep, paid in advance';
    const second = valueOf(
      await desk.call('sendTransfer', secondTransfer(again, [first.reference], reason)),
    );
    expect(second).toMatchObject({
      state: 'succeeded',
      repeat: { reason, earlier: [first.reference] },
    });
    expect(services.journal.transfers.getByReference(second.reference)?.repeat).toEqual({
      reason,
      earlier: [first.reference],
    });
    expect(
      services.journal.audit
        .entries()
        .find(
          (e) => e.action === TRANSFER_ACTIONS.reserved && e.details.reference === second.reference,
        )?.details,
    ).toMatchObject({ repeatReason: reason, repeatOf: [first.reference] });
    // A confirmation holds for what the review showed: a third send naming only the first is
    // refused, as it repeats the second too.
    expect(
      await desk.call(
        'sendTransfer',
        secondTransfer(imtDraft({ transfer: { amount: '2500.00' } }), [first.reference]),
      ),
    ).toMatchObject({
      ok: false,
      error: { code: 'repeat-unconfirmed', message: expect.stringContaining(second.reference) },
    });
  });

  it('refuses an instruction form number used before on any transfer, whatever its case, naming it (D80)', async () => {
    const station = await clerkDesk(bank);
    const { desk } = station;
    const form = signedInstruction();
    const refused = valueOf(
      await desk.call(
        'sendTransfer',
        rtgsDraft({ destination: { accountNumber: NO_SUCH_ACCOUNT }, instruction: form }),
      ),
    );
    expect(refused.state).toBe('rejected');
    // Other details entirely, the same form typed in lower case: refused, even though the
    // transfer that used it moved no money; at the form number's field.
    const other = imtDraft({
      transfer: { amount: '333.00' },
      instruction: { ...form, formNumber: form.formNumber.toLowerCase() },
    });
    const used = `Instruction form ${other.instruction!.formNumber} was already used for transfer ${refused.reference} (`;
    const stopped = await nothingReservedBy(station, () => desk.call('sendTransfer', other));
    expect(stopped).toMatchObject({
      ok: false,
      error: {
        code: 'form-number-used',
        message: expect.stringContaining(used),
        fields: [{ path: 'instruction.formNumber', message: expect.stringContaining(used) }],
      },
    });
    expect(
      await desk.call('checkRepeats', { draft: other, formNumber: other.instruction!.formNumber }),
    ).toMatchObject({
      ok: true,
      value: { matches: [], message: null, formNumberUsed: expect.stringContaining(used) },
    });
    // The clerk's confirmation of a second transfer does not let it go either.
    const confirmed = await nothingReservedBy(station, () =>
      desk.call('sendTransfer', secondTransfer(other, [refused.reference])),
    );
    expect(confirmed).toMatchObject({ ok: false, error: { code: 'form-number-used' } });

    // The correction of the refused transfer may give the customer's form again: it carries the
    // same instruction on, once.
    const correction = valueOf(
      await desk.call('correctTransfer', { reference: refused.reference }),
    );
    const fixed = correctedDraft<RtgsDraft>(correction, { instruction: form });
    fixed.destination = { ...fixed.destination, accountNumber: '1100194977404' };
    const paid = valueOf(await desk.call('sendTransfer', fixed));
    expect(paid.state).toBe('succeeded');
    // Once it paid, the form is never given again: not even by a new transfer of the same details.
    const again = await nothingReservedBy(station, () =>
      desk.call('sendTransfer', { ...fixed, draftId: randomUUID(), corrects: undefined }),
    );
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'form-number-used', message: expect.stringContaining(paid.reference) },
    });
  });

  it('lets only one of two identical transfers sent at once go unconfirmed', async () => {
    const station = await clerkDesk(bank);
    const twin = () => rtgsDraft({ transfer: { amount: '4321.00' } });
    const answers = await Promise.all([
      station.desk.call('sendTransfer', twin()),
      station.desk.call('sendTransfer', twin()),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.find((answer) => !answer.ok)).toMatchObject({
      ok: false,
      error: { code: 'repeat-unconfirmed' },
    });
    expect(transferRows(station.services.journal.path)).toHaveLength(1);
  });

  it('counts no transfer that moved no money, and a supervisor who lets a waiting repeat through answers for it all', async () => {
    const station = await clerkDesk(bank);
    const { desk } = station;
    const refused = valueOf(
      await desk.call(
        'sendTransfer',
        rtgsDraft({
          destination: { accountNumber: NO_SUCH_ACCOUNT },
          transfer: { amount: '50.00' },
        }),
      ),
    );
    expect(refused.state).toBe('rejected');
    expect(
      valueOf(
        await desk.call(
          'sendTransfer',
          rtgsDraft({
            destination: { accountNumber: NO_SUCH_ACCOUNT },
            transfer: { amount: '50.00' },
          }),
        ),
      ).state,
    ).toBe('rejected');

    bank.sandbox.setFault({ route: 'rtgs', fault: 'status', status: 503, times: 1 });
    const unknown = valueOf(
      await desk.call('sendTransfer', rtgsDraft({ transfer: { amount: '60.00' } })),
    );
    expect(unknown.state).toBe('unknown');
    const again: TransferDraft = rtgsDraft({ transfer: { amount: '60.00' } });
    // The duplicate guard comes first: only a supervisor lets it go (D33).
    expect(await desk.call('sendTransfer', again)).toMatchObject({
      ok: false,
      error: { code: 'possible-duplicate' },
    });
    const approved = await desk.call('approveDuplicate', {
      draft: again,
      reason: 'The bank confirms the first never arrived',
      approver: { operatorId: PEOPLE.supervisor.operatorId, password: passwordOf('supervisor') },
    });
    expect(approved.ok).toBe(true);
    // No reason is asked of the clerk as well: the supervisor's approval is kept with it.
    const sent = valueOf(await desk.call('sendTransfer', again));
    expect(sent).toMatchObject({
      state: 'succeeded',
      repeat: null,
      approvals: [{ purpose: 'duplicate-transfer', approverId: 'sup-1' }],
    });
  });

  it("refuses a review's check with an instruction form number of the wrong shape", async () => {
    const { desk } = await clerkDesk(bank);
    expect(
      await desk.call('checkRepeats', { draft: rtgsDraft(), formNumber: 'two words' }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(
      await desk.call('checkRepeats', { draft: rtgsDraft(), formNumber: 'F-1', extra: 1 }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });
});

describe('the repeat window (D46)', () => {
  const clock = testClock();
  const bank = useFileBank(clock);
  const DAY_MS = 86_400_000;

  it("is the branch's day until an admin sets more days, and a wrong setting stops sending", async () => {
    const station = await deskStation(bank);
    const { desk, services } = station;
    await desk.signIn('clerk');
    const same = () => rtgsDraft({ transfer: { amount: '2222.00' } });
    const monday = valueOf(await desk.call('sendTransfer', same()));

    clock.advance(DAY_MS);
    await desk.signIn('clerk');
    // Yesterday's is outside the branch's day: no stop.
    const tuesday = valueOf(await desk.call('sendTransfer', same()));
    expect(tuesday.repeat).toBeNull();

    await desk.signIn('admin');
    const controls: ControlThresholds = {
      approvalAbove: { rtgs: {}, imt: {} },
      reportableFrom: {},
      repeatWindowDays: 2,
    };
    expect(
      await desk.call('updateSettings', {
        section: 'controls',
        value: { ...controls, repeatWindowDays: 0 },
      }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        fields: [
          {
            path: 'repeatWindowDays',
            message:
              'Days the repeat check looks back must be a whole number from 1 (today only) to 31.',
          },
        ],
      },
    });
    valueOf(await desk.call('updateSettings', { section: 'controls', value: controls }));
    await desk.signIn('clerk');
    expect(await desk.call('sendTransfer', same())).toMatchObject({
      ok: false,
      error: {
        code: 'repeat-unconfirmed',
        message: expect.stringMatching(
          new RegExp(`transfers? ${monday.reference} .* and transfer ${tuesday.reference} `),
        ),
      },
    });
    expect(await desk.call('checkRepeats', { draft: same() })).toMatchObject({
      ok: true,
      value: { window: 'in the last 2 days (since 2026-11-24 00:00 EAT)' },
    });

    // A stored value no check allows (an edited file) is not guessed at: nothing is sent.
    services.journal.settings.set(
      'controls',
      { ...controls, repeatWindowDays: 'two' },
      new Date(clock.read()).toISOString(),
      null,
    );
    const restarted = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    expect(restarted.services.settings.current()).toMatchObject({
      ok: false,
      error: { code: 'invalid-settings' },
    });
    expect(await restarted.services.transfers.send(same(), CLERK)).toMatchObject({
      ok: false,
      error: { code: 'not-ready', message: expect.stringContaining('Days the repeat check') },
    });
  });
});
