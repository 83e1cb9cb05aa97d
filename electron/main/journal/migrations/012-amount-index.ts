import type { Database } from 'better-sqlite3';

export const version = 12;
export const name = 'amount-index';

/**
 * The receipt log finds a transfer by its amount (D60): `25,000` typed is the `25000.00`
 * journaled. Its own index, like each of the log's filters, so the search is an index search
 * however long the journal grows; entries are in rowid order within an amount, newest first.
 */
export function up(db: Database): void {
  db.exec(`CREATE INDEX transfers_amount ON transfers (amount);`);
}
