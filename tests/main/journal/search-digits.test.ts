import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitGrams } from '../../../electron/main/journal/migrations/digit-grams';
import { SCHEMA_VERSION } from '../../../electron/main/journal/migrations';
import { digitsPhrase, isDigitsWord } from '../../../electron/main/journal/search-digits';
import { insertTransfer, journalAt, rtgsBody } from './migrations/old-journal';

/** A value as a clerk or the bank may write one: digits with spaces, signs and letters between. */
const value = fc
  .array(fc.constantFrom('0', '1', '2', '5', '7', '9', ' ', '+', '-', '/', 'A', 'k'), {
    minLength: 0,
    maxLength: 18,
  })
  .map((signs) => signs.join(''));

describe('the index of digits (D76)', () => {
  it('writes each run of five or more digits as its grams, runs apart', () => {
    expect(digitGrams(['0712-345678', null, '1234', 'AB 98765'])).toBe('34567 45678 x 98765');
    expect(digitGrams([])).toBe('');
    expect(isDigitsWord('12345')).toBe(true);
    expect(isDigitsWord('1234')).toBe(false);
    expect(isDigitsWord('12a45')).toBe(false);
    expect(digitsPhrase('1234567')).toBe('"12345 23456 34567"');
  });

  it('finds exactly what the trigram index finds for five or more digits, never across numbers', () => {
    const db = journalAt(SCHEMA_VERSION);
    db.pragma('synchronous = OFF'); // a scratch journal: its durability is not what is tested
    let counter = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, value, value), { minLength: 1, maxLength: 4 }),
        fc.stringMatching(/^[0-9]{5,9}$/),
        fc.nat(),
        (transfers, randomDigits, pick) => {
          db.exec('DELETE FROM transfers_search; DELETE FROM transfers_digits');
          const ids = transfers.map(([account, name, transactionId]) => {
            counter += 1;
            const reference = `20${String(counter).padStart(10, '0')}`;
            const body = JSON.parse(rtgsBody(reference)) as {
              source: Record<string, unknown>;
              destination: Record<string, unknown>;
            };
            body.source.accountNumber = account;
            body.destination.name = name;
            return insertTransfer(db, { reference, body: JSON.stringify(body), transactionId });
          });
          // A query from the values (inside one, or straddling two), or any digits.
          const text = transfers.flat().join('');
          const digitsIn = text.replace(/\D/g, '');
          const start = digitsIn.length > 5 ? pick % (digitsIn.length - 5) : 0;
          const query = [randomDigits, digitsIn.slice(start, start + 5 + (pick % 4))][pick % 2]!;
          fc.pre(isDigitsWord(query));
          const found = (sql: string, match: string) =>
            (db.prepare(sql).all(match) as { rowid: number }[])
              .map((row) => row.rowid)
              .filter((id) => ids.includes(id))
              .sort((a, b) => a - b);
          const trigrams = found(
            'SELECT rowid FROM transfers_search WHERE transfers_search MATCH ?',
            `"${query}"`,
          );
          const digits = found(
            'SELECT rowid FROM transfers_digits WHERE transfers_digits MATCH ?',
            digitsPhrase(query),
          );
          expect(digits).toEqual(trigrams);
        },
      ),
      {
        numRuns: 150,
        // Runs whose grams would join up if nothing stood between them: in one value, and apart.
        examples: [[[['11111-11111', 'Shop 11111', '']], '111111', 0]],
      },
    );
    db.close();
  });
});
