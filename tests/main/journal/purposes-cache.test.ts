import { describe, expect, it } from 'vitest';
import { openTempJournal, tempDataDir } from './fixtures';

describe('payment purposes cache', () => {
  it('is empty until the first fetch', () => {
    expect(openTempJournal().purposes.load()).toBeNull();
  });

  it('keeps the list in order with its fetch time, across restarts, replacing it whole', () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    journal.purposes.save(
      [
        { code: 'OTHR', value: 'Other' },
        { code: 'CUR/DEP', value: 'Cash deposits' },
        { code: 'CSDK', value: 'Central securities depository' },
      ],
      '2026-11-22T08:00:00.000Z',
    );
    journal.purposes.save(
      [
        { code: 'CUR/WIT', value: 'Cash withdrawals' },
        { code: 'OTHR', value: 'Other' },
      ],
      '2026-11-22T09:00:00.000Z',
    );
    journal.close();
    expect(openTempJournal(dir).purposes.load()).toEqual({
      purposes: [
        { code: 'CUR/WIT', value: 'Cash withdrawals' },
        { code: 'OTHR', value: 'Other' },
      ],
      fetchedAt: '2026-11-22T09:00:00.000Z',
    });
  });
});
