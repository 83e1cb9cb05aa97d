import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Database as Db } from 'better-sqlite3';
import type { SendOperation } from '@shared/api/paths';

export const LEDGER_FILE_NAME = 'sandbox-ledger.sqlite';

/**
 * The sandbox bank's own books, apart from the client's journal: what it received under each
 * reference, which key's signature it accepted, what it answered, and how often the reference
 * came back. The engine's crash tests read it to prove that no reference was processed twice.
 */
const MIGRATIONS: readonly ((db: Db) => void)[] = [
  (db) => {
    db.exec(`
      CREATE TABLE transactions (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        operation TEXT NOT NULL CHECK (operation IN ('rtgs', 'imt')),
        request_body TEXT NOT NULL,
        canonical_body TEXT NOT NULL,
        signature_key TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('accepted', 'account-not-found')),
        http_status INTEGER NOT NULL,
        answer TEXT NOT NULL,
        transaction_id TEXT UNIQUE,
        queued INTEGER NOT NULL CHECK (queued IN (0, 1)),
        next_window TEXT,
        mode TEXT NOT NULL CHECK (mode IN ('live', 'test')),
        held INTEGER NOT NULL CHECK (held IN (0, 1)),
        received_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        processed_count INTEGER NOT NULL,
        replayed_count INTEGER NOT NULL DEFAULT 0,
        duplicate_count INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE public_keys (
        fingerprint TEXT PRIMARY KEY,
        spki_pem TEXT NOT NULL,
        bits INTEGER NOT NULL,
        registered_at TEXT NOT NULL
      );

      -- Only a hash of each access token: a copy of the file grants nothing.
      CREATE TABLE access_tokens (
        token_hash TEXT PRIMARY KEY,
        issued_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `);
  },
];

export interface NewTransaction {
  reference: string;
  operation: SendOperation;
  requestBody: string;
  canonicalBody: string;
  signatureKey: string;
  outcome: 'accepted' | 'account-not-found';
  httpStatus: number;
  answer: string;
  transactionId: string | null;
  queued: boolean;
  nextWindow: string | null;
  mode: 'live' | 'test';
  held: boolean;
  at: string;
}

export interface TransactionRow {
  id: number;
  reference: string;
  operation: SendOperation;
  request_body: string;
  canonical_body: string;
  signature_key: string;
  outcome: 'accepted' | 'account-not-found';
  http_status: number;
  answer: string;
  transaction_id: string | null;
  queued: number;
  next_window: string | null;
  mode: 'live' | 'test';
  held: number;
  received_at: string;
  last_seen_at: string;
  processed_count: number;
  replayed_count: number;
  duplicate_count: number;
}

export interface KeyRow {
  fingerprint: string;
  spki_pem: string;
  bits: number;
  registered_at: string;
}

export type Ledger = ReturnType<typeof openLedger>;

export function openLedger(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, LEDGER_FILE_NAME), { timeout: 5_000 });
  try {
    db.pragma('journal_mode = WAL');
    // What the bank acknowledged must survive a crash of the machine, like a real ledger.
    db.pragma('synchronous = FULL');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length) {
      throw new Error(
        `The sandbox ledger in ${dataDir} was written by a newer version (schema ${version}). Use another --data-dir.`,
      );
    }
    for (let next = version; next < MIGRATIONS.length; next += 1) {
      db.transaction(() => {
        MIGRATIONS[next]!(db);
        db.pragma(`user_version = ${next + 1}`);
      }).immediate();
    }
  } catch (error) {
    db.close();
    throw error;
  }

  const s = {
    byReference: db.prepare('SELECT * FROM transactions WHERE reference = ?'),
    insert: db.prepare(`
      INSERT INTO transactions (reference, operation, request_body, canonical_body, signature_key,
        outcome, http_status, answer, transaction_id, queued, next_window, mode, held, received_at,
        last_seen_at, processed_count)
      VALUES (@reference, @operation, @requestBody, @canonicalBody, @signatureKey, @outcome,
        @httpStatus, @answer, @transactionId, @queued, @nextWindow, @mode, @held, @at, @at, 1)`),
    replayed: db.prepare(
      'UPDATE transactions SET replayed_count = replayed_count + 1, last_seen_at = ? WHERE reference = ?',
    ),
    duplicate: db.prepare(
      'UPDATE transactions SET duplicate_count = duplicate_count + 1, last_seen_at = ? WHERE reference = ?',
    ),
    latest: db.prepare('SELECT * FROM transactions ORDER BY id DESC LIMIT ?'),
    transactionIdTaken: db.prepare('SELECT 1 FROM transactions WHERE transaction_id = ?'),
    keys: db.prepare('SELECT * FROM public_keys ORDER BY registered_at, fingerprint'),
    addKey: db.prepare(
      'INSERT INTO public_keys (fingerprint, spki_pem, bits, registered_at) VALUES (?, ?, ?, ?) ON CONFLICT (fingerprint) DO NOTHING',
    ),
    keyByFingerprint: db.prepare('SELECT * FROM public_keys WHERE fingerprint = ?'),
    removeKey: db.prepare('DELETE FROM public_keys WHERE fingerprint = ?'),
    addToken: db.prepare(
      'INSERT INTO access_tokens (token_hash, issued_at, expires_at) VALUES (?, ?, ?)',
    ),
    token: db.prepare('SELECT issued_at, expires_at FROM access_tokens WHERE token_hash = ?'),
    purgeTokens: db.prepare('DELETE FROM access_tokens WHERE expires_at < ?'),
  };

  return {
    /** Runs `work` in one IMMEDIATE transaction: look-up and insert of a reference are one step. */
    transaction: <T>(work: () => T): T => db.transaction(work).immediate(),
    find: (reference: string) => s.byReference.get(reference) as TransactionRow | undefined,
    record: (t: NewTransaction) => {
      s.insert.run({ ...t, queued: t.queued ? 1 : 0, held: t.held ? 1 : 0 });
    },
    markReplayed: (reference: string, at: string) => s.replayed.run(at, reference),
    markDuplicate: (reference: string, at: string) => s.duplicate.run(at, reference),
    latest: (limit: number) => s.latest.all(limit) as TransactionRow[],
    transactionIdTaken: (id: string) => s.transactionIdTaken.get(id) !== undefined,

    keys: () => s.keys.all() as KeyRow[],
    key: (fingerprint: string) => s.keyByFingerprint.get(fingerprint) as KeyRow | undefined,
    /** True when the key is new. */
    addKey: (row: KeyRow) =>
      s.addKey.run(row.fingerprint, row.spki_pem, row.bits, row.registered_at).changes === 1,
    removeKey: (fingerprint: string) => s.removeKey.run(fingerprint).changes === 1,

    addToken: (hash: string, issuedAt: number, expiresAt: number) =>
      s.addToken.run(hash, issuedAt, expiresAt),
    token: (hash: string) =>
      s.token.get(hash) as { issued_at: number; expires_at: number } | undefined,
    purgeTokens: (before: number) => s.purgeTokens.run(before),

    close: () => {
      if (db.open) db.close();
    },
  };
}
