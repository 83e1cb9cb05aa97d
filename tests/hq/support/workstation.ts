import { randomUUID } from 'node:crypto';
import { changeHash, signBytes } from '../../../hq/protocol/chain';
import { makeKeyPair, type KeyPair } from '../../../scripts/bench/hq-journal-rows';
import {
  GENESIS,
  SIGNATURE_HEADER,
  type Change,
  type EnrolAnswer,
} from '../../../hq/protocol/wire';
import { expect } from 'vitest';
import { createBranchOperator } from '../../../hq/src/branch-operators/branch-operator-accounts';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode, type CodePurpose } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import type { Db } from '../../../hq/src/db/db';
import { consoleDeps, type ConsoleDeps } from '../../../hq/src/operators/console-deps';
import { toChange, type ChangeRow } from '../../../hq/src/replication/stored-changes';
import { ADMIN_SESSION, CHEAP_SCRYPT } from './console';

// Made as the workstation makes it; shared with head office's benchmarks.
export { makeKeyPair, type KeyPair };

/** `count` chained changes after `after`, as a workstation's outbox would send them. */
export function makeChanges(
  count: number,
  after: { seq: number; head: string } = { seq: 0, head: GENESIS },
  tag = 'a',
): Change[] {
  const changes: Change[] = [];
  let prev = after.head;
  for (let seq = after.seq + 1; seq <= after.seq + count; seq += 1) {
    const reference = `RD-${tag}-${seq}`;
    const base = {
      seq,
      at: new Date(Date.UTC(2025, 0, 1, 8, 0, seq)).toISOString(),
      table: 'transfers',
      op: 'insert' as const,
      key: JSON.stringify({ reference }),
      row: JSON.stringify({ reference, amount: '1500.00', currency: 'KES' }),
      prev,
    };
    const change = { ...base, hash: changeHash(base) };
    changes.push(change);
    prev = change.hash;
  }
  return changes;
}

export interface Posted {
  status: number;
  // Whatever head office answered, parsed: a test reads the fields it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** POSTs `body` (text, sent as is) to head office over real HTTP. */
export async function postBody(
  url: string,
  path: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<Posted> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left as text: the test sees what came.
  }
  return { status: response.status, body: parsed };
}

/** POSTs `payload` as JSON signed with `privateKey` over the exact bytes sent. */
export function signedPost(
  url: string,
  path: string,
  payload: unknown,
  privateKey: string,
): Promise<Posted> {
  const body = JSON.stringify(payload);
  return postBody(url, path, body, { [SIGNATURE_HEADER]: signBytes(privateKey, body) });
}

let branches = 0;

/** A new branch with one workstation, and a code for it, issued through head office's services. */
export async function registeredWorkstation(
  db: Db,
  purpose: CodePurpose = 'enrol',
): Promise<{ workstationId: string; branchCode: string; code: string }> {
  branches += 1;
  const branchCode = `BR-${process.pid % 1000}-${branches}`;
  const deps = { db, now: () => new Date() };
  const branch = await registerBranch(deps, {
    code: branchCode,
    name: `Branch ${branches}`,
    country: 'KE',
    timeZone: 'Africa/Nairobi',
  });
  if (!branch.ok) throw new Error(branch.error.message);
  const ws = await registerWorkstation(deps, { branchCode });
  if (!ws.ok) throw new Error(ws.error.message);
  const code = await issueEnrolmentCode(deps, { workstationId: ws.value.id, purpose });
  if (!code.ok) throw new Error(code.error.message);
  return { workstationId: ws.value.id, branchCode, code: code.value.code };
}

/** An enrolled workstation: its keys and head office's answer. */
export interface EnrolledWorkstation {
  id: string;
  keys: KeyPair;
  answer: EnrolAnswer;
}

/** Registers a workstation and enrols a fresh key for it over HTTP. */
export async function enrolledWorkstation(url: string, db: Db): Promise<EnrolledWorkstation> {
  const { code } = await registeredWorkstation(db);
  const keys = makeKeyPair();
  const posted = await postBody(
    url,
    '/api/v1/enrol',
    JSON.stringify({ code, publicKey: keys.publicKey, label: 'COUNTER-1' }),
  );
  if (posted.status !== 200)
    throw new Error(`enrol answered ${posted.status}: ${JSON.stringify(posted.body)}`);
  return { id: posted.body.workstationId, keys, answer: posted.body as EnrolAnswer };
}

/** A second workstation of `ws`'s branch, enrolled with a key of its own. */
export async function sameBranchAs(
  url: string,
  db: Db,
  ws: EnrolledWorkstation,
): Promise<EnrolledWorkstation> {
  const deps = { db, now: () => new Date() };
  const made = await registerWorkstation(deps, { branchCode: ws.answer.branch.code });
  if (!made.ok) throw new Error(made.error.message);
  const code = await issueEnrolmentCode(deps, { workstationId: made.value.id, purpose: 'enrol' });
  if (!code.ok) throw new Error(code.error.message);
  const keys = makeKeyPair();
  const enrolled = await postBody(
    url,
    '/api/v1/enrol',
    JSON.stringify({ code: code.value.code, publicKey: keys.publicKey, label: 'COUNTER-2' }),
  );
  return { id: enrolled.body.workstationId, keys, answer: enrolled.body as EnrolAnswer };
}

/** Two workstations of a new branch, each enrolled with a key of its own: A first, then B. */
export async function twoOfABranch(
  url: string,
  db: Db,
): Promise<{ a: EnrolledWorkstation; b: EnrolledWorkstation }> {
  const a = await enrolledWorkstation(url, db);
  return { a, b: await sameBranchAs(url, db, a) };
}

/** `ws`'s call to `/api/v1/<path>` with its id in the body, signed with its key. */
export function signedCall(
  url: string,
  ws: EnrolledWorkstation,
  path: string,
  body: object,
): Promise<Posted> {
  return signedPost(url, `/api/v1/${path}`, { ...body, workstationId: ws.id }, ws.keys.privateKey);
}

/**
 * A supervisor and a clerk of `ws`'s branch, made at head office (D115), and the console's
 * services that change them.
 */
export async function headOfficeOperatorsOf(
  db: Db,
  ws: EnrolledWorkstation,
): Promise<{ deps: ConsoleDeps; supervisor: string; clerk: string }> {
  const deps = consoleDeps(db, () => new Date(), { scrypt: CHEAP_SCRYPT });
  const suffix = randomUUID().slice(0, 6);
  const ids = { supervisor: `sup.${suffix}`, clerk: `clk.${suffix}` };
  for (const role of ['supervisor', 'clerk'] as const) {
    const made = await createBranchOperator(deps, ADMIN_SESSION, {
      operatorId: ids[role],
      branchCode: ws.answer.branch.code,
      displayName: 'Head Office Made',
      role,
      password: 'Copper kettle harbour 19',
    });
    expect(made.ok).toBe(true);
  }
  return { deps, ...ids };
}

/** Pushes `changes` for `ws`, signed with its key. */
export function push(
  url: string,
  ws: EnrolledWorkstation,
  changes: readonly Change[],
  key = ws.keys.privateKey,
): Promise<Posted> {
  return signedPost(url, '/api/v1/push', { workstationId: ws.id, changes }, key);
}

/** Asks head office for the workstation's latest acknowledgement, signed with its key. */
export function stateOf(url: string, ws: EnrolledWorkstation): Promise<Posted> {
  return signedPost(url, '/api/v1/state', { workstationId: ws.id }, ws.keys.privateKey);
}

/** The changes head office stores for a workstation, in order (a duplicate would show). */
export async function storedChanges(db: Db, workstationId: string): Promise<Change[]> {
  const rows = await db.query<ChangeRow>(
    'SELECT seq, at, table_name, op, key, row, prev, hash FROM changes WHERE workstation_id = $1 ORDER BY seq',
    [workstationId],
  );
  return rows.map(toChange);
}

/** The refused requests head office kept for a workstation, newest first. */
export async function evidenceOf(db: Db, workstationId: string | null) {
  return db.query<{
    reason: string;
    endpoint: string;
    body: string;
    seq: number | null;
    message: string;
  }>(
    `SELECT reason, endpoint, body, seq, message FROM refused_pushes
      WHERE workstation_id IS NOT DISTINCT FROM $1 ORDER BY id DESC`,
    [workstationId],
  );
}
