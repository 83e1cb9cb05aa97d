import { describe, expect, it } from 'vitest';
import { openTempJournal, tempDataDir } from './fixtures';

describe('payment purposes cache', () => {
  it('is empty until the first fetch', () => {
    expect(openTempJournal().purposes.load('sandbox')).toBeNull();
  });

  it('keeps the list in order with its fetch time, across restarts, replacing it whole', () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    journal.purposes.save(
      'live',
      [
        { code: 'OTHR', value: 'Other' },
        { code: 'CUR/DEP', value: 'Cash deposits' },
        { code: 'CSDK', value: 'Central securities depository' },
      ],
      '2026-11-22T08:00:00.000Z',
    );
    journal.purposes.save(
      'live',
      [
        { code: 'CUR/WIT', value: 'Cash withdrawals' },
        { code: 'OTHR', value: 'Other' },
      ],
      '2026-11-22T09:00:00.000Z',
    );
    journal.close();
    expect(openTempJournal(dir).purposes.load('live')).toEqual({
      purposes: [
        { code: 'CUR/WIT', value: 'Cash withdrawals' },
        { code: 'OTHR', value: 'Other' },
      ],
      fetchedAt: '2026-11-22T09:00:00.000Z',
    });
  });

  it('keeps each environment’s list apart, so a sandbox code is never offered for live', () => {
    const journal = openTempJournal();
    journal.purposes.save(
      'sandbox',
      [{ code: 'TRNG', value: 'Training' }],
      '2026-11-22T08:00:00.000Z',
    );
    journal.purposes.save('live', [{ code: 'OTHR', value: 'Other' }], '2026-11-22T09:00:00.000Z');
    journal.purposes.save(
      'sandbox',
      [{ code: 'OTHR', value: 'Other' }],
      '2026-11-22T10:00:00.000Z',
    );
    expect(journal.purposes.load('live')?.purposes).toEqual([{ code: 'OTHR', value: 'Other' }]);
    expect(journal.purposes.load('live')?.fetchedAt).toBe('2026-11-22T09:00:00.000Z');
    expect(journal.purposes.load('test')).toBeNull();
  });
});
