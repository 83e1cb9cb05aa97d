import type { HqMigration } from './migration';

/**
 * D125: a clerk's request for a supervisor's approval, sent through head office to the supervisors
 * of the branch, and the decision one of them made at their own desk. Both append-only: a request
 * is asked once (its id is the workstation's, so a resend finds it), a decision is made once and
 * kept with head office's signature, which the asking workstation keeps too. A request expires
 * (`expires_at`) undecided; nothing is deleted, so the record says who asked, who decided and when.
 */
export const migration: HqMigration = {
  version: 9,
  name: 'approval-requests',
  sql: `
    CREATE TABLE approval_requests (
      request_id uuid PRIMARY KEY,
      branch_code text NOT NULL REFERENCES branches (code),
      workstation_id text NOT NULL REFERENCES workstations (id),
      purpose text NOT NULL CHECK (purpose IN ('amount-threshold')),
      draft_id text NOT NULL,
      fingerprint text NOT NULL,
      amount text NOT NULL,
      currency text NOT NULL,
      recipient text NOT NULL,
      customer text NOT NULL,
      grounds jsonb NOT NULL,
      requester_id text NOT NULL,
      requester_name text NOT NULL,
      asked_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX approval_requests_branch ON approval_requests (branch_code, expires_at);

    CREATE TABLE approval_decisions (
      request_id uuid PRIMARY KEY REFERENCES approval_requests (request_id),
      decision text NOT NULL CHECK (decision IN ('approved', 'refused')),
      approver_id text NOT NULL,
      approver_name text NOT NULL,
      reason text NOT NULL,
      decided_by text NOT NULL REFERENCES workstations (id),
      decided_at text NOT NULL,
      signature text NOT NULL
    );

    CREATE FUNCTION approvals_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'approval requests and decisions are append-only'; END $$;
    CREATE TRIGGER approval_requests_append_only BEFORE UPDATE OR DELETE ON approval_requests
      FOR EACH ROW EXECUTE FUNCTION approvals_append_only();
    CREATE TRIGGER approval_decisions_append_only BEFORE UPDATE OR DELETE ON approval_decisions
      FOR EACH ROW EXECUTE FUNCTION approvals_append_only();
  `,
};
