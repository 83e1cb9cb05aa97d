import { signReservation } from '../../protocol/chain';
import { MAX_COUNTED, type ReservationAnswer, type ReservationRequest } from '../../protocol/wire';
import { headOfficeKey } from '../keys/head-office-key';
import { refusal, utcText, type Answer } from '../refusals';
import { signedCall, type SignedRequest, type Verdict } from '../replication/signed-call';
import { isoOrNull, type ServiceDeps } from '../service-deps';
import {
  listsProblem,
  lockKeys,
  seriesRead,
  STILL_HELD,
  toRecipientRead,
  waitingRead,
} from './branch-lists';
import { readLists } from './one-read';

/*
 * D128: a transfer reserved at head office before its send. Head office counts the document's
 * transfers of the day over every workstation of the bank: its projection of the replicated
 * transfers that did not fail, and the reservations not released whose transfer has not arrived
 * yet (one reference counted once: the replicated row, with its state, wins). Counting and
 * holding happen under a transaction lock on the document, so a second counter's reservation
 * counts the first's: two counters cannot both pass one limit. The workstation decides with its
 * own rule from the signed figures, and releases what it will not send. D133: every send the
 * controls count is reserved (RTGS too), and the answer carries the customer's split window and
 * the duplicate guard's waiting transfers over the bank (branch-lists.ts).
 */

/** Any number: the namespace of the documents' advisory locks. */
const DOCUMENT_LOCK = 7_204_125;

/**
 * D157: how far a reservation's instant may be from head office's clock. A PC's clock kept by the
 * OS's time service is within seconds; five minutes leaves room for one drifting between syncs and
 * a request's few seconds on the wire, and is far below the hour or the day that would count the
 * customer in another branch day (or another split window) than the other counters do.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

/** The longest window counted: a branch day is 23 to 25 hours. */
const MAX_WINDOW_MS = 26 * 3_600_000;

/*
 * D160: the IMT sender's document (`sender_document`: type and number) is the customer's only with
 * its issuing country: where the request names the customer's document (`customer.document`, D133)
 * a row of another customer's document of the same number is left out. A row without one (a
 * transfer journaled before the customer block, a reservation of a counter before D133) counts
 * for every country, as the counter's journal counts it: a customer is never split.
 */
const COUNT_SQL = `
  SELECT reference, amount FROM (
    SELECT t.reference, t.amount, t.created_at AS at
      FROM hq_transfers t
     WHERE t.sender_document = $1 AND t.currency = $2 AND t.kind = 'imt'
       AND t.created_at >= $3 AND t.created_at < $4
       AND t.state NOT IN ('rejected', 'not_sent')
       AND NOT (t.workstation_id = $5 AND t.reference = $6)
       AND ($7::text IS NULL OR t.customer_document IS NULL OR t.customer_document = $7::text)
    UNION ALL
    SELECT r.reference, r.amount, r.at
      FROM hq_reservations r
     WHERE r.sender_document = $1 AND r.currency = $2 AND r.kind = 'imt'
       AND r.at >= $3 AND r.at < $4
       AND NOT (r.workstation_id = $5 AND r.reference = $6)
       AND ($7::text IS NULL OR r.customer_document IS NULL OR r.customer_document = $7::text)
       AND ${STILL_HELD}
  ) counted
  ORDER BY at, reference
  LIMIT ${MAX_COUNTED}`;

/** The locks, in one statement, then the reservation held (a row of nulls when none is). */
const LOCK_AND_HELD_SQL = `
  WITH locked AS (
    SELECT count(pg_advisory_xact_lock($1, h)) AS taken
      FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest($2::text[]) AS k ORDER BY 1) locks)
  SELECT r.released_at, r.answer
    FROM locked LEFT JOIN hq_reservations r ON r.workstation_id = $3 AND r.reference = $4`;

interface Held {
  released_at: Date | string | null;
  answer: string | null;
}

/** POST /api/v1/reservations: reserves (or releases) one transfer, answered signed. */
export async function reserveTransfer(
  deps: ServiceDeps,
  request: SignedRequest<ReservationRequest>,
): Promise<Answer<ReservationAnswer>> {
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'reservations', request, async (tx, ws) => {
    const body = request.body;
    const bad = windowProblem(body) ?? listsProblem(body);
    if (bad) return { ok: false, refusal: refusal('malformed', bad) };
    // D157: the day counted is the one the workstation's clock names; a clock far off would count
    // the customer in another day than the other counters, so it is not served (a release is: it
    // only frees). The counter falls back to its offline limits, as when head office is away.
    const off = body.release ? null : clockProblem(body.at, deps.now());
    if (off) return { ok: false, refusal: refusal('clock-off', off) };
    // One lock a document (D128) and, D133, a customer and a duplicate's match, taken in the
    // order of their numbers so that two requests sharing some wait rather than deadlock. The
    // reservation held for this reference is read in the same statement (D134): this
    // workstation's requests already wait for one another on its head row (authenticate.ts).
    const [row] = await tx.query<Held>(
      LOCK_AND_HELD_SQL,
      [DOCUMENT_LOCK, lockKeys(body), ws.id, body.reference],
      { prepared: true },
    );
    const held = row?.answer ? { released_at: row.released_at, answer: row.answer } : undefined;
    const sign = (value: Omit<ReservationAnswer, 'signature'>): Verdict<ReservationAnswer> => ({
      ok: true,
      value: signReservation(key.privateKey, value),
    });
    if (body.release) {
      const at = isoOrNull(held?.released_at) ?? deps.now().toISOString();
      if (held && held.released_at === null) {
        await tx.query(
          'UPDATE hq_reservations SET released_at = $3 WHERE workstation_id = $1 AND reference = $2',
          [ws.id, body.reference, at],
        );
      }
      return sign({
        workstationId: ws.id,
        reference: body.reference,
        released: true,
        counted: [],
        at,
      });
    }
    // A retry answers as the first time did, whatever was counted since.
    if (held && !body.peek)
      return { ok: true, value: JSON.parse(held.answer) as ReservationAnswer };
    const kind = body.kind ?? 'imt';
    // D134: the lists in one statement, after the locks' statement.
    const { counted, series, waiting, toRecipient } = await readLists(tx, {
      counted: kind === 'imt' ? countedRead(ws.id, body) : null,
      series: seriesRead(ws.id, body),
      waiting: waitingRead(ws.id, body),
      toRecipient: toRecipientRead(ws.id, body),
    });
    const answer = signReservation(key.privateKey, {
      workstationId: ws.id,
      reference: body.reference,
      released: false,
      counted,
      ...(series ? { series } : {}),
      ...(waiting ? { waiting } : {}),
      ...(toRecipient ? { toRecipient } : {}),
      at: deps.now().toISOString(),
    });
    // D133: a review's read holds nothing.
    if (body.peek) return { ok: true, value: answer };
    await tx.query(
      `INSERT INTO hq_reservations
         (workstation_id, reference, sender_document, currency, amount, at, answer,
          kind, customer_document, match_source, match_recipient, held_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        ws.id,
        body.reference,
        body.senderDocument,
        body.currency,
        body.amount,
        body.at,
        JSON.stringify(answer),
        kind,
        body.customer?.document ?? null,
        body.duplicate?.sourceAccount ?? null,
        body.duplicate?.recipientAccount ?? null,
        answer.at,
      ],
      { prepared: true },
    );
    return { ok: true, value: answer };
  });
}

type CountedQuestion = Pick<
  ReservationRequest,
  'senderDocument' | 'currency' | 'from' | 'to' | 'reference' | 'customer'
>;

/** The document's other transfers of the window, over every workstation, oldest first. */
function countedRead(workstationId: string, body: CountedQuestion) {
  return {
    sql: COUNT_SQL,
    params: [
      body.senderDocument,
      body.currency,
      body.from,
      body.to,
      workstationId,
      body.reference,
      body.customer?.document ?? null,
    ],
  };
}

/** Why the window cannot be counted, or null: its instant inside it, at most a long day. */
function windowProblem(body: ReservationRequest): string | null {
  const [from, to, at] = [body.from, body.to, body.at].map((t) => Date.parse(t));
  if (!(from! < to!) || to! - from! > MAX_WINDOW_MS) {
    return 'The reservation names no branch day: from must come before to, at most 26 hours apart.';
  }
  if (!(at! >= from! && at! < to!)) {
    return "The reservation's instant is outside the branch day it names.";
  }
  return null;
}

/** D157: why the request's instant cannot be trusted as now, or null: within the tolerance. */
function clockProblem(at: string, now: Date): string | null {
  const offMs = Date.parse(at) - now.getTime();
  if (Math.abs(offMs) <= CLOCK_TOLERANCE_MS) return null;
  const way = offMs > 0 ? 'ahead of' : 'behind';
  return (
    `This PC's clock is about ${durationText(Math.abs(offMs))} ${way} head office's ` +
    `(head office: ${utcText(now)}; the PC: ${utcText(new Date(Date.parse(at)))}). ` +
    'Ask IT to set the clock of the PC; until then it counts daily totals alone, under the offline limits.'
  );
}

/**
 * A length of time in the largest unit it nearly fills, rounded: "3 days", "2 hours", "7 minutes"
 * (a day less the request's few seconds on the wire is "1 day").
 */
function durationText(ms: number): string {
  const units: [string, number][] = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ];
  for (const [unit, size] of units) {
    const n = Math.round(ms / size);
    if (ms >= size * 0.98) return `${n} ${unit}${n === 1 ? '' : 's'}`;
  }
  return 'a minute';
}
