import { changeHash, signBytes } from '../../hq/protocol/chain';
import {
  GENESIS,
  MAX_BATCH_ENTRIES,
  SIGNATURE_HEADER,
  type Change,
  type ChangeOp,
} from '../../hq/protocol/wire';
import type { Db } from '../../hq/src/db/db';
import { issueEnrolmentCode } from '../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../hq/src/enrolment/workstations';
import { auditRow, makeKeyPair, transferRow } from './hq-journal-rows';

import { BENCH_BRANCHES, registerBenchBranches } from './hq-load';

/*
 * Simulated workstations for head office's figures: each with its own Ed25519 key (made up front),
 * enrolled through head office's real endpoint, and a journal whose changes are chained and signed
 * exactly as a workstation's outbox sends them (hq/protocol), its rows as the desktop's journal
 * writes them (hq-journal-rows.ts). A transfer sent at the counter is four
 * changes: the transfer reserved, its attempt, its audit row, and the transfer's outcome.
 */

export interface SimulatedWorkstation {
  id: string;
  privateKey: string;
  seq: number;
  head: string;
  transfers: number;
}

/** A signed push body, ready to send. */
export interface SignedPush {
  body: string;
  headers: Record<string, string>;
  rows: number;
}

/** Registers `count` workstations in the bench's branches (ten each) and an enrolment code each. */
export async function registerWorkstations(db: Db, count: number): Promise<string[]> {
  await registerBenchBranches(db);
  const deps = { db, now: () => new Date() };
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const branchCode = `BR${String((i % BENCH_BRANCHES) + 1).padStart(2, '0')}`;
    const ws = await registerWorkstation(deps, { branchCode });
    if (!ws.ok) throw new Error(ws.error.message);
    const code = await issueEnrolmentCode(deps, { workstationId: ws.value.id, purpose: 'enrol' });
    if (!code.ok) throw new Error(code.error.message);
    codes.push(code.value.code);
  }
  return codes;
}

/** Enrols a fresh key pair per code through POST /api/v1/enrol, a few at a time. */
export async function enrolWorkstations(
  url: string,
  codes: readonly string[],
): Promise<SimulatedWorkstation[]> {
  const keys = codes.map(() => makeKeyPair());
  const enrolled: SimulatedWorkstation[] = new Array(codes.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < codes.length; i = next++) {
      const response = await fetch(`${url}/api/v1/enrol`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: codes[i], publicKey: keys[i]!.publicKey, label: `PC-${i}` }),
      });
      const answer = (await response.json()) as { workstationId?: string; message?: string };
      if (!response.ok || !answer.workstationId) {
        throw new Error(`Enrolment answered ${response.status}: ${answer.message ?? ''}`);
      }
      enrolled[i] = {
        id: answer.workstationId,
        privateKey: keys[i]!.privateKey,
        seq: 0,
        head: GENESIS,
        transfers: 0,
      };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return enrolled;
}

function chained(
  ws: SimulatedWorkstation,
  table: string,
  op: ChangeOp,
  key: Record<string, unknown>,
  row: Record<string, unknown>,
  at: string,
): Change {
  const unsigned = {
    seq: ws.seq + 1,
    at,
    table,
    op,
    key: JSON.stringify(key),
    row: JSON.stringify(row),
    prev: ws.head,
  };
  const change = { ...unsigned, hash: changeHash(unsigned) };
  ws.seq = change.seq;
  ws.head = change.hash;
  return change;
}

/** One transfer sent at the counter at `at`: its four journal changes, chained after the last. */
export function transferChanges(ws: SimulatedWorkstation, at: Date): Change[] {
  const id = (ws.transfers += 1);
  const when = at.toISOString();
  const reference = `RD${ws.id.slice(0, 6).toUpperCase()}${String(id).padStart(7, '0')}`;
  const facts = { id, reference, createdAt: when, transactionId: null };
  const reserved = transferRow(facts);
  return [
    chained(ws, 'transfers', 'insert', { id }, reserved, when),
    chained(
      ws,
      'transfer_attempts',
      'insert',
      { transfer_id: id, attempt: 1 },
      { transfer_id: id, attempt: 1, at: when, outcome: 'succeeded', http_status: 200 },
      when,
    ),
    chained(
      ws,
      'audit',
      'insert',
      { seq: ws.seq + 1 },
      auditRow(ws.seq + 1, when, 'transfer.sent', { reference }),
      when,
    ),
    chained(
      ws,
      'transfers',
      'update',
      { id },
      { ...reserved, state: 'succeeded', transaction_id: `SBX${reference}` },
      when,
    ),
  ];
}

/** `changes` as the workstation's sender posts them: the body's bytes and their signature. */
export function signedPush(ws: SimulatedWorkstation, changes: readonly Change[]): SignedPush {
  const body = JSON.stringify({ workstationId: ws.id, changes });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBytes(ws.privateKey, body),
    },
    rows: changes.length,
  };
}

/**
 * A backlog of `transfers` transfers made `spanMs` before `now`, as the sender drains it after a
 * time offline: full batches of MAX_BATCH_ENTRIES changes (the sender's), the last one short.
 */
export function backlog(
  ws: SimulatedWorkstation,
  transfers: number,
  now: Date,
  spanMs = 3_600_000,
): SignedPush[] {
  const changes: Change[] = [];
  for (let t = 0; t < transfers; t += 1) {
    changes.push(
      ...transferChanges(ws, new Date(now.getTime() - spanMs + (t * spanMs) / transfers)),
    );
  }
  const pushes: SignedPush[] = [];
  for (let i = 0; i < changes.length; i += MAX_BATCH_ENTRIES) {
    pushes.push(signedPush(ws, changes.slice(i, i + MAX_BATCH_ENTRIES)));
  }
  return pushes;
}

/** Pushes sent again after the connection failed, over the process's life (for the figures' detail). */
export const resent = { count: 0, causes: new Map<string, number>() };

/**
 * POSTs a signed push; throws unless head office acknowledged it. A connection that fails (a
 * kept-alive one the server closed as it was reused) is tried again, as the workstation's sender
 * does: a redelivered batch is answered with the same acknowledgement and stored once (D95).
 */
export async function sendPush(url: string, push: SignedPush, tries = 3): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/v1/push`, {
      method: 'POST',
      headers: push.headers,
      body: push.body,
    });
  } catch (error) {
    if (tries <= 1) throw error;
    const cause = String((error as { cause?: { code?: string } }).cause?.code ?? error);
    resent.count += 1;
    resent.causes.set(cause, (resent.causes.get(cause) ?? 0) + 1);
    return sendPush(url, push, tries - 1);
  }
  const answer = await response.text();
  if (response.status !== 200) {
    throw new Error(`Head office answered a push ${response.status}: ${answer.slice(0, 200)}`);
  }
}
