import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as correctionsAndRepeats from '../../../../electron/main/journal/migrations/013-corrections-and-repeats';
import { insertTransfer, journalAt, planOf, rowsOf, upgrade } from './old-journal';

/** A new transfer naming the one it corrects, as the send path reserves it. */
function correct(db: Database, reference: string, corrects: string): void {
  db.exec(`INSERT INTO transfers (reference, draft_id, kind, body, amount, currency,
    destination_country, recipient_name, recipient_account, source_account, operator_id,
    environment, state, created_at, updated_at, corrects)
    SELECT '${reference}', 'draft-${reference}', kind, body, amount, currency, destination_country,
      recipient_name, recipient_account, source_account, operator_id, environment, 'reserved',
      created_at, updated_at, '${corrects}' FROM transfers WHERE reference = '${corrects}'`);
}

describe('013-corrections-and-repeats.ts', () => {
  it('leaves the transfers journaled before unlinked, and lets a refused one be corrected once', () => {
    const db = journalAt(correctionsAndRepeats.version - 1);
    insertTransfer(db, { reference: '201234567890', state: 'rejected', transactionId: null });
    insertTransfer(db, { reference: '201234567891', state: 'succeeded' });
    insertTransfer(db, { reference: '201234567892', state: 'unknown', transactionId: null });
    const before = rowsOf(db, 'transfers');

    upgrade(db, correctionsAndRepeats);

    expect(rowsOf(db, 'transfers')).toEqual(
      before.map((row) => ({ ...row, corrects: null, repeat_reason: null, repeat_of: null })),
    );
    correct(db, '201234567893', '201234567890');
    expect(() => correct(db, '201234567894', '201234567890')).toThrow(/UNIQUE/);
    for (const movedMoneyMaybe of ['201234567891', '201234567892']) {
      expect(() => correct(db, '201234567895', movedMoneyMaybe)).toThrow(
        /only a transfer that moved no money can be corrected/,
      );
    }
    expect(() =>
      db.exec("UPDATE transfers SET corrects = NULL WHERE reference = '201234567893'"),
    ).toThrow(/immutable/);
    expect(() =>
      db.exec("UPDATE transfers SET repeat_reason = 'x' WHERE reference = '201234567891'"),
    ).toThrow(/immutable/);
  });

  it('serves the review’s repeat check by index', () => {
    const db = journalAt(correctionsAndRepeats.version - 1);
    upgrade(db, correctionsAndRepeats);
    expect(
      planOf(
        db,
        "SELECT id FROM transfers WHERE currency = 'KES' AND amount = '1.00' AND created_at >= 'x'",
      ),
    ).toMatch(/USING (COVERING )?INDEX transfers_repeat_match/);
    expect(
      planOf(
        db,
        `SELECT id FROM transfers WHERE instruction_form_number = 'if-1' COLLATE NOCASE
          AND instruction_form_number IS NOT NULL`,
      ),
    ).toMatch(/USING (COVERING )?INDEX transfers_instruction_form/);
  });
});
