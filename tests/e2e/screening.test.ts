import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { axeFindings, describeFindings } from './support/axe';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK, COMPLIANCE } from './support/people';
import { eventually, openRoute, routeOf, textOf } from './support/page';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';
import { screenshots } from './support/screenshots';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN } from './support/transfer-forms';
import { bankCsv, unXml } from '../../scripts/bench/screening-lists';

/*
 * Sanctions screening at the counter (D78), in Chromium on the harness: an admin imports the UN
 * list; a clerk's transfer to a listed name is held before anything is sent, in neutral words;
 * a compliance officer releases one (sent once) and refuses another (never sent); a list older
 * than the admin allows stops sending with a clear message; a name listed while a transfer waits
 * is screened at the import and shown to the officer, who then decides on it (D159, D162).
 */
const app = useE2eApp();
const files = mkdtempSync(join(tmpdir(), 'remit-lists-'));
const LISTED = [
  {
    reference: 'QDi.401',
    kind: 'individual' as const,
    parts: ['Muhammad', 'Ali', 'Hassan', 'Khan'],
  },
  { reference: 'QDe.010', kind: 'entity' as const, parts: ['Al-Shabaab Relief Fund'] },
];

function file(name: string, content: string): string {
  const path = join(files, name);
  writeFileSync(path, content);
  return path;
}

async function as(person: typeof ADMIN): Promise<void> {
  const { page } = app();
  if (await page.getByTestId('sign-out').isVisible()) await signOut(page);
  await signInAs(page, person);
}

async function sendTo(recipientName: string): Promise<string> {
  const { page } = app();
  await openRoute(page, '/send/rtgs');
  await fillRtgsForm(page, {
    ...JANE_TO_JOHN,
    recipientName,
    amount: String(1000 + Math.floor(Math.random() * 9000)),
  });
  await reviewTransfer(page);
  return confirmAndWaitForReceipt(page);
}

/** An admin imports the bank's own list of `entries`, dated `date` (its CSV carries none). */
async function importBankList(entries: readonly (typeof LISTED)[number][], date: string) {
  const { page, harness } = app();
  await as(ADMIN);
  await openRoute(page, '/sanctions-lists');
  await page.getByTestId('sanctions-format').selectOption('bank-csv');
  await page.getByTestId('sanctions-date').fill(date);
  harness.desktop.dialogs.answer('openFile', file('bank-list.csv', bankCsv(entries)));
  await page.getByTestId('sanctions-choose').click();
}

describe('sanctions screening before sending', () => {
  test('an admin imports the UN consolidated list and sees it in force', async () => {
    const { page, harness } = app();
    await as(ADMIN);
    await openRoute(page, '/sanctions-lists');
    await page.getByTestId('sanctions-table').waitFor();
    expect(await textOf(page.getByTestId('sanctions-row-un'))).toContain('Not imported');
    harness.desktop.dialogs.answer(
      'openFile',
      file('consolidated.xml', unXml(LISTED, '2026-11-23T23:00:00Z')),
    );
    await page.getByTestId('sanctions-choose').click();
    await eventually(() => textOf(page.getByTestId('sanctions-outcome'))).toBe(
      'The UN Security Council consolidated list of 2026-11-23 is in force: 2 entries.',
    );
    expect(await textOf(page.getByTestId('sanctions-row-un'))).toContain('2026-11-23 · 1 day old');
    await screenshots(page, 'sanctions-lists');
  });

  test('a truncated file is refused naming its line; the list in force stays', async () => {
    const { page, harness } = app();
    const cut = unXml(LISTED).slice(0, 900);
    harness.desktop.dialogs.answer('openFile', file('cut.xml', cut));
    await page.getByTestId('sanctions-choose').click();
    await eventually(() => textOf(page.getByTestId('sanctions-outcome'))).toMatch(
      /^This file was not imported: line \d+: .* The list in force stays in force/,
    );
    expect(await textOf(page.getByTestId('sanctions-row-un'))).toContain('2026-11-23');
    await screenshots(page, 'sanctions-refused', page.getByTestId('sanctions-outcome'));
  });

  test('a transfer to a listed name is held, in neutral words, and nothing is sent', async () => {
    const { page, harness } = app();
    await as(CLERK);
    const reference = await sendTo('Mohamed Ali Khan');
    const receipt = await textOf(page.getByTestId('receipt'));
    expect(receipt).toContain('Not sent yet');
    expect(receipt).toContain('Waiting for a compliance check: not sent');
    expect(receipt).not.toMatch(/sanction|Hassan Khan|QDi|score|\blist/i);
    await screenshots(page, 'receipt-held');
    expect(
      harness.services.sandbox!.transactions().some((t) => JSON.stringify(t).includes(reference)),
    ).toBe(false);
    await sendTo('Muhammad Ali Hassan Khan');
  });

  test('a compliance officer releases one (sent once) and refuses the other (never sent)', async () => {
    const { page, harness } = app();
    const before = harness.services.sandbox!.transactions().length;
    await as(COMPLIANCE);
    await openRoute(page, '/held');
    const held = harness.services.transfers.held();
    expect(held).toHaveLength(2);
    const [first, second] = held;
    await page.getByTestId(`held-${first!.reference}`).waitFor();
    expect(await textOf(page.getByTestId(`held-${first!.reference}`))).toContain(
      'Recipient close to listed name “Muhammad Ali Hassan Khan”',
    );
    await screenshots(page, 'held-transfers');

    await page.getByTestId(`held-release-${first!.reference}`).click();
    await eventually(() => textOf(page.getByTestId('held-outcome'))).toContain(
      'Reason is required',
    );
    await page
      .getByTestId(`held-reason-${first!.reference}`)
      .fill('Passport seen: born 1990, not the listed person.');
    await page.getByTestId(`held-release-${first!.reference}`).click();
    await eventually(() => textOf(page.getByTestId('held-outcome'))).toBe(
      `Transfer ${first!.reference} was released: Sent: accepted by the service.`,
    );
    expect(harness.services.sandbox!.transactions()).toHaveLength(before + 1);

    await page
      .getByTestId(`held-reason-${second!.reference}`)
      .fill('Same name, date of birth and nationality as listed.');
    await page.getByTestId(`held-refuse-${second!.reference}`).click();
    await eventually(() => textOf(page.getByTestId('held-outcome'))).toBe(
      `Transfer ${second!.reference} was refused: it will never be sent.`,
    );
    await eventually(() => textOf(page.getByTestId('held-none'))).toBe(
      'No transfer is waiting for a compliance check.',
    );
    expect(harness.services.sandbox!.transactions()).toHaveLength(before + 1);
    expect(harness.services.journal.transfers.getByReference(second!.reference)?.state).toBe(
      'not_sent',
    );
  });

  test('a list older than the admin allows stops every send, saying what to do', async () => {
    const { page, harness } = app();
    await importBankList(LISTED, '2026-10-01');
    await eventually(() => textOf(page.getByTestId('sanctions-stop'))).toContain(
      "the Bank's own sanctions list on this workstation is from 2026-10-01, older than the 7 days allowed",
    );
    await screenshots(page, 'sanctions-stale');
    const sent = harness.services.sandbox!.transactions().length;
    await as(CLERK);
    await openRoute(page, '/send/rtgs');
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    await page.getByTestId('confirm-send').click();
    await eventually(() => textOf(page.getByTestId('send-error'))).toContain(
      "Transfers cannot be sent: the Bank's own sanctions list on this workstation is from 2026-10-01",
    );
    await screenshots(page, 'send-refused-stale-list', page.getByTestId('send-error'));
    expect(harness.services.sandbox!.transactions()).toHaveLength(sent);
  });

  test('a list imported while a transfer waits screens it again: the name shown, then decided on (D159, D162)', async () => {
    const { page, harness } = app();
    // The stale list's refused transfer is still on the clerk's screen: signing out discards it.
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-out-discard').click();
    // Signed out before the admin signs in: the button may still show while the page leaves.
    await eventually(() => routeOf(page)).toBe('/sign-in');
    await importBankList(LISTED, '2026-11-24');
    await eventually(() => textOf(page.getByTestId('sanctions-outcome'))).toContain(
      'of 2026-11-24 is in force: 2 entries.',
    );
    await as(CLERK);
    const reference = await sendTo('Mohamed Ali Khan');
    // The bank lists a name the transfer was not screened against while it waits.
    await importBankList(
      [...LISTED, { reference: 'BNK-0099', kind: 'individual', parts: ['Jane', 'Wanjiku'] }],
      '2026-11-24',
    );
    await eventually(() => textOf(page.getByTestId('sanctions-outcome'))).toContain(
      'of 2026-11-24 is in force: 3 entries.',
    );
    const sent = harness.services.sandbox!.transactions().length;
    await as(COMPLIANCE);
    await openRoute(page, '/held');
    await page.getByTestId(`held-${reference}`).waitFor();
    // D162: screened again at the import, so the officer's page shows the new match at once.
    expect(harness.services.sandbox!.transactions()).toHaveLength(sent);
    expect(harness.services.journal.transfers.getByReference(reference)?.state).toBe('held');

    // D159: the new match is shown with the first, marked as found since it was entered.
    const card = page.getByTestId(`held-${reference}`);
    const newer = page.getByTestId(`held-screening-${reference}-1`);
    await eventually(() => textOf(newer)).toContain('New: found since it was entered');
    expect(await textOf(newer)).toContain('Your decision covers these matches too.');
    expect(await textOf(newer)).toContain('Sender close to listed name “Jane Wanjiku”');
    expect(await textOf(newer)).toContain(
      "Bank's own sanctions list of 2026-11-24, entry BNK-0099",
    );
    expect(await textOf(page.getByTestId(`held-screening-${reference}-0`))).toContain(
      'Found when it was entered',
    );
    expect(await textOf(card)).toContain(
      'Recipient close to listed name “Muhammad Ali Hassan Khan”',
    );
    await screenshots(page, 'held-screened-again', card);
    // The page with its screenings, as a screen reader and a keyboard meet it (WCAG 2.1 A/AA).
    const findings = await axeFindings(page);
    expect(findings, describeFindings('Held for compliance, screened again', findings)).toEqual([]);

    // The officer, shown every match, releases it with their reason: it is sent, once.
    await page
      .getByTestId(`held-reason-${reference}`)
      .fill(
        'Passport seen: born 1990, not the listed person; the customer is not BNK-0099 either.',
      );
    await page.getByTestId(`held-release-${reference}`).click();
    await eventually(() => textOf(page.getByTestId('held-outcome'))).toBe(
      `Transfer ${reference} was released: Sent: accepted by the service.`,
    );
    expect(harness.services.sandbox!.transactions()).toHaveLength(sent + 1);
    await screenshots(page, 'held-released-after-screening-again');
  });
});
