import type { HqMigration } from './migration';

/**
 * What head office holds of each workstation's journal (D95): the head of its chain with the
 * acknowledgement last signed for it, every change it sent (partitioned by the month head office
 * received it), and every push it refused, kept as evidence.
 */
export const migration: HqMigration = {
  version: 3,
  name: 'replication',
  sql: `
    -- One row per workstation, made with it. Every push, enrolment and revocation of the
    -- workstation locks this row first (SELECT … FOR UPDATE), so its changes are stored once each
    -- and in order, whichever instance takes the push. ack_at and ack_signature are the signed
    -- acknowledgement of (seq, head), answered again unchanged to a redelivered batch.
    CREATE TABLE workstation_heads (
      workstation_id text PRIMARY KEY REFERENCES workstations (id),
      seq bigint NOT NULL CHECK (seq >= 0),
      head text NOT NULL,
      ack_at text NOT NULL,
      ack_signature text NOT NULL,
      updated_at timestamptz NOT NULL
    );

    -- Each change exactly as the workstation's outbox sent it (text, so the chain's hashes can be
    -- checked again byte for byte). (workstation_id, seq) is unique by the locked head above: a
    -- partitioned table's unique index would have to hold received_at.
    CREATE TABLE changes (
      workstation_id text NOT NULL,
      seq bigint NOT NULL,
      received_at timestamptz NOT NULL,
      at text NOT NULL,
      table_name text NOT NULL,
      op text NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
      key text NOT NULL,
      row text,
      prev text NOT NULL,
      hash text NOT NULL
    ) PARTITION BY RANGE (received_at);
    CREATE INDEX changes_workstation_seq ON changes (workstation_id, seq);
    -- Month partitions are made ahead of need (replication/partitions.ts); this one only catches a
    -- row whose month could not be made, so that a push is never lost to a missing partition.
    CREATE TABLE changes_default PARTITION OF changes DEFAULT;

    -- A refused request, kept for head office's console. workstation_id is set only when the
    -- body named a workstation head office knows; the body is kept up to a cap, with its full
    -- size and SHA-256, so it can be matched to the workstation's outbox.
    CREATE TABLE refused_pushes (
      id bigserial PRIMARY KEY,
      workstation_id text REFERENCES workstations (id),
      at timestamptz NOT NULL,
      endpoint text NOT NULL,
      reason text NOT NULL,
      message text NOT NULL,
      seq bigint,
      body text NOT NULL,
      body_bytes integer NOT NULL,
      body_sha256 text NOT NULL,
      remote_address text
    );
    CREATE INDEX refused_pushes_workstation_at ON refused_pushes (workstation_id, at DESC);
    CREATE INDEX refused_pushes_at ON refused_pushes (at DESC);
  `,
};
