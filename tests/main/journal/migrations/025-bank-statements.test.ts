import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as bankStatements from '../../../../electron/main/journal/migrations/025-bank-statements';
import { AT, insertTransfer, journalAt, namesOf, rowsOf, versionBefore } from './old-journal';

/** The schema before 025. */
const BEFORE = versionBefore(bankStatements.version);

describe('025-bank-statements.ts', () => {
  it('adds the statements, lines, results and settlements, leaving every row as it was', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890', transactionId: 'SBX1' });
    const transfers = rowsOf(db, 'transfers');
    const outbox = rowsOf(db, 'outbox');
    migrate(db, bankStatements.version);
    expect(schemaVersionOf(db)).toBe(bankStatements.version);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'outbox')).toEqual(outbox);
    expect(namesOf(db, 'table')).toEqual(
      expect.arrayContaining([
        'bank_statements',
        'statement_lines',
        'statement_items',
        'statement_resolutions',
      ]),
    );
    expect(namesOf(db, 'index')).toEqual(
      expect.arrayContaining(['transfers_transaction_id', 'transfers_source_created']),
    );
    // The lookups the matching makes use the new indexes.
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((row) => row.detail)
        .join(' ');
    expect(plan("SELECT * FROM transfers WHERE transaction_id IN ('SBX1')")).toContain(
      'transfers_transaction_id',
    );
    expect(
      plan(
        "SELECT * FROM transfers WHERE source_account = 'x' AND created_at >= 'a' AND created_at < 'b'",
      ),
    ).toContain('transfers_source_created');
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps each statement once, append-only, and records every write in the outbox', () => {
    const db = journalAt(BEFORE);
    const transfer = insertTransfer(db, { reference: '201234567890' });
    migrate(db, bankStatements.version);
    const statement = db.prepare(
      `INSERT INTO bank_statements (environment, account, statement_id, sequence, format,
        file_name, checksum, currency, period_from, period_to, line_count, imported_at,
        imported_by) VALUES ('test', '0011547896523', ?, '', 'camt053', 'day.xml', ?, 'KES', ?, ?,
        1, ?, 'sup-1')`,
    );
    const { lastInsertRowid: id } = statement.run(
      'S1',
      'a'.repeat(64),
      '2026-11-25',
      '2026-11-25',
      AT,
    );
    expect(() => statement.run('S1', 'b'.repeat(64), '2026-11-25', '2026-11-25', AT)).toThrow(
      /UNIQUE/,
    );
    expect(() => statement.run('S2', 'b'.repeat(64), '2026-11-26', '2026-11-25', AT)).toThrow(
      /CHECK/,
    );
    const line = db
      .prepare(
        `INSERT INTO statement_lines (statement, n, file_line, direction, amount, currency,
          value_date, description) VALUES (?, 1, 20, 'debit', '1500.00', 'KES', '2026-11-25', '')`,
      )
      .run(id).lastInsertRowid;
    const item = db.prepare(
      `INSERT INTO statement_items (statement, n, kind, reason, line, transfer_id, day)
        VALUES (?, ?, ?, ?, ?, ?, '2026-11-25')`,
    );
    const { lastInsertRowid: matched } = item.run(id, 1, 'matched', 'paid', line, transfer);
    expect(() => item.run(id, 2, 'lost', 'paid', line, transfer)).toThrow(/CHECK/);
    expect(() => item.run(id, 3, 'app-only', 'not-in-statement', null, null)).toThrow(/CHECK/);
    const resolve = db.prepare(
      `INSERT INTO statement_resolutions (item, at, operator_id, reason) VALUES (?, ?, 'sup-1', ?)`,
    );
    expect(() => resolve.run(matched, AT, 'too short')).toThrow(/CHECK/);
    resolve.run(matched, AT, 'Bank confirmed by phone');
    expect(() => resolve.run(matched, AT, 'Bank confirmed again')).toThrow(/UNIQUE|PRIMARY KEY/);
    for (const table of [
      'bank_statements',
      'statement_lines',
      'statement_items',
      'statement_resolutions',
    ]) {
      expect(() => db.exec(`DELETE FROM ${table}`), table).toThrow(/append-only/);
    }
    expect(() => db.exec("UPDATE statement_items SET kind = 'bank-only'")).toThrow(/append-only/);
    const recorded = db
      .prepare("SELECT tbl FROM outbox WHERE tbl LIKE '%statement%' ORDER BY seq")
      .pluck()
      .all();
    expect(recorded).toEqual([
      'bank_statements',
      'statement_lines',
      'statement_items',
      'statement_resolutions',
    ]);
  });
});
