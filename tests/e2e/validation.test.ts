import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { RtgsDraft } from '@shared/domain/transfer-drafts';
import { tidyDraft } from '@shared/schemas/tidy-draft';
import { validateRtgsDraft } from '@shared/schemas/validate';
import type { E2eApp, PageGlobals } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import type { RtgsEntry } from './support/transfer-forms';
import { eventually, fieldError, focusLandsOn, textOf } from './support/page';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { reviewTransfer } from './support/review';
import { signInAs } from './support/sign-in';

/*
 * Bad input is refused at the field, in the words of the shared schema the main process also
 * checks with, and nothing is sent: no journal row, nothing at the bank, no send call at all.
 */
const app = useE2eApp();

/** The draft the RTGS form makes of an entry (renderer/src/components/transfer/RtgsTransferForm.vue). */
function draftOf(entry: RtgsEntry): RtgsDraft {
  return {
    kind: 'rtgs',
    draftId: randomUUID(),
    source: {
      countryCode: entry.sourceCountry,
      currency: 'KES',
      name: entry.sourceName,
      accountNumber: entry.sourceAccount,
    },
    destination: {
      countryCode: entry.sourceCountry,
      name: entry.recipientName,
      bankCode: entry.bankCode,
      accountNumber: entry.recipientAccount,
    },
    transfer: {
      amount: entry.amount,
      currencyCode: 'KES',
      description: entry.description,
      purposeOfPaymentCode: entry.purpose,
    },
  };
}

/** What the shared schema says about each field of a draft, under the workstation's rules. */
function sharedMessages(e2e: E2eApp, draft: RtgsDraft): Record<string, string> {
  const rules = e2e.harness.services.transferRules();
  if (!rules.ok) throw new Error(rules.error.message);
  const checked = validateRtgsDraft(rules.value, tidyDraft(draft));
  if (checked.ok) throw new Error('the shared schema accepts this draft: it tests nothing');
  return Object.fromEntries(checked.error.fields.map((f) => [f.path, f.message]));
}

async function expectNothingSent(e2e: E2eApp): Promise<void> {
  expect(e2e.transfers()).toEqual([]);
  expect(e2e.harness.services.sandbox!.transactions()).toEqual([]);
  const sends = (await e2e.ipcAnswers()).filter((a) => a.channel === 'transfers:send');
  expect(sends.filter((a) => (JSON.parse(a.body) as { ok: boolean }).ok)).toEqual([]);
}

describe('transfer details the shared schema refuses', () => {
  test('the clerk signs in, and the RTGS form has its purpose list', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
  });

  test.each([
    // Invisible characters a name or description copied from a message may carry (D67).
    ['destination.name', 'a name with a zero-width space', { recipientName: 'John\u200bOtieno' }],
    ['transfer.description', 'a description with a tag', { description: 'School\u{e0041} fees' }],
    ['transfer.amount', 'an amount with three decimals', { amount: '12.345' }],
    ['transfer.amount', 'an amount of zero', { amount: '0.00' }],
    ['transfer.amount', 'an amount with a misplaced comma', { amount: '10,00.50' }],
    [
      'destination.accountNumber',
      'an account number with dashes',
      { recipientAccount: '1100-1949-7740' },
    ],
    ['destination.accountNumber', 'an account number too short', { recipientAccount: '00115' }],
  ] as const)('%s: %s is refused at the field, and nothing is sent', async (path, _what, patch) => {
    const e2e = app();
    const { page } = e2e;
    const entry = { ...JANE_TO_JOHN, ...patch };
    const expected = sharedMessages(e2e, draftOf(entry));
    expect(Object.keys(expected)).toEqual([path]);

    await fillRtgsForm(page, entry);
    await page.getByTestId('review-transfer').click();
    // The refused review ends by taking the focus to the list of problems.
    await focusLandsOn(page, 'form-errors');
    await eventually(() => textOf(fieldError(page, path))).toBe(expected[path]);
    expect(await textOf(page.getByTestId('error-summary'))).toContain(expected[path]);
    expect(await page.getByTestId(path).getAttribute('aria-invalid')).toBe('true');
    // Still the form: no review, no confirm button.
    expect(await page.getByTestId('confirm-send').count()).toBe(0);
    await expectNothingSent(e2e);
  });

  test('corrected, the field’s message goes and the review shows', async () => {
    const e2e = app();
    const { page } = e2e;
    await page.getByTestId('destination.accountNumber').fill(JANE_TO_JOHN.recipientAccount);
    await eventually(() => textOf(fieldError(page, 'destination.accountNumber'))).toBe('');
    await reviewTransfer(page);
    expect(await textOf(page.getByTestId('review:destination.accountNumber'))).toBe(
      '1100194977404',
    );
    expect(await textOf(page.getByTestId('review:source.accountNumber'))).toBe('0011547896523');
    await expectNothingSent(e2e);
  });

  test('main refuses the same details in the same words when the form is bypassed', async () => {
    const e2e = app();
    const draft = draftOf({ ...JANE_TO_JOHN, amount: '1000.5', recipientAccount: '1100 1949' });
    const rules = e2e.harness.services.transferRules();
    if (!rules.ok) throw new Error(rules.error.message);
    const checked = validateRtgsDraft(rules.value, draft);
    if (checked.ok) throw new Error('the shared schema accepts this draft');

    const answer = await e2e.page.evaluate(
      (request) => (globalThis as unknown as PageGlobals).remitDesk.sendTransfer(request),
      draft,
    );
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'invalid-request',
        message: checked.error.message,
        fields: checked.error.fields,
      },
    });
    expect(checked.error.fields.map((f) => f.path).sort()).toEqual([
      'destination.accountNumber',
      'transfer.amount',
    ]);
    await expectNothingSent(e2e);
  });

  test('an amount typed in words is told what is accepted: figures, whole or with decimals', async () => {
    const e2e = app();
    const { page } = e2e;
    await page.getByTestId('back-to-form').click();
    await page.getByTestId('transfer.amount').fill('twenty thousand');
    await page.getByTestId('review-transfer').click();
    await focusLandsOn(page, 'form-errors');
    await eventually(() => textOf(fieldError(page, 'transfer.amount'))).toBe(
      'Amount must be typed in figures, for example 2,500 or 2,500.50.',
    );
    await screenshots(page, 'amount-message', page.getByTestId('transfer.amount'));
    // Both spellings the message shows are taken as it says.
    await page.getByTestId('transfer.amount').fill('2,500');
    await eventually(() => textOf(fieldError(page, 'transfer.amount'))).toBe('');
    await expectNothingSent(e2e);
  });

  test('a name typed with separate accents is reviewed and sent composed (NFC)', async () => {
    const e2e = app();
    const { page } = e2e;
    await page.getByTestId('transfer.amount').fill(JANE_TO_JOHN.amount);
    // What the clerk sees of an invisible character: the field, and what to remove.
    await page.getByTestId('destination.name').fill('Amélie\u200bUwase');
    await page.getByTestId('review-transfer').click();
    await focusLandsOn(page, 'form-errors');
    await eventually(() => textOf(fieldError(page, 'destination.name'))).toMatch(/U\+200B/);
    await screenshots(page, 'invisible-character-message', page.getByTestId('destination.name'));
    await page.getByTestId('destination.name').fill('Amélie Uwase'.normalize('NFD'));
    await reviewTransfer(page);
    const reviewed = await textOf(page.getByTestId('review:destination.name'));
    expect(reviewed).toBe('Amélie Uwase');
    expect(reviewed).toBe(reviewed.normalize('NFC'));
    await expectNothingSent(e2e);
  });
});
