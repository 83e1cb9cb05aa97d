import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 33;
export const name = 'head-office-messages';

/**
 * D136: the messages head office held for this workstation, each kept once it was applied or
 * refused here: a settlement of one of its transfers, or the audit of a reprint of its receipt,
 * asked by a supervisor at another counter of the branch. The message is kept as the text head
 * office signed, with the signature, beside what became of it; the id is head office's, so a
 * message fetched again (the reply lost) is found and never applied twice. Append-only, sealed
 * (D68) and replicated to head office (D97).
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE head_office_messages (
      message_id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('settlement', 'reprint')),
      reference TEXT NOT NULL,
      from_workstation TEXT NOT NULL,
      from_number INTEGER NOT NULL,
      sender_id TEXT NOT NULL,
      sent_at TEXT NOT NULL,
      message TEXT NOT NULL,
      signature TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'refused')),
      refusal TEXT CHECK ((outcome = 'applied') = (refusal IS NULL)),
      state TEXT NOT NULL,
      applied_at TEXT NOT NULL
    );
    CREATE INDEX head_office_messages_reference ON head_office_messages (reference);
    ${appendOnly('head_office_messages', 'head office messages are append-only')}
  `);
  sealRows(db, 'head_office_messages', { whole: false });
  appendOnlyButSeal(db, 'head_office_messages', 'head office messages are append-only');
  // Last, so the outbox's triggers fire first (outbox-triggers.ts); the table is empty.
  replicateTables(db);
}
