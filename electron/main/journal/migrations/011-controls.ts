import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';

export const version = 11;
export const name = 'controls';

/**
 * The counter's controls (D42, D43). Marks (reportable, split series) are rows of their own,
 * written with the reservation and, for a series, added to its earlier transfers when it crosses
 * the threshold: the transfer rows stay as written. The approvals a transfer used are kept with it
 * for the bank's copy of the receipt; a supervisor's refusal ends its draft for good; suspicion
 * flags are for supervisors and compliance only. All append-only, each write with its audit row.
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE control_marks (
      transfer_id INTEGER NOT NULL REFERENCES transfers (id),
      mark TEXT NOT NULL CHECK (mark IN ('reportable', 'split')),
      series TEXT,
      at TEXT NOT NULL,
      PRIMARY KEY (transfer_id, mark)
    ) WITHOUT ROWID;
    CREATE INDEX control_marks_mark ON control_marks (mark, transfer_id);
    ${appendOnly('control_marks', 'control marks are append-only')}

    CREATE TABLE transfer_approvals (
      transfer_id INTEGER NOT NULL REFERENCES transfers (id),
      approval_id TEXT NOT NULL PRIMARY KEY,
      purpose TEXT NOT NULL,
      approver_id TEXT NOT NULL,
      approver_name TEXT NOT NULL,
      requester_id TEXT NOT NULL,
      reason TEXT NOT NULL,
      granted_at TEXT NOT NULL,
      used_at TEXT NOT NULL
    );
    CREATE INDEX transfer_approvals_transfer ON transfer_approvals (transfer_id);
    ${appendOnly('transfer_approvals', 'approvals are append-only')}

    CREATE TABLE draft_refusals (
      draft_id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL,
      approver_id TEXT NOT NULL,
      approver_name TEXT NOT NULL,
      requester_id TEXT NOT NULL,
      reason TEXT NOT NULL,
      refused_at TEXT NOT NULL
    );
    ${appendOnly('draft_refusals', 'a refused draft stays refused')}

    CREATE TABLE suspicion_flags (
      id INTEGER PRIMARY KEY,
      transfer_id INTEGER NOT NULL REFERENCES transfers (id),
      at TEXT NOT NULL,
      operator_id TEXT NOT NULL,
      note TEXT NOT NULL
    );
    CREATE INDEX suspicion_flags_at ON suspicion_flags (at);
    ${appendOnly('suspicion_flags', 'suspicion flags are append-only')}
  `);
}
