import { describe, expect, it } from 'vitest';
import * as senderDocument from '../../../../electron/main/journal/migrations/008-sender-document';
import { senderDocumentKey } from '../../../../electron/main/journal/sender-totals';
import { imtBody, insertTransfer, journalAt, planOf, rowsOf, upgrade } from './old-journal';

describe('008-sender-document.ts', () => {
  it('files the IMT transfers already journaled under their sender’s document', () => {
    const db = journalAt(senderDocument.version - 1);
    const typedWithMarks = insertTransfer(db, { reference: '201234567890', kind: 'imt' });
    const typedPlain = insertTransfer(db, {
      reference: '201234567891',
      kind: 'imt',
      body: imtBody('201234567891', '50.00', 'AB1234'),
    });
    const rtgs = insertTransfer(db, { reference: '201234567892' });
    const before = rowsOf(db, 'transfers');

    upgrade(db, senderDocument);

    const documents = db.prepare('SELECT id, sender_document FROM transfers ORDER BY id').all() as {
      id: number;
      sender_document: string | null;
    }[];
    expect(documents).toEqual([
      { id: typedWithMarks, sender_document: 'NationalId:AB1234' },
      { id: typedPlain, sender_document: 'NationalId:AB1234' },
      { id: rtgs, sender_document: null },
    ]);
    // The same key the send path computes for a draft.
    expect(senderDocumentKey('NationalId', 'ab-12/34')).toBe('NationalId:AB1234');
    expect(rowsOf(db, 'transfers').map(({ sender_document: _, ...row }) => row)).toEqual(before);
  });

  it('files each new IMT as it is written, and never changes it after', () => {
    const db = journalAt(senderDocument.version - 1);
    upgrade(db, senderDocument);
    const id = insertTransfer(db, {
      reference: '201234567893',
      kind: 'imt',
      body: imtBody('201234567893', '50.00', 'x-99/1'),
    });
    expect(db.prepare('SELECT sender_document FROM transfers WHERE id = ?').pluck().get(id)).toBe(
      'NationalId:X991',
    );
    expect(() =>
      db.exec(`UPDATE transfers SET sender_document = 'Passport:1' WHERE id = ${id}`),
    ).toThrow(/immutable/);
    expect(
      planOf(
        db,
        `SELECT amount FROM transfers WHERE sender_document = 'a' AND created_at >= 'x'
          AND created_at < 'y'`,
      ),
    ).toMatch(/USING INDEX transfers_sender_document/);
  });
});
