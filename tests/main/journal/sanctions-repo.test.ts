import { describe, expect, it } from 'vitest';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { RowSealError } from '../../../electron/main/journal/row-seal-error';
import { RESCREENED_ACTION } from '../../../electron/main/journal/sanctions-repo';
import { openTempJournal, rawJournal, reservation } from './fixtures';

/*
 * D159: a held transfer's later screenings, kept beside its first (D78) in the journal: each with
 * the lists it was screened against and the matches it found first, read back in order, audited
 * without a name, and sealed (D68) like the first.
 */
const AT = '2026-11-24T08:00:00.000Z';
const LATER = '2026-11-25T09:30:00.000Z';
const UN = { id: 1, list: 'un' as const, publishedOn: '2026-11-23', checksum: 'a'.repeat(64) };
const BANK = { id: 2, list: 'bank' as const, publishedOn: '2026-11-25', checksum: 'b'.repeat(64) };
const FIRST_MATCH = {
  role: 'recipient' as const,
  listId: '1',
  entryId: 'QDi.401',
  listedName: 'Muhammad Ali Hassan Khan',
  score: 0.951,
};
const NEW_MATCH = {
  role: 'sender' as const,
  listId: '2',
  entryId: 'BNK-0099',
  listedName: 'Jane Wanjiku',
  score: 1,
};

function heldWithScreenings() {
  const journal = openTempJournal();
  const held = journal.transfers.reserve(reservation());
  journal.transaction(() =>
    journal.sanctions.recordScreening({
      transferId: held.id,
      at: AT,
      lists: [UN],
      threshold: 0.88,
      matches: [FIRST_MATCH],
      held: true,
    }),
  );
  return { journal, held };
}

/** An officer's release screened the held transfer again and kept the bank list's new match. */
function keepNewMatch(
  journal: ReturnType<typeof heldWithScreenings>['journal'],
  held: ReturnType<typeof heldWithScreenings>['held'],
) {
  return journal.transaction(() =>
    journal.sanctions.recordRescreening(
      { transferId: held.id, at: LATER, lists: [UN, BANK], threshold: 0.88, matches: [NEW_MATCH] },
      held.reference,
      'carol.compliance',
    ),
  );
}

describe('a held transfer’s later screenings (D159)', () => {
  it('are read after the first, in order, each with its lists and the matches it found first', () => {
    const { journal, held } = heldWithScreenings();
    expect(journal.sanctions.rescreeningsOf(held.id)).toEqual([]);
    const kept = keepNewMatch(journal, held);
    expect(kept.id).toBeGreaterThan(0);
    expect(journal.sanctions.screeningsOf(held.id)).toEqual([
      expect.objectContaining({ at: AT, lists: [UN], matches: [FIRST_MATCH] }),
      {
        id: kept.id,
        transferId: held.id,
        at: LATER,
        lists: [UN, BANK],
        threshold: 0.88,
        matches: [NEW_MATCH],
      },
    ]);
    // Another transfer's screenings are its own.
    const other = journal.transfers.reserve(reservation());
    expect(journal.sanctions.screeningsOf(other.id)).toEqual([]);
  });

  it('audits a later screening by who released, its lists and how many matches, never whom', () => {
    const { journal, held } = heldWithScreenings();
    keepNewMatch(journal, held);
    const entry = journal.audit.entries().find((e) => e.action === RESCREENED_ACTION)!;
    expect(entry).toMatchObject({ operatorId: 'carol.compliance', at: LATER });
    expect(entry.details).toMatchObject({
      reference: held.reference,
      lists: [1, 2],
      threshold: 0.88,
      matches: 1,
    });
    expect(JSON.stringify(entry.details)).not.toMatch(/Wanjiku|BNK-0099/);
  });

  it('stops a read of a later screening whose matches were removed outside the app, naming it', () => {
    const { journal, held } = heldWithScreenings();
    const kept = keepNewMatch(journal, held);
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    // As a second program would: the append-only trigger dropped, the row's matches changed.
    raw.exec('DROP TRIGGER transfer_rescreenings_no_update');
    raw
      .prepare('UPDATE transfer_rescreenings SET matches = ? WHERE id = ?')
      .run(JSON.stringify([{ ...NEW_MATCH, entryId: 'BNK-0001' }]), kept.id);
    raw.close();
    let found: RowSealError | undefined;
    try {
      journal.sanctions.screeningsOf(held.id);
    } catch (error) {
      if (!(error instanceof RowSealError)) throw error;
      found = error;
    }
    expect(found?.found).toMatchObject({ table: 'transfer_rescreenings', key: String(kept.id) });
    expect(found?.found.what).toContain(`The later screening ${kept.id} of a held transfer`);
  });
});
