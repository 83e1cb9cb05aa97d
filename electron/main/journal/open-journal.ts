import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database as Db } from 'better-sqlite3';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { migrate, SCHEMA_VERSION, schemaVersionOf } from './migrations';
import { useDigitGrams } from './migrations/digit-grams';
import { text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import {
  encryptPlainJournal,
  isPlainSqliteFile,
  openKeyed,
  type DatabaseKey,
} from './journal-cipher';

export const JOURNAL_FILE_NAME = 'remit-desk-journal.sqlite';

/**
 * How much of the file is checked before it is used (docs/decisions.md, D40):
 *   - `whole-file`: SQLite's quick_check of every page, reading the whole file (seconds on a
 *     journal of a million transfers);
 *   - `start`: the quick_check of every table except the history tables (HISTORY_TABLES), which
 *     grow with every transfer: the settings, operators, reference counter, branch lists, closings
 *     and the rest, with their indexes, in milliseconds whatever the journal's size.
 */
export type JournalFileCheck = 'whole-file' | 'start';

/**
 * Tables holding one or more rows per transfer. What a start reads of them (the audit rows after
 * the last checked one, whose MACs it checks, and the transfers left in flight) SQLite checks page
 * by page as it reads; the rest waits for the whole-file check (journal-seal.ts `checkFile`).
 */
export const HISTORY_TABLES = ['transfers', 'attempts', 'audit'] as const;
const HISTORY_PREFIXES = ['transfers_search', 'transfers_digits'];

function isHistoryTable(name: string): boolean {
  return (
    (HISTORY_TABLES as readonly string[]).includes(name) ||
    HISTORY_PREFIXES.some((prefix) => name.startsWith(prefix))
  );
}

/** What SQLite's quick_check finds wrong, over the whole file or over the tables a start checks. */
export function fileProblems(db: Db, check: JournalFileCheck): string[] {
  const run = (pragma: string): string[] => {
    try {
      return (db.pragma(pragma, { simple: false }) as { quick_check: string }[])
        .map((row) => row.quick_check)
        .filter((line) => line !== 'ok');
    } catch (error) {
      // A page too broken to walk is reported by SQLite as an error rather than a finding.
      if (isCorruption(error)) return [(error as Error).message];
      throw error;
    }
  };
  if (check === 'whole-file') return run('quick_check');
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  return tables
    .filter((name) => !isHistoryTable(name))
    .flatMap((name) => run(`quick_check("${name.replaceAll('"', '""')}")`));
}

export type JournalOpenErrorCode =
  | 'damaged'
  | 'in-use'
  | 'newer-version'
  | 'cannot-open'
  /** The keychain's key does not open the file (D70): another workstation's, or damaged. */
  | 'key-mismatch'
  /** The file is encrypted and the keychain holds no key (D70): another workstation's journal. */
  | 'key-missing';
export type JournalOpenError = AppError<JournalOpenErrorCode> & { path: string };

/** The journal's connection, and whether this open encrypted a plain journal (D70, once). */
export interface OpenedJournalDatabase {
  db: Db;
  encryptedNow: boolean;
}

/**
 * The journal connection's settings, once it is keyed (see `openJournalDatabase` for the
 * durability ones). An 8 MB page cache, not better-sqlite3's 16 MB, which on a large journal the
 * main process fills and keeps. Not SQLite's default 2 MB either: the OS caches the file's pages
 * encrypted (D70), so each page SQLite fetches again is decrypted again. The transfers a
 * supervisor must look at, read by every end of day, then stay decrypted (on the bench: 22 ms to
 * 4 ms). The bench's send-path baselines open their files with these too (D108).
 */
export const JOURNAL_SETTINGS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'foreign_keys = ON',
  'cache_size = -8000',
] as const;

/**
 * Opens (creating if needed) the journal, encrypted with `key` (D70: a plain journal from before
 * is encrypted in place first), and brings it to the current schema.
 *
 * Durability settings: WAL so readers never block the writer, `synchronous=FULL` so a commit has
 * reached the disk before a request leaves the machine (the reference must survive a power cut),
 * foreign keys on. A file that fails `quick_check` (over the part `check` names) is never repaired,
 * replaced or deleted here: it is evidence of what was sent, so the caller refuses to send and an
 * admin calls support.
 */
export function openJournalDatabase(
  path: string,
  key: DatabaseKey,
  check: JournalFileCheck = 'whole-file',
): Result<OpenedJournalDatabase, JournalOpenError> {
  let db: Db | undefined;
  let encryptedNow = false;
  try {
    mkdirSync(dirname(path), { recursive: true });
    if (isPlainSqliteFile(path)) {
      encryptPlainJournal(path, key);
      encryptedNow = true;
    }
    try {
      db = openKeyed(path, key, { timeout: 5_000 });
    } catch (error) {
      // Only the first page is read: it fails its HMAC under another key (a damaged later page
      // is SQLITE_CORRUPT, reported as damage like any other).
      if ((error as { code?: string }).code === 'SQLITE_NOTADB') return fail(keyMismatch(path));
      throw error;
    }
    for (const setting of JOURNAL_SETTINGS) db.pragma(setting);
    // The search's triggers call it on every write of a transfer, the migrations' included.
    useDigitGrams(db);
    const problems = fileProblems(db, check);
    if (problems.length > 0) {
      db.close();
      return fail(damaged(path, problems.slice(0, 3).join('; ')));
    }
    const version = schemaVersionOf(db);
    if (version > SCHEMA_VERSION) {
      db.close();
      return fail({
        ...worded('newer-version', 'journal.open.newerVersion', { path, version }),
        path,
      });
    }
    migrate(db);
    return ok({ db, encryptedNow });
  } catch (error) {
    db?.close();
    return fail(classifyOpenError(path, error));
  }
}

/** SQLite's word for a file, or a page of it, that is not what SQLite wrote. */
export function isCorruption(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  return code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT');
}

function classifyOpenError(path: string, error: unknown): JournalOpenError {
  const code = (error as { code?: string }).code ?? '';
  if (isCorruption(error)) {
    return damaged(path, text('journal.open.notSqlite'));
  }
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
    return { ...worded('in-use', 'journal.open.inUse', { path }), path };
  }
  return {
    ...worded('cannot-open', 'journal.open.cannotOpen', {
      path,
      reason: code || (error as Error).message,
    }),
    path,
  };
}

/**
 * An encrypted file the key does not open: SQLCipher cannot tell another key from a damaged first
 * page, so the words name both and what to do about each.
 */
function keyMismatch(path: string): JournalOpenError {
  return { ...worded('key-mismatch', 'journal.open.keyMismatch', { path }), path };
}

export function damaged(path: string, detail: string): JournalOpenError {
  return { ...worded('damaged', 'journal.open.damaged', { path, detail }), path };
}
