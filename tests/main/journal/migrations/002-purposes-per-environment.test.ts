import { describe, expect, it } from 'vitest';
import * as purposesPerEnvironment from '../../../../electron/main/journal/migrations/002-purposes-per-environment';
import { AT, columnsOf, insertTransfer, journalAt, rowsOf, upgrade } from './old-journal';

describe('002-purposes-per-environment.ts', () => {
  it('drops the one purpose list, which may be another environment’s, and keeps the rest', () => {
    const db = journalAt(purposesPerEnvironment.version - 1);
    const insertPurpose = db.prepare(
      'INSERT INTO purposes_cache (position, code, value, fetched_at) VALUES (?, ?, ?, ?)',
    );
    insertPurpose.run(0, 'EDUC', 'Education', AT);
    insertPurpose.run(1, 'OTHR', 'Other', AT);
    insertTransfer(db, { reference: '201234567890' });
    db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('branchName', ?, ?)").run(
      '"Kisumu"',
      AT,
    );
    const transfers = rowsOf(db, 'transfers');

    upgrade(db, purposesPerEnvironment);

    expect(columnsOf(db, 'purposes_cache')).toEqual([
      'environment',
      'position',
      'code',
      'value',
      'fetched_at',
    ]);
    expect(rowsOf(db, 'purposes_cache')).toEqual([]);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'settings')).toEqual([
      { key: 'branchName', value: '"Kisumu"', updated_at: AT },
    ]);
  });

  it('holds one list per environment, each code once in it', () => {
    const db = journalAt(purposesPerEnvironment.version - 1);
    upgrade(db, purposesPerEnvironment);
    const insert = db.prepare(
      'INSERT INTO purposes_cache (environment, position, code, value, fetched_at) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run('sandbox', 0, 'EDUC', 'Education', AT);
    insert.run('live', 0, 'EDUC', 'School fees', AT);
    expect(() => insert.run('live', 1, 'EDUC', 'Education', AT)).toThrow(/UNIQUE/);
    expect(() => insert.run('staging', 0, 'EDUC', 'Education', AT)).toThrow(/CHECK/);
  });
});
