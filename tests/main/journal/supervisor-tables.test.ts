import { rawJournal } from './fixtures';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { describe, expect, it } from 'vitest';
import { openTempJournal } from './fixtures';
import { seedTransfer } from './seed-transfers';

describe("the supervisor desk's tables", () => {
  it('keep settlements, day closings and backups as written: no update, no delete', () => {
    const journal = openTempJournal();
    const transfer = seedTransfer(journal, { state: 'unknown' });
    journal.settlements.record({
      transfer,
      at: '2026-11-24T09:00:00.000Z',
      operatorId: 'sup-1',
      outcome: 'still_unknown',
      failure: null,
      transactionId: null,
      note: 'Asked the bank',
      move: null,
    });
    journal.days.close({
      day: '2026-11-24',
      timeZone: 'Africa/Nairobi',
      closedAt: '2026-11-24T15:00:00.000Z',
      closedBy: 'sup-1',
      preparedAt: '2026-11-24T14:58:00.000Z',
      checkedBy: 'sup-2',
      checkedAt: '2026-11-24T15:00:00.000Z',
      totals: { lines: [] },
    });
    journal.backups.record({
      at: '2026-11-24T15:01:00.000Z',
      automatic: true,
      operatorId: null,
      file: '/backups/copy.sqlite',
      bytes: 4096,
    });
    const path = journal.path;
    journal.close();

    const db = rawJournal(path);
    sealFunctionsWithoutKey(db);
    const refused: [string, RegExp][] = [
      ["UPDATE settlements SET note = 'changed'", /settlements are append-only/],
      ['DELETE FROM settlements', /settlements are append-only/],
      ["UPDATE day_closings SET closed_by = 'someone'", /a closed day stays closed/],
      ['DELETE FROM day_closings', /a closed day stays closed/],
      ['UPDATE backups SET bytes = 1', /backup records are append-only/],
      ['DELETE FROM backups', /backup records are append-only/],
    ];
    for (const [sql, message] of refused) expect(() => db.exec(sql), sql).toThrow(message);
    db.close();
  });
});
