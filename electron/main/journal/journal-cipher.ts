import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Database as Db, Options } from 'better-sqlite3';
import { DATABASE_KEY_BYTES } from '../keys/journal-keychain';

/*
 * The journal's encryption at rest (docs/decisions.md, D70): SQLCipher 4's page format (AES-256-CBC
 * per page, HMAC-SHA512 per page) through SQLite3 Multiple Ciphers, which the `better-sqlite3`
 * dependency is (package.json aliases better-sqlite3-multiple-ciphers, same API). The key is 32
 * random bytes kept in the keychain, given raw (x'…'): SQLCipher's passphrase KDF would only slow
 * every open without adding anything to a random key. The WAL's frames are the same pages and are
 * encrypted alike; temporary tables and sorts stay in memory so no plain page reaches a temp file.
 */

/** The journal's database key: 32 random bytes. */
export type DatabaseKey = Buffer;
export { DATABASE_KEY_BYTES };

/** The first 16 bytes of every plain SQLite file; an encrypted file starts with random bytes. */
// catalog-ignore: SQLite's file signature, bytes compared, never shown
const PLAIN_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

function keyLiteral(key: DatabaseKey): string {
  if (key.length !== DATABASE_KEY_BYTES) {
    throw new Error(`A journal key is ${DATABASE_KEY_BYTES} bytes, not ${key.length}.`);
  }
  return `"x'${key.toString('hex')}'"`;
}

/** SQLCipher 4's format: must be chosen before the key and before any read. */
const SQLCIPHER_PRAGMAS = [`cipher = 'sqlcipher'`, 'legacy = 4'];

/**
 * What keys a connection that has read nothing yet, in order; temporary data kept in memory. A
 * list, so the backup's worker thread (journal-copy.ts) runs exactly these.
 */
export function keyPragmas(key: DatabaseKey): string[] {
  return [...SQLCIPHER_PRAGMAS, `key = ${keyLiteral(key)}`, 'temp_store = MEMORY'];
}

export function useDatabaseKey(db: Db, key: DatabaseKey): void {
  for (const pragma of keyPragmas(key)) db.pragma(pragma);
}

/**
 * Opens `path` with `key` and reads its schema, so a wrong key (or a file that is not a journal)
 * throws SQLITE_NOTADB here rather than at the first query.
 */
export function openKeyed(path: string, key: DatabaseKey, options: Options = {}): Db {
  const db = new Database(path, options);
  try {
    useDatabaseKey(db, key);
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Whether `path` is a plain (unencrypted) SQLite file: a journal written before D70. */
export function isPlainSqliteFile(path: string): boolean {
  if (!existsSync(path)) return false;
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(PLAIN_HEADER.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return read === head.length && head.equals(PLAIN_HEADER);
  } finally {
    closeSync(fd);
  }
}

/**
 * Encrypts a plain journal in place, once, at its first open after the upgrade. Its WAL is folded
 * in and removed first (the rekey needs a rollback journal); the rekey then rewrites every page,
 * free ones too, in one SQLite transaction: a stop half-way leaves the plain file as it was, and
 * the next start encrypts it again.
 */
export function encryptPlainJournal(path: string, key: DatabaseKey): void {
  const db = new Database(path, { fileMustExist: true, timeout: 5_000 });
  try {
    db.pragma('journal_mode = DELETE');
    for (const pragma of SQLCIPHER_PRAGMAS) db.pragma(pragma);
    db.pragma(`rekey = ${keyLiteral(key)}`);
  } finally {
    db.close();
  }
}
