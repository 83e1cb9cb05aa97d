import type { Db } from '../../../hq/src/db/db';
import { signBytes } from '../../../hq/protocol/chain';
import { SIGNATURE_HEADER, type EnrolAnswer } from '../../../hq/protocol/wire';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import { JournalChanges, type TransferFacts } from './journal-changes';
import { makeKeyPair, postBody } from './workstation';

/*
 * Two workstations of a new branch enrolled at head office, each with its journal's changes, and
 * a signed call of one of them: what the branch desk's tests (D127, D138) start from.
 */

let branches = 0;

export async function twoCounters(url: string, db: Db) {
  branches += 1;
  const branchCode = `BD-${process.pid % 1000}-${branches}`;
  const deps = { db, now: () => new Date() };
  const made = await registerBranch(deps, {
    code: branchCode,
    name: 'Nairobi Moi Avenue',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
  });
  if (!made.ok) throw new Error(made.error.message);
  const counters = [];
  for (let i = 0; i < 2; i += 1) {
    const ws = await registerWorkstation(deps, { branchCode });
    if (!ws.ok) throw new Error(ws.error.message);
    const code = await issueEnrolmentCode(deps, { workstationId: ws.value.id, purpose: 'enrol' });
    if (!code.ok) throw new Error(code.error.message);
    const keys = makeKeyPair();
    const body = JSON.stringify({ code: code.value.code, publicKey: keys.publicKey, label: 'PC' });
    const posted = await postBody(url, '/api/v1/enrol', body);
    const answer = posted.body as EnrolAnswer;
    counters.push({ id: answer.workstationId, keys, answer, journal: new JournalChanges() });
  }
  return counters;
}

export type Counter = Awaited<ReturnType<typeof twoCounters>>[number];

export function transfer(counter: Counter, id: number, facts: Partial<TransferFacts>) {
  const reference = `RD${String(id).padStart(10, '0')}`;
  return counter.journal.transfer({
    id,
    reference,
    createdAt: '2026-11-27T07:00:00.000Z',
    ...facts,
  });
}

export async function signed<T = unknown>(
  url: string,
  path: string,
  payload: unknown,
  privateKey: string,
) {
  const body = JSON.stringify(payload);
  const posted = await postBody(url, path, body, {
    [SIGNATURE_HEADER]: signBytes(privateKey, body),
  });
  return { ...posted, body: posted.body as T, sent: body };
}
