import { afterEach, describe, expect, test } from 'vitest';
import type { Db } from '../../../hq/src/db/db';
import { MIGRATIONS, migrate } from '../../../hq/src/db/migrations';
import { DATABASE_KINDS } from '../support/databases';
import { operatorRow, TEST_VERIFIER } from '../support/journal-changes';

/*
 * The migrations that fill new columns from the stored changes (012-reservations.ts,
 * 014-branch-controls.ts), and 018-reservation-proof.ts's new columns, each upgraded from the
 * version before it with rows in it: the recent
 * transfers take their values from their last stored image, the old ones stay as they were, and
 * what the migration adds to a table with rows keeps them. 020-operator-names.ts fills a new
 * table from the stored operators rows, as the projection would have.
 */

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const upTo = (version: number) => MIGRATIONS.filter((m) => m.version <= version);

/** One projected transfer, as head office's projection held it before the migration. */
async function projected(db: Db, id: number, createdAt: string): Promise<void> {
  await db.query(
    `INSERT INTO hq_transfers (workstation_id, branch_code, workstation_number, transfer_id,
       reference, kind, state, amount, currency, destination_country, sender_name, source_name,
       source_account, recipient_name, recipient_account, operator_id, created_at, updated_at,
       time_zone, local_day, search)
     VALUES ('ws-1', 'NRB-01', 1, $1, $2, 'imt', 'accepted', '100.00', 'KES', 'KE', 'Amina',
       'Amina', '0100', 'Baraka', '+254700000001', 'clerk', $3, $3, 'Africa/Nairobi',
       $3::timestamptz::date, 'x')`,
    [id, `RD-${id}`, createdAt],
  );
}

/** Its stored changes: an older image first, then the last one, whose values the migration takes. */
async function changed(db: Db, id: number, seq: number, row: Record<string, unknown>) {
  for (const [offset, image] of [
    [0, { ...row, sender_document: 'OLD', source_account: 'OLD', customer_document: null }],
    [1, row],
  ] as const) {
    await db.query(
      `INSERT INTO changes (workstation_id, seq, received_at, at, table_name, op, key, row, prev, hash)
       VALUES ('ws-1', $1, now(), $2, 'transfers', 'update', $3, $4, 'p', 'h')`,
      [seq + offset, new Date().toISOString(), JSON.stringify({ id }), JSON.stringify(image)],
    );
  }
}

/** A stored change of an operators row, its key and row as the text the workstation sent. */
async function operatorChange(
  db: Db,
  workstation: string,
  seq: number,
  op: 'insert' | 'update' | 'delete',
  key: string,
  row: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO changes (workstation_id, seq, received_at, at, table_name, op, key, row, prev, hash)
     VALUES ($1, $2, now(), $3, 'operators', $4, $5, $6, 'p', 'h')`,
    [workstation, seq, new Date().toISOString(), op, key, row],
  );
}

/** A workstation of a branch, with one reservation (012's table, as 014 and 015 find it). */
async function reserved(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO branches (code, name, country, time_zone, created_at)
     VALUES ('NRB-01', 'Nairobi', 'KE', 'Africa/Nairobi', now())`,
  );
  await db.query(
    `INSERT INTO workstations (id, branch_code, number, created_at) VALUES ('ws-1', 'NRB-01', 1, now())`,
  );
  await db.query(
    `INSERT INTO hq_reservations (workstation_id, reference, sender_document, currency, amount,
       at, answer)
     VALUES ('ws-1', 'RD-9', 'passport:A123', 'KES', '100.00', now(), '{}')`,
  );
}

describe.each(DATABASE_KINDS)('head office migrations that fill columns, on $name', (kind) => {
  let drop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await drop?.();
    drop = null;
  });
  async function at(version: number): Promise<Db> {
    const opened = await kind.open();
    drop = opened.drop;
    await migrate(opened.db, upTo(version));
    return opened.db;
  }

  test.skipIf(kind.skip)(
    '012 gives the last eight days their sender document and mark',
    async () => {
      const db = await at(11);
      await projected(db, 1, ago(2));
      await projected(db, 2, ago(20));
      const row = { sender_document: 'passport:A123', checked_offline: 1 };
      await changed(db, 1, 1, row);
      await changed(db, 2, 3, row);
      expect(await migrate(db, upTo(12))).toBe(12);
      const rows = await db.query<{
        transfer_id: string | number;
        sender_document: string | null;
        checked_offline: boolean;
      }>(
        'SELECT transfer_id, sender_document, checked_offline FROM hq_transfers ORDER BY transfer_id',
      );
      expect(
        rows.map((r) => [Number(r.transfer_id), r.sender_document, r.checked_offline]),
      ).toEqual([
        [1, 'passport:A123', true],
        [2, null, false],
      ]);
      const [table] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM hq_reservations',
      );
      expect(table!.n).toBe(0);
    },
  );

  test.skipIf(kind.skip)(
    "014 gives the last 31 days their customer and match; a reservation's kind is IMT",
    async () => {
      const db = await at(13);
      await reserved(db);
      await projected(db, 1, ago(10));
      await projected(db, 2, ago(40));
      await projected(db, 3, ago(1));
      const row = {
        customer_document: 'A123',
        customer: JSON.stringify({ documentType: 'passport', documentCountry: 'KE' }),
        source_account: '0100',
        recipient_account: '+254700000001',
      };
      await changed(db, 1, 1, row);
      await changed(db, 2, 3, row);
      // A transfer without a customer block keeps no customer, but its match.
      await changed(db, 3, 5, { ...row, customer: null });
      expect(await migrate(db, upTo(14))).toBe(14);
      const rows = await db.query<{
        transfer_id: string | number;
        customer_document: string | null;
        match_source: string | null;
        match_recipient: string | null;
      }>(
        `SELECT transfer_id, customer_document, match_source, match_recipient
           FROM hq_transfers ORDER BY transfer_id`,
      );
      expect(
        rows.map((r) => [
          Number(r.transfer_id),
          r.customer_document,
          r.match_source,
          r.match_recipient,
        ]),
      ).toEqual([
        [1, 'passport:A123:KE', '0100', '+254700000001'],
        [2, null, null, null],
        [3, null, '0100', '+254700000001'],
      ]);
      const [held] = await db.query<{ kind: string; customer_document: string | null }>(
        "SELECT kind, customer_document FROM hq_reservations WHERE reference = 'RD-9'",
      );
      expect(held).toEqual({ kind: 'imt', customer_document: null });
    },
  );

  test.skipIf(kind.skip)(
    '018 keeps the reservations and heads, with no proof yet: they count as before',
    async () => {
      const db = await at(17);
      await reserved(db);
      await db.query(
        `INSERT INTO workstation_heads (workstation_id, seq, head, ack_at, ack_signature, updated_at)
         VALUES ('ws-1', 3, 'h', 'a', 's', now())`,
      );
      expect(await migrate(db, upTo(18))).toBe(18);
      const [head] = await db.query<{ seq: string | number; journaled_at: unknown }>(
        'SELECT seq, journaled_at FROM workstation_heads',
      );
      expect([Number(head!.seq), head!.journaled_at]).toEqual([3, null]);
      const [held] = await db.query<{ held_at: unknown }>('SELECT held_at FROM hq_reservations');
      expect(held).toEqual({ held_at: null });
    },
  );

  test.skipIf(kind.skip)(
    "020 names each workstation's operators by their last stored image, and nothing else",
    async () => {
      const db = await at(19);
      const key = (id: string) => JSON.stringify({ operator_id: id });
      const row = (id: string, name: string | null) =>
        JSON.stringify({ ...operatorRow(id, 'x'), display_name: name });
      // Stored out of order: the workstation's seq says which image is the last.
      await operatorChange(
        db,
        'ws-1',
        2,
        'update',
        key('clerk.jane'),
        row('clerk.jane', 'Jane Wanjiru'),
      );
      await operatorChange(
        db,
        'ws-1',
        1,
        'insert',
        key('clerk.jane'),
        row('clerk.jane', 'Jane W.'),
      );
      await operatorChange(
        db,
        'ws-1',
        3,
        'insert',
        key('super.sam'),
        row('super.sam', 'Samuel Otieno'),
      );
      // What the projection passes by, the migration passes by: no JSON, no name.
      await operatorChange(db, 'ws-1', 4, 'update', 'not json', row('clerk.jane', 'Key Broken'));
      await operatorChange(db, 'ws-1', 5, 'update', key('super.sam'), '{"display_name": ');
      await operatorChange(db, 'ws-1', 6, 'update', key('clerk.jane'), row('clerk.jane', null));
      await operatorChange(db, 'ws-1', 7, 'insert', key('gone.gary'), row('gone.gary', 'Gary'));
      await operatorChange(db, 'ws-1', 8, 'delete', key('gone.gary'), null);
      // Another workstation gives the same id to another person.
      await operatorChange(
        db,
        'ws-2',
        1,
        'insert',
        key('clerk.jane'),
        row('clerk.jane', 'Achieng Jane'),
      );
      expect(await migrate(db, upTo(20))).toBe(20);
      const rows = await db.query<Record<string, unknown>>(
        'SELECT * FROM hq_operator_names ORDER BY workstation_id, operator_id',
      );
      expect(rows).toEqual([
        { workstation_id: 'ws-1', operator_id: 'clerk.jane', display_name: 'Jane Wanjiru' },
        { workstation_id: 'ws-1', operator_id: 'super.sam', display_name: 'Samuel Otieno' },
        { workstation_id: 'ws-2', operator_id: 'clerk.jane', display_name: 'Achieng Jane' },
      ]);
      expect(JSON.stringify(rows)).not.toContain(TEST_VERIFIER);
    },
  );
});
