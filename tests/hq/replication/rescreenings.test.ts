import { describe, expect, test } from 'vitest';
import { withoutCustomerData } from '../../../hq/src/evidence/customer-data';
import { openTempJournal, reservation } from '../../main/journal/fixtures';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { enrolledWorkstation, push, storedChanges } from '../support/workstation';

/*
 * D159: a held transfer's later screening (migration 034) reaches head office as a change of the
 * workstation's journal, exactly as the outbox recorded it, and is kept there; a head-office admin
 * reading it as evidence does not see its matches (D158).
 */
const MATCH = {
  role: 'sender' as const,
  listId: '2',
  entryId: 'BNK-0099',
  listedName: 'Jane Wanjiku',
  score: 1,
};

/** A workstation journal whose held transfer was screened again, and its outbox's changes. */
function journalChanges() {
  const journal = openTempJournal();
  const held = journal.transfers.reserve(reservation());
  journal.transaction(() =>
    journal.sanctions.recordRescreening(
      {
        transferId: held.id,
        at: '2026-11-25T09:30:00.000Z',
        lists: [{ id: 2, list: 'bank', publishedOn: '2026-11-25', checksum: 'b'.repeat(64) }],
        threshold: 0.88,
        matches: [MATCH],
      },
      held.reference,
      'carol.compliance',
    ),
  );
  while (journal.outbox.hashPending().hashed > 0);
  const changes = journal.outbox.batch(0, 500);
  journal.close();
  return changes;
}

describe.each(DATABASE_KINDS)('a later screening at head office on $name', (kind) => {
  const hq = headOfficeForBlock(kind);

  test.skipIf(kind.skip)(
    'is stored as the workstation sent it, its matches withheld from an admin',
    async () => {
      const changes = journalChanges();
      const rescreening = changes.find((change) => change.table === 'transfer_rescreenings');
      expect(rescreening).toBeDefined();
      expect(JSON.parse(rescreening!.row!)).toMatchObject({
        id: 1,
        threshold: '0.88',
        matches: JSON.stringify([MATCH]),
      });
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const pushed = await push(hq.url, ws, changes);
      expect(pushed.status).toBe(200);
      expect(pushed.body).toMatchObject({ seq: changes.at(-1)!.seq });
      const stored = await storedChanges(hq.db, ws.id);
      expect(stored).toEqual(changes);
      const kept = stored.find((change) => change.table === 'transfer_rescreenings')!;
      expect(kept.row).toBe(rescreening!.row);
      // As a head-office admin reads a refused push holding it (D158): no listed name, no entry.
      const shown = withoutCustomerData(JSON.stringify({ changes: [kept] }));
      expect(shown).not.toMatch(/Wanjiku|BNK-0099/);
    },
  );
});
