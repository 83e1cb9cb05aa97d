import { join } from 'node:path';
import Database, { type Database as Db } from 'better-sqlite3';
import { expect } from 'vitest';
import {
  migrate,
  MIGRATIONS,
  schemaVersionOf,
  type Migration,
} from '../../../../electron/main/journal/migrations';
import { JOURNAL_FILE_NAME } from '../../../../electron/main/journal/open-journal';
import { D2_IMT_BODY, D2_RTGS_BODY } from '../../../shared/d2-example';
import { tempDataDir } from '../fixtures';

// Journals of an earlier schema, built the way the app built them (by running the migrations
// before it, each in its own step), and the rows a journal of that version held.

/** The schema version the migration to `version` runs on: the one listed before it. */
export function versionBefore(version: number): number {
  return MIGRATIONS[MIGRATIONS.findIndex((m) => m.version === version) - 1]!.version;
}

/** A journal file at schema `version`, as a workstation of that version left it. */
export function journalAt(version: number): Db {
  const db = new Database(join(tempDataDir(), JOURNAL_FILE_NAME));
  db.pragma('foreign_keys = ON');
  migrate(db, version);
  expect(schemaVersionOf(db)).toBe(version);
  return db;
}

/** Runs `migration` on a journal of the version before it, as the runner does at open. */
export function upgrade(db: Db, migration: Migration): void {
  expect(schemaVersionOf(db)).toBe(migration.version - 1);
  migrate(db, migration.version);
  expect(schemaVersionOf(db)).toBe(migration.version);
}

export const AT = '2026-03-02T08:00:00.000Z';

/** The body of an RTGS as the send path signs it (D2's example, under another reference). */
export function rtgsBody(reference: string, amount = '1500.00'): string {
  return JSON.stringify({
    ...D2_RTGS_BODY,
    transfer: { ...D2_RTGS_BODY.transfer, amount, reference, date: '2026-03-02' },
  });
}

/** The body of an IMT as the send path signs it, its sender's document as the clerk typed it. */
export function imtBody(reference: string, amount = '700.00', documentNumber = 'ab-12/34'): string {
  return JSON.stringify({
    ...D2_IMT_BODY,
    source: { ...D2_IMT_BODY.source, name: 'Branch till' },
    sender: { ...D2_IMT_BODY.sender, name: 'Faith Achieng', documentNumber },
    transfer: { ...D2_IMT_BODY.transfer, amount, reference, date: '2026-03-02' },
  });
}

export interface OldTransfer {
  reference: string;
  kind?: 'rtgs' | 'imt';
  amount?: string;
  state?: string;
  transactionId?: string | null;
  at?: string;
  body?: string;
}

/** A transfer row with the columns every version has had (001-first-journal.ts); its id. */
export function insertTransfer(db: Db, transfer: OldTransfer): number {
  const kind = transfer.kind ?? 'rtgs';
  const amount = transfer.amount ?? '1500.00';
  const at = transfer.at ?? AT;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
        recipient_name, recipient_account, source_account, operator_id, environment, state,
        transaction_id, created_at, updated_at)
       VALUES (@reference, @draftId, @kind, @body, @amount, 'KES', 'KE', @recipientName,
        @recipientAccount, '0011547896523', 'clerk-1', 'test', @state, @transactionId, @at, @at)`,
    )
    .run({
      reference: transfer.reference,
      draftId: `draft-${transfer.reference}`,
      kind,
      body:
        transfer.body ??
        (kind === 'rtgs'
          ? rtgsBody(transfer.reference, amount)
          : imtBody(transfer.reference, amount)),
      amount,
      recipientName: kind === 'rtgs' ? 'John Otieno' : 'Peter Mwangi',
      recipientAccount: kind === 'rtgs' ? '1100194977404' : '+254712345678',
      state: transfer.state ?? 'succeeded',
      transactionId:
        transfer.transactionId === undefined ? `TX-${transfer.reference}` : transfer.transactionId,
      at,
    });
  return Number(lastInsertRowid);
}

/** An operator row as 003-operators.ts defined it. */
export function insertOperator(db: Db, operatorId: string, role: string, createdBy: string | null) {
  db.prepare(
    `INSERT INTO operators (operator_id, display_name, role, password_hash, created_at, created_by,
      password_changed_at) VALUES (?, ?, ?, 'scrypt$16384$8$1$c2FsdA==$aGFzaA==', ?, ?, ?)`,
  ).run(operatorId, `Name of ${operatorId}`, role, AT, createdBy, AT);
}

/** The names of a table's columns, in order. */
export function columnsOf(db: Db, table: string): string[] {
  return (db.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name);
}

/** The names of the schema's objects of one type (table, index, trigger), sorted. */
export function namesOf(db: Db, type: 'table' | 'index' | 'trigger'): string[] {
  return db
    .prepare('SELECT name FROM sqlite_schema WHERE type = ? ORDER BY name')
    .pluck()
    .all(type) as string[];
}

/** What SQLite's planner says it does for `sql`, in one line. */
export function planOf(db: Db, sql: string, ...params: unknown[]): string {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
    .map((step) => step.detail)
    .join(' ');
}

/** Every row of a table, as SQLite gives them, in rowid order. */
export function rowsOf(db: Db, table: string): Record<string, unknown>[] {
  return db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Record<string, unknown>[];
}
