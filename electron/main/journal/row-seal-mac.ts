import { createHash, createHmac, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';

/** The row seal's key: derived from the audit key, so the keychain holds one key, not two. */
export function rowSealKey(auditKey: KeyObject): KeyObject {
  const derived = hkdfSync(
    'sha256',
    auditKey.export(),
    Buffer.alloc(0),
    'remit-desk row seal v1',
    32,
  );
  return createSecretKey(Buffer.from(derived));
}

/**
 * The MAC of a row: its table and its columns' values, by name. NULL columns are left out, so a
 * column added later (NULL in the rows before it) leaves their seals as they were.
 */
export function rowMacOf(key: KeyObject, table: string, columns: [string, unknown][]): string {
  const present = columns
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', key)
    .update(JSON.stringify([table, present]))
    .digest('hex');
}

/** The SHA-256 of a table's seals, in any order: what row_seal_sets keeps per table held whole. */
export function setDigest(seals: string[]): string {
  return createHash('sha256').update(seals.sort().join('\n')).digest('hex');
}
