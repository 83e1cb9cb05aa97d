import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ack, Change } from '../../../hq/protocol/wire';
import { openJournal, type Journal } from '../../../electron/main/journal/journal';
import type { JournalKeychain } from '../../../electron/main/keys/journal-keychain';
import { beginRebuild } from '../../../electron/main/replication/rebuild';
import type { Services } from '../../../electron/main/services';
import { ADMIN, CLERK, confirmedRepeat, rtgsDraft, tempDir } from '../engine/engine-fixture';
import { rawJournal, tamper } from '../journal/fixtures';
import {
  acknowledgeAll,
  changesOf,
  headOffice,
  replicationWorkstations,
} from './replication-fixture';

/**
 * A replacement PC's journal rebuilt from head office's changes (D98): the same transfers,
 * receipts and audit rows, every check passing under the new PC's keys, references going on after
 * the highest one, and the outbox's chain going on from head office's head.
 */

const office = headOffice();
const { workstation, start, otherPc, cleanUp } = replicationWorkstations(office);
afterAll(() => cleanUp());

/** A rebuild begun on `journal` to head office's `ack`, as a replacement's connection begins it. */
function begin(journal: Journal, keychain: JournalKeychain, ack: Ack) {
  return beginRebuild({ journal, keychain, ack, trust: office.trust, now: Date.now });
}

/** A journal opened in a new data folder with its keychain's key, not started. */
async function freshJournal(dataDir: string, keychain: JournalKeychain): Promise<Journal> {
  const opened = openJournal(dataDir, (await keychain.ensureDatabaseKey()).key);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** Rebuilds the journal in a new data folder from `changes`, seven at a time. */
async function rebuild(dataDir: string, keychain: JournalKeychain, changes: Change[], ack: Ack) {
  const journal = await freshJournal(dataDir, keychain);
  try {
    const begun = await begin(journal, keychain, ack);
    if (!begun.ok) throw new Error(begun.error.message);
    for (let i = 0; i < changes.length; i += 7) {
      const applied = begun.value.apply(changes.slice(i, i + 7));
      if (!applied.ok) throw new Error(applied.error.message);
    }
    const finished = await begun.value.finish();
    if (!finished.ok) throw new Error(finished.error.message);
    return finished.value;
  } finally {
    journal.close();
  }
}

/** A row as the replaced PC and the replacement both hold it: every column but its seal. */
function withoutSeal(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'seal'));
}

function rows(path: string, sql: string): Record<string, unknown>[] {
  const raw = rawJournal(path, { readonly: true });
  try {
    return (raw.prepare(sql).all() as Record<string, unknown>[]).map(withoutSeal);
  } finally {
    raw.close();
  }
}

describe('a replacement rebuilt from head office', () => {
  let old: Awaited<ReturnType<typeof workstation>>;
  let changes: Change[];
  let dataDir: string;
  let replacement: Services;
  let rebuilt: Awaited<ReturnType<typeof rebuild>>;
  let pc: ReturnType<typeof otherPc>;

  beforeAll(async () => {
    old = await workstation();
    changes = changesOf(old.services);
    expect(changes.at(-1)?.seq).toBe(old.ack.seq);
    await old.services.close();
    pc = otherPc();
    dataDir = tempDir();
    rebuilt = await rebuild(dataDir, pc.journalKeychain(dataDir), changes, old.ack);
    replacement = await start(dataDir, pc);
    // The bank's purpose list is a cache, not replicated: fetched again, as on any new PC.
    expect((await replacement.purposes.list()).ok).toBe(true);
  });

  it('holds the same transfers, attempts, receipts and audit rows, and passes every check', async () => {
    for (const sql of [
      'SELECT * FROM transfers ORDER BY id',
      'SELECT * FROM attempts ORDER BY id',
      'SELECT * FROM settings ORDER BY key',
      'SELECT * FROM operators ORDER BY operator_id',
      `SELECT * FROM audit WHERE seq <= ${rebuilt.rebuiltThrough} ORDER BY seq`,
    ]) {
      expect(rows(replacement.journal.path, sql), sql).toEqual(
        rows(old.services.journal.path, sql),
      );
    }
    for (const reference of old.references) {
      expect(replacement.transfers.receipt(reference)).toEqual(
        (await reopened()).transfers.receipt(reference),
      );
    }
    expect(replacement.seal.problem()).toBeNull();
    expect(replacement.journal.audit.entry(rebuilt.rebuiltThrough + 1)?.action).toBe(
      'journal.rebuilt',
    );
    expect(await replacement.replication.check()).toEqual([]);
    const full = await replacement.seal.checkInFull(ADMIN);
    expect(full).toMatchObject({ ok: true, value: { ok: true } });
  });

  it('goes on after the highest reference, and the outbox after head office’s head', async () => {
    const counters = old.references.map((reference) => Number(reference.slice(2)));
    expect(rebuilt.lastCounter).toBe(Math.max(...counters));
    const sent = await replacement.transfers.send(confirmedRepeat(replacement, rtgsDraft()), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(Number(sent.value.reference.slice(2))).toBeGreaterThan(Math.max(...counters));

    while (replacement.replication.hashPending().hashed > 0);
    expect(replacement.journal.outbox.record(old.ack.seq + 1)?.prev).toBe(old.ack.head);
    // Head office takes the next push on the same chain, and acknowledges it.
    const next = acknowledgeAll(replacement, office);
    expect(next.seq).toBeGreaterThan(old.ack.seq);
    expect(replacement.replication.findings()).toEqual([]);
  });

  it('names a rebuilt audit row edited afterwards, though its old MAC cannot be checked', async () => {
    await replacement.close();
    tamper(
      replacement.journal.path,
      "UPDATE audit SET details = json_set(details, '$.amount', '1.00') WHERE seq = ?",
      2,
    );
    const again = await start(dataDir, pc);
    const full = await again.seal.checkInFull(ADMIN);
    expect(full).toMatchObject({ ok: true, value: { ok: false, firstBadRow: 2 } });
    expect(full.ok && !full.value.ok && full.value.message).toMatch(/^Audit row 2 was changed/);
  });

  /** The replaced workstation's services once more, to read its receipts. */
  let before: Services | null = null;
  async function reopened(): Promise<Services> {
    before ??= await start(old.dataDir);
    return before;
  }
});

describe('a rebuild that cannot be trusted', () => {
  it('is refused when a change does not follow, or the acknowledgement is not head office’s', async () => {
    const { services, ack } = await workstation();
    const changes = changesOf(services);
    const pc = otherPc();
    const dataDir = tempDir();
    const keychain = pc.journalKeychain(dataDir);
    const journal = await freshJournal(dataDir, keychain);
    try {
      // A journal that holds rows of its own (the replaced one itself) is not rebuilt over.
      const over = await begin(services.journal, keychain, ack);
      expect(over).toMatchObject({
        ok: false,
        error: { text: { key: 'replication.rebuild.notFresh' } },
      });
      const forged = headOffice(office.trust.workstationId).ack(ack.seq, ack.head);
      const refused = await begin(journal, keychain, forged);
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'rebuild-refused', text: { key: 'replication.rebuild.notHeadOffice' } },
      });

      const begun = await begin(journal, keychain, ack);
      if (!begun.ok) throw new Error(begun.error.message);
      const altered = changes.map((change) =>
        change.seq === 3 ? { ...change, row: change.row!.replace('"', '" ') } : change,
      );
      const applied = begun.value.apply(altered);
      expect(applied).toMatchObject({
        ok: false,
        error: { text: { key: 'replication.rebuild.doesNotFollow', values: { seq: 3 } } },
      });
      expect(applied.ok || applied.error.message).toMatch(
        /^Change 3 from head office does not follow/,
      );
      expect(begun.value.through()).toEqual({ seq: 0, head: '0'.repeat(64) });
      expect(await begun.value.finish()).toMatchObject({
        ok: false,
        error: { text: { key: 'replication.rebuild.unfinished' } },
      });
    } finally {
      journal.close();
    }
  });
});
