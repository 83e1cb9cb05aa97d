import { MAX_COUNTED, type BranchTransfer, type ReservationRequest } from '../../protocol/wire';

/*
 * D133: what the controls by customer read over every workstation of the bank, answered with a
 * reservation under its document's lock: the customer's transfers of the widest split window
 * (every kind, currency and state: the counter's own rules choose), and the other counters'
 * transfers the duplicate guard finds waiting. A replicated row wins over its reservation, so a
 * reference comes once; a reservation not released whose transfer has not arrived yet counts as
 * `reserved`. Each list is bounded (MAX_COUNTED, the newest kept): the answer is signed and kept
 * with the reservation, so its size must not grow with a customer's history; a customer with more
 * than a thousand transfers in 30 days is far past every reporting amount already.
 */

/** D137: how long after its instant a reservation waits for its transfer in the journal's stream. */
export const RESERVATION_GRACE = "interval '10 minutes'";

/**
 * A reservation `r` that still counts: not released, its transfer not replicated yet, and (D137)
 * not proved unsent: the workstation's changes arrive in their journal's order, and a transfer is
 * journaled at once after its reservation, so once a push received after the reservation ends with
 * a change journaled more than the grace after it (`workstation_heads`' `updated_at` and
 * `journaled_at`, hq migration 018-reservation-proof.ts) and the transfer is not in, it was never
 * journaled and cannot be paid. Without such a push (the counter down, its link cut) it counts
 * until its day ends.
 */
export const STILL_HELD = `r.released_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM hq_transfers t
                        WHERE t.reference = r.reference AND t.workstation_id = r.workstation_id)
       AND NOT EXISTS (SELECT 1 FROM workstation_heads h
                        WHERE h.workstation_id = r.workstation_id AND h.updated_at > r.held_at
                          AND h.journaled_at >= r.at + ${RESERVATION_GRACE})`;

/**
 * The rows of a list: head office's copies of the transfers that `transfers` (over `t`) finds, and
 * the reservations still held that `reservations` (over `r`) finds, counted as `reserved`; the
 * newest first, at most MAX_COUNTED.
 */
function transfersAndHeld(transfers: string, reservations: string): string {
  return `
  SELECT reference, kind, amount, currency, at, state FROM (
    SELECT t.reference, t.kind, t.amount, t.currency, t.created_at AS at, t.state
      FROM hq_transfers t
     WHERE ${transfers}
    UNION ALL
    SELECT r.reference, r.kind, r.amount, r.currency, r.at, 'reserved'
      FROM hq_reservations r
     WHERE ${reservations}
       AND ${STILL_HELD}
  ) found
  ORDER BY at DESC, reference DESC
  LIMIT ${MAX_COUNTED}`;
}

const SERIES_SQL = transfersAndHeld(
  `t.customer_document = $1 AND t.created_at >= $2 AND t.created_at < $3
     AND NOT (t.workstation_id = $4 AND t.reference = $5)`,
  `r.customer_document = $1 AND r.at >= $2 AND r.at < $3
     AND NOT (r.workstation_id = $4 AND r.reference = $5)`,
);

/** Another counter's transfers with the same match whose outcome a supervisor has not settled. */
const WAITING_SQL = transfersAndHeld(
  `t.match_source = $1 AND t.match_recipient = $2 AND t.amount = $3 AND t.currency = $4
     AND t.created_at >= $5 AND t.state IN ('unknown', 'accepted_pending')
     AND t.workstation_id <> $6`,
  `r.match_source = $1 AND r.match_recipient = $2 AND r.amount = $3 AND r.currency = $4
     AND r.at >= $5 AND r.workstation_id <> $6`,
);

/**
 * D137: another counter's transfers of the day from the source account to the recipient (either
 * spelling), of the kind and currency, that did not fail: the recipient's day total (D81).
 */
const TO_RECIPIENT_SQL = transfersAndHeld(
  `t.match_source = $1 AND t.match_recipient IN ($2, $3) AND t.currency = $4
     AND t.created_at >= $5 AND t.created_at < $6 AND t.kind = $7
     AND t.state NOT IN ('rejected', 'not_sent') AND t.workstation_id <> $8`,
  `r.match_source = $1 AND r.match_recipient IN ($2, $3) AND r.currency = $4
     AND r.at >= $5 AND r.at < $6 AND r.kind = $7 AND r.workstation_id <> $8`,
);

/** One list's statement, numbered from $1, and its parameters. */
export interface ListRead {
  sql: string;
  params: unknown[];
}

export interface Row {
  reference: string;
  kind: string;
  amount: string;
  currency: string;
  at: Date | string;
  state: string;
}

/** Oldest first, as the journal lists them. */
export function transfersOf(rows: readonly Row[]): BranchTransfer[] {
  return rows
    .map((r) => ({
      reference: r.reference,
      kind: r.kind,
      amount: r.amount,
      currency: r.currency,
      createdAt: new Date(r.at).toISOString(),
      state: r.state,
    }))
    .reverse();
}

/** The series' statement and its parameters; null without a customer. */
export function seriesRead(workstationId: string, body: ReservationRequest): ListRead | null {
  if (!body.customer) return null;
  const to = new Date(Date.parse(body.at) + 1).toISOString();
  return {
    sql: SERIES_SQL,
    params: [body.customer.document, body.customer.from, to, workstationId, body.reference],
  };
}

/** The duplicate guard's statement and its parameters; null without a match. */
export function waitingRead(workstationId: string, body: ReservationRequest): ListRead | null {
  if (!body.duplicate) return null;
  const d = body.duplicate;
  return {
    sql: WAITING_SQL,
    params: [
      d.sourceAccount,
      d.recipientAccount,
      body.amount,
      body.currency,
      d.since,
      workstationId,
    ],
  };
}

/** D137: the statement of the other counters' transfers of the day to the draft's recipient. */
export function toRecipientRead(workstationId: string, body: ReservationRequest): ListRead | null {
  if (!body.recipient || !body.duplicate) return null;
  return {
    sql: TO_RECIPIENT_SQL,
    params: [
      body.duplicate.sourceAccount,
      body.recipient.accounts[0],
      body.recipient.accounts[1],
      body.currency,
      body.from,
      body.to,
      body.kind ?? 'imt',
      workstationId,
    ],
  };
}

const DAY_MS = 86_400_000;

/** Why D133's windows cannot be read, or null: each starts before `at`, not too far back. */
export function listsProblem(body: ReservationRequest): string | null {
  const at = Date.parse(body.at);
  const starts: [string | undefined, number][] = [
    [body.customer?.from, 31],
    [body.duplicate?.since, 8],
  ];
  for (const [start, days] of starts) {
    if (start === undefined) continue;
    const from = Date.parse(start);
    if (!(from <= at && at - from <= days * DAY_MS)) {
      return `A window of the reservation starts after its instant or more than ${days} days before.`;
    }
  }
  return null;
}

/** The advisory locks' keys: the documents counted, and the duplicate guard's match. */
export function lockKeys(body: ReservationRequest): string[] {
  const keys = [`sender ${body.senderDocument}`];
  if (body.customer) keys.push(`customer ${body.customer.document}`);
  if (body.duplicate) {
    const d = body.duplicate;
    keys.push(`match ${d.sourceAccount} ${d.recipientAccount} ${body.amount} ${body.currency}`);
    // D137: two counters paying one recipient from one account are counted one after the other.
    if (body.recipient) keys.push(`recipient ${d.sourceAccount} ${body.recipient.accounts[0]}`);
  }
  return keys;
}
