import { describe, expect, it } from 'vitest';
import {
  LOOKUP_MISSES,
  lookupDelayMs,
  REFERENCE_READ_ACTIONS,
} from '../../../electron/main/transfers/reference-reads';
import type { Services } from '../../../electron/main/services';
import { CLERK, rtgsDraft } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';
import { deskStation, PEOPLE } from '../operators/desk-fixture';

/**
 * D72: a clerk reads only their own transfers by reference, as they print only their own (D38);
 * a miss answers alike whether the transfer is another clerk's or does not exist, is audited,
 * and after a few is answered only after a wait that grows. Through the IPC router, on a real
 * journal, keyring and sandbox bank; the waits are recorded by the injected sleep, not timed.
 */
describe("a clerk's reads by reference", () => {
  const bank = useFileBank();

  /** A sleep that records each wait and holds it until the test lets it go. */
  function heldSleep() {
    const waits: number[] = [];
    const releases: (() => void)[] = [];
    return {
      waits,
      sleep: (ms: number) => {
        waits.push(ms);
        return new Promise<void>((resolve) => releases.push(resolve));
      },
      releaseNext: () => releases.shift()?.(),
    };
  }

  /** Two clerks' transfers on one workstation: clerk-1's and clerk-2's. */
  async function twoClerks(sleep: (ms: number) => Promise<void>) {
    const station = await deskStation(bank, { sleep });
    const { desk } = station;
    await desk.signIn('otherClerk');
    const theirs = await desk.call('sendTransfer', rtgsDraft({ transfer: { amount: '2500.00' } }));
    await desk.signIn('clerk');
    const mine = await desk.call('sendTransfer', rtgsDraft());
    if (!theirs.ok || !mine.ok) throw new Error('the sends failed');
    return { ...station, theirs: theirs.value.reference, mine: mine.value.reference };
  }

  const refusals = (services: Services) =>
    services.journal.audit.entries().filter((e) => e.action === REFERENCE_READ_ACTIONS.refused);

  /** Lets every promise that can settle now settle. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it("refuses another clerk's transfer in every read, in the words of one that does not exist", async () => {
    const { desk, services, theirs, mine } = await twoClerks(() => Promise.resolve());

    expect(await desk.call('getReceipt', { reference: mine })).toMatchObject({
      ok: true,
      value: { reference: mine, operatorId: CLERK },
    });
    const notYours = (reference: string) => ({
      ok: false,
      error: {
        code: 'not-found',
        message: `You have no transfer with reference ${reference}. Check the number on the customer's receipt; for a transfer another clerk sent, ask a supervisor, who can open any transfer of the branch.`,
      },
    });
    const nobodys = theirs.slice(0, -1) + (theirs.endsWith('9') ? '8' : '9');
    expect(await desk.call('getReceipt', { reference: theirs })).toMatchObject(notYours(theirs));
    expect(await desk.call('getReceipt', { reference: nobodys })).toMatchObject(notYours(nobodys));
    expect(await desk.call('printReceipt', { reference: theirs, output: 'pdf' })).toMatchObject(
      notYours(theirs),
    );
    expect(await desk.call('correctTransfer', { reference: theirs })).toMatchObject(
      notYours(theirs),
    );
    expect(
      await desk.call('flagSuspicion', { reference: theirs, note: 'Looks odd' }),
    ).toMatchObject(notYours(theirs));
    // Nothing of the other clerk's transfer reached the answers.
    expect(services.journal.controls.flags('2000-01-01', '2999-12-31')).toEqual([]);

    expect(refusals(services).map((e) => [e.operatorId, e.details])).toEqual([
      [CLERK, { reference: theirs, during: 'receipt', exists: true, misses: 1, delayMs: 0 }],
      [CLERK, { reference: nobodys, during: 'receipt', exists: false, misses: 2, delayMs: 0 }],
      [CLERK, { reference: theirs, during: 'print', exists: true, misses: 3, delayMs: 0 }],
      [CLERK, { reference: theirs, during: 'correction', exists: true, misses: 4, delayMs: 1000 }],
      [CLERK, { reference: theirs, during: 'flag', exists: true, misses: 5, delayMs: 2000 }],
    ]);

    // Supervisors read every transfer, with nothing audited or waited.
    await desk.signIn('supervisor');
    expect(await desk.call('getReceipt', { reference: theirs })).toMatchObject({
      ok: true,
      value: { reference: theirs, operatorId: PEOPLE.otherClerk.operatorId },
    });
    expect(refusals(services)).toHaveLength(5);
  });

  it('takes a clerk’s guesses one at a time, each beyond the first few after a longer wait', async () => {
    const held = heldSleep();
    const { desk, services, theirs, mine } = await twoClerks(held.sleep);
    const guesses = Array.from({ length: 6 }, (_, i) => `${theirs.slice(0, -2)}${50 + i}`);
    const answers = Promise.all(guesses.map((reference) => desk.call('getReceipt', { reference })));
    await settle();
    // The three free misses answered, the fourth waits its second, and the rest wait behind it.
    expect(held.waits).toEqual([1000]);
    expect(refusals(services)).toHaveLength(4);
    for (let step = 0; step < 2; step += 1) {
      held.releaseNext();
      await settle();
    }
    expect(held.waits).toEqual([1000, 2000, 4000]);
    expect(refusals(services)).toHaveLength(6);
    held.releaseNext();
    expect((await answers).map((a) => (a.ok ? 'ok' : a.error.code))).toEqual(
      Array.from({ length: 6 }, () => 'not-found'),
    );

    // No lock: the clerk's own transfer still opens, after the misses before it.
    expect(await desk.call('getReceipt', { reference: mine })).toMatchObject({ ok: true });

    // Misses further apart than the quarter of an hour start the count again.
    bank.clock.advance(LOOKUP_MISSES.forgetAfterMs + 1);
    const clerk = { operatorId: CLERK, role: 'clerk' } as const;
    const again = await services.referenceReads.read(theirs, clerk, 'receipt', () => {
      throw new Error('never read');
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(refusals(services).at(-1)?.details).toMatchObject({ misses: 1, delayMs: 0 });
    expect(held.waits).toHaveLength(3);
  });

  it('doubles the wait after each miss beyond the free ones, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(lookupDelayMs)).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
