import type { HqMigration } from './migration';

/**
 * D137: when the last change head office holds of each workstation was journaled there, by the
 * workstation's clock (its outbox's `at`), set with every push, and when head office took each
 * reservation, by its own. A reservation whose transfer has not arrived stops counting once a push
 * received after it ends with a change journaled well after it (reservations/branch-lists.ts
 * STILL_HELD): the changes arrive in the journal's order, so the transfer was never journaled.
 * Existing heads and reservations start empty: they count as before.
 *
 * D137 too: the recipient's day total over the bank reads one source account's transfers of a day
 * to one recipient (`hq_transfers_recipient_day`; the reservations' match index serves them).
 */
export const migration: HqMigration = {
  version: 18,
  name: 'reservation-proof',
  sql: `
    ALTER TABLE workstation_heads ADD COLUMN journaled_at timestamptz;
    ALTER TABLE hq_reservations ADD COLUMN held_at timestamptz;
    CREATE INDEX hq_transfers_recipient_day ON hq_transfers
      (match_source, match_recipient, currency, created_at) WHERE match_source IS NOT NULL;
  `,
};
