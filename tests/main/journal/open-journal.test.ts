import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openJournal } from '../../../electron/main/journal/journal';
import { SCHEMA_VERSION } from '../../../electron/main/journal/migrations';
import {
  JOURNAL_FILE_NAME,
  openJournalDatabase,
} from '../../../electron/main/journal/open-journal';
import {
  openTempJournal,
  rawJournal,
  reservation,
  scribbleOnPage,
  tempDataDir,
  TEST_DATABASE_KEY,
} from './fixtures';

/**
 * A journal of 400 transfers and a few operators, with the page `findPage` names scribbled on:
 * the folder, and the file's bytes as written.
 */
function scribbledOn(findPage: string, ...params: unknown[]): { dir: string; bytes: Buffer } {
  const dir = tempDataDir();
  const journal = openTempJournal(dir);
  for (let i = 0; i < 400; i += 1) journal.transfers.reserve(reservation());
  journal.close();
  return { dir, bytes: scribbleOnPage(join(dir, JOURNAL_FILE_NAME), findPage, ...params) };
}

describe('opening the journal', () => {
  it('creates one file in the data dir with WAL, synchronous=FULL and foreign keys', () => {
    const dir = join(tempDataDir(), 'nested', 'data');
    const opened = openJournalDatabase(join(dir, JOURNAL_FILE_NAME), TEST_DATABASE_KEY);
    if (!opened.ok) throw new Error(opened.error.message);
    const { db } = opened.value;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });

  it('keeps its data and schema version across reopenings', () => {
    const dir = tempDataDir();
    const first = openTempJournal(dir);
    first.transfers.reserve(reservation({ reference: '420000000001', counter: 1 }));
    first.close();
    const second = openTempJournal(dir);
    expect(second.transfers.getByReference('420000000001')?.state).toBe('reserved');
    second.close();
  });

  it('refuses a journal written by a newer version and leaves it untouched', () => {
    const dir = tempDataDir();
    openTempJournal(dir).close();
    const path = join(dir, JOURNAL_FILE_NAME);
    const raw = rawJournal(path);
    raw.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    raw.close();
    const result = openJournal(dir, TEST_DATABASE_KEY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('newer-version');
    expect(result.error.message).toMatch(/newer version of Remit Desk/);
  });

  it('reports a file its key does not open as damaged or another key, and keeps it byte for byte', () => {
    const dir = tempDataDir();
    const path = join(dir, JOURNAL_FILE_NAME);
    const garbage = Buffer.from(
      'this is not sqlite, it is what a failing disk left behind'.repeat(100),
    );
    writeFileSync(path, garbage);
    const result = openJournal(dir, TEST_DATABASE_KEY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // Encrypted (D70), a file of random-looking bytes is either another key's journal or damage.
    expect(result.error.code).toBe('key-mismatch');
    expect(result.error.message).toMatch(
      /cannot be read with this workstation's key.*escrow.*damaged.*Do not delete/s,
    );
    expect(readFileSync(path).equals(garbage)).toBe(true);
  });

  it('reports a database whose pages were overwritten as damaged (quick_check) and keeps it', () => {
    // Scribble over the middle of a table page well past the header.
    const { dir, bytes } = scribbledOn('SELECT 4');
    const path = join(dir, JOURNAL_FILE_NAME);
    const result = openJournal(dir, TEST_DATABASE_KEY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('damaged');
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  describe('the check at start (D40)', () => {
    /** A journal of 400 transfers and a few operators, with the root page of `table` scribbled on. */
    function damagedIn(table: string): { dir: string; bytes: Buffer } {
      return scribbledOn('SELECT rootpage FROM sqlite_schema WHERE name = ?', table);
    }

    it('leaves the history tables to the whole-file check, which finds their damage', () => {
      const { dir } = damagedIn('transfers');
      const atStart = openJournal(dir, TEST_DATABASE_KEY, 'start');
      if (!atStart.ok) throw new Error(atStart.error.message);
      expect(atStart.value.wholeFileProblems()).not.toEqual([]);
      atStart.value.close();
      const whole = openJournal(dir, TEST_DATABASE_KEY, 'whole-file');
      expect(whole.ok).toBe(false);
      if (!whole.ok) expect(whole.error.code).toBe('damaged');
    });

    it('finds damage in a table every start relies on, and keeps the file as it was', () => {
      const { dir, bytes } = damagedIn('reference_state');
      const result = openJournal(dir, TEST_DATABASE_KEY, 'start');
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('damaged');
      expect(result.error.message).toMatch(/damaged.*Sending is disabled.*Do not delete/s);
      expect(readFileSync(join(dir, JOURNAL_FILE_NAME)).equals(bytes)).toBe(true);
    });

    it('reports a sound journal as sound, whole or in part', () => {
      const journal = openTempJournal();
      journal.transfers.reserve(reservation());
      expect(journal.wholeFileProblems()).toEqual([]);
      journal.close();
    });
  });
});
