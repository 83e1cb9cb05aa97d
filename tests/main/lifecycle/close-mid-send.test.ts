import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_KEY } from '../journal/fixtures';
import { openJournal } from '../../../electron/main/journal/journal';
import { keychainStores } from '../keys/keychain-fixture';
import { CLERK, createTeardown, startEngine, tempDir } from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';
import { rtgsDraft } from '../engine/drafts';

/**
 * Quitting while a transfer is on the wire: the app waits for the bank's answer and journals it,
 * rather than closing the journal under the send and leaving the clerk's transfer "outcome
 * unknown" for a supervisor to chase. Whatever asks for the bank after that is told the app is
 * closing, and nothing of it is journaled.
 */
describe('closing the app while a send is under way', () => {
  const teardown = createTeardown();
  afterAll(() => teardown.run());

  /** The app on its built-in sandbox bank, whose next RTGS answer comes after half a second. */
  async function appWithSlowBank() {
    const stores = keychainStores();
    teardown.add(() => stores.cleanUp());
    const dataDir = tempDir();
    const services = await startEngine({
      dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      now: testClock().read,
    });
    teardown.add(() => services.close());
    expect((await services.purposes.list()).ok).toBe(true);
    services.sandbox!.setFault({ route: 'rtgs', fault: 'latency', ms: 500, times: 1 });
    return { dataDir, services, stores };
  }

  /** The journal read again after the close, with its key: each row read is checked (D68). */
  async function reopen(dataDir: string, stores: ReturnType<typeof keychainStores>) {
    const reopened = openJournal(dataDir, TEST_DATABASE_KEY);
    if (!reopened.ok) throw new Error(reopened.error.message);
    reopened.value.audit.useKey((await stores.journalKeychain(dataDir).readKey())!);
    return reopened.value;
  }

  it('waits for the answer, journals it, and refuses what comes after', async () => {
    const { dataDir, services, stores } = await appWithSlowBank();

    const draft = rtgsDraft();
    const sending = services.transfers.send(draft, CLERK);
    // The send is on the wire (the sandbox holds its answer) when the app is told to close.
    await waitFor(() => services.journal.transfers.inState('sending').length === 1);
    const closed = services.close();

    const late = await services.transfers.send(rtgsDraft(), CLERK);
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error.message).toBe(
      'Remit Desk is closing, so nothing was sent. Open it again and send from there.',
    );

    const list = await services.purposes.list();
    expect(!list.ok && list.error.message).toBe(
      'Remit Desk is closing. Open it again to see the payment purposes.',
    );

    const sent = await sending;
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('succeeded');
    await closed;

    const journal = await reopen(dataDir, stores);
    try {
      expect(journal.transfers.getByDraftId(draft.draftId)).toMatchObject({
        state: 'succeeded',
        reference: sent.value.reference,
      });
      // The refused send reserved nothing: only one transfer was ever journaled.
      const all = (['reserved', 'sending', 'succeeded'] as const).flatMap((state) =>
        journal.transfers.inState(state),
      );
      expect(all.map((t) => t.reference)).toEqual([sent.value.reference]);
    } finally {
      journal.close();
    }
  });

  it('gives up a send still waiting for its turn as not sent, and waits for the one on the wire', async () => {
    const { dataDir, services, stores } = await appWithSlowBank();

    const drafts = [
      rtgsDraft(),
      rtgsDraft({
        transfer: { amount: '2000.00' },
        instruction: { formNumber: 'IF-2026/0043', idAndSignatureChecked: true },
      }),
    ];
    const sending = drafts.map((draft) => services.transfers.send(draft, CLERK));
    // Both have journaled their attempt's start: one is on the wire, the other waits behind it.
    await waitFor(() => {
      const started = services.journal.transfers.inState('sending');
      return (
        started.length === 2 &&
        started.every((t) => services.journal.transfers.attempts(t.id).length === 1)
      );
    });
    const closed = services.close();
    const sent = await Promise.all(sending);
    await closed;

    const states = sent.map((result) => (result.ok ? result.value.state : result.error.code));
    expect(states.sort()).toEqual(['not_sent', 'succeeded']);
    const journal = await reopen(dataDir, stores);
    try {
      const given = journal.transfers.inState('not_sent');
      expect(given).toHaveLength(1);
      // Nothing of it left: journaled as provably not sent, so no start calls it unknown.
      expect(journal.transfers.attempts(given[0]!.id)).toEqual([
        expect.objectContaining({ httpStatus: null, notProcessed: true }),
      ]);
      expect(journal.transfers.inState('sending')).toEqual([]);
    } finally {
      journal.close();
    }
  });
});

async function waitFor(condition: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
