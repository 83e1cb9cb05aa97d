import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as headOfficeMessages from '../../../../electron/main/journal/migrations/033-head-office-messages';
import { AT, insertTransfer, journalAt, rowsOf, versionBefore } from './old-journal';

/** The schema before 033. */
const BEFORE = versionBefore(headOfficeMessages.version);

const insertMessage = `INSERT INTO head_office_messages (message_id, kind, reference,
  from_workstation, from_number, sender_id, sent_at, message, signature, outcome, refusal, state,
  applied_at) VALUES (?, 'settlement', '201234567890', 'ws-b', 2, 'sup-1', ?, '{}', 'c2ln', ?, ?,
  'unknown', ?)`;

describe('033-head-office-messages.ts', () => {
  it('adds the kept messages, leaving every row before it as it was', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');
    const outbox = rowsOf(db, 'outbox');
    migrate(db, headOfficeMessages.version);
    expect(schemaVersionOf(db)).toBe(headOfficeMessages.version);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'outbox')).toEqual(outbox);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('keeps each message once, append-only, a refusal with its reason, and replicates it', () => {
    const db = journalAt(BEFORE);
    migrate(db, headOfficeMessages.version);
    const add = (id: string, outcome: string, refusal: string | null) =>
      db.prepare(insertMessage).run(id, AT, outcome, refusal, AT);
    add('m-1', 'applied', null);
    expect(() => add('m-1', 'applied', null)).toThrow(/UNIQUE/);
    expect(() => add('m-2', 'refused', null)).toThrow(/CHECK/);
    expect(() => add('m-3', 'applied', 'not-waiting')).toThrow(/CHECK/);
    add('m-4', 'refused', 'not-waiting');
    expect(() => db.exec("UPDATE head_office_messages SET outcome = 'refused'")).toThrow(
      /append-only/,
    );
    expect(() => db.exec('DELETE FROM head_office_messages')).toThrow(/append-only/);
    const replicated = db
      .prepare("SELECT row FROM outbox WHERE tbl = 'head_office_messages' ORDER BY seq")
      .pluck()
      .all() as string[];
    expect(replicated.map((row) => JSON.parse(row).message_id)).toEqual(['m-1', 'm-4']);
  });
});
