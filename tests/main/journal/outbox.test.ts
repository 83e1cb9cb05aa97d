import { afterAll, describe, expect, it } from 'vitest';
import { changeHash } from '../../../hq/protocol/chain';
import { GENESIS, MAX_BODY_BYTES } from '../../../hq/protocol/wire';
import type { Journal } from '../../../electron/main/journal/journal';
import type { OutboxRow } from '../../../electron/main/journal/outbox';
import { keychainStores } from '../keys/keychain-fixture';
import { openSealedTestJournal, rawJournal, tempDataDir, type SealedTestJournal } from './fixtures';

const stores = keychainStores();
afterAll(() => stores.cleanUp());

const NOW = Date.parse('2026-11-24T08:00:00.000Z');

function start(dir = tempDataDir()): Promise<SealedTestJournal> {
  return openSealedTestJournal(dir, {
    keychain: stores.journalKeychain(dir),
    now: () => NOW,
    earlierSecrets: () => Promise.resolve([]),
  });
}

function appendRows(journal: Journal, count: number, details: Record<string, unknown> = {}): void {
  for (let i = 0; i < count; i += 1) {
    journal.audit.append({ at: 'x', operatorId: 'admin-1', action: 'settings.updated', details });
  }
}

/** The outbox's records as another program reads them from the file. */
function storedRecords(journal: Journal) {
  const raw = rawJournal(journal.path, { readonly: true });
  try {
    return raw.prepare('SELECT * FROM outbox ORDER BY seq').all() as OutboxRow[];
  } finally {
    raw.close();
  }
}

describe('the outbox (D97)', () => {
  it('hashes its records in order from the last one hashed, as head office recomputes them', async () => {
    const { journal, close } = await start();
    appendRows(journal, 4);
    const last = journal.outbox.lastSeq();
    expect(last).toBeGreaterThanOrEqual(5);
    expect(journal.outbox.firstUnhashed()).toBe(1);

    expect(journal.outbox.hashPending(2)).toEqual({ hashed: 2, through: 2 });
    expect(journal.outbox.firstUnhashed()).toBe(3);
    expect(journal.outbox.hashPending()).toEqual({ hashed: last - 2, through: last });
    expect(journal.outbox.hashPending()).toEqual({ hashed: 0, through: last });

    let prev = GENESIS;
    for (const record of storedRecords(journal)) {
      const expected = changeHash({ ...record, table: record.tbl, prev });
      expect([record.seq, record.prev, record.hash]).toEqual([record.seq, prev, expected]);
      prev = expected;
    }
    await close();
  });

  it('gives the hashed changes after a seq, exactly as stored, at most a batch', async () => {
    const { journal, close } = await start();
    appendRows(journal, 6);
    journal.outbox.hashPending(5);
    const stored = storedRecords(journal);

    const batch = journal.outbox.batch(2, 10);
    expect(batch.map((c) => c.seq)).toEqual([3, 4, 5]);
    for (const change of batch) {
      const record = stored.find((r) => r.seq === change.seq)!;
      expect(change).toEqual({
        seq: record.seq,
        at: record.at,
        table: record.tbl,
        op: record.op,
        key: record.key,
        row: record.row,
        prev: record.prev,
        hash: record.hash,
      });
    }
    expect(journal.outbox.batch(0, 2).map((c) => c.seq)).toEqual([1, 2]);
    expect(journal.outbox.batch(5)).toEqual([]);
    await close();
  });

  it("keeps a batch under head office's body limit, but always gives the next change", async () => {
    const { journal, close } = await start();
    const large = { note: 'x'.repeat(Math.floor(MAX_BODY_BYTES * 0.6)) };
    const from = journal.outbox.lastSeq();
    appendRows(journal, 2, large);
    appendRows(journal, 1, { note: 'x'.repeat(MAX_BODY_BYTES) });
    journal.outbox.hashPending();
    expect(journal.outbox.batch(from).map((c) => c.seq)).toEqual([from + 1]);
    expect(journal.outbox.batch(from + 1).map((c) => c.seq)).toEqual([from + 2]);
    // Larger than any body: it still leaves, alone, and head office says why it cannot take it.
    expect(journal.outbox.batch(from + 2).map((c) => c.seq)).toEqual([from + 3]);
    await close();
  });

  it("keeps head office's acknowledgements once per seq, sealed, and reads the latest", async () => {
    const { journal, close } = await start();
    expect(journal.outbox.latestAck()).toBeNull();
    const ack = { workstationId: 'ws-1', seq: 1, head: 'a'.repeat(64), at: 'then', signature: 's' };
    expect(journal.outbox.keepAck(ack, 'now')).toBe(true);
    expect(journal.outbox.keepAck({ ...ack, at: 'later' }, 'now')).toBe(false);
    expect(journal.outbox.keepAck({ ...ack, seq: 3, head: 'b'.repeat(64) }, 'now')).toBe(true);
    expect(journal.outbox.latestAck()).toEqual({
      ...ack,
      seq: 3,
      head: 'b'.repeat(64),
      receivedAt: 'now',
    });
    await close();
  });
});
