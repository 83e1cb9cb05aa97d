import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { keyPragmas, openKeyed, type DatabaseKey } from './journal-cipher';
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
 * What a worker thread runs to copy the journal: its own read-only connection, keyed with the
 * journal's pragmas (journal-cipher.ts), and `VACUUM INTO`, which writes one consistent snapshot
 * encrypted with the same key while the app's connection goes on writing (WAL). SQLite's online
 * backup cannot write an encrypted copy through better-sqlite3 (it opens the destination without
 * a key, and SQLite3 Multiple Ciphers refuses a plain copy of an encrypted file); `VACUUM INTO`
 * can, but runs in one call, so it runs off the main thread: sends, pages and the window go on.
 */
// catalog-ignore: the worker thread's source code, never shown
const COPY_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.source, { readonly: true, fileMustExist: true });
try {
  for (const pragma of workerData.pragmas) db.pragma(pragma);
  db.prepare('VACUUM INTO ?').run(workerData.destination);
} finally {
  db.close();
}
parentPort.postMessage('done');
`;

/** The driver's entry point, for the worker (an eval'd worker resolves no bare names). */
const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Writes an encrypted copy of the journal at `source` to `destination`, which must not exist.
 * Rejects with SQLite's error when the copy fails.
 */
export function copyJournalEncrypted(
  source: string,
  key: DatabaseKey,
  destination: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_WORKER, {
      eval: true,
      workerData: { driver: DRIVER, source, destination, pragmas: keyPragmas(key) },
    });
    let done = false;
    worker.once('message', () => {
      done = true;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (done) resolve();
      else reject(new Error(`the copy stopped (worker exit code ${code})`));
    });
  });
}

/**
 * Makes a fresh copy one self-contained file, so no -wal or -shm companion is ever left beside it
 * when it is opened. Remit Desk turns WAL on again when it opens a restored copy.
 */
export function makeSelfContained(path: string, key: DatabaseKey): void {
  const db = openKeyed(path, key, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/**
 * Opens a backup read-only with the journal's key and checks it as SQLite sees it: every page and
 * index (integrity check, not the quicker check), the schema version, and what it holds. A backup
 * nobody can open is found now, not on the day it is needed.
 */
export function checkJournalCopy(path: string, key: DatabaseKey): JournalCopyCheck {
  const db = openKeyed(path, key, { readonly: true, fileMustExist: true });
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
