import type { VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ControlsCheck } from '@shared/domain/controls';
import type { RepeatCheck, RepeatCheckRequest, RepeatGround } from '@shared/domain/repeats';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { REPEAT_MESSAGES } from '@shared/schemas/draft-groups';
import { createFakeRemitDesk, type FakeRemitDesk } from './fake-remit-desk';
import { click, fill, INSTRUCTION, text, VALID_RTGS } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D46 on the review: a transfer that repeats one that may have moved money (main says which), or
 * that gives an instruction form number already used, stops there naming each earlier transfer
 * with its time and state, and goes only with the clerk's confirmation that the customer asked for
 * a second transfer, typed as a reason. And on the same screen: one name for
 * the supervisor's action, and no threshold on a screen the customer may see.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const EARLIER = '100282816001';
const FORM_USED = 'IF-2026/0102';
const MESSAGE =
  "The same customer already sent this amount and currency to this recipient today (since 00:00 EAT). Send it only if the customer asks for a second transfer: type the customer's reason, then confirm.";

function repeatOf(grounds: RepeatGround[], waiting = false): RepeatCheck {
  return {
    matches: [
      {
        reference: EARLIER,
        state: waiting ? 'unknown' : 'succeeded',
        stateLabel: waiting
          ? 'Outcome unknown: a supervisor must confirm with the bank'
          : 'Sent: accepted by the service',
        createdAt: '2026-11-23T07:02:00.000Z',
        grounds,
        waiting,
      },
    ],
    message: MESSAGE,
    window: 'today (since 00:00 EAT)',
    formNumberUsed: null,
  };
}

const NOTHING: RepeatCheck = {
  matches: [],
  message: null,
  window: 'today (since 00:00 EAT)',
  formNumberUsed: null,
};
const FORM_USED_MESSAGE = `Instruction form ${FORM_USED} was already used for transfer ${EARLIER} (2026-11-23 10:02 EAT, sent: accepted by the service). A form is used once: ask the customer to fill in and sign a new one, and type its number.`;

async function onReview(fake: FakeRemitDesk = createFakeRemitDesk()) {
  fake.signInAs('clerk1');
  const mounted = await mountApp(fake, { path: '/send/rtgs' });
  await fill(mounted.wrapper, VALID_RTGS);
  await click(mounted.wrapper, 'rtgs-form');
  return { fake, ...mounted };
}

/** Main's answer to the review's controls check: nothing needed but what a test names. */
function controlsSay(needs: Partial<ControlsCheck>) {
  return async () => ({
    ok: true as const,
    value: { approval: null, refused: null, complianceNote: false, ...needs },
  });
}

/** The customer's signed instruction typed on the review, the check ticked, cash chosen (D124). */
async function typeInstruction(wrapper: VueWrapper, formNumber: string): Promise<void> {
  await fill(wrapper, { 'instruction-number': formNumber });
  await wrapper.find('[data-testid="instruction-checked"]').setValue(true);
  await wrapper.find('[data-testid="payment-method"]').setValue('cash');
}

const sent = (fake: FakeRemitDesk) => fake.callsOf('sendTransfer') as TransferDraft[];

describe('the review of a transfer that repeats an earlier one', () => {
  it('stops, naming the earlier transfer, its time and state, and goes only with the reason', async () => {
    const fake = createFakeRemitDesk();
    fake.override('checkRepeats', async () => ({ ok: true, value: repeatOf(['details']) }));
    const { wrapper, router } = await onReview(fake);

    expect(text(wrapper, 'repeat-message')).toBe(MESSAGE);
    expect(text(wrapper, 'earlier-transfer')).toBe(
      `${EARLIER} · 2026-11-23 10:02 EAT · Sent: accepted by the service (same customer, recipient, amount and currency)`,
    );
    // Confirm without the customer's reason: nothing goes, the reason is asked for where it is.
    await click(wrapper, 'confirm-send');
    expect(sent(fake)).toEqual([]);
    expect(wrapper.find('#repeat-reason-error').text()).toBe(REPEAT_MESSAGES.reasonMissing);
    expect(document.activeElement?.id).toBe('repeat-reason');

    await fill(wrapper, { 'repeat-reason': 'Second school fees payment, for her brother' });
    expect(wrapper.find('#repeat-reason-error').text()).toBe('');
    await click(wrapper, 'confirm-send');
    expect(sent(fake)).toHaveLength(1);
    expect(sent(fake)[0]).toMatchObject({
      instruction: INSTRUCTION,
      repeat: { reason: 'Second school fees payment, for her brother', earlier: [EARLIER] },
    });
    expect(router.currentRoute.value.name).toBe('receipt');
  });

  it('names an earlier transfer held for screening as not sent yet, never why (D148)', async () => {
    const fake = createFakeRemitDesk();
    const held = repeatOf(['details']);
    held.matches[0] = {
      ...held.matches[0]!,
      state: 'held',
      stateLabel: 'Not sent yet: no money has moved',
    };
    fake.override('checkRepeats', async () => ({ ok: true, value: held }));
    const { wrapper } = await onReview(fake);
    expect(text(wrapper, 'earlier-transfer')).toBe(
      `${EARLIER} · 2026-11-23 10:02 EAT · Not sent yet: no money has moved (same customer, recipient, amount and currency)`,
    );
    expect(wrapper.find('.review').text()).not.toMatch(/compliance|held|screen|sanction/i);
  });

  it('sends no confirmation when the transfer repeats nothing', async () => {
    const { wrapper, fake } = await onReview();
    expect(wrapper.find('[data-testid="control-repeat"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="review-controls"]').attributes('data-checks')).toBe('done');
    await click(wrapper, 'confirm-send');
    expect(sent(fake)).toHaveLength(1);
    expect(sent(fake)[0]!.repeat).toBeUndefined();
  });

  it('checks the instruction form number as typed, and refuses a number used before (D80)', async () => {
    const fake = createFakeRemitDesk();
    fake.override('checkRepeats', async (request: RepeatCheckRequest) => ({
      ok: true,
      value:
        request.formNumber === FORM_USED
          ? { ...NOTHING, formNumberUsed: FORM_USED_MESSAGE }
          : NOTHING,
    }));
    const { wrapper } = await onReview(fake);
    expect(text(wrapper, 'instruction-number-error')).toBe('');

    await typeInstruction(wrapper, FORM_USED);
    // Confirm at once, before the check of the typed number had its moment: it waits for it.
    await click(wrapper, 'confirm-send');
    expect(sent(fake)).toEqual([]);
    expect(fake.callsOf('checkRepeats')).toContainEqual(
      expect.objectContaining({ formNumber: FORM_USED }),
    );
    // Said at the number, which has the focus; no reason lets it go.
    expect(text(wrapper, 'instruction-number-error')).toBe(FORM_USED_MESSAGE);
    expect(document.activeElement?.id).toBe('instruction-number');
    expect(wrapper.find('[data-testid="control-repeat"]').exists()).toBe(false);

    await fill(wrapper, { 'instruction-number': 'IF-2026/0103' });
    await click(wrapper, 'confirm-send');
    expect(sent(fake)[0]).toMatchObject({ instruction: { formNumber: 'IF-2026/0103' } });
    expect(sent(fake)[0]!.repeat).toBeUndefined();
  });

  it("shows main's refusal of an unconfirmed repeat as the same stop, checked again", async () => {
    const fake = createFakeRemitDesk();
    let recorded = false;
    fake.override('checkRepeats', async () => ({
      ok: true,
      value: recorded ? repeatOf(['details']) : NOTHING,
    }));
    fake.override('sendTransfer', async () => {
      // Another transfer with the same details was recorded after the review opened.
      recorded = true;
      return {
        ok: false,
        error: {
          code: 'repeat-unconfirmed',
          message: `Nothing was sent: this transfer repeats transfer ${EARLIER}.`,
        },
      };
    });
    const { wrapper } = await onReview(fake);
    await click(wrapper, 'confirm-send');
    await settle();
    expect(text(wrapper, 'earlier-transfer')).toContain(EARLIER);
    expect(wrapper.find('[data-testid="repeat-reason"]').exists()).toBe(true);
    // Shown once, in the stop: not again as a bare error under the review.
    expect(wrapper.find('[data-testid="send-error"]').exists()).toBe(false);
  });

  it('leaves a waiting repeat to the supervisor, whose approval answers for the whole stop', async () => {
    const fake = createFakeRemitDesk();
    fake.override('checkRepeats', async () => ({ ok: true, value: repeatOf(['details'], true) }));
    fake.override('checkDuplicates', async () => ({
      ok: true,
      value: {
        matches: [
          {
            reference: EARLIER,
            state: 'unknown',
            stateLabel: 'Outcome unknown: a supervisor must confirm with the bank',
            createdAt: '2026-11-23T07:02:00.000Z',
            operatorId: 'clerk1',
          },
        ],
        message: `This transfer repeats transfer ${EARLIER} of the last 7 days.`,
      },
    }));
    const { wrapper } = await onReview(fake);
    expect(wrapper.find('[data-testid="control-duplicate"]').exists()).toBe(true);
    expect(wrapper.find('[data-testid="control-repeat"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="repeat-reason"]').exists()).toBe(false);
    expect(wrapper.findAll('[data-testid="earlier-transfer"]')).toHaveLength(1);
    expect(wrapper.find('[data-testid="confirm-send"]').exists()).toBe(false);

    // The supervisor approves: the transfer goes at once, no reason asked of the clerk as well.
    fake.override('approveDuplicate', async ({ draft, reason }) => ({
      ok: true,
      value: {
        approvalId: 'a-1',
        purpose: 'duplicate-transfer',
        draftId: draft.draftId,
        approverId: 'super1',
        approverName: 'Grace Achieng',
        requesterId: 'clerk1',
        reason,
        grantedAt: '2026-11-23T08:15:00.000Z',
        expiresAt: '2026-11-23T08:17:00.000Z',
      },
    }));
    await typeInstruction(wrapper, INSTRUCTION.formNumber);
    await click(wrapper, 'ask-supervisor-duplicate');
    // D73: the repeat's dialog names the transfer too, as the review's headline does.
    expect(text(wrapper, 'supervisor-approval-subject')).toBe(
      `You approve: ${text(wrapper, 'review-headline')}`,
    );
    await fill(wrapper, {
      'approver-id': 'super1',
      'approver-password': 'the supervisor types it',
      'approval-reason': 'The bank confirms the first never arrived',
    });
    await click(wrapper, 'approval-approve');
    expect(sent(fake)).toHaveLength(1);
    expect(sent(fake)[0]!.repeat).toBeUndefined();
    expect(wrapper.find('[data-testid="repeat-reason"]').exists()).toBe(false);
  });
});

describe("the review's supervisor action", () => {
  it('has one name, and tells no threshold amount', async () => {
    const fake = createFakeRemitDesk();
    fake.override(
      'checkControls',
      controlsSay({
        approval: {
          message:
            "At 1,000.00 KES, an RTGS transfer needs a supervisor's approval. Nothing was sent. Ask a supervisor to come to this workstation and approve it with their own id and password.",
        },
      }),
    );
    const { wrapper } = await onReview(fake);
    expect(text(wrapper, 'ask-supervisor')).toBe('Ask a supervisor');
    expect(text(wrapper, 'ask-supervisor-bar')).toBe('Ask a supervisor');
    expect(wrapper.text()).not.toContain('Supervisor approval');

    await typeInstruction(wrapper, INSTRUCTION.formNumber);
    await click(wrapper, 'ask-supervisor');
    const dialog = wrapper.find('[data-testid="supervisor-approval"]');
    expect(dialog.text()).toContain('Ask a supervisor');
    expect(dialog.text()).toContain("1,000.00 KES needs a supervisor's approval");
    expect(wrapper.text()).not.toMatch(/threshold/i);
    // D73: the supervisor reads first what they approve: amount, currency and recipient.
    const headline = text(wrapper, 'review-headline');
    expect(headline).toMatch(/^Send 1,000\.00 KES to .+, account \d+ at .+\.$/);
    expect(text(wrapper, 'supervisor-approval-subject')).toBe(`You approve: ${headline}`);
  });

  it("while the branch's desks have it, calls one to the window instead, and asks nothing more", async () => {
    const fake = createFakeRemitDesk();
    fake.override('checkControls', controlsSay({ approval: { message: 'Ask a supervisor.' } }));
    // D125: an enrolled workstation; the desks have the request until a decision comes.
    fake.override('askDeskApproval', async () => ({
      ok: true,
      value: { requestId: 'r-1', expiresAt: '2026-11-24T08:15:00.000Z' },
    }));
    fake.override('deskApprovalStatus', async () => ({
      ok: true,
      value: { state: 'waiting', expiresAt: '2026-11-24T08:15:00.000Z' },
    }));
    const { wrapper } = await onReview(fake);
    const panel = () => text(wrapper, 'control-needs-approval');
    expect(panel()).toContain('Fill in');
    await typeInstruction(wrapper, INSTRUCTION.formNumber);
    await click(wrapper, 'ask-supervisor');
    expect(wrapper.find('[data-testid="desk-approval-waiting"]').exists()).toBe(true);
    // The instruction was filled in before the ask: the panel no longer asks for it.
    expect(panel()).not.toContain('Fill in');
    expect(text(wrapper, 'ask-supervisor-bar')).toBe('Ask a supervisor here instead');
    // The review asks head office every 1.5 s while it waits: stop it with the test.
    wrapper.unmount();
  });
});

describe("the supervisor's dialog for an approval the amount or a day's total asks for (D81)", () => {
  const GROUNDS = {
    currency: 'KES',
    day: '2026-11-23',
    timeZone: 'Africa/Nairobi',
    grounds: [
      {
        rule: 'customer' as const,
        total: '1800000.00',
        earlier: [
          {
            reference: EARLIER,
            createdAt: '2026-11-23T07:02:00.000Z',
            amount: '900000.00',
            state: 'succeeded' as const,
            stateLabel: 'Sent: accepted by the service',
          },
        ],
      },
    ],
  };
  const APPROVER = { operatorId: 'super1', password: 'the supervisor types it' };

  async function askedForApproval() {
    const fake = createFakeRemitDesk();
    fake.override(
      'checkControls',
      controlsSay({
        approval: { message: "At 1,000.00 KES, an RTGS transfer needs a supervisor's approval." },
      }),
    );
    const mounted = await onReview(fake);
    await typeInstruction(mounted.wrapper, INSTRUCTION.formNumber);
    await click(mounted.wrapper, 'ask-supervisor');
    return mounted;
  }

  it('names an earlier held transfer as the customer reads it, on the counter’s screen (D148)', async () => {
    const { fake, wrapper } = await askedForApproval();
    const held = structuredClone(GROUNDS);
    held.grounds[0]!.earlier[0]!.state = 'held' as never;
    fake.override('thresholdGrounds', async () => ({ ok: true, value: held }));
    await fill(wrapper, {
      'approver-id': APPROVER.operatorId,
      'approver-password': APPROVER.password,
    });
    await click(wrapper, 'approval-show-why');
    await settle();
    const why = text(wrapper, 'approval-grounds');
    expect(why).toContain(
      `${EARLIER} · 10:02 EAT · 900,000.00 KES · Not sent yet: no money has moved`,
    );
    expect(why).not.toMatch(/compliance/i);
  });

  it('asks the id and password first, and shows why only with main’s answer to them', async () => {
    const { fake, wrapper } = await askedForApproval();
    const dialog = () => wrapper.find('[data-testid="supervisor-approval"]');
    // Before main has checked them: no reason, no decision, nothing of why.
    expect(dialog().find('[data-testid="approval-reason"]').exists()).toBe(false);
    expect(dialog().find('[data-testid="approval-approve"]').exists()).toBe(false);
    expect(dialog().text()).not.toContain(EARLIER);
    fake.override('thresholdGrounds', async () => ({ ok: true, value: structuredClone(GROUNDS) }));
    await fill(wrapper, {
      'approver-id': ` ${APPROVER.operatorId} `,
      'approver-password': APPROVER.password,
    });
    await click(wrapper, 'approval-show-why');
    await settle();
    expect(fake.callsOf('thresholdGrounds')).toEqual([
      { draft: expect.objectContaining({ kind: 'rtgs' }), approver: APPROVER },
    ]);
    const why = text(wrapper, 'approval-grounds');
    expect(why).toContain('1,800,000.00 KES');
    expect(why).toContain(EARLIER);
    expect(why).toContain('10:02 EAT');
    expect(why).toContain('900,000.00 KES');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('approval-grounds');
    // The id and password stay out of sight; the reason and the decision come now.
    expect(dialog().find('[data-testid="approver-password"]').isVisible()).toBe(false);
    fake.override('approveThreshold', async (request) => ({
      ok: true,
      value: {
        approvalId: 'a-2',
        purpose: 'amount-threshold',
        draftId: request.draft.draftId,
        approverId: 'super1',
        approverName: 'Grace Achieng',
        requesterId: 'clerk1',
        reason: request.reason,
        grantedAt: '2026-11-23T08:15:00.000Z',
        expiresAt: '2026-11-23T08:17:00.000Z',
      },
    }));
    await fill(wrapper, { 'approval-reason': 'Customer known, salary' });
    await click(wrapper, 'approval-approve');
    expect(fake.callsOf('approveThreshold')).toEqual([
      expect.objectContaining({ approver: APPROVER, reason: 'Customer known, salary' }),
    ]);
    expect(sent(fake)).toHaveLength(1);
  });

  it('stays at the id and password when main refuses them, the password cleared', async () => {
    const { fake, wrapper } = await askedForApproval();
    fake.refuse('thresholdGrounds', {
      code: 'bad-credentials',
      message: 'The operator id or the password is wrong.',
    });
    await fill(wrapper, { 'approver-id': APPROVER.operatorId, 'approver-password': 'wrong' });
    await click(wrapper, 'approval-show-why');
    await settle();
    expect(text(wrapper, 'supervisor-approval-error')).toBe(
      'The operator id or the password is wrong.',
    );
    expect(wrapper.find('[data-testid="approval-grounds"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="approval-reason"]').exists()).toBe(false);
    const password = wrapper.find('[data-testid="approver-password"]').element as HTMLInputElement;
    expect(password.value).toBe('');
    // Nothing typed: said at the fields, and main is not asked.
    await fill(wrapper, { 'approver-id': '' });
    await click(wrapper, 'approval-show-why');
    await settle();
    expect(fake.callsOf('thresholdGrounds')).toHaveLength(1);
  });
});

describe('signing out after a refusal', () => {
  it('does not ask to send first a transfer that can no longer be sent', async () => {
    const fake = createFakeRemitDesk();
    fake.override(
      'checkControls',
      controlsSay({
        refused: {
          reason: 'Could not explain the funds',
          approverId: 'super1',
          message: 'Grace Achieng (super1), a supervisor, refused this transfer.',
        },
      }),
    );
    const { wrapper, router } = await onReview(fake);
    expect(wrapper.find('[data-testid="control-refused"]').exists()).toBe(true);
    await click(wrapper, 'sign-out');
    expect(wrapper.find('[data-testid="sign-out-confirm"]').exists()).toBe(false);
    expect(router.currentRoute.value.name).toBe('sign-in');
  });

  it('does not ask after the bank refused the transfer sent', async () => {
    const fake = createFakeRemitDesk();
    fake.state.nextState = 'rejected';
    const { wrapper, router } = await onReview(fake);
    await click(wrapper, 'confirm-send');
    expect(router.currentRoute.value.name).toBe('receipt');
    await click(wrapper, 'sign-out');
    expect(wrapper.find('[data-testid="sign-out-confirm"]').exists()).toBe(false);
    expect(router.currentRoute.value.name).toBe('sign-in');
  });
});
