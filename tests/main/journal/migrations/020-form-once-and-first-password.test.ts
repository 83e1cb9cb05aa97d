import { describe, expect, it } from 'vitest';
import * as formOnce from '../../../../electron/main/journal/migrations/020-form-once-and-first-password';
import { AT, insertOperator, insertTransfer, journalAt, rowsOf, upgrade } from './old-journal';

/** The schema before 020. */
const BEFORE = formOnce.version - 1;

type Db = ReturnType<typeof journalAt>;

function insertWithForm(
  db: Db,
  reference: string,
  formNumber: string,
  corrects: string | null = null,
  state = 'sending',
): void {
  db.prepare(
    `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
      recipient_name, recipient_account, source_account, operator_id, environment, state,
      created_at, updated_at, instruction_form_number, corrects)
     SELECT ?, ?, kind, body, amount, currency, destination_country, recipient_name,
      recipient_account, source_account, operator_id, environment, ?, ?, ?, ?, ?
     FROM transfers LIMIT 1`,
  ).run(reference, `draft-${reference}`, state, AT, AT, formNumber, corrects);
}

describe('020-form-once-and-first-password.ts', () => {
  it('makes operators still holding the password an admin typed choose their own; others stay', () => {
    const db = journalAt(BEFORE);
    insertOperator(db, 'admin-1', 'admin', null);
    insertOperator(db, 'clerk-1', 'clerk', 'admin-1');
    insertOperator(db, 'clerk-2', 'clerk', 'admin-1');
    insertOperator(db, 'sup-1', 'supervisor', 'admin-1');
    // clerk-2 chose their own password since; sup-1 was reset and must change it already.
    db.prepare(
      "UPDATE operators SET password_changed_at = '2026-03-03T08:00:00.000Z' WHERE operator_id = 'clerk-2'",
    ).run();
    db.prepare(
      "UPDATE operators SET must_change_password = 1, password_changed_at = '2026-03-04T08:00:00.000Z' WHERE operator_id = 'sup-1'",
    ).run();
    insertTransfer(db, { reference: '201234567890' });
    const transfers = rowsOf(db, 'transfers');
    const audit = rowsOf(db, 'audit');

    upgrade(db, formOnce);

    const mustChange = Object.fromEntries(
      rowsOf(db, 'operators').map((r) => [r.operator_id, r.must_change_password]),
    );
    expect(mustChange).toEqual({ 'admin-1': 0, 'clerk-1': 1, 'clerk-2': 0, 'sup-1': 1 });
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'audit')).toEqual(audit);
  });

  it('refuses a second transfer with an instruction form number, whatever its case', () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567800' });
    insertWithForm(db, '201234567890', 'IF-2026/0042');
    upgrade(db, formOnce);

    expect(() => insertWithForm(db, '201234567891', 'if-2026/0042')).toThrow(
      /instruction form number is used once/,
    );
    insertWithForm(db, '201234567892', 'IF-2026/0043');
    expect(rowsOf(db, 'transfers').map((r) => r.instruction_form_number)).toEqual([
      null,
      'IF-2026/0042',
      'IF-2026/0043',
    ]);
  });

  it("lets a correction give its refused transfers' form again, and nothing that may have paid", () => {
    const db = journalAt(BEFORE);
    insertTransfer(db, { reference: '201234567800' });
    insertWithForm(db, '201234567890', 'IF-7', null, 'rejected');
    insertWithForm(db, '201234567893', 'IF-8', null, 'succeeded');
    upgrade(db, formOnce);

    // A new transfer may not reuse even a refused one's form: only its correction may.
    expect(() => insertWithForm(db, '201234567891', 'IF-7')).toThrow(/used once/);
    insertWithForm(db, '201234567891', 'IF-7', '201234567890');
    // A form that paid is never given again, a correction or not.
    db.prepare("UPDATE transfers SET state = 'rejected' WHERE reference = '201234567891'").run();
    expect(() => insertWithForm(db, '201234567894', 'IF-8', '201234567891')).toThrow(/used once/);
  });
});
