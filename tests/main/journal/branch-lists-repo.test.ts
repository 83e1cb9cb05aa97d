import { describe, expect, it } from 'vitest';
import { openTempJournal } from './fixtures';

const AT = '2026-11-24T08:00:00.000Z';
const KE_BANKS = [
  { countryCode: 'KE', code: '01', name: 'Example Commercial Bank' },
  { countryCode: 'KE', code: '11', name: 'Example Cooperative Bank' },
] as const;

function audit(details: Record<string, unknown> = {}) {
  return { at: AT, operatorId: 'admin-1', action: 'branch-list.saved', details };
}

describe('branch lists in the journal', () => {
  it('keeps each environment’s lists apart, in the admin’s order', () => {
    const journal = openTempJournal();
    journal.branchLists.replace('test', 'banks', [...KE_BANKS], audit());
    journal.branchLists.replace('live', 'banks', [KE_BANKS[1]], audit());
    expect(journal.branchLists.rows('test', 'banks')).toEqual(KE_BANKS);
    expect(journal.branchLists.rows('live', 'banks')).toEqual([KE_BANKS[1]]);
    expect(journal.branchLists.rows('sandbox', 'banks')).toEqual([]);
    expect(journal.branchLists.rows('test', 'wallets')).toEqual([]);
  });

  it('replaces a list whole, with its audit row in the same commit', () => {
    const journal = openTempJournal();
    journal.branchLists.replace('test', 'banks', [...KE_BANKS], audit({ n: 2 }));
    journal.branchLists.replace('test', 'banks', [KE_BANKS[0]], audit({ n: 1 }));
    expect(journal.branchLists.rows('test', 'banks')).toEqual([KE_BANKS[0]]);
    expect(journal.audit.entries().map((e) => e.details)).toEqual([{ n: 2 }, { n: 1 }]);
  });

  it('keeps the old list when the new one cannot be written', () => {
    const journal = openTempJournal();
    journal.branchLists.replace('test', 'banks', [...KE_BANKS], audit());
    // The same code twice in one country breaks the table's own rule: nothing changes.
    expect(() =>
      journal.branchLists.replace(
        'test',
        'banks',
        [KE_BANKS[0], { ...KE_BANKS[0], name: 'x' }],
        audit(),
      ),
    ).toThrow(/UNIQUE/);
    expect(journal.branchLists.rows('test', 'banks')).toEqual(KE_BANKS);
    expect(journal.audit.entries()).toHaveLength(1);
  });
});
