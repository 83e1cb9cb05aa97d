import type { HqMigration } from './migration';

/**
 * D133: the split series, the duplicate guard and the approval threshold counted over the bank.
 * Each projected transfer keeps its customer's ID document as both sides key it
 * (`customer_document`, wire.ts customerDocumentKey) and the duplicate guard's match as the
 * journal's columns hold it (`match_source`, `match_recipient`: the typed source account and
 * recipient account or mobile number); a reservation keeps its kind, its customer and its match
 * too, so a transfer reserved at another counter but not yet replicated is found. One partial
 * index per question: a customer's 30 days, and the transfers whose outcome is not settled.
 * The index of marked rows covers the transfers checked offline too (the console's compliance
 * views list them).
 *
 * The transfers of the last 31 days (the widest split window, and the guard's seven days) take
 * these from their last stored image; older ones are outside every window counted.
 */
export const migration: HqMigration = {
  version: 14,
  name: 'branch-controls',
  sql: `
    ALTER TABLE hq_transfers ADD COLUMN customer_document text;
    ALTER TABLE hq_transfers ADD COLUMN match_source text;
    ALTER TABLE hq_transfers ADD COLUMN match_recipient text;
    CREATE INDEX hq_transfers_customer_window ON hq_transfers (customer_document, created_at)
      WHERE customer_document IS NOT NULL;
    CREATE INDEX hq_transfers_waiting_match ON hq_transfers
      (match_source, match_recipient, amount, currency, created_at)
      WHERE state IN ('unknown', 'accepted_pending');
    DROP INDEX hq_transfers_marked;
    CREATE INDEX hq_transfers_marked ON hq_transfers (created_at)
      WHERE marks <> '{}' OR flagged OR checked_offline;

    UPDATE hq_transfers t
       SET customer_document = CASE
             WHEN c.row::json->>'customer_document' IS NOT NULL
              AND c.row::json->>'customer' IS NOT NULL
             THEN ((c.row::json->>'customer')::json->>'documentType') || ':' ||
                  (c.row::json->>'customer_document') || ':' ||
                  ((c.row::json->>'customer')::json->>'documentCountry')
           END,
           match_source = c.row::json->>'source_account',
           match_recipient = c.row::json->>'recipient_account'
      FROM (SELECT DISTINCT ON (workstation_id, key) workstation_id, key, row
              FROM changes
             WHERE table_name = 'transfers' AND row IS NOT NULL
               AND received_at >= now() - interval '32 days'
             ORDER BY workstation_id, key, seq DESC) c
     WHERE t.created_at >= now() - interval '31 days'
       AND c.workstation_id = t.workstation_id
       AND (c.key::json->>'id')::bigint = t.transfer_id;

    ALTER TABLE hq_reservations ADD COLUMN kind text NOT NULL DEFAULT 'imt'
      CHECK (kind IN ('imt', 'rtgs'));
    ALTER TABLE hq_reservations ADD COLUMN customer_document text;
    ALTER TABLE hq_reservations ADD COLUMN match_source text;
    ALTER TABLE hq_reservations ADD COLUMN match_recipient text;
    CREATE INDEX hq_reservations_customer ON hq_reservations (customer_document, at)
      WHERE released_at IS NULL AND customer_document IS NOT NULL;
    CREATE INDEX hq_reservations_match ON hq_reservations (match_source, match_recipient, at)
      WHERE released_at IS NULL AND match_source IS NOT NULL;
  `,
};
