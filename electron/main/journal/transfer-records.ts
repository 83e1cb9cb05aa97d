import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { ChainBreak } from './audit-chain';
import type { AuditLog } from './audit-log';
import { finding, type RowSeals } from './row-seal';

/**
 * Whether each transfer row still says what the audit chain recorded about it.
 *
 * The chain's MACs prove that no audit row was changed, but the transfers table is a table like
 * any other: someone with the file could change a body, an amount or a state and leave the audit
 * rows alone. Receipts, the log and the end of day read those rows, so the admin's full check
 * holds each one to its audit rows:
 *   - the `transfer.reserved` row's kind, amount, currency and SHA-256 of the signed body, and
 *     the refused transfer it corrects and the clerk's reason for a second transfer (D46, D47),
 *     which decide whether a transfer may be corrected and what the bank's screens show;
 *   - the last row that moved it (every move is audited with the state it reached, its
 *     transactionId and its error code, in the same transaction).
 * A transfer with no reservation row is one nobody sent through Remit Desk.
 *
 * Transfers reserved before the chain was keyed (an upgraded journal) are held to what their rows
 * recorded then: the body's hash only where the row has one, and their state not at all (not
 * every move was audited then). Every version has audited the reservation itself.
 *
 * Read in SQLite through a temporary table, so a journal of a million transfers is checked without
 * holding them in memory; only audit rows up to `lastSeq` (those the chain walk has just checked)
 * are trusted.
 */

export const RECORD_DIFFERS = 'record-differs' as const;

const RESERVED = 'transfer.reserved';

export class TransferRecords {
  private readonly reservationRow;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly seals: RowSeals,
  ) {
    // The literal action matches the partial index of migration 014.
    this.reservationRow = db.prepare(
      `SELECT seq FROM audit WHERE action = 'transfer.reserved'
         AND json_extract(details, '$.reference') = ? ORDER BY seq LIMIT 1`,
    );
    // The body's hash, computed where the rows are, so the comparison stays inside one query.
    db.function('remit_sha256', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? createHash('sha256').update(text, 'utf8').digest('hex') : null,
    );
  }

  /**
   * Before a transfer goes to the bank (a send, a re-send): the audit row that reserved it must be
   * sealed with the key, and the body about to be signed must be the one whose SHA-256 it
   * recorded (D68). Otherwise the journal stops as for an edited row, naming the transfer, and
   * nothing is sent.
   */
  checkSendable(record: { reference: string; body: string }): void {
    const found = this.reservationRow.get(record.reference) as { seq: number } | undefined;
    const reserved = found ? this.audit.sealedEntry(found.seq) : undefined;
    const named = { table: 'transfers' as const, key: record.reference };
    if (!found || !reserved) {
      this.seals.stop({
        ...named,
        ...finding('journal.rows.notReserved', { reference: record.reference }),
      });
    }
    const recorded = reserved.details['bodySha256'];
    const body = createHash('sha256').update(record.body, 'utf8').digest('hex');
    if (recorded !== body) {
      this.seals.stop({
        ...named,
        ...finding('journal.rows.bodyDiffers', { reference: record.reference, seq: found.seq }),
      });
    }
  }

  /** The first transfer (by id) that disagrees with its audit rows up to `lastSeq`, or null. */
  firstDisagreement(lastSeq: number): ChainBreak | null {
    const run = this.db.transaction((): RecordRow | undefined => {
      this.db.exec(`
        DROP TABLE IF EXISTS temp.reserved_row;
        DROP TABLE IF EXISTS temp.last_move;
        CREATE TEMP TABLE reserved_row (reference TEXT PRIMARY KEY, seq INTEGER, keyed INTEGER,
          kind TEXT, amount TEXT, currency TEXT, body_sha256 TEXT, corrects TEXT,
          repeat_reason TEXT);
        CREATE TEMP TABLE last_move (reference TEXT PRIMARY KEY, seq INTEGER, state TEXT,
          transaction_id TEXT, error_code TEXT);
      `);
      this.db
        .prepare(
          `INSERT OR IGNORE INTO reserved_row
           SELECT json_extract(details, '$.reference'), seq, chain = 'hmac-sha256',
             json_extract(details, '$.kind'), json_extract(details, '$.amount'),
             json_extract(details, '$.currency'), json_extract(details, '$.bodySha256'),
             json_extract(details, '$.corrects'), json_extract(details, '$.repeatReason')
           FROM audit WHERE action = ? AND seq <= ? ORDER BY seq`,
        )
        .run(RESERVED, lastSeq);
      // The last audited move of each transfer: every move writes the state it reached.
      this.db
        .prepare(
          `INSERT INTO last_move
           SELECT reference, seq, state, transaction_id, error_code FROM (
             SELECT seq, json_extract(details, '$.reference') AS reference,
               json_extract(details, '$.state') AS state,
               json_extract(details, '$.transactionId') AS transaction_id,
               json_extract(details, '$.errorCode') AS error_code,
               row_number() OVER (PARTITION BY json_extract(details, '$.reference')
                 ORDER BY seq DESC) AS n
             FROM audit
             WHERE seq <= ? AND action LIKE 'transfer.%'
               AND json_extract(details, '$.state') IS NOT NULL
           ) WHERE n = 1 AND reference IS NOT NULL`,
        )
        .run(lastSeq);
      const row = this.db
        .prepare(
          `SELECT * FROM (
             SELECT t.id, t.reference, r.seq AS reserved_seq, m.seq AS moved_seq,
               r.reference IS NULL AS unaudited,
               (r.kind IS NOT t.kind OR r.amount IS NOT t.amount OR r.currency IS NOT t.currency
                 OR (r.body_sha256 IS NOT NULL AND r.body_sha256 IS NOT remit_sha256(t.body))
                 OR r.corrects IS NOT t.corrects OR r.repeat_reason IS NOT t.repeat_reason)
                 AS details_differ,
               (r.keyed = 1 AND (coalesce(m.state, 'reserved') IS NOT t.state
                 OR m.transaction_id IS NOT t.transaction_id OR m.error_code IS NOT t.error_code))
                 AS state_differs
             FROM transfers t
             LEFT JOIN reserved_row r ON r.reference = t.reference
             LEFT JOIN last_move m ON m.reference = t.reference
           ) WHERE unaudited OR details_differ OR state_differs
           ORDER BY id LIMIT 1`,
        )
        .get() as RecordRow | undefined;
      this.db.exec('DROP TABLE temp.reserved_row; DROP TABLE temp.last_move;');
      return row;
    });
    const row = run.deferred();
    if (!row) return null;
    if (row.unaudited || row.reserved_seq === null) {
      return {
        seq: lastSeq,
        problem: RECORD_DIFFERS,
        ...finding('journal.records.noAuditRow', { reference: row.reference }),
      };
    }
    if (row.details_differ) {
      return {
        seq: row.reserved_seq,
        problem: RECORD_DIFFERS,
        ...finding('journal.records.detailsDiffer', {
          reference: row.reference,
          seq: row.reserved_seq,
        }),
      };
    }
    const seq = row.moved_seq ?? row.reserved_seq;
    return {
      seq,
      problem: RECORD_DIFFERS,
      ...finding('journal.records.stateDiffers', { reference: row.reference, seq }),
    };
  }
}

interface RecordRow {
  id: number;
  reference: string;
  reserved_seq: number | null;
  moved_seq: number | null;
  unaudited: number;
  details_differ: number;
  state_differs: number;
}
