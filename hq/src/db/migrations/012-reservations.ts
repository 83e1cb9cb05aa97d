import type { HqMigration } from './migration';

/**
 * D128: the branch-wide controls counted at head office. Each projected transfer keeps the IMT
 * sender's document key as the workstation's journal files it (`sender_document`) and whether
 * its counter checked it alone because head office could not be reached (`checked_offline`);
 * `hq_reservations` holds the transfers reserved before their send, by workstation and reference,
 * with the signed answer given, so a retry answers the same. One partial index per table serves
 * the count (a document's day: a handful of rows, whatever the table's size).
 *
 * The transfers of the last eight days take their sender's document from their last stored image
 * (older ones are outside every window counted); the rest take it from their next change.
 */
export const migration: HqMigration = {
  version: 12,
  name: 'reservations',
  sql: `
    ALTER TABLE hq_transfers ADD COLUMN sender_document text;
    ALTER TABLE hq_transfers ADD COLUMN checked_offline boolean NOT NULL DEFAULT false;
    CREATE INDEX IF NOT EXISTS hq_transfers_sender_day ON hq_transfers
      (sender_document, currency, created_at) WHERE sender_document IS NOT NULL;

    UPDATE hq_transfers t
       SET sender_document = c.row::json->>'sender_document',
           checked_offline = COALESCE((c.row::json->>'checked_offline')::integer = 1, false)
      FROM (SELECT DISTINCT ON (workstation_id, key) workstation_id, key, row
              FROM changes
             WHERE table_name = 'transfers' AND row IS NOT NULL
               AND received_at >= now() - interval '9 days'
             ORDER BY workstation_id, key, seq DESC) c
     WHERE t.created_at >= now() - interval '8 days'
       AND c.workstation_id = t.workstation_id
       AND (c.key::json->>'id')::bigint = t.transfer_id;

    CREATE TABLE hq_reservations (
      workstation_id text NOT NULL REFERENCES workstations (id),
      reference text NOT NULL,
      sender_document text NOT NULL,
      currency text NOT NULL,
      amount text NOT NULL,
      at timestamptz NOT NULL,
      released_at timestamptz,
      answer text NOT NULL,
      PRIMARY KEY (workstation_id, reference)
    );
    CREATE INDEX hq_reservations_held ON hq_reservations (sender_document, currency, at)
      WHERE released_at IS NULL;
  `,
};
