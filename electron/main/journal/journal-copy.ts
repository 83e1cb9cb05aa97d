import Database from 'better-sqlite3';
import { SCHEMA_VERSION, schemaVersionOf } from './migrations';

/** What a copy of the journal holds, read without changing it. */
export interface JournalCopyCheck {
  ok: boolean;
  /** `ok`, or what SQLite's integrity check found. */
  problems: string[];
  schemaVersion: number;
  transfers: number;
  /** The highest reference counter the copy knows. */
  lastCounter: number | null;
}

/**
 * Makes a fresh copy one self-contained file: an online backup of a WAL journal is itself in WAL
 * mode, which would leave -wal and -shm companions beside it whenever it is opened. Remit Desk
 * turns WAL on again when it opens a restored copy.
 */
export function makeSelfContained(path: string): void {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/**
 * Opens a backup read-only and checks it as SQLite sees it: every page and index (integrity
 * check, not the quicker check), the schema version, and what it holds. A backup nobody can open
 * is found now, not on the day it is needed.
 */
export function checkJournalCopy(path: string): JournalCopyCheck {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((row) => row.integrity_check)
      .filter((line) => line !== 'ok');
    const schemaVersion = schemaVersionOf(db);
    const transfers = (db.prepare('SELECT count(*) AS n FROM transfers').get() as { n: number }).n;
    const counter = db.prepare('SELECT last_counter FROM reference_state WHERE id = 1').get() as
      { last_counter: number } | undefined;
    return {
      ok: problems.length === 0 && schemaVersion === SCHEMA_VERSION,
      problems,
      schemaVersion,
      transfers,
      lastCounter: counter?.last_counter ?? null,
    };
  } finally {
    db.close();
  }
}
