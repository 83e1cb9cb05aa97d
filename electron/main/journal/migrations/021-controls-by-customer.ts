import type { Database } from 'better-sqlite3';
import { loosenCheck } from './loosen-check';

export const version = 21;
export const name = 'controls-by-customer';

/** control_marks' mark check as 011 wrote it, and as it reads with D81's windows. */
// catalog-ignore: SQL, not words
const MARKS_BEFORE = "CHECK (mark IN ('reportable', 'split'))";
// catalog-ignore: SQL, not words
const MARKS_AFTER = "CHECK (mark IN ('reportable', 'split', 'split-24h', 'split-7d', 'split-30d'))";

/**
 * D81: the controls by customer. A split series is marked with the window that found it
 * (`split-24h`, `split-7d`, `split-30d`); 011's `split`, one IMT sender document's branch day,
 * stays readable and is no longer written. The mark's CHECK is widened in place, as 018 widened
 * the transfers' states: no row rewritten, so every mark keeps its seal.
 *
 * Two indexes find what the controls add up without reading other customers' transfers:
 *  - a customer's transfers by their ID document (the number as 019 keys it, its type and issuing
 *    country from the customer block) in one currency and span: the day's total that needs a
 *    supervisor's approval, and the series of the last 24 hours, 7 and 30 days;
 *  - a source account's transfers to one recipient account or mobile number in one currency and
 *    span: the day's total to that recipient.
 * The queries that use them name them (journal/control-totals.ts), with the same expressions.
 */
export function up(db: Database): void {
  loosenCheck(db, 'control_marks', MARKS_BEFORE, MARKS_AFTER);
  db.exec(`
    CREATE INDEX transfers_customer_currency ON transfers (customer_document,
      json_extract(customer, '$.documentType'), json_extract(customer, '$.documentCountry'),
      currency, created_at)
      WHERE customer_document IS NOT NULL;
    CREATE INDEX transfers_account_recipient ON transfers
      (source_account, recipient_account, currency, created_at);
  `);
}
