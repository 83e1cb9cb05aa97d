import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { approvalDecisionIsSigned } from '../../../hq/protocol/approval-chain';
import {
  APPROVAL_REQUEST_TTL_MS,
  type ApprovalAsk,
  type ApprovalDecision,
} from '../../../hq/protocol/approval-wire';
import { setBranchOperatorActive } from '../../../hq/src/branch-operators/branch-operator-accounts';
import { ADMIN_SESSION } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import {
  enrolledWorkstation,
  headOfficeOperatorsOf,
  makeKeyPair,
  signedCall,
  signedPost,
  twoOfABranch,
  type EnrolledWorkstation,
} from '../support/workstation';

/*
 * D125: a clerk's request for approval at head office, seen by the supervisors of its branch only,
 * decided once by a supervisor who is not the clerk, signed by head office, and read back by the
 * asking workstation; requests expire undecided, and nothing of them is rewritten.
 */

const FINGERPRINT = 'ab'.repeat(32);

function askOf(ws: EnrolledWorkstation, over: Partial<ApprovalAsk> = {}): ApprovalAsk {
  return {
    workstationId: ws.id,
    requestId: randomUUID(),
    purpose: 'amount-threshold',
    draftId: randomUUID(),
    fingerprint: FINGERPRINT,
    amount: '250000.00',
    currency: 'KES',
    recipient: 'John Kamau · 01 · 0011223344',
    customer: 'Jane Wanjiku · National ID 12345678',
    grounds: [{ rule: 'amount', total: '250000.00', earlier: [] }],
    requesterId: 'clerk.brian',
    requesterName: 'Brian Otieno',
    ...over,
  };
}

describe.each(DATABASE_KINDS)('approval requests on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const post = (ws: EnrolledWorkstation, path: string, body: object) =>
    signedCall(hq.url, ws, path, body);

  test.skipIf(kind.skip)(
    'a clerk asks once; the branch’s supervisor decides at another counter; signed',
    async () => {
      const { a, b } = await twoOfABranch(hq.url, hq.db);
      const elsewhere = await enrolledWorkstation(hq.url, hq.db);
      const ask = askOf(a);
      const asked = await post(a, 'approval-ask', ask);
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ requestId: ask.requestId, askedBy: a.id });
      expect(Date.parse(asked.body.expiresAt) - Date.parse(asked.body.askedAt)).toBe(
        APPROVAL_REQUEST_TTL_MS,
      );
      // Sent again (the answer lost): the same request, once.
      expect((await post(a, 'approval-ask', ask)).body).toEqual(asked.body);
      // The same id with other details is not the same request.
      const other = await post(a, 'approval-ask', { ...ask, amount: '1.00' });
      expect(other).toMatchObject({ status: 400, body: { refused: 'malformed' } });

      // The branch's counters see it; another branch's does not.
      const waiting = await post(b, 'approval-waiting', {});
      expect(waiting.body.requests).toEqual([asked.body]);
      expect((await post(elsewhere, 'approval-waiting', {})).body.requests).toEqual([]);
      const stranger = await post(elsewhere, 'approval-decide', {
        requestId: ask.requestId,
        decision: 'approved',
        approverId: 'super.grace',
        approverName: 'Grace Njeri',
        reason: 'Known customer',
      });
      expect(stranger).toMatchObject({ status: 404, body: { refused: 'request-unknown' } });

      // The clerk who asked cannot decide it, at any counter.
      const own = await post(b, 'approval-decide', {
        requestId: ask.requestId,
        decision: 'approved',
        approverId: 'Clerk.Brian',
        approverName: 'Brian Otieno',
        reason: 'Known customer',
      });
      expect(own).toMatchObject({ status: 403, body: { refused: 'approver-not-allowed' } });

      expect((await post(a, 'approval-status', { requestId: ask.requestId })).body).toMatchObject({
        state: 'waiting',
        decision: null,
      });
      const decide = {
        requestId: ask.requestId,
        decision: 'approved',
        approverId: 'super.grace',
        approverName: 'Grace Njeri',
        reason: 'Known customer, salary payment',
      };
      const decided = await post(b, 'approval-decide', decide);
      expect(decided.status).toBe(200);
      const decision = decided.body as ApprovalDecision;
      expect(decision).toMatchObject({
        askedBy: a.id,
        decidedBy: b.id,
        fingerprint: FINGERPRINT,
        draftId: ask.draftId,
        requesterId: 'clerk.brian',
        decision: 'approved',
      });
      expect(approvalDecisionIsSigned(a.answer.headOfficeKey, decision)).toBe(true);
      expect(
        approvalDecisionIsSigned(a.answer.headOfficeKey, { ...decision, decision: 'refused' }),
      ).toBe(false);
      // Sent again: the decision as recorded. Another decision: closed.
      expect((await post(b, 'approval-decide', decide)).body).toEqual(decision);
      const late = await post(b, 'approval-decide', { ...decide, decision: 'refused' });
      expect(late).toMatchObject({ status: 409, body: { refused: 'request-closed' } });

      // Only the asking workstation reads the status; the list no longer shows it.
      const status = await post(a, 'approval-status', { requestId: ask.requestId });
      expect(status.body).toMatchObject({ state: 'decided', decision });
      const notYours = await post(b, 'approval-status', { requestId: ask.requestId });
      expect(notYours).toMatchObject({ status: 404, body: { refused: 'request-unknown' } });
      expect((await post(b, 'approval-waiting', {})).body.requests).toEqual([]);
      await expect(
        hq.db.query("UPDATE approval_decisions SET decision = 'refused'"),
      ).rejects.toThrow(/append-only/);
    },
  );

  test.skipIf(kind.skip)(
    'an operator head office manages decides only as an active supervisor of the branch',
    async () => {
      const { a, b } = await twoOfABranch(hq.url, hq.db);
      const { deps, supervisor, clerk } = await headOfficeOperatorsOf(hq.db, a);
      const ask = askOf(a);
      await post(a, 'approval-ask', ask);
      const decide = (approverId: string) =>
        post(b, 'approval-decide', {
          requestId: ask.requestId,
          decision: 'refused',
          approverId,
          approverName: 'Head Office Made',
          reason: 'Amount not explained',
        });
      expect(await decide(clerk)).toMatchObject({
        status: 403,
        body: { refused: 'approver-not-allowed' },
      });
      await setBranchOperatorActive(deps, ADMIN_SESSION, supervisor, { active: false });
      expect((await decide(supervisor)).body.message).toMatch(/deactivated at head office/);
      await setBranchOperatorActive(deps, ADMIN_SESSION, supervisor, { active: true });
      expect(await decide(supervisor)).toMatchObject({
        status: 200,
        body: { decision: 'refused' },
      });
    },
  );

  test.skipIf(kind.skip)(
    'D131: the duplicate guard’s request names what it may repeat; its refusal is signed',
    async () => {
      const { a, b } = await twoOfABranch(hq.url, hq.db);
      const ask = askOf(a, {
        purpose: 'duplicate-transfer',
        grounds: [{ rule: 'duplicate', total: '250000.00', earlier: ['RD-20261128-0001'] }],
      });
      const asked = await post(a, 'approval-ask', ask);
      expect(asked.body).toMatchObject({ purpose: 'duplicate-transfer', grounds: ask.grounds });
      expect((await post(b, 'approval-waiting', {})).body.requests).toEqual([asked.body]);
      const refused = await post(b, 'approval-decide', {
        requestId: ask.requestId,
        decision: 'refused',
        approverId: 'super.grace',
        approverName: 'Grace Njeri',
        reason: 'The first transfer may still pay out',
      });
      expect(refused.body).toMatchObject({ purpose: 'duplicate-transfer', decision: 'refused' });
      expect(approvalDecisionIsSigned(a.answer.headOfficeKey, refused.body)).toBe(true);
      const other = await post(a, 'approval-ask', { ...askOf(a), purpose: 'reprint' });
      expect(other.status).toBe(400);
    },
  );

  test.skipIf(kind.skip)('a request expires undecided; a bad signature is refused', async () => {
    const a = await enrolledWorkstation(hq.url, hq.db);
    const ask = askOf(a);
    await post(a, 'approval-ask', ask);
    await hq.db.query(
      'ALTER TABLE approval_requests DISABLE TRIGGER approval_requests_append_only',
    );
    await hq.db.query(
      "UPDATE approval_requests SET expires_at = now() - interval '1 minute' WHERE request_id = $1",
      [ask.requestId],
    );
    await hq.db.query('ALTER TABLE approval_requests ENABLE TRIGGER approval_requests_append_only');
    expect((await post(a, 'approval-status', { requestId: ask.requestId })).body.state).toBe(
      'expired',
    );
    expect((await post(a, 'approval-waiting', {})).body.requests).toEqual([]);
    const late = await post(a, 'approval-decide', {
      requestId: ask.requestId,
      decision: 'approved',
      approverId: 'super.grace',
      approverName: 'Grace Njeri',
      reason: 'Known customer',
    });
    expect(late).toMatchObject({ status: 409, body: { refused: 'request-closed' } });
    const forged = await signedPost(
      hq.url,
      '/api/v1/approval-ask',
      askOf(a),
      makeKeyPair().privateKey,
    );
    expect(forged).toMatchObject({ status: 401, body: { refused: 'bad-signature' } });
  });
});
