import type { Database } from 'better-sqlite3';
import { appendOnly } from './append-only';
import { enterExistingRows, replicatedTables, replicateTables } from './outbox-triggers';
import { appendOnlyButSeal, sealRows } from './row-seal-triggers';

export const version = 24;
export const name = 'head-office-outbox';

/** The hex SHA-256 before a workstation's first change (hq/protocol/wire.ts, GENESIS). */
const GENESIS = '0'.repeat(64);

/**
 * D97: the outbox that replicates the journal to head office. Every committed change of a
 * replicated table is recorded in it by triggers in the change's own transaction
 * (outbox-triggers.ts): `seq` numbers them without gaps (an INTEGER PRIMARY KEY whose rows are
 * never deleted), `prev` and `hash` chain them (hq/protocol/chain.ts) and are filled once, in
 * order, before the change is first sent; nothing else of a record ever changes. The rows the
 * journal holds now are recorded as inserts, parents first, so head office receives the whole
 * journal. Head office's signed acknowledgements are kept, sealed (D68) and append-only. A
 * journal rebuilt from head office keeps its audit rows' seals under the new key (D98).
 */
export function up(db: Database): void {
  db.exec(`
    CREATE TABLE outbox (
      seq INTEGER PRIMARY KEY,
      at TEXT NOT NULL,
      tbl TEXT NOT NULL,
      op TEXT NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
      key TEXT NOT NULL CHECK (json_valid(key)),
      row TEXT CHECK (row IS NULL OR json_valid(row)),
      prev TEXT,
      hash TEXT,
      CHECK ((op = 'delete') = (row IS NULL)),
      CHECK ((prev IS NULL) = (hash IS NULL))
    );
    CREATE INDEX outbox_by_key ON outbox (tbl, key, seq);
    CREATE INDEX outbox_unhashed ON outbox (seq) WHERE hash IS NULL;
    CREATE TRIGGER outbox_no_delete BEFORE DELETE ON outbox
    BEGIN SELECT RAISE(ABORT, 'the outbox is append-only'); END;
    CREATE TRIGGER outbox_hashed_once BEFORE UPDATE ON outbox
    WHEN OLD.hash IS NOT NULL OR NEW.hash IS NULL
      OR NEW.seq IS NOT OLD.seq OR NEW.at IS NOT OLD.at OR NEW.tbl IS NOT OLD.tbl
      OR NEW.op IS NOT OLD.op OR NEW.key IS NOT OLD.key OR NEW.row IS NOT OLD.row
      OR length(NEW.hash) <> 64
      OR NEW.prev IS NOT (CASE WHEN OLD.seq = 1 THEN '${GENESIS}'
        ELSE (SELECT hash FROM outbox WHERE seq = OLD.seq - 1) END)
    BEGIN SELECT RAISE(ABORT, 'the outbox is append-only: a change is hashed once, after the one before it'); END;

    CREATE TABLE outbox_acks (
      seq INTEGER PRIMARY KEY CHECK (seq >= 0),
      head TEXT NOT NULL CHECK (length(head) = 64),
      at TEXT NOT NULL,
      workstation_id TEXT NOT NULL,
      signature TEXT NOT NULL,
      received_at TEXT NOT NULL
    );
    ${appendOnly('outbox_acks', 'acknowledgements are append-only')}

    CREATE TABLE audit_rebuilt (
      seq INTEGER PRIMARY KEY,
      mac TEXT NOT NULL CHECK (length(mac) = 64)
    );
    ${appendOnly('audit_rebuilt', 'a rebuilt audit row keeps its seal')}
  `);
  sealRows(db, 'outbox_acks', { whole: false });
  appendOnlyButSeal(db, 'outbox_acks', 'acknowledgements are append-only');
  // Last, so the outbox's triggers fire first (outbox-triggers.ts).
  replicateTables(db);
  for (const table of ['audit', ...replicatedTables(db).filter((t) => t !== 'audit')]) {
    enterExistingRows(db, table);
  }
}
