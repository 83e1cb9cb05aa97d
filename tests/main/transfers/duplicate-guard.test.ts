import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { APPROVAL_TTL_MS } from '../../../electron/main/approvals/approvals';
import { draftFingerprint } from '../../../electron/main/transfers/duplicate-guard';
import { CLERK, transferRows } from '../engine/engine-fixture';
import { rtgsDraft, withoutInstruction } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { tamper } from '../journal/fixtures';
import {
  passwordOf,
  PEOPLE,
  stationWithWaitingTransfer,
  type Person,
} from '../operators/desk-fixture';
import { saidInEveryLanguage } from '@shared/i18n/worded';

const DAY_MS = 86_400_000;

/**
 * A clerk's new draft that repeats a transfer still waiting for a supervisor is stopped at review
 * and at send, and only a supervisor's override at the clerk's workstation lets it through.
 */
describe('the duplicate guard', () => {
  const bank = useFileBank();

  // An earlier transfer whose answer was lost: the bank booked it, the clerk does not know.
  const workstation = () => stationWithWaitingTransfer(bank);

  const approver = (person: Person, password = passwordOf(person)) => ({
    operatorId: PEOPLE[person].operatorId,
    password,
  });

  it('stops the same account, recipient, amount and currency at review and at send, sending nothing', async () => {
    const { desk, earlier, recorder, services } = await workstation();
    const again = rtgsDraft();
    const check = await desk.call('checkDuplicates', again);
    expect(check).toEqual({
      ok: true,
      value: {
        matches: [
          {
            reference: earlier.reference,
            state: 'unknown',
            stateLabel: 'Outcome unknown: a supervisor must confirm with the bank',
            createdAt: earlier.createdAt,
            operatorId: CLERK,
          },
        ],
        message: `This transfer repeats transfer ${earlier.reference} of the last 7 days (same account, recipient, amount and currency), whose outcome is not settled yet. Nothing was sent. Ask a supervisor: they check it with the bank, and only they can let this one through.`,
      },
    });
    const sent = await desk.call('sendTransfer', again);
    expect(sent).toMatchObject({
      ok: false,
      error: { code: 'possible-duplicate', message: check.ok ? check.value.message : '' },
    });
    expect(transferRows(services.journal.path)).toHaveLength(1);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
  });

  it('lets through what differs, what is older than 7 days, and what a supervisor settled', async () => {
    const { earlier, services } = await workstation();
    // The clock moves by days here, past any session: the guard is asked directly.
    const clean = (draft: TransferDraft) => services.duplicates.check(draft).matches.length === 0;
    expect(clean(rtgsDraft({ transfer: { amount: '1000.01' } }))).toBe(true);
    expect(clean(rtgsDraft({ destination: { accountNumber: '1100194977405' } }))).toBe(true);
    expect(clean(rtgsDraft({ source: { accountNumber: '0011547896524' } }))).toBe(true);
    expect(clean(rtgsDraft({ transfer: { description: 'Another purpose' } }))).toBe(false);

    bank.clock.advance(7 * DAY_MS + 1_000);
    expect(clean(rtgsDraft())).toBe(true);
    bank.clock.advance(-(7 * DAY_MS + 1_000));
    expect(clean(rtgsDraft())).toBe(false);

    services.settlements.settle(
      {
        reference: earlier.reference,
        outcome: 'failed',
        failure: 'never_arrived',
        note: 'No record at bank',
      },
      { operatorId: 'sup-1', role: 'supervisor' },
    );
    expect(clean(rtgsDraft())).toBe(true);
  });

  it("a supervisor's override with a reason lets this draft through once; the clerk stays signed in", async () => {
    const { desk, earlier, services, recorder } = await workstation();
    const draft = rtgsDraft();
    const approval = await desk.call('approveDuplicate', {
      draft,
      reason: 'Bank confirms the earlier one failed',
      approver: approver('supervisor'),
    });
    expect(approval).toMatchObject({
      ok: true,
      value: {
        purpose: 'duplicate-transfer',
        draftId: draft.draftId,
        approverId: 'sup-1',
        approverName: 'Grace Achieng',
        requesterId: CLERK,
        reason: 'Bank confirms the earlier one failed',
      },
    });
    expect(JSON.stringify(approval)).not.toContain(passwordOf('supervisor'));
    expect(desk.operators.current()).toEqual({ operatorId: CLERK, role: 'clerk' });

    // A changed draft is not the one approved.
    const changed = {
      ...draft,
      transfer: { ...draft.transfer, description: 'Changed after approval' },
    };
    expect(await desk.call('sendTransfer', changed)).toMatchObject({
      ok: false,
      error: { code: 'possible-duplicate' },
    });

    const sent = await desk.call('sendTransfer', draft);
    expect(sent).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    const reference = sent.ok ? sent.value.reference : '';
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(2);

    const actions = services.journal.audit.entries();
    const granted = actions.find((e) => e.action === 'approval.granted')!;
    const used = actions.find((e) => e.action === 'approval.used')!;
    expect(granted).toMatchObject({
      operatorId: 'sup-1',
      details: {
        purpose: 'duplicate-transfer',
        subject: draft.draftId,
        requester: CLERK,
        reason: 'Bank confirms the earlier one failed',
        earlier: [earlier.reference],
      },
    });
    expect(used).toMatchObject({
      operatorId: CLERK,
      details: { approver: 'sup-1', reference, earlier: [earlier.reference] },
    });
    expect(JSON.stringify(actions)).not.toContain(passwordOf('supervisor'));

    // Used once: the next draft with the same details is stopped again.
    expect(await desk.call('sendTransfer', rtgsDraft())).toMatchObject({
      ok: false,
      error: { code: 'possible-duplicate', message: expect.stringContaining(earlier.reference) },
    });
    // The same draft clicked twice is the same transfer, not a new send.
    expect(await desk.call('sendTransfer', draft)).toMatchObject({
      ok: true,
      value: { reference },
    });
  });

  it('refuses the clerk as approver, a clerk or an admin, a wrong password, and an expired approval', async () => {
    const { desk } = await workstation();
    const draft = rtgsDraft();
    const ask = (who: ReturnType<typeof approver>) =>
      desk.call('approveDuplicate', { draft, reason: 'Bank said go ahead', approver: who });

    expect(await ask(approver('clerk'))).toMatchObject({
      ok: false,
      error: { code: 'own-approval' },
    });
    expect(await ask(approver('otherClerk'))).toMatchObject({
      ok: false,
      error: { code: 'approver-not-allowed', message: expect.stringMatching(/Only a supervisor/) },
    });
    expect(await ask(approver('admin'))).toMatchObject({
      ok: false,
      error: { code: 'approver-not-allowed' },
    });
    expect(await ask(approver('supervisor', 'not the password at all'))).toMatchObject({
      ok: false,
      error: { code: 'bad-credentials' },
    });
    expect(await desk.call('sendTransfer', draft)).toMatchObject({
      ok: false,
      error: { code: 'possible-duplicate' },
    });

    const granted = await ask(approver('supervisor'));
    expect(granted.ok).toBe(true);
    bank.clock.advance(APPROVAL_TTL_MS + 1);
    expect(await desk.call('sendTransfer', draft)).toMatchObject({
      ok: false,
      error: { code: 'possible-duplicate' },
    });
    expect(desk.operators.current()).toEqual({ operatorId: CLERK, role: 'clerk' });
  });

  it('refuses a supervisor whose password an admin reset, until they choose a new one', async () => {
    const { desk, services } = await workstation();
    const draft = rtgsDraft();
    const temporary = 'lemon bicycle thunder 5';
    const chosen = 'quiet river mango 88';
    const reset = await desk.operators.resetPassword(
      { operatorId: PEOPLE.supervisor.operatorId, newPassword: temporary },
      { operatorId: PEOPLE.admin.operatorId, role: 'admin' },
    );
    expect(reset).toMatchObject({ ok: true, value: { mustChangePassword: true } });
    const ask = (password: string) =>
      desk.call('approveDuplicate', {
        draft,
        reason: 'Bank said go ahead',
        approver: approver('supervisor', password),
      });

    expect(await ask(temporary)).toEqual({
      ok: false,
      error: {
        code: 'approver-must-change-password',
        message:
          'An admin set the password of Grace Achieng (sup-1), so they cannot approve until they choose a new one. They sign in, choose a new password on the Change password page, and then approve again.',
        text: {
          key: 'accounts.refused.approverMustChangePassword',
          values: { name: 'Grace Achieng', operatorId: 'sup-1' },
        },
      },
    });
    expect(desk.operators.current()).toEqual({ operatorId: CLERK, role: 'clerk' });
    expect(await desk.call('sendTransfer', draft)).toMatchObject({
      ok: false,
      error: { code: 'possible-duplicate' },
    });
    const audit = services.journal.audit.entries();
    expect(audit.filter((e) => e.action === 'approval.granted')).toEqual([]);
    expect(audit.filter((e) => e.action === 'approval.refused').at(-1)).toMatchObject({
      operatorId: CLERK,
      details: { approverTried: 'sup-1', reason: 'password-change-required' },
    });

    // Once the supervisor has chosen their own password, their approval is accepted.
    const signedIn = await desk.operators.signIn({
      operatorId: PEOPLE.supervisor.operatorId,
      password: temporary,
    });
    expect(signedIn).toMatchObject({ ok: true, value: { mustChangePassword: true } });
    const changed = await desk.operators.changeOwnPassword(
      { currentPassword: temporary, newPassword: chosen },
      desk.operators.current()!,
    );
    expect(changed).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    await desk.signIn('clerk');
    expect(await ask(chosen)).toMatchObject({ ok: true, value: { approverId: 'sup-1' } });
  });

  it('refuses the approval while the journal fails its check, before any password is read', async () => {
    const { desk, services } = await workstation();
    const draft = rtgsDraft();
    // Another program edits the journal; the admin's full check finds it while the clerk works.
    tamper(services.journal.path, `UPDATE audit SET operator_id = 'someone' WHERE seq = 2`);
    const checked = await services.seal.checkInFull(PEOPLE.admin.operatorId);
    expect(checked).toMatchObject({ ok: true, value: { ok: false, firstBadRow: 2 } });
    const audited = services.journal.audit.entries().length;

    const asked = await desk.call('approveDuplicate', {
      draft,
      reason: 'Bank confirms the earlier one failed',
      approver: approver('supervisor'),
    });
    // D149: the clerk's session, signed in before the journal stopped, may do nothing more; the
    // approver's password is not even checked (verifyApprover would refuse it too).
    expect(asked).toEqual({
      ok: false,
      error: {
        code: 'journal-check-failed',
        message: `Only admins can work now: sign out, and ask an admin to open the Journal check screen. ${services.seal.problem()!.message}`,
        text: {
          key: 'accounts.refused.journalStopped.session',
          // The finding in every language: a clerk's window holds no journal words (D93).
          values: { problem: saidInEveryLanguage(services.seal.problem()!) },
        },
      },
    });
    const audit = services.journal.audit.entries();
    expect(audit.filter((e) => e.action === 'approval.granted')).toEqual([]);
    expect(audit).toHaveLength(audited);
    expect(await desk.call('sendTransfer', draft)).toMatchObject({ ok: false });
  });

  it('needs no override for a draft that repeats nothing', async () => {
    const { desk } = await workstation();
    expect(
      await desk.call('approveDuplicate', {
        draft: rtgsDraft({ transfer: { amount: '5.00' } }),
        reason: 'Just in case',
        approver: approver('supervisor'),
      }),
    ).toMatchObject({ ok: false, error: { code: 'no-duplicate' } });
  });
});

describe("an approval's fingerprint of a draft", () => {
  it('holds what is sent, not the counter paperwork typed while the supervisor is called', () => {
    const draft = withoutInstruction(rtgsDraft());
    const withInstruction: TransferDraft = {
      ...draft,
      instruction: { formNumber: 'F-1001', idAndSignatureChecked: true },
    };
    expect(draftFingerprint(withInstruction)).toBe(draftFingerprint(draft));
    // D86: the receipt's language, chosen on the review, is not what the supervisor approves.
    expect(draftFingerprint({ ...draft, receiptLanguage: 'sw' })).toBe(draftFingerprint(draft));
    // D124: nor how the customer pays: the approval is asked before the send adds it.
    expect(draftFingerprint({ ...draft, paymentMethod: 'cheque' })).toBe(
      draftFingerprint({ ...draft, paymentMethod: undefined }),
    );
    const otherAmount = rtgsDraft({ transfer: { amount: '6000.01' } });
    expect(draftFingerprint({ ...otherAmount, draftId: draft.draftId })).not.toBe(
      draftFingerprint(draft),
    );
  });
});
