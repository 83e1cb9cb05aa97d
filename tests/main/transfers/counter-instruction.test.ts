import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { ControlThresholds } from '@shared/domain/settings';
import { ok } from '@shared/result';
import { TRANSFER_ACTIONS } from '../../../electron/main/journal/transfers-repo';
import { noDesktop } from '../../../electron/main/desktop/desktop';
import type { PrintDocument } from '../../../electron/main/desktop/printer';
import { validateRtgsDraft } from '@shared/schemas/validate';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import { CLERK, recordingFetch, transferRows } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft, withoutInstruction } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { seedTransfer } from '../journal/seed-transfers';
import { deskOn, deskStation, passwordOf, PEOPLE } from '../operators/desk-fixture';

/*
 * D41: the customer's signed instruction travels with the draft, is journaled with the transfer and
 * its audit row, never enters the body sent to the bank, and is in the receipt view the bank's copy
 * prints from. Main sends no new draft without it, whatever the screen.
 */

/** What main answers a new draft without the instruction, for either kind, by any caller. */
const MISSING = {
  code: 'invalid',
  message:
    "Nothing was sent: the customer's signed instruction is missing. Type the number of the customer's signed instruction form and confirm that you checked the customer's ID and signature against it, then send again.",
  text: { key: 'transfer.instruction.missing' },
  fields: [
    {
      path: 'instruction.formNumber',
      message: "Type the number of the customer's signed instruction form.",
    },
    {
      path: 'instruction.idAndSignatureChecked',
      message:
        "Confirm that you checked the customer's ID and signature against the instruction form.",
    },
  ],
};

/** The journal's transfer rows (audited), as the send path and the supervisor desk write them. */
const transferAudit = (entries: { action: string }[]) =>
  entries.filter((entry) => entry.action.startsWith('transfer.'));

describe("the customer's signed instruction", () => {
  const bank = useFileBank();

  it('is journaled with the transfer and its reservation audit row, outside the body', async () => {
    const station = await bank.station();
    expect((await station.services.purposes.list()).ok).toBe(true);
    const draft = {
      ...rtgsDraft(),
      instruction: { formNumber: 'IF-2026/0042', idAndSignatureChecked: true as const },
    };
    const sent = await station.services.transfers.send(draft, CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value).toMatchObject({
      instructionFormNumber: 'IF-2026/0042',
      idAndSignatureChecked: true,
    });
    expect(transferRows(station.services.journal.path)).toHaveLength(1);
    const [record] = station.services.journal.transfers.inState(sent.value.state);
    expect(record).toMatchObject({
      instructionFormNumber: 'IF-2026/0042',
      idAndSignatureChecked: true,
    });
    expect(record!.body).not.toContain('IF-2026/0042');
    const reserved = station.services.journal.audit
      .entries()
      .find((entry) => entry.action === TRANSFER_ACTIONS.reserved);
    expect(reserved?.details).toMatchObject({
      instructionFormNumber: 'IF-2026/0042',
      idAndSignatureChecked: true,
    });
  });

  it('is refused by the draft schema main runs when the number is unreadable or the check is not given', () => {
    const refused = validateRtgsDraft(DEFAULT_TRANSFER_RULES, {
      ...rtgsDraft(),
      instruction: { formNumber: 'no spaces allowed', idAndSignatureChecked: false },
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.fields.map((f) => f.path).sort()).toEqual([
      'instruction.formNumber',
      'instruction.idAndSignatureChecked',
    ]);
  });
});

describe('a send without the customer’s signed instruction', () => {
  const bank = useFileBank();

  it('is refused by the transfer service itself, reserving no reference and journaling nothing', async () => {
    const { services, store, recorder } = await deskStation(bank);
    const first = await services.transfers.send(rtgsDraft(), CLERK);
    if (!first.ok) throw new Error(first.error.message);
    const mark = await store.readHighWater();
    const audited = services.journal.audit.entries().length;
    const stages: string[] = [];
    services.onSendProgress((progress) => stages.push(progress.stage));

    const unsigned = withoutInstruction(rtgsDraft({ transfer: { amount: '1200.00' } }));
    expect(await services.transfers.send(unsigned, CLERK)).toEqual({ ok: false, error: MISSING });
    // Nothing of it anywhere: no row, no audit row, no progress, no request to the bank, and the
    // keychain's mark of the last reference issued (what makes a reference used) has not moved.
    expect(transferRows(services.journal.path)).toHaveLength(1);
    expect(services.journal.audit.entries()).toHaveLength(audited);
    expect(stages).toEqual([]);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
    expect(await store.readHighWater()).toBe(mark);

    // The same draft, once the clerk has typed the instruction, goes with the very next reference.
    const signed = await services.transfers.send(
      { ...unsigned, instruction: { formNumber: 'IF-2026/0043', idAndSignatureChecked: true } },
      CLERK,
    );
    if (!signed.ok) throw new Error(signed.error.message);
    expect(signed.value).toMatchObject({
      state: 'succeeded',
      instructionFormNumber: 'IF-2026/0043',
    });
    expect(Number(signed.value.reference.slice(2))).toBe(
      Number(first.value.reference.slice(2)) + 1,
    );
  });

  it('is refused through the IPC the window calls, for either kind, even with the key left empty', async () => {
    const { services, desk, recorder } = await deskStation(bank);
    await desk.signIn('clerk');
    for (const draft of [
      withoutInstruction(imtDraft()),
      withoutInstruction(rtgsDraft()),
      { ...rtgsDraft(), instruction: undefined },
    ]) {
      expect(await desk.call('sendTransfer', draft)).toEqual({ ok: false, error: MISSING });
    }
    expect(transferRows(services.journal.path)).toEqual([]);
    expect(transferAudit(services.journal.audit.entries())).toEqual([]);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(0);
    expect(recorder.to(SERVICE_PATHS.imt)).toHaveLength(0);
  });

  it('with a bad instruction is refused at the field, sending nothing', async () => {
    const { services, desk } = await deskStation(bank);
    await desk.signIn('clerk');
    const draft = rtgsDraft();
    const refusedAt = async (instruction: unknown) => {
      const answer = await desk.call('sendTransfer', { ...draft, instruction });
      expect(answer.ok).toBe(false);
      if (answer.ok) return [];
      expect(answer.error.code).toBe('invalid-request');
      return (answer.error.fields ?? []).map((f) => [f.path, f.message]);
    };
    expect(await refusedAt({ formNumber: '', idAndSignatureChecked: true })).toEqual([
      ['instruction.formNumber', "Type the number of the customer's signed instruction form."],
    ]);
    expect(await refusedAt({ formNumber: 'IF 2026 42', idAndSignatureChecked: true })).toEqual([
      [
        'instruction.formNumber',
        'Instruction form number must be 1 to 30 letters or digits, with - or / between them, as printed on the form.',
      ],
    ]);
    for (const checked of [false, 'yes', undefined]) {
      expect(
        await refusedAt({ formNumber: 'IF-2026/0042', idAndSignatureChecked: checked }),
      ).toEqual([
        [
          'instruction.idAndSignatureChecked',
          "Confirm that you checked the customer's ID and signature against the instruction form.",
        ],
      ]);
    }
    // The service refuses a direct caller the same, in its own code.
    const direct = await services.transfers.send(
      { ...draft, instruction: { formNumber: 'IF-2026/0042', idAndSignatureChecked: false } },
      CLERK,
    );
    expect(direct).toMatchObject({
      ok: false,
      error: { code: 'invalid', fields: [{ path: 'instruction.idAndSignatureChecked' }] },
    });
    expect(transferRows(services.journal.path)).toEqual([]);
    expect(transferAudit(services.journal.audit.entries())).toEqual([]);
  });
});

describe('the checks the review makes before the instruction is typed', () => {
  const bank = useFileBank();

  const THRESHOLDS: ControlThresholds = {
    approvalAbove: { rtgs: { KES: '5000.00' }, imt: {} },
    reportableFrom: { KES: '1500.00' },
  };

  it('accept the draft without it, and the approval given then lets it go once it is typed', async () => {
    const { services, desk } = await deskStation(bank);
    await desk.signIn('admin');
    const saved = await desk.call('updateSettings', { section: 'controls', value: THRESHOLDS });
    if (!saved.ok) throw new Error(saved.error.message);
    await desk.signIn('clerk');

    const typed = rtgsDraft({ transfer: { amount: '6000.00' } });
    const reviewed = withoutInstruction(typed);
    expect(await desk.call('checkDuplicates', reviewed)).toEqual({
      ok: true,
      value: { matches: [], message: null },
    });
    expect(await desk.call('checkControls', reviewed)).toMatchObject({
      ok: true,
      value: { approval: { message: expect.stringContaining('6,000.00 KES') }, refused: null },
    });
    const approval = await desk.call('approveThreshold', {
      draft: reviewed,
      reason: 'Known customer, payroll',
      approver: { operatorId: PEOPLE.supervisor.operatorId, password: passwordOf('supervisor') },
    });
    expect(approval).toMatchObject({ ok: true, value: { purpose: 'amount-threshold' } });

    // The send asks for the instruction; the approval is not used by the refusal.
    expect(await desk.call('sendTransfer', reviewed)).toEqual({ ok: false, error: MISSING });
    expect(transferRows(services.journal.path)).toEqual([]);
    const sent = await desk.call('sendTransfer', typed);
    expect(sent).toMatchObject({
      ok: true,
      value: {
        state: 'succeeded',
        instructionFormNumber: typed.instruction!.formNumber,
        approvals: [{ purpose: 'amount-threshold', approverId: 'sup-1' }],
      },
    });
  });
});

describe('a repeat of a draft already sent', () => {
  const bank = useFileBank();

  it('answers with its receipt whether or not the repeat carries the instruction, sending nothing more', async () => {
    const { services, desk, recorder } = await deskStation(bank);
    await desk.signIn('clerk');
    // The bank is slow, so the first repeat arrives while the send is in flight.
    bank.sandbox.setFault({ route: 'rtgs', fault: 'latency', ms: 150, times: 1 });
    const draft = rtgsDraft();
    const [first, meanwhile] = await Promise.all([
      desk.call('sendTransfer', draft),
      desk.call('sendTransfer', withoutInstruction(draft)),
    ]);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value).toMatchObject({
      state: 'succeeded',
      instructionFormNumber: draft.instruction!.formNumber,
    });
    expect(meanwhile).toEqual(first);
    expect(await desk.call('sendTransfer', withoutInstruction(draft))).toEqual(first);
    expect(await desk.call('sendTransfer', draft)).toEqual(first);

    expect(transferRows(services.journal.path)).toEqual([
      expect.objectContaining({ draft_id: draft.draftId, reference: first.value.reference }),
    ]);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
    expect(
      services.journal.audit.entries().filter((e) => e.action === TRANSFER_ACTIONS.reserved),
    ).toHaveLength(1);
  });
});

describe('a transfer an earlier version journaled without the instruction', () => {
  const bank = useFileBank();

  it('is still read, listed and printed, "Not recorded" on the bank’s copy', async () => {
    const printed: PrintDocument[] = [];
    const recorder = recordingFetch();
    bank.teardown.add(() => recorder.close());
    const station = await bank.station({
      services: {
        http: () => recorder.fetch,
        desktop: {
          ...noDesktop(),
          printer: {
            print: async (document) => {
              printed.push(document);
              return ok(null);
            },
            pdf: () => Promise.reject(new Error('not asked for a PDF')),
          },
        },
      },
    });
    const { services } = station;
    const earlier = seedTransfer(services.journal, { instructionFormNumber: null });
    const desk = await deskOn(services, bank.clock.read);
    await desk.signIn('clerk');

    expect(await desk.call('getReceipt', { reference: earlier.reference })).toMatchObject({
      ok: true,
      value: { reference: earlier.reference, instructionFormNumber: null },
    });
    const log = await desk.call('transferLog', {});
    expect(log.ok && log.value.rows.map((row) => row.reference)).toEqual([earlier.reference]);
    expect(
      await desk.call('printReceipt', { reference: earlier.reference, output: 'printer' }),
    ).toMatchObject({ ok: true, value: { copyNumber: 0 } });
    const html = printed[0]?.html ?? '';
    const bankCopy = html.split('<section class="copy">')[2] ?? '';
    expect(bankCopy).toContain('Bank&#39;s copy');
    expect(bankCopy).toMatch(/Instruction form number[\s\S]*?Not recorded/);
  });

  it('whose outcome is unknown is re-sent by a supervisor under its reference, as before', async () => {
    const { services, desk } = await deskStation(bank);
    // Journaled, sent, and the answer lost: the attempt started, the app stopped.
    const lost = seedTransfer(services.journal, {
      instructionFormNumber: null,
      state: 'sending',
      at: new Date(bank.clock.now).toISOString(),
    });
    services.journal.transfers.startAttempt(lost.id, new Date(bank.clock.now).toISOString());
    const unknown = services.journal.transfers.settleInterrupted(
      lost.id,
      new Date(bank.clock.now).toISOString(),
    );
    expect(unknown.state).toBe('unknown');

    await desk.signIn('supervisor');
    const resent = await desk.call('resendTransfer', {
      reference: lost.reference,
      note: 'Bank confirms reference unknown to them',
    });
    expect(resent).toMatchObject({
      ok: true,
      value: {
        receipt: { reference: lost.reference, state: 'succeeded', instructionFormNumber: null },
      },
    });
    expect(bank.sandbox.transaction(lost.reference)).toMatchObject({ processedCount: 1 });
    expect(services.journal.transfers.get(lost.id)).toMatchObject({
      body: lost.body,
      instructionFormNumber: null,
    });
  });
});
