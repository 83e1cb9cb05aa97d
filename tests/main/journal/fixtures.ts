import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database, { type Options } from 'better-sqlite3';
import { openJournal, type Journal } from '../../../electron/main/journal/journal';
import { sealJournal, type JournalSeal } from '../../../electron/main/journal/journal-seal';
import { migrate } from '../../../electron/main/journal/migrations';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { isPlainSqliteFile, openKeyed } from '../../../electron/main/journal/journal-cipher';
import { RowSeals } from '../../../electron/main/journal/row-seal';
import type { Reservation } from '../../../electron/main/journal/transfers-repo';
import { TEST_DATABASE_KEY } from '../keys/keychain-fixture';

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'remit-desk-journal-'));
}

/** A fixed audit key for journals opened without the keychain (journal-seal.ts is not in play). */
export const TEST_AUDIT_KEY = createSecretKey(Buffer.alloc(32, 7));

export { TEST_DATABASE_KEY };

export interface SealedTestJournal {
  journal: Journal;
  seal: JournalSeal;
  /** Writes the seal's last rows, then closes the journal. */
  close(): Promise<void>;
}

/** The journal in `dir`, opened with the tests' key and sealed as createServices does it. */
export async function openSealedTestJournal(
  dir: string,
  options: Omit<Parameters<typeof sealJournal>[0], 'journal'>,
): Promise<SealedTestJournal> {
  const opened = openJournal(dir, TEST_DATABASE_KEY);
  if (!opened.ok) throw new Error(opened.error.message);
  const journal = opened.value;
  const sealed = await sealJournal({ journal, ...options });
  if (!sealed.ok) {
    journal.close();
    throw new Error(sealed.error.message);
  }
  return {
    journal,
    seal: sealed.value,
    async close() {
      await sealed.value.flush();
      journal.close();
    },
  };
}

/**
 * A connection to a journal file with no audit key, what a tamperer has: with the tests' database
 * key, or none for a plain file (a journal as a version before D70 left it).
 */
export function rawJournal(path: string, options: Options = {}): Database.Database {
  if (isPlainSqliteFile(path)) return new Database(path, options);
  return openKeyed(path, TEST_DATABASE_KEY, options);
}

/**
 * Overwrites bytes 8 to 200 of the page that `findPage` names (one number, from 1 as SQLite
 * counts) as a failing disk might; returns the file's new bytes.
 */
export function scribbleOnPage(path: string, findPage: string, ...params: unknown[]): Buffer {
  const raw = rawJournal(path, { readonly: true });
  const page = raw
    .prepare(findPage)
    .pluck()
    .get(...params) as number;
  // Encrypted (D70), the header no longer shows the page size: SQLite tells it.
  const pageSize = raw.pragma('page_size', { simple: true }) as number;
  raw.close();
  const bytes = readFileSync(path);
  const start = (page - 1) * pageSize;
  for (let i = start + 8; i < start + 200; i += 1) bytes[i] = 0x5a;
  writeFileSync(path, bytes);
  return bytes;
}

/** A journal on disk whose audit log is keyed, as the app's is once sealed. */
export function openTempJournal(dir = tempDataDir()): Journal {
  const opened = openJournal(dir, TEST_DATABASE_KEY);
  if (!opened.ok) throw new Error(opened.error.message);
  opened.value.audit.useKey(TEST_AUDIT_KEY);
  // As the first start with the key does (seal-rows.ts): the migration's own rows get their seal.
  opened.value.rowSeals.sealUnsealed();
  return opened.value;
}

let counter = 3_000_000_00;

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  counter += 1;
  const reference = `42${String(counter).padStart(10, '0')}`;
  return {
    draftId: `draft-${counter}`,
    kind: 'rtgs',
    reference,
    counter,
    body: JSON.stringify({ transfer: { reference, amount: '1000.00' } }),
    amount: '1000.00',
    currency: 'KES',
    destinationCountry: 'KE',
    recipientName: 'John Otieno',
    recipientAccount: '1100194977404',
    sourceAccount: '0011547896523',
    operatorId: 'clerk-1',
    environment: 'sandbox',
    at: '2026-11-22T10:00:00.000Z',
    // As the send path journals every new transfer (D41), a form of its own (D80: a number is
    // used once); `instructionFormNumber: null` is a transfer an earlier version journaled
    // without one.
    instructionFormNumber: `IF-2026/${reference}`,
    idAndSignatureChecked: true,
    ...overrides,
  };
}

/**
 * A journal as the version before the keyed chain left it (schema 4): audit rows chained with a
 * plain SHA-256, exactly as that version computed it. Returns the rows' hashes in order.
 */
export function writeUnkeyedJournal(dir: string, rows: number): string[] {
  const raw = new Database(join(dir, JOURNAL_FILE_NAME));
  migrate(raw, 4);
  const insert = raw.prepare(
    'INSERT INTO audit (seq, at, operator_id, action, details, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const hashes: string[] = [];
  let prev = '0'.repeat(64);
  for (let seq = 1; seq <= rows; seq += 1) {
    const at = `2026-10-01T09:00:${String(seq % 60).padStart(2, '0')}.000Z`;
    const details = JSON.stringify({ section: 'branchName', value: `Branch ${seq}` });
    const hash = createHash('sha256')
      .update(JSON.stringify([prev, seq, at, 'admin-1', 'settings.updated', details]))
      .digest('hex');
    insert.run(seq, at, 'admin-1', 'settings.updated', details, prev, hash);
    hashes.push(hash);
    prev = hash;
  }
  raw.close();
  return hashes;
}

/** Opens the file the way another tool would: the app's triggers are in the way, so drop them. */
export function tamper(path: string, sql: string, ...params: unknown[]): void {
  const raw = rawJournal(path);
  // Without the key, the row seal's triggers leave what is written unsealed.
  sealFunctionsWithoutKey(raw);
  raw.exec(
    'DROP TRIGGER IF EXISTS audit_no_update; DROP TRIGGER IF EXISTS audit_no_delete; DROP TRIGGER IF EXISTS transfers_immutable;',
  );
  raw.prepare(sql).run(...params);
  raw.close();
}

/**
 * What a person with the file and a SQLite tool does behind the app's back: drops `table`'s
 * triggers (the outbox's, the seal's, the append-only ones), writes, and makes them again as they
 * were, in one transaction, so the journal looks untouched but for the row.
 */
export function behindTheTriggers(path: string, table: string, sql: string, ...params: unknown[]) {
  const raw = rawJournal(path);
  try {
    sealFunctionsWithoutKey(raw);
    writeWithTriggersDropped(
      raw,
      "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = ? ORDER BY rowid",
      table,
      sql,
      params,
    );
  } finally {
    raw.close();
  }
}

/**
 * What a program with the journal's keys does (read from the user's keychain: a residual risk of
 * docs/security.md): writes `table` through the row seal's own triggers, so the row carries a
 * good seal, with the outbox's and the append-only triggers dropped for the write and made again,
 * so nothing records it. Only the copy at head office can tell (D97).
 */
export function withTheKeys(
  path: string,
  auditKey: KeyObject,
  table: string,
  sql: string,
  ...params: unknown[]
) {
  const raw = rawJournal(path);
  try {
    new RowSeals(raw).useKey(auditKey);
    writeWithTriggersDropped(
      raw,
      `SELECT name, sql FROM sqlite_schema
       WHERE type = 'trigger' AND tbl_name = ? AND name NOT LIKE '%\\_seal\\_%' ESCAPE '\\'
       ORDER BY rowid`,
      table,
      sql,
      params,
    );
  } finally {
    raw.close();
  }
}

/**
 * Runs `sql` on `raw` with the triggers of `table` that `triggersQuery` names dropped, and makes
 * them again as they were, all in one transaction, so only the row tells of the write.
 */
function writeWithTriggersDropped(
  raw: Database.Database,
  triggersQuery: string,
  table: string,
  sql: string,
  params: unknown[],
): void {
  const triggers = raw.prepare(triggersQuery).all(table) as { name: string; sql: string }[];
  raw.transaction(() => {
    for (const { name } of triggers) raw.exec(`DROP TRIGGER ${name}`);
    raw.prepare(sql).run(...params);
    for (const trigger of triggers) raw.exec(trigger.sql);
  })();
}
