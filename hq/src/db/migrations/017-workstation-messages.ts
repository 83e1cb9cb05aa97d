import type { HqMigration } from './migration';

/**
 * D136: messages head office holds for one workstation of a branch, sent by a supervisor at
 * another workstation of it (a settlement of the owner's transfer, a reprint's audit), and the
 * owner's reply once it applied or refused one. The message is kept as the JSON text head office
 * signed, with the signature, so what the owner fetches is what was signed; its columns beside
 * it are for finding it. Both append-only: a message is sent once (its id is the sender's, so a
 * resend finds it), replied to once; nothing is deleted, so the record says who asked what of
 * which counter, and what that counter did.
 */
export const migration: HqMigration = {
  version: 17,
  name: 'workstation-messages',
  sql: `
    CREATE TABLE workstation_messages (
      message_id uuid PRIMARY KEY,
      branch_code text NOT NULL REFERENCES branches (code),
      to_workstation text NOT NULL REFERENCES workstations (id),
      from_workstation text NOT NULL REFERENCES workstations (id),
      kind text NOT NULL CHECK (kind IN ('settlement', 'reprint')),
      reference text NOT NULL,
      sender_id text NOT NULL,
      sent_at timestamptz NOT NULL,
      message text NOT NULL,
      signature text NOT NULL,
      CHECK (to_workstation <> from_workstation)
    );
    CREATE INDEX workstation_messages_to ON workstation_messages (to_workstation, sent_at);
    CREATE INDEX workstation_messages_branch ON workstation_messages (branch_code, sent_at);
    CREATE INDEX workstation_messages_reference ON workstation_messages (to_workstation, reference);

    CREATE TABLE workstation_message_replies (
      message_id uuid PRIMARY KEY REFERENCES workstation_messages (message_id),
      outcome text NOT NULL CHECK (outcome IN ('applied', 'refused')),
      refusal text,
      state text NOT NULL,
      replied_at timestamptz NOT NULL,
      CHECK ((outcome = 'applied') = (refusal IS NULL))
    );

    CREATE FUNCTION workstation_messages_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'workstation messages and their replies are append-only'; END $$;
    CREATE TRIGGER workstation_messages_append_only BEFORE UPDATE OR DELETE
      ON workstation_messages FOR EACH ROW EXECUTE FUNCTION workstation_messages_append_only();
    CREATE TRIGGER workstation_message_replies_append_only BEFORE UPDATE OR DELETE
      ON workstation_message_replies FOR EACH ROW EXECUTE FUNCTION workstation_messages_append_only();
  `,
};
