import { describe, expect, it } from 'vitest';
import { migrate, schemaVersionOf } from '../../../../electron/main/journal/migrations';
import * as searchDigits from '../../../../electron/main/journal/migrations/016-search-digits';
import { digitsPhrase } from '../../../../electron/main/journal/search-digits';
import { insertTransfer, journalAt, rowsOf } from './old-journal';

/** The schema before 016. */
const BEFORE = 15;

describe('016-search-digits.ts', () => {
  it('indexes the digits of every transfer already journaled, leaving every row as it was', () => {
    const db = journalAt(BEFORE);
    const first = insertTransfer(db, { reference: '201234567890', transactionId: 'TX-88120045' });
    const second = insertTransfer(db, { reference: '201234567891', kind: 'imt' });
    const transfers = rowsOf(db, 'transfers');
    const audit = rowsOf(db, 'audit');

    migrate(db, searchDigits.version);

    expect(schemaVersionOf(db)).toBe(searchDigits.version);
    expect(rowsOf(db, 'transfers')).toEqual(transfers);
    expect(rowsOf(db, 'audit')).toEqual(audit);
    const find = (digits: string) =>
      (
        db
          .prepare(
            'SELECT rowid FROM transfers_digits WHERE transfers_digits MATCH ? ORDER BY rowid',
          )
          .all(digitsPhrase(digits)) as { rowid: number }[]
      ).map((row) => row.rowid);
    expect(find('4567890')).toEqual([first]); // the reference
    expect(find('88120')).toEqual([first]); // the transactionId's digits
    expect(find('1547896')).toEqual([first, second]); // the source account, in both
    expect(find('712345678')).toEqual([second]); // the IMT recipient's mobile number
    expect(find('99999')).toEqual([]);
  });

  it('indexes each transfer written after it, and again when the bank gives its transactionId', () => {
    const db = journalAt(BEFORE);
    migrate(db, searchDigits.version);
    const id = insertTransfer(db, { reference: '201234567892', transactionId: null });
    const find = (digits: string) =>
      db
        .prepare('SELECT count(*) AS n FROM transfers_digits WHERE transfers_digits MATCH ?')
        .get(digitsPhrase(digits)) as { n: number };
    expect(find('4567892').n).toBe(1);
    expect(find('55501').n).toBe(0);
    db.prepare("UPDATE transfers SET transaction_id = 'BANK-55501' WHERE id = ?").run(id);
    expect(find('55501').n).toBe(1);
    expect(find('4567892').n).toBe(1);
  });
});
