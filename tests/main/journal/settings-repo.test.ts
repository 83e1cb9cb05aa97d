import { describe, expect, it } from 'vitest';
import { openTempJournal } from './fixtures';

const AT = '2026-11-24T08:00:00.000Z';

describe('settings in the journal', () => {
  it('commits every write with its audit row, whoever writes', () => {
    const journal = openTempJournal();
    journal.settings.set('branchName', 'Kisumu', AT, 'admin-1');
    expect(journal.settings.getRaw('branchName')).toBe('"Kisumu"');
    expect(journal.audit.entries()).toEqual([
      {
        seq: 1,
        at: AT,
        operatorId: 'admin-1',
        action: 'settings.updated',
        details: { section: 'branchName', value: 'Kisumu', previous: null },
      },
    ]);
  });

  it('audits the value a write replaces beside the new one', () => {
    const journal = openTempJournal();
    journal.settings.set('branchName', 'Kisumu', AT, 'admin-1');
    journal.settings.set('branchName', 'Eldoret', AT, 'admin-2');
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'admin-2',
      details: { section: 'branchName', value: 'Eldoret', previous: 'Kisumu' },
    });
  });

  it('writes nothing when its audit row cannot be written', () => {
    const journal = openTempJournal();
    journal.settings.set('branchName', 'Kisumu', AT, 'admin-1');
    // A value the audit row cannot hold (JSON has no BigInt) fails the row, and the write with it.
    expect(() => journal.settings.set('branchName', { n: 1n }, AT, 'admin-1')).toThrow();
    expect(journal.settings.getRaw('branchName')).toBe('"Kisumu"');
    expect(journal.audit.entries()).toHaveLength(1);
  });
});
