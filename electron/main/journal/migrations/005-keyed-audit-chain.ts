import type { Database } from 'better-sqlite3';

export const version = 5;
export const name = 'keyed-audit-chain';

/**
 * The audit chain becomes keyed (HMAC-SHA256, key in the OS keychain). Each row says which kind
 * of seal it carries, rather than re-sealing the old rows: rewriting them would mean lifting the
 * append-only triggers and changing the very evidence being protected. Rows already written stay
 * as they are, marked 'sha256'; every row from now on is 'hmac-sha256', and the first of them
 * (the audited `audit.sealed` row, written at the next start by journal-seal.ts) carries the last
 * old hash, so its MAC seals the old rows as well. audit-chain.ts refuses an unkeyed row after a
 * keyed one.
 */
export function up(db: Database): void {
  db.exec(`
    ALTER TABLE audit ADD COLUMN chain TEXT NOT NULL DEFAULT 'sha256'
      CHECK (chain IN ('sha256', 'hmac-sha256'));
  `);
}
