import { afterEach, describe, expect, it } from 'vitest';
import type { RtgsDraft } from '@shared/domain/transfer-drafts';
import { RTGS_LABELS } from '@shared/schemas/field-labels';
import { emptyCustomer } from '@shared/schemas/customer-schemas';
import { tidyDraft } from '@shared/schemas/tidy-draft';
import { validateRtgsDraft } from '@shared/schemas/validate';
import { DRAFT_ID_PATTERN } from '@shared/schemas/field-rules';
import { createFakeRemitDesk, receiptFor } from './fake-remit-desk';
import type { FakeRemitDesk } from './fake-remit-desk';
import { click, deferred, fieldError, fill, KISUMU_TILL, text, VALID_RTGS } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

const MONDAY_1115_NAIROBI = Date.parse('2026-11-23T08:15:00Z');
const SATURDAY_1000_NAIROBI = Date.parse('2026-11-21T07:00:00Z');

async function openRtgs(fake: FakeRemitDesk = createFakeRemitDesk(), clock = MONDAY_1115_NAIROBI) {
  fake.signInAs('clerk1');
  const mounted = await mountApp(fake, { path: '/send/rtgs', clock: () => clock });
  return { fake, ...mounted };
}

function rulesOf(fake: FakeRemitDesk) {
  return {
    ...fake.state.formRules.rules,
    purposeCodes: fake.state.purposes.purposes.map((p) => p.code),
  };
}

/** The first message the shared schema gives for each path of `draft`. */
function schemaMessages(fake: FakeRemitDesk, draft: unknown): Map<string, string> {
  const result = validateRtgsDraft(rulesOf(fake), tidyDraft(draft));
  const messages = new Map<string, string>();
  if (!result.ok)
    for (const f of result.error.fields) if (!messages.has(f.path)) messages.set(f.path, f.message);
  return messages;
}

/** The fields the picked branch account fills in (RtgsTransferForm.vue). */
const FILLED_BY_ACCOUNT = new Set([
  'source.countryCode',
  'source.currency',
  'source.name',
  'destination.countryCode',
  'transfer.currencyCode',
]);

function emptyDraft(draftId: string): RtgsDraft {
  return {
    kind: 'rtgs',
    draftId,
    source: { countryCode: '', currency: '', name: '', accountNumber: '' },
    destination: { countryCode: '', name: '', bankCode: '', accountNumber: '' },
    transfer: { amount: '', currencyCode: '', description: '', purposeOfPaymentCode: '' },
    customer: emptyCustomer('rtgs'),
  };
}

describe('the RTGS send form', () => {
  it('labels every field with the shared labels, bound to its control', async () => {
    const { wrapper } = await openRtgs();
    for (const [path, label] of [
      ['destination.name', RTGS_LABELS.destination.name],
      ['destination.bankCode', RTGS_LABELS.destination.bankCode],
      ['transfer.amount', RTGS_LABELS.transfer.amount],
      ['transfer.purposeOfPaymentCode', RTGS_LABELS.transfer.purposeOfPaymentCode],
    ] as const) {
      const control = wrapper.find(`[data-testid="${path}"]`);
      const labelEl = wrapper.find(`label[for="${control.attributes('id')}"]`);
      expect(labelEl.text()).toBe(label);
      expect(control.attributes('aria-describedby')).toContain(`${control.attributes('id')}-error`);
    }
  });

  it('refuses an empty form with the shared schema messages, field by field', async () => {
    const { wrapper, fake } = await openRtgs();
    await click(wrapper, 'rtgs-form');
    const expected = schemaMessages(fake, emptyDraft('00000000-0000-4000-8000-000000000000'));
    expect(expected.size).toBeGreaterThan(5);
    // What the picked account fills in is no field of the clerk's: its message is the picker's.
    for (const [path, message] of expected) {
      expect(fieldError(wrapper, path), path).toBe(FILLED_BY_ACCOUNT.has(path) ? '' : message);
    }
    expect(fieldError(wrapper, 'source.accountNumber')).toBe(expected.get('source.accountNumber'));
    const summary = wrapper.find('[data-testid="error-summary"]');
    expect(summary.text()).toContain(expected.get('source.accountNumber'));
    expect(summary.text()).not.toContain("Sender's name is required.");
    // One line per field the clerk can edit, each taking the focus to a field that takes it.
    const lines = summary.findAll('li');
    expect(lines).toHaveLength(
      [...expected.keys()].filter((p) => !FILLED_BY_ACCOUNT.has(p)).length,
    );
    expect(fake.callsOf('sendTransfer')).toEqual([]);
    expect(wrapper.find('#review-title').exists()).toBe(false);

    // Picking the account answers every message the picker carried.
    await fill(wrapper, { 'source-account': VALID_RTGS['source-account'] });
    expect(fieldError(wrapper, 'source.accountNumber')).toBe('');
  });

  it("shows main's word on a field the account fills in at the account picker, until another is picked", async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('sendTransfer', {
      code: 'invalid',
      message: 'One field needs correcting.',
      fields: [{ path: 'source.name', message: "Sender's name does not match the account." }],
    });
    const { wrapper } = await openRtgs(fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    expect(fieldError(wrapper, 'source.name')).toBe('');
    expect(fieldError(wrapper, 'source.accountNumber')).toBe(
      "Sender's name does not match the account.",
    );
    await wrapper.find('[data-testid="error-summary"] button').trigger('click');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('source-account');
    await fill(wrapper, { 'source-account': KISUMU_TILL });
    expect(fieldError(wrapper, 'source.accountNumber')).toBe('');
  });

  it.each([
    [
      'transfer.amount',
      '1.000,50',
      'Amount must be typed in figures, for example 2,500 or 2,500.50.',
    ],
    [
      'transfer.amount',
      '2,000,000',
      'Amount 2,000,000.00 KES is above the RTGS maximum of 1,000,000.00 KES set by your admin.',
    ],
    [
      'destination.accountNumber',
      '1100-1949',
      "Recipient's account number must be 6 to 20 digits or capital letters, with no spaces or dashes.",
    ],
  ])('refuses %s %j as main would', async (path, typed, message) => {
    const { wrapper, fake } = await openRtgs();
    await fill(wrapper, { ...VALID_RTGS, [path]: typed });
    expect(fieldError(wrapper, path)).toBe(message);
    const draft = { ...emptyDraft(crypto.randomUUID()) };
    const filled = JSON.parse(JSON.stringify(draft)) as Record<string, Record<string, string>>;
    for (const [p, v] of Object.entries({ ...VALID_RTGS, [path]: typed })) {
      if (p === 'source-account') continue;
      const [group, field] = p.split('.') as [string, string];
      filled[group]![field] = v;
    }
    filled['source'] = {
      countryCode: 'KE',
      currency: 'KES',
      name: 'Wanjiru Kamau',
      accountNumber: '0011547896523',
    };
    filled['destination']!['countryCode'] = 'KE';
    filled['transfer']!['currencyCode'] = 'KES';
    expect(schemaMessages(fake, filled).get(path)).toBe(message);
  });

  it('fills the sender, the recipient country and both currencies from the picked account', async () => {
    const { wrapper } = await openRtgs();
    const options = wrapper.find('[data-testid="source-account"]').findAll('optgroup');
    // Grouped by country, names before numbers.
    expect(options.map((group) => group.attributes('label'))).toEqual([
      'Kenya (KE)',
      'Uganda (UG)',
    ]);
    expect(options[1]!.text()).toBe('Grace Namukasa – 3100456789012');
    await fill(wrapper, { 'source-account': 'UG|3100456789012' });
    expect(text(wrapper, 'source.name')).toBe('Grace Namukasa');
    expect(text(wrapper, 'source.countryCode')).toBe('Uganda (UG)');
    expect(text(wrapper, 'source.currency')).toBe('Ugandan shilling (UGX)');
    expect(text(wrapper, 'transfer.currencyCode')).toBe('Ugandan shilling (UGX)');
    expect(text(wrapper, 'destination.countryCode')).toBe('Uganda (UG)');
    // Fields the clerk cannot change are text, not inputs: no Tab stop.
    expect(wrapper.findAll('input[readonly]')).toHaveLength(0);
  });

  it('previews the amount text while typing', async () => {
    const { wrapper } = await openRtgs();
    await fill(wrapper, { 'source-account': 'KE|0011547896523' });
    await wrapper.find('[data-testid="transfer.amount"]').setValue('1,000.5');
    expect(text(wrapper, 'amount-preview')).toBe('Will be sent as 1000.50 KES');
    expect(fieldError(wrapper, 'transfer.amount')).toBe('');
  });

  it('tidies the typing and reviews every field exactly as it will be sent', async () => {
    const { wrapper } = await openRtgs();
    await fill(wrapper, {
      ...VALID_RTGS,
      'destination.name': '  Otieno Odhiambo ',
      'transfer.amount': ' 1,000.5',
    });
    await click(wrapper, 'rtgs-form');
    expect(wrapper.find('#review-title').exists()).toBe(true);
    expect(text(wrapper, 'review:transfer.amount')).toBe('1,000.50');
    expect(text(wrapper, 'review:transfer.currencyCode')).toBe('Kenyan shilling (KES)');
    expect(text(wrapper, 'review:source.currency')).toBe('Kenyan shilling (KES)');
    expect(text(wrapper, 'review:source.name')).toBe('Wanjiru Kamau');
    // Names before codes, the code exactly as it is sent.
    expect(text(wrapper, 'review:destination.countryCode')).toBe('Kenya (KE)');
    expect(text(wrapper, 'review:transfer.purposeOfPaymentCode')).toBe('Cash deposit (CUR/DEP)');
    expect(text(wrapper, 'review:destination.bankCode')).toBe('Kenya Commercial Example Bank (01)');
    expect(text(wrapper, 'review-headline')).toBe(
      'Send 1,000.50 KES to Otieno Odhiambo, account 1100194977404 at Kenya Commercial Example Bank (01) in Kenya.',
    );
    // Back to edit shows what will be sent, not the untidy typing.
    await click(wrapper, 'back-to-form');
    expect(
      (wrapper.find('[data-testid="transfer.amount"]').element as HTMLInputElement).value,
    ).toBe('1000.50');
    expect(
      (wrapper.find('[data-testid="destination.name"]').element as HTMLInputElement).value,
    ).toBe('Otieno Odhiambo');
  });

  it('opens the review at the top of the page, its title focused, wherever the form was scrolled', async () => {
    const { wrapper } = await openRtgs();
    await fill(wrapper, VALID_RTGS);
    // The clerk was at the description, the form's last field, below the first screen.
    window.scrollTo({ top: 480 });
    expect(window.scrollY).toBe(480);
    await click(wrapper, 'rtgs-form');
    expect(wrapper.find('#review-title').exists()).toBe(true);
    expect(window.scrollY).toBe(0);
    expect(document.activeElement?.id).toBe('review-title');
  });

  it('warns before confirming that a transfer outside the window is queued, with the next opening', async () => {
    const { wrapper } = await openRtgs(createFakeRemitDesk(), SATURDAY_1000_NAIROBI);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    const notice = wrapper.find('[data-testid="rtgs-window-closed"]');
    expect(notice.exists()).toBe(true);
    expect(notice.text()).toContain('will be queued');
    expect(notice.text()).toContain('Monday 2026-11-23 at 09:00 EAT');
    // The notice comes before the confirm button.
    const html = wrapper.html();
    expect(html.indexOf('rtgs-window-closed')).toBeLessThan(html.indexOf('confirm-send'));
  });

  it('says the whole queued notice in one sentence, the next opening set in bold within it', async () => {
    const { wrapper } = await openRtgs(createFakeRemitDesk(), SATURDAY_1000_NAIROBI);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    const text = wrapper.find('[data-testid="rtgs-window-closed"] .notice__text');
    expect(text.text()).toBe(
      'The RTGS window for Kenya is closed now. If you confirm, the transfer is sent now and the service holds it until the next window opens: Monday 2026-11-23 at 09:00 EAT. Tell the customer before you confirm.',
    );
    expect(text.find('strong').text()).toBe('Monday 2026-11-23 at 09:00 EAT');
  });

  it('counts a bank holiday from the settings as closed', async () => {
    const fake = createFakeRemitDesk();
    fake.state.formRules.rtgsCalendar.KE.holidays = [{ date: '2026-11-23', name: 'Holiday' }];
    const { wrapper } = await openRtgs(fake, MONDAY_1115_NAIROBI);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    expect(text(wrapper, 'rtgs-window-closed')).toContain('Tuesday 2026-11-24 at 09:00');
  });

  it('says the window is open, without the queued notice, inside the window', async () => {
    const { wrapper } = await openRtgs(createFakeRemitDesk(), MONDAY_1115_NAIROBI);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    expect(wrapper.find('[data-testid="rtgs-window-closed"]').exists()).toBe(false);
    expect(text(wrapper, 'rtgs-window-open')).toContain('open until 15:00 EAT.');
  });

  it('sends the reviewed draft and opens its receipt', async () => {
    const { wrapper, fake, router } = await openRtgs();
    await fill(wrapper, { ...VALID_RTGS, 'transfer.amount': '1,000.5' });
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    const [sent] = fake.callsOf('sendTransfer') as RtgsDraft[];
    expect(sent).toMatchObject({
      kind: 'rtgs',
      source: { countryCode: 'KE', currency: 'KES', name: 'Wanjiru Kamau' },
      destination: { countryCode: 'KE', bankCode: '01', accountNumber: '1100194977404' },
      transfer: { amount: '1000.50', currencyCode: 'KES', purposeOfPaymentCode: 'CUR/DEP' },
    });
    expect(sent!.draftId).toMatch(DRAFT_ID_PATTERN);
    expect(router.currentRoute.value.name).toBe('receipt');
    expect(text(wrapper, 'receipt-reference')).toBe('100000000001');
    expect(text(wrapper, 'receipt-amount')).toBe('1,000.50 KES');
  });

  it('sends the same draft id on a repeated confirm, and a new one for the next transfer', async () => {
    const fake = createFakeRemitDesk();
    const first = deferred<Awaited<ReturnType<typeof fake.api.sendTransfer>>>();
    fake.override('sendTransfer', () => first.promise);
    const { wrapper, router } = await openRtgs(fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');

    await click(wrapper, 'confirm-send');
    const button = wrapper.find('[data-testid="confirm-send"]');
    expect(button.attributes('disabled')).toBeDefined();
    // A second click, even one that reaches the handler, is the same confirm.
    (button.element as HTMLButtonElement).disabled = false;
    await click(wrapper, 'confirm-send');
    expect(fake.callsOf('sendTransfer')).toHaveLength(1);

    first.resolve({
      ok: false,
      error: {
        code: 'unavailable',
        message:
          'Remit Desk could not reach its main process. Check the receipt log before you try again.',
      },
    });
    await settle();
    expect(text(wrapper, 'send-error')).toContain('could not reach its main process');
    expect(text(wrapper, 'confirm-send')).toBe('Try again (same transfer)');

    const answer = deferred<Awaited<ReturnType<typeof fake.api.sendTransfer>>>();
    fake.override('sendTransfer', () => answer.promise);
    await click(wrapper, 'confirm-send');
    const [one, two] = fake.callsOf('sendTransfer') as RtgsDraft[];
    expect(two!.draftId).toBe(one!.draftId);
    answer.resolve({ ok: true, value: receiptFor(two!, '100000000007', 'succeeded') });
    await settle();
    expect(router.currentRoute.value.name).toBe('receipt');

    // The next transfer is a new draft.
    fake.override('sendTransfer', async (draft) => ({
      ok: true,
      value: receiptFor(draft, '100000000008', 'succeeded'),
    }));
    await click(wrapper, 'new-rtgs');
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    const third = (fake.callsOf('sendTransfer') as RtgsDraft[])[2]!;
    expect(third.draftId).toMatch(DRAFT_ID_PATTERN);
    expect(third.draftId).not.toBe(one!.draftId);
  });

  it('shows progress from main while sending', async () => {
    const fake = createFakeRemitDesk();
    const answer = deferred<Awaited<ReturnType<typeof fake.api.sendTransfer>>>();
    fake.override('sendTransfer', () => answer.promise);
    const { wrapper, router } = await openRtgs(fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    const draft = (fake.callsOf('sendTransfer') as RtgsDraft[])[0]!;
    fake.emit('sendProgress', {
      draftId: 'another-draft',
      reference: '999999999999',
      stage: 'reserved',
    });
    fake.emit('sendProgress', {
      draftId: draft.draftId,
      reference: '100000000042',
      stage: 'reserved',
    });
    await settle();
    expect(text(wrapper, 'send-progress')).toBe(
      'Reference 100000000042 reserved. Sending to the service…',
    );
    fake.emit('sendProgress', {
      draftId: draft.draftId,
      reference: '100000000042',
      stage: 'attempt-finished',
      attempt: 2,
    });
    await settle();
    expect(text(wrapper, 'send-progress')).toContain(
      'Attempt 2 for reference 100000000042 finished',
    );
    // Leaving now would hide the answer: the clerk stays until it comes.
    await click(wrapper, 'kind-imt');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(wrapper.find('[data-testid="confirm-send"]').attributes('disabled')).toBeDefined();
    answer.resolve({ ok: true, value: receiptFor(draft, '100000000042', 'succeeded') });
    await settle();
  });

  it("puts main's field errors on the fields, and the rest in the summary", async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('sendTransfer', {
      code: 'invalid',
      message: '2 fields need correcting.',
      fields: [
        {
          path: 'destination.accountNumber',
          message:
            "Recipient's account number does not match the account number format your admin set for Kenya. Check the number with the customer.",
        },
        {
          path: 'transfer',
          message: 'Transfer details contain a field this transfer does not have: memo. Remove it.',
        },
      ],
    });
    const { wrapper } = await openRtgs(fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');

    expect(wrapper.find('[data-testid="rtgs-form"]').exists()).toBe(true);
    expect(fieldError(wrapper, 'destination.accountNumber')).toContain(
      'does not match the account number format',
    );
    const summary = text(wrapper, 'error-summary');
    expect(summary).toContain('Remit Desk refused these details');
    expect(summary).toContain('contain a field this transfer does not have: memo');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('error-summary');

    // Editing the field clears main's message for it.
    await wrapper.find('[data-testid="destination.accountNumber"]').setValue('1100194977405');
    await settle();
    expect(fieldError(wrapper, 'destination.accountNumber')).toBe('');
  });

  it("keeps main's refusal of the customer's instruction on the review, at its fields", async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('sendTransfer', {
      code: 'invalid',
      message: "Nothing was sent: the customer's signed instruction is missing.",
      fields: [
        {
          path: 'instruction.formNumber',
          message: "Type the number of the customer's signed instruction form.",
        },
      ],
    });
    const { wrapper } = await openRtgs(fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    // Not sent back to a form with nothing wrong in it: the review, with the number marked.
    expect(wrapper.find('[data-testid="rtgs-form"]').exists()).toBe(false);
    expect(text(wrapper, 'send-error')).toBe(
      "Nothing was sent: the customer's signed instruction is missing.",
    );
    expect(wrapper.find('#instruction-number-error').text()).toBe(
      "Type the number of the customer's signed instruction form.",
    );
  });

  it('shows a refusal without fields on the review, and offers a new transfer after a conflict', async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('sendTransfer', {
      code: 'draft-conflict',
      message:
        'This form was already sent as reference 100000000001 with different details. Nothing more was sent. Start a new transfer for the changed details.',
    });
    const { wrapper } = await openRtgs(fake);
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    expect(text(wrapper, 'send-error')).toContain('already sent as reference 100000000001');
    expect(wrapper.find('[data-testid="confirm-send"]').exists()).toBe(false);
    const before = (fake.callsOf('sendTransfer') as RtgsDraft[])[0]!.draftId;
    await click(wrapper, 'start-new-transfer');
    expect(text(wrapper, 'source.name')).toBe('—');
    expect(
      (wrapper.find('[data-testid="source-account"]').element as HTMLSelectElement).value,
    ).toBe('');
    fake.override('sendTransfer', async (draft) => ({
      ok: true,
      value: receiptFor(draft, '100000000002', 'succeeded'),
    }));
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    expect((fake.callsOf('sendTransfer') as RtgsDraft[])[1]!.draftId).not.toBe(before);
  });

  it('keeps what was typed, and its draft id, while the clerk looks at the other kind', async () => {
    const { wrapper, fake } = await openRtgs();
    await fill(wrapper, { ...VALID_RTGS, 'transfer.amount': '75.00' });
    await click(wrapper, 'kind-imt');
    expect(wrapper.find('[data-testid="imt-form"]').exists()).toBe(true);
    await click(wrapper, 'kind-rtgs');
    expect(
      (wrapper.find('[data-testid="transfer.amount"]').element as HTMLInputElement).value,
    ).toBe('75.00');
    await click(wrapper, 'rtgs-form');
    await click(wrapper, 'confirm-send');
    expect((fake.callsOf('sendTransfer') as RtgsDraft[])[0]!.transfer.amount).toBe('75.00');
  });

  it('shows why sending is refused right now', async () => {
    const fake = createFakeRemitDesk({
      problems: ['No workstation number is set. Ask an admin to set it in Settings.'],
    });
    const { wrapper } = await openRtgs(fake);
    expect(text(wrapper, 'send-problems')).toContain('No workstation number is set.');
  });
});
