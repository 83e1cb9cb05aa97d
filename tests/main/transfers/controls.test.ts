import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../../support/csv';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { ControlThresholds } from '@shared/domain/settings';
import { CLERK, tempDir, transferRows } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation, passwordOf, PEOPLE, type Person } from '../operators/desk-fixture';

const THRESHOLDS: ControlThresholds = {
  approvalAbove: { rtgs: { KES: '5000.00' }, imt: {} },
  reportableFrom: { KES: '1500.00' },
};

/**
 * D42 and D43 in main: a transfer above the admin's threshold leaves only with a supervisor's
 * approval at the clerk's workstation; a refusal ends its draft; reportable transfers and split
 * series are marked for the log, the end of day and the CSV; suspicion flags reach the compliance
 * officer (D79), no longer supervisors.
 */
describe('controls', () => {
  const bank = useFileBank();

  async function workstation(thresholds: ControlThresholds | null = THRESHOLDS) {
    const station = await deskStation(bank);
    const { desk } = station;
    if (thresholds) {
      await desk.signIn('admin');
      const saved = await desk.call('updateSettings', { section: 'controls', value: thresholds });
      if (!saved.ok) throw new Error(saved.error.message);
    }
    await desk.signIn('clerk');
    return station;
  }

  const approver = (person: Person, password = passwordOf(person)) => ({
    operatorId: PEOPLE[person].operatorId,
    password,
  });

  it('changes nothing until an admin sets a threshold, and audits the change with its old and new value', async () => {
    const { desk, services } = await workstation(null);
    const big = rtgsDraft({ transfer: { amount: '90000.00' } });
    expect(await desk.call('checkControls', big)).toEqual({
      ok: true,
      value: { approval: null, refused: null, complianceNote: false },
    });
    expect(await desk.call('sendTransfer', big)).toMatchObject({ ok: true });
    expect(
      await desk.call('updateSettings', { section: 'controls', value: THRESHOLDS }),
    ).toMatchObject({ ok: false, error: { code: 'wrong-role' } });

    await desk.signIn('admin');
    await desk.call('updateSettings', { section: 'controls', value: THRESHOLDS });
    const raised = { ...THRESHOLDS, approvalAbove: { rtgs: { KES: '8000.00' }, imt: {} } };
    await desk.call('updateSettings', { section: 'controls', value: raised });
    const rows = services.journal.audit
      .entries()
      .filter((e) => e.action === 'settings.updated' && e.details.section === 'controls');
    expect(rows.map((e) => [e.operatorId, e.details.previous, e.details.value])).toEqual([
      ['amina.admin', null, THRESHOLDS],
      ['amina.admin', THRESHOLDS, raised],
    ]);
    expect(
      await desk.call('updateSettings', {
        section: 'controls',
        value: { ...THRESHOLDS, reportableFrom: { KES: '15,00' } },
      }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        fields: [{ path: 'reportableFrom.KES', message: expect.stringMatching(/two decimals/) }],
      },
    });
  });

  it('stops a transfer above the threshold until a supervisor approves it at the workstation', async () => {
    const { desk, services, recorder } = await workstation();
    const draft = rtgsDraft({ transfer: { amount: '6000.00' } });
    const check = await desk.call('checkControls', draft);
    expect(check).toEqual({
      ok: true,
      value: {
        approval: { message: expect.stringContaining("needs a supervisor's approval") },
        refused: null,
        // D80: reportable, said to the clerk as a neutral note only; no threshold on the review.
        complianceNote: true,
      },
    });
    expect(JSON.stringify(check)).not.toMatch(/5,?000|1,?500|threshold|reportable/i);
    expect(await desk.call('sendTransfer', draft)).toMatchObject({
      ok: false,
      error: { code: 'needs-approval', message: expect.stringContaining('6,000.00 KES') },
    });
    expect(transferRows(services.journal.path)).toHaveLength(0);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(0);

    const ask = (who: ReturnType<typeof approver>) =>
      desk.call('approveThreshold', { draft, reason: 'Known customer, payroll', approver: who });
    expect(await ask(approver('clerk'))).toMatchObject({
      ok: false,
      error: { code: 'own-approval' },
    });
    expect(await ask(approver('otherClerk'))).toMatchObject({
      ok: false,
      error: { code: 'approver-not-allowed' },
    });
    expect(await ask(approver('supervisor', 'wrong password entirely'))).toMatchObject({
      ok: false,
      error: { code: 'bad-credentials' },
    });
    expect(await desk.call('sendTransfer', draft)).toMatchObject({
      ok: false,
      error: { code: 'needs-approval' },
    });

    expect(await ask(approver('supervisor'))).toMatchObject({
      ok: true,
      value: { purpose: 'amount-threshold', approverId: 'sup-1', requesterId: CLERK },
    });
    expect(desk.operators.current()).toEqual({ operatorId: CLERK, role: 'clerk' });
    const sent = await desk.call('sendTransfer', draft);
    expect(sent).toMatchObject({
      ok: true,
      value: {
        state: 'succeeded',
        approvals: [
          {
            purpose: 'amount-threshold',
            purposeLabel: "Needs a supervisor's approval",
            approverId: 'sup-1',
            approverName: 'Grace Achieng',
            requesterId: CLERK,
            reason: 'Known customer, payroll',
          },
        ],
      },
    });
    const reference = sent.ok ? sent.value.reference : '';
    expect(await desk.call('getReceipt', { reference })).toMatchObject({
      ok: true,
      value: { approvals: [{ approverId: 'sup-1' }] },
    });
    const audit = services.journal.audit.entries();
    expect(audit.find((e) => e.action === 'approval.used')).toMatchObject({
      operatorId: CLERK,
      details: { approver: 'sup-1', reference, threshold: '5000.00', amount: '6000.00' },
    });
    // Used once: another draft above the threshold is stopped again.
    expect(
      await desk.call('sendTransfer', rtgsDraft({ transfer: { amount: '6500.00' } })),
    ).toMatchObject({ ok: false, error: { code: 'needs-approval' } });
    // D81: the same customer's day is above the threshold now, however small the transfer.
    const sameCustomer = rtgsDraft({ transfer: { amount: '4000.00' } });
    expect(await desk.call('sendTransfer', sameCustomer)).toMatchObject({
      ok: false,
      error: { code: 'needs-approval', message: expect.stringContaining('4,000.00 KES') },
    });
    // Below the threshold, another customer from another account needs none, and an approval
    // for it is refused as unneeded.
    const small = rtgsDraft({
      source: { accountNumber: '0011547896531', name: 'Peter Kamau' },
      customer: { documentNumber: '87654321', name: 'Peter Kamau' },
      transfer: { amount: '4000.00' },
    });
    expect(
      await desk.call('approveThreshold', {
        draft: small,
        reason: 'Not needed',
        approver: approver('supervisor'),
      }),
    ).toMatchObject({ ok: false, error: { code: 'no-approval-needed' } });
    expect(await desk.call('sendTransfer', small)).toMatchObject({ ok: true });
  });

  it('ends the draft a supervisor refuses, audited with both operators and the reason', async () => {
    const { desk, services, recorder } = await workstation();
    const draft = rtgsDraft({ transfer: { amount: '7000.00' } });
    const refused = await desk.call('refuseApproval', {
      draft,
      reason: 'Customer could not explain the funds',
      approver: approver('supervisor'),
    });
    expect(refused).toMatchObject({
      ok: true,
      value: { draftId: draft.draftId, approverId: 'sup-1', requesterId: CLERK },
    });
    expect(await desk.call('sendTransfer', draft)).toMatchObject({
      ok: false,
      error: {
        code: 'draft-refused',
        message: expect.stringContaining('Customer could not explain'),
      },
    });
    // Not even another supervisor's approval brings it back.
    expect(
      await desk.call('approveThreshold', {
        draft,
        reason: 'Try again',
        approver: approver('otherSupervisor'),
      }),
    ).toMatchObject({ ok: false, error: { code: 'draft-refused' } });
    expect(await desk.call('checkControls', draft)).toMatchObject({
      ok: true,
      value: { refused: { approverId: 'sup-1', reason: 'Customer could not explain the funds' } },
    });
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(0);
    expect(
      services.journal.audit.entries().find((e) => e.action === 'approval.draft-refused'),
    ).toMatchObject({
      operatorId: 'sup-1',
      details: {
        purpose: 'amount-threshold',
        subject: draft.draftId,
        requester: CLERK,
        reason: 'Customer could not explain the funds',
      },
    });
    // A clerk cannot refuse in a supervisor's name.
    const other = rtgsDraft({ transfer: { amount: '7000.00' } });
    expect(
      await desk.call('refuseApproval', {
        draft: other,
        reason: 'Not this one',
        approver: approver('otherClerk'),
      }),
    ).toMatchObject({ ok: false, error: { code: 'approver-not-allowed' } });
  });

  it('marks reportable transfers and split series for the log, the end of day and the CSV, and notes the one that crosses', async () => {
    const { desk, services } = await workstation();
    const first = await desk.call('sendTransfer', imtDraft({ transfer: { amount: '1000.00' } }));
    expect(first.ok).toBe(true);
    // Another document's transfer joins no series.
    const stranger = imtDraft({
      sender: { documentNumber: '99887766' },
      transfer: { amount: '900.00' },
    });
    expect(await desk.call('sendTransfer', stranger)).toMatchObject({ ok: true });

    const second = imtDraft({
      sender: { documentNumber: '23-456789' },
      transfer: { amount: '600.00' },
    });
    const check = await desk.call('checkControls', second);
    const firstRef = first.ok ? first.value.reference : '';
    // D80: the review is read with the customer: a neutral note, no series, total or threshold.
    expect(check).toEqual({
      ok: true,
      value: { approval: null, refused: null, complianceNote: true },
    });
    expect(
      await desk.call('checkControls', imtDraft({ transfer: { amount: '400.00' } })),
    ).toMatchObject({ ok: true, value: { complianceNote: false } });
    // Another clerk sees the same note, and no reference of a transfer that is not theirs.
    await desk.signIn('otherClerk');
    const theirs = await desk.call('checkControls', { ...second, draftId: randomUUID() });
    expect(theirs).toEqual(check);
    expect(JSON.stringify(theirs)).not.toContain(firstRef);
    await desk.signIn('clerk');
    const sent = await desk.call('sendTransfer', second);
    const secondRef = sent.ok ? sent.value.reference : '';
    const reportable = await desk.call(
      'sendTransfer',
      rtgsDraft({ transfer: { amount: '1500.00' } }),
    );
    const reportableRef = reportable.ok ? reportable.value.reference : '';
    // D80: the clerk's own log, at the counter, neither shows the marks nor filters by them.
    const mine = await desk.call('transferLog', { marked: 'split' });
    const rows = mine.ok ? mine.value.rows : [];
    expect(rows.map((r) => r.reference)).toEqual(expect.arrayContaining([firstRef, secondRef]));
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.split || r.reportable)).toEqual([]);

    await desk.signIn('supervisor');
    const split = await desk.call('transferLog', { marked: 'split' });
    expect(split.ok && split.value.rows.map((r) => [r.reference, r.split, r.reportable])).toEqual([
      [secondRef, true, false],
      [firstRef, true, false],
    ]);
    const marked = await desk.call('transferLog', { marked: 'reportable' });
    expect(marked.ok && marked.value.rows.map((r) => r.reference)).toEqual([reportableRef]);
    const day = await desk.call('endOfDay', { day: '2026-11-24' });
    expect(day.ok && day.value.marked.map((r) => [r.reference, r.reportable, r.split])).toEqual([
      [reportableRef, true, false],
      [secondRef, false, true],
      [firstRef, false, true],
    ]);
    const file = join(tempDir(), 'log.csv');
    const written = await services.csv.exportLog(
      {},
      { operatorId: 'sup-1', role: 'supervisor' },
      file,
    );
    expect(written.ok).toBe(true);
    const [header, ...lines] = parseCsv(readFileSync(file).subarray(3).toString('utf8'));
    const marks = header!.indexOf('Reporting marks');
    expect(marks).toBeGreaterThan(0);
    expect(lines.map((line) => line[0])).toContain(reportableRef);
    // D81: a series names the windows that found it: here every one of them.
    expect(
      lines.filter((line) => line[marks] === 'Split series (24 hours, 7 days, 30 days)'),
    ).toHaveLength(2);
    expect(lines.filter((line) => line[marks] === 'Reportable')).toHaveLength(1);
    const audit = services.journal.audit.entries().filter((e) => e.action === 'controls.marked');
    expect(audit.map((e) => [e.details.mark, e.details.window, e.details.references])).toEqual([
      ['split-24h', '24h', [firstRef, secondRef]],
      ['split-7d', '7d', [firstRef, secondRef]],
      ['split-30d', '30d', [firstRef, secondRef]],
      ['reportable', undefined, [reportableRef]],
    ]);
    expect(audit[0]!.details.series).toMatch(
      /^NationalId:23456789:KE 24h 2026-11-2\dT\S+Z\/2026-11-24T\S+Z$/,
    );
  });

  it('keeps suspicion flags from clerks, supervisors and receipts, and lists them for compliance', async () => {
    const { desk } = await workstation(null);
    const mine = await desk.call('sendTransfer', rtgsDraft());
    const reference = mine.ok ? mine.value.reference : '';
    expect(
      await desk.call('flagSuspicion', { reference, note: 'Customer nervous, cash in new notes' }),
    ).toMatchObject({ ok: true, value: { reference } });
    expect(await desk.call('listSuspicionFlags', {})).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    expect(await desk.call('exportSuspicionFlags', {})).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    const receipt = await desk.call('getReceipt', { reference });
    expect(JSON.stringify(receipt)).not.toContain('nervous');
    const log = await desk.call('transferLog', {});
    expect(JSON.stringify(log)).not.toContain('nervous');

    await desk.signIn('otherClerk');
    expect(await desk.call('flagSuspicion', { reference, note: 'Not mine to flag' })).toMatchObject(
      {
        ok: false,
        error: { code: 'not-found' },
      },
    );

    await desk.signIn('supervisor');
    for (const name of ['listSuspicionFlags', 'exportSuspicionFlags'] as const) {
      expect(await desk.call(name, {})).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    }
    expect(await desk.call('flagSuspicion', { reference, note: '\tbad' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
    await desk.signIn('compliance');
    expect(await desk.call('listSuspicionFlags', { from: '2026-11-24' })).toMatchObject({
      ok: true,
      value: {
        flags: [
          {
            flaggedBy: CLERK,
            note: 'Customer nervous, cash in new notes',
            transfer: { reference },
            review: null,
          },
        ],
      },
    });
    await desk.signIn('admin');
    expect(
      await desk.call('flagSuspicion', { reference, note: 'Admins do not flag' }),
    ).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
  });
});
