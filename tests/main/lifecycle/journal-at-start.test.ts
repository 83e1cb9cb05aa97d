import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textIn } from '@shared/i18n/catalog';
import { KEYS_IMPORTED_NOTE } from '../../../electron/main/journal/escrow-import';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';
import { openCheckedJournal } from '../../../electron/main/lifecycle/journal-at-start';
import { silentLogger } from '../../../electron/main/logging/logger';
import { reservation, tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';

/*
 * The start settles the sends the last stop left in flight (D22). On this PC's own journal a send
 * with no attempt started never left it; in a journal put back from another PC's backup with head
 * office's key file (D75, whose import leaves its note for the start), the PC may have gone on to
 * send it after the copy, so it waits for a supervisor (D144).
 */

const AT = '2026-11-24T08:00:00.000Z';
const SENDING = { operatorId: 'clerk-1', action: TRANSFER_ACTIONS.sending };

describe('the sends a start finds in flight', () => {
  const stores = keychainStores();
  afterAll(() => stores.cleanUp());

  /** A journal whose last stop left one transfer reserved and one sending with no attempt. */
  async function stoppedMidSend() {
    const dataDir = tempDataDir();
    const deps = {
      dataDir,
      journalKeychain: stores.journalKeychain(dataDir),
      storeOf: stores.store,
      now: () => Date.parse(AT),
      log: silentLogger,
    };
    const started = await openCheckedJournal(deps);
    if (!started.ok) throw new Error(started.error.message);
    const { journal, seal } = started.value;
    const reserved = journal.transfers.reserve(reservation()).reference;
    const sending = journal.transfers.reserve(reservation());
    journal.transfers.move(sending.id, 'reserved', { state: 'sending' }, AT, SENDING);
    await seal.flush();
    journal.close();
    return { deps, references: [reserved, sending.reference] };
  }

  async function statesAtStart(deps: Parameters<typeof openCheckedJournal>[0], refs: string[]) {
    const again = await openCheckedJournal(deps);
    if (!again.ok) throw new Error(again.error.message);
    const { journal } = again.value;
    try {
      return refs.map((reference) => {
        const { state, errorMessage } = journal.transfers.getByReference(reference)!;
        return { state, errorMessage };
      });
    } finally {
      journal.close();
    }
  }

  it("on this PC's own journal, proves them not sent", async () => {
    const { deps, references } = await stoppedMidSend();
    const notSent = {
      state: 'not_sent',
      errorMessage: textIn('en', 'journal.interrupted.notSent'),
    };
    expect(await statesAtStart(deps, references)).toEqual([notSent, notSent]);
  });

  it("after head office's key file opened another PC's backup, leaves them unknown", async () => {
    const { deps, references } = await stoppedMidSend();
    writeFileSync(join(deps.dataDir, KEYS_IMPORTED_NOTE), JSON.stringify({ workstation: '7' }));
    const unknown = {
      state: 'unknown',
      errorMessage: textIn('en', 'journal.interrupted.restored'),
    };
    expect(await statesAtStart(deps, references)).toEqual([unknown, unknown]);
  });
});
