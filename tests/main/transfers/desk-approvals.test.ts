import { describe, expect, it } from 'vitest';
import { createApprovals } from '../../../electron/main/approvals/approvals';
import {
  createDeskApprovals,
  DESK_APPROVAL_ACTIONS,
  type DeskApprovals,
} from '../../../electron/main/transfers/desk-approvals';
import { customerWords, recipientWords } from '../../../electron/main/transfers/desk-ask';
import type { Journal } from '../../../electron/main/journal/journal';
import type { ApprovalNeed } from '../../../electron/main/transfers/control-desk';
import { approvalMatchFor } from '../../../electron/main/transfers/duplicate-guard';
import { THRESHOLD_APPROVAL_PURPOSE } from '@shared/domain/controls';
import { DUPLICATE_APPROVAL_PURPOSE } from '@shared/domain/approvals';
import type { Session } from '@shared/domain/operators';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { enrolledCounters, newBranch } from '../head-office/enrolled-counters';
import { useRealHeadOffice } from '../head-office/real-head-office-fixture';

/*
 * D125 against head office itself (PGlite, plain HTTP on loopback): a clerk at counter A asks the
 * branch's supervisors; a supervisor signed in at counter B lists the request and approves or
 * refuses it; A's next poll keeps the approval as one given at the counter (the same fingerprint,
 * the approver named, head office's signature audited) or the refusal (the draft ends). Without
 * head office the clerk is told to ask at the counter.
 */
const office = useRealHeadOffice('remit-hq-desk-');
const { stores } = office;

const CLERK: Session = { operatorId: 'clerk.brian', role: 'clerk' };
const SUPERVISOR: Session = { operatorId: 'super.grace', role: 'supervisor' };
const NEED: ApprovalNeed = {
  threshold: '100000.00',
  day: '2026-11-28',
  grounds: [{ rule: 'amount', total: '250000.00', earlier: [] }],
};

const REPEATED = 'RD-20261128-0007';

/** A counter of `branchCode`, enrolled when `enrol` (the default), with its desk approvals. */
async function counter(branchCode: string, enrol = true) {
  const [made] = await enrolledCounters(office.hq, stores, 1, {
    branchCode,
    enrol,
    firstAdmin: false,
    opened: office.opened,
  });
  const { journal, service } = made!;
  const approvals = createApprovals({ audit: journal.audit, now: Date.now });
  const desk: DeskApprovals = createDeskApprovals({
    headOffice: service.approvals,
    journal,
    approvals,
    approvalNeed: (draft) => (Number(draft.transfer.amount) > 100_000 ? NEED : null),
    // A draft of 777.00 repeats one waiting transfer, as the duplicate guard would say.
    duplicateNeed: async (draft) => (draft.transfer.amount === '777.00' ? [REPEATED] : []),
    timeZone: () => 'Africa/Nairobi',
    now: Date.now,
  });
  return { journal, service, approvals, desk };
}

const branch = () => newBranch(office.hq, 'Nakuru');

const auditOf = (journal: Journal, action: string) =>
  journal.audit.entries().filter((entry) => entry.action === action);

describe('an approval from the supervisor’s own desk', () => {
  it('is asked at A, approved at B, and kept at A as an approval at the counter', async () => {
    const code = await branch();
    const a = await counter(code);
    const b = await counter(code);
    const draft = rtgsDraft({ transfer: { amount: '250000.00' } });
    expect(await a.desk.ask(rtgsDraft(), CLERK)).toMatchObject({
      ok: false,
      error: { code: 'no-approval-needed' },
    });
    const asked = await a.desk.ask(draft, CLERK);
    if (!asked.ok) throw new Error(asked.error.message);
    expect(auditOf(a.journal, DESK_APPROVAL_ACTIONS.asked)).toMatchObject([
      { operatorId: 'clerk.brian', details: { requestId: asked.value.requestId } },
    ]);

    const waiting = await b.desk.waiting();
    expect(waiting).toMatchObject({
      ok: true,
      value: {
        enrolled: true,
        requests: [
          {
            requestId: asked.value.requestId,
            amount: '250000.00',
            recipient: recipientWords(draft),
            customer: customerWords(draft),
            grounds: NEED.grounds,
            requesterId: 'clerk.brian',
            workstationNumber: expect.any(Number),
          },
        ],
      },
    });
    expect(await a.desk.status(draft, asked.value.requestId, CLERK)).toMatchObject({
      ok: true,
      value: { state: 'waiting' },
    });
    // The clerk cannot approve their own request, wherever they sign in.
    const own = await b.desk.decide(
      { requestId: asked.value.requestId, decision: 'approved', reason: 'Known customer' },
      { operatorId: 'clerk.brian', role: 'supervisor' },
    );
    expect(own).toMatchObject({ ok: false, error: { code: 'decision-refused' } });

    const decided = await b.desk.decide(
      { requestId: asked.value.requestId, decision: 'approved', reason: 'Salary, known customer' },
      SUPERVISOR,
    );
    expect(decided).toMatchObject({ ok: true, value: { decision: 'approved' } });
    const [audited] = auditOf(b.journal, DESK_APPROVAL_ACTIONS.decided);
    expect(audited).toMatchObject({
      operatorId: 'super.grace',
      details: { requestId: asked.value.requestId, decision: 'approved', requester: 'clerk.brian' },
    });

    // A's poll: the approval the send takes, as one given at the counter.
    const match = approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, draft, 'clerk.brian');
    expect(a.approvals.has(match)).toBe(false);
    const status = await a.desk.status(draft, asked.value.requestId, CLERK);
    expect(status).toMatchObject({
      ok: true,
      value: { state: 'approved', approval: { approverId: 'super.grace', draftId: draft.draftId } },
    });
    expect(a.approvals.has(match)).toBe(true);
    const [granted] = auditOf(a.journal, 'approval.granted');
    expect(granted).toMatchObject({
      operatorId: 'super.grace',
      details: { requestId: asked.value.requestId, requester: 'clerk.brian' },
    });
    // Head office's signature, kept at both counters (the client checked it with head office's key).
    expect(granted!.details.headOfficeSignature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(granted!.details.headOfficeSignature).toBe(audited!.details.headOfficeSignature);
    // A poll again answers the same, without a second grant.
    expect(await a.desk.status(draft, asked.value.requestId, CLERK)).toEqual(status);
    expect(auditOf(a.journal, 'approval.granted')).toHaveLength(1);
    expect(await b.desk.waiting()).toMatchObject({ ok: true, value: { requests: [] } });
  });

  it('a refusal at B ends the draft at A; a changed draft is not the one decided', async () => {
    const code = await branch();
    const a = await counter(code);
    const b = await counter(code);
    const draft = imtDraft({ transfer: { amount: '150000.00' } });
    const asked = await a.desk.ask(draft, CLERK);
    if (!asked.ok) throw new Error(asked.error.message);
    await b.desk.decide(
      { requestId: asked.value.requestId, decision: 'refused', reason: 'Source of funds unclear' },
      SUPERVISOR,
    );
    const changed = { ...draft, transfer: { ...draft.transfer, amount: '150001.00' } };
    expect(await a.desk.status(changed, asked.value.requestId, CLERK)).toMatchObject({
      ok: false,
      error: { code: 'draft-changed' },
    });
    const status = await a.desk.status(draft, asked.value.requestId, CLERK);
    expect(status).toMatchObject({
      ok: true,
      value: { state: 'refused', message: expect.stringContaining('Source of funds unclear') },
    });
    expect(a.journal.controls.refusalOf(draft.draftId)).toMatchObject({
      approverId: 'super.grace',
      reason: 'Source of funds unclear',
    });
    expect(await a.desk.ask(draft, CLERK)).toMatchObject({
      ok: false,
      error: { code: 'draft-refused' },
    });
  });

  it('D131: the duplicate guard’s approval goes to the desks with what it may repeat', async () => {
    const code = await branch();
    const a = await counter(code);
    const b = await counter(code);
    const draft = rtgsDraft({ transfer: { amount: '777.00' } });
    const purpose = DUPLICATE_APPROVAL_PURPOSE;
    expect(await a.desk.ask(rtgsDraft(), CLERK, purpose)).toMatchObject({
      ok: false,
      error: { code: 'no-approval-needed' },
    });
    const asked = await a.desk.ask(draft, CLERK, purpose);
    if (!asked.ok) throw new Error(asked.error.message);
    expect(auditOf(a.journal, DESK_APPROVAL_ACTIONS.asked)).toMatchObject([
      { details: { purpose, earlier: [REPEATED] } },
    ]);
    expect(await b.desk.waiting()).toMatchObject({
      ok: true,
      value: {
        requests: [
          { purpose, grounds: [{ rule: 'duplicate', total: '777.00', earlier: [REPEATED] }] },
        ],
      },
    });
    await b.desk.decide(
      { requestId: asked.value.requestId, decision: 'approved', reason: 'The first one failed' },
      SUPERVISOR,
    );
    const status = await a.desk.status(draft, asked.value.requestId, CLERK);
    expect(status).toMatchObject({ ok: true, value: { state: 'approved' } });
    // Kept as the dialog's duplicate approval is: the send's guard finds it.
    expect(a.approvals.has(approvalMatchFor(purpose, draft, 'clerk.brian'))).toBe(true);
    const threshold = approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, draft, 'clerk.brian');
    expect(a.approvals.has(threshold)).toBe(false);
  });

  it('without head office, the clerk is sent to the dialog and the desk lists nothing', async () => {
    const alone = await counter('none', false);
    const asked = await alone.desk.ask(rtgsDraft({ transfer: { amount: '250000.00' } }), CLERK);
    expect(asked).toMatchObject({ ok: false, error: { code: 'head-office-unavailable' } });
    expect(await alone.desk.waiting()).toMatchObject({
      ok: true,
      value: { enrolled: false, requests: [] },
    });
  });
});
