import { describe, expect, it } from 'vitest';
import * as counterInstruction from '../../../../electron/main/journal/migrations/010-counter-instruction';
import { insertTransfer, journalAt, rowsOf, upgrade } from './old-journal';

describe('010-counter-instruction.ts', () => {
  it('leaves the transfers journaled before without a form, and keeps a form once written', () => {
    const db = journalAt(counterInstruction.version - 1);
    const earlier = insertTransfer(db, { reference: '201234567890' });
    const before = rowsOf(db, 'transfers');

    upgrade(db, counterInstruction);

    expect(rowsOf(db, 'transfers')).toEqual(
      before.map((row) => ({
        ...row,
        instruction_form_number: null,
        id_and_signature_checked: null,
      })),
    );
    expect(() =>
      db.exec(`UPDATE transfers SET instruction_form_number = 'IF-1' WHERE id = ${earlier}`),
    ).toThrow(/immutable/);
    const later = insertTransfer(db, { reference: '201234567891' });
    expect(() =>
      db.exec(`UPDATE transfers SET id_and_signature_checked = 0 WHERE id = ${later}`),
    ).toThrow(/immutable/);
    expect(() =>
      db.exec(`INSERT INTO transfers (reference, draft_id, kind, body, amount, currency,
        destination_country, recipient_name, recipient_account, source_account, operator_id,
        environment, state, created_at, updated_at, id_and_signature_checked)
        SELECT '201234567892', 'd-2', kind, body, amount, currency, destination_country,
        recipient_name, recipient_account, source_account, operator_id, environment, state,
        created_at, updated_at, 0 FROM transfers WHERE id = ${later}`),
    ).toThrow(/CHECK/);
  });
});
