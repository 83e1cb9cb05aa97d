import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import { MIGRATIONS } from './migrations';

export const JOURNAL_FILE_NAME = 'remit-desk-journal.sqlite';

export type JournalOpenErrorCode = 'damaged' | 'in-use' | 'newer-version' | 'cannot-open';
export type JournalOpenError = AppError<JournalOpenErrorCode> & { path: string };

/**
 * Opens (creating if needed) the journal and brings it to the current schema.
 *
 * Durability settings: WAL so readers never block the writer, `synchronous=FULL` so a commit has
 * reached the disk before a request leaves the machine (the reference must survive a power cut),
 * foreign keys on. A file that fails `quick_check` is never repaired, replaced or deleted here: it
 * is evidence of what was sent, so the caller refuses to send and an admin calls support.
 */
export function openJournalDatabase(path: string): Result<Db, JournalOpenError> {
  let db: Db | undefined;
  try {
    mkdirSync(dirname(path), { recursive: true });
    db = new Database(path, { timeout: 5_000 });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    const check = db.pragma('quick_check', { simple: false }) as { quick_check: string }[];
    const problems = check.map((row) => row.quick_check).filter((line) => line !== 'ok');
    if (problems.length > 0) {
      db.close();
      return fail(damaged(path, problems.slice(0, 3).join('; ')));
    }
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      db.close();
      return fail({
        code: 'newer-version',
        path,
        message: `The journal at ${path} was written by a newer version of Remit Desk (schema ${version}). Install that version or newer; this one will not change the file.`,
      });
    }
    for (let next = version; next < MIGRATIONS.length; next += 1) {
      const migrate = MIGRATIONS[next]!;
      db.transaction(() => {
        migrate(db!);
        db!.pragma(`user_version = ${next + 1}`);
      }).immediate();
    }
    return ok(db);
  } catch (error) {
    db?.close();
    return fail(classifyOpenError(path, error));
  }
}

function classifyOpenError(path: string, error: unknown): JournalOpenError {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return damaged(path, 'not a readable SQLite database');
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return {
      code: 'in-use',
      path,
      message: `The journal at ${path} is in use by another program (is Remit Desk already open?). Close it and start again.`,
    };
  }
  return {
    code: 'cannot-open',
    path,
    message: `The journal at ${path} cannot be opened (${code || (error as Error).message}). Check that the disk is available and the folder is writable, then start again.`,
  };
}

function damaged(path: string, detail: string): JournalOpenError {
  return {
    code: 'damaged',
    path,
    message: `The journal at ${path} is damaged (${detail}). Sending is disabled. Do not delete or move the file: it is the record of what was sent. Call support.`,
  };
}
