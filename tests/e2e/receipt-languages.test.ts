import { describe, expect, test } from 'vitest';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { toCardinal as swahiliCardinal } from 'n2words/sw-KE';
import { amountInWords } from '@shared/domain/amount-words';
import { textIn } from '@shared/i18n/catalog';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK } from './support/people';
import { eventually, openRoute } from './support/page';
import { screenshots } from './support/screenshots';
import { signInAs, signOut } from './support/sign-in';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';
import {
  fillRtgsForm,
  JANE_TO_JOHN,
  waitForPurposes,
  type RtgsEntry,
} from './support/transfer-forms';
import { pdfPageSizeMm, pdfText } from '../support/pdf';

/*
 * D85, D86 on the harness, in Chromium: the clerk chooses the customer's receipt language on the
 * review (the branch's, an admin's setting, first); both copies print in it, the bank's with the
 * branch's language beside it; the amount in words read back from the PDF is the app's sentence,
 * whose number is n2words' own. The French and Swahili labels are the catalog's (translated area
 * by area): each is read from it, never written here.
 */
const app = useE2eApp();

/** Claudine in Kigali pays Alice at Sandbox Bank Rwanda: accounts the sandbox bank holds. */
const CLAUDINE_TO_ALICE: RtgsEntry = {
  sourceCountry: 'RW',
  sourceName: 'Claudine Uwase',
  sourceAccount: '4001122334455',
  recipientName: 'Alice Mukamana',
  bankCode: '04',
  recipientAccount: '0400123456789',
  amount: '150,000',
  purpose: 'OTHR',
  description: 'Frais de scolarité',
};

/** pdftotext's text with every kind of space as one, as a person reads the page. */
function printedText(path: string): string {
  return pdfText(path).replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** The printed original's two copies, the customer's first, split at the bank's copy's name. */
function copiesOf(text: string, bankCopyName: string): [string, string] {
  const at = text.indexOf(bankCopyName);
  expect(at, `"${bankCopyName}" in the PDF`).toBeGreaterThan(0);
  return [text.slice(0, at), text.slice(at)];
}

async function printOriginal(): Promise<string> {
  const { page, harness } = app();
  await page.getByTestId('receipt-print-printer').click();
  await page.getByTestId('receipt-printed').waitFor();
  const path = harness.desktop.printer.printed().at(-1)!.path;
  // Two copies, each a page of its own (D54): the second language keeps the bank's on one page.
  expect(pdfPageSizeMm(path).pages).toBe(2);
  return path;
}

describe('receipts in the customer’s language', () => {
  test('an English clerk prints a Swahili receipt for a customer in Kenya', async () => {
    const { page, harness } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    // The branch's language (English, the default) is offered first.
    expect(await page.getByTestId('receipt-language').inputValue()).toBe('en');
    await page.getByTestId('receipt-language').selectOption('sw');
    await screenshots(page, 'review-receipt-language', page.getByTestId('receipt-language'));
    const reference = await confirmAndWaitForReceipt(page);

    const row = harness.services.journal.transfers.getByReference(reference);
    expect(row?.receiptLanguage).toBe('sw');
    // Kept with the transfer, never in the body signed and sent to the bank.
    expect(row?.body).not.toMatch(/receiptLanguage|"sw"/);

    const swahili = amountInWords('1000.50', 'KES', 'sw');
    expect(swahili).toBe(
      `Shilingi za Kenya ${swahiliCardinal(1000n)} na senti ${swahiliCardinal(50n)}`,
    );
    const english = amountInWords('1000.50', 'KES', 'en');
    const text = printedText(await printOriginal());
    const [customer, bank] = copiesOf(text, textIn('sw', 'reports.receipt.copy.bank'));
    expect(customer).toContain(swahili);
    expect(customer).toContain(textIn('sw', 'reports.field.amountInWords'));
    expect(customer).not.toContain(english);
    expect(customer).toContain('24 Novemba 2026');
    // The bank's copy carries the branch's language too: the amount in words in both.
    expect(bank).toContain(swahili);
    expect(bank).toContain(english);
    expect(bank).toContain(reference);
    await signOut(page);
  });

  test('a French clerk in a French-speaking branch sends an RTGS in RWF and prints it in French', async () => {
    const { page, harness } = app();
    // The admin sets the branch's language with the workstation (D86).
    await signInAs(page, ADMIN);
    await openRoute(page, '/settings/workstation');
    await page.getByTestId('section-workstation').waitFor();
    // A branch in Kigali: its number, name, code and country, and its language, French.
    await page.getByTestId('workstation-number').fill('42');
    await page.getByTestId('workstation-branch-name').fill('Kigali');
    await page.getByTestId('workstation-branch-code').fill('KGL-01');
    await page.getByTestId('workstation-country').selectOption('RW');
    await page.getByTestId('workstation-language').selectOption('fr');
    await screenshots(page, 'settings-branch-language', page.getByTestId('workstation-language'));
    await page.getByTestId('section-save').click();
    await eventually(() =>
      Promise.resolve(harness.services.settings.review().settings.workstation.language ?? ''),
    ).toBe('fr');
    await signOut(page);

    await signInAs(page, CLERK);
    // The clerk works in French (D83): chosen on their own page, kept with the operator.
    await openRoute(page, '/password');
    await page.getByTestId('own-language').selectOption('fr');
    await eventually(() => page.evaluate('document.documentElement.lang')).toBe('fr');
    expect(harness.services.journal.operators.get(CLERK.operatorId)?.language).toBe('fr');
    await openRoute(page, '/send/rtgs');
    await eventually(async () => (await page.locator('h1').first().innerText()).trim()).toBe(
      textIn('fr', 'transfer.kind.rtgs'),
    );
    await waitForPurposes(page);
    await fillRtgsForm(page, CLAUDINE_TO_ALICE);
    await reviewTransfer(page);
    expect((await page.getByTestId('confirm-send').innerText()).trim()).toBe(
      textIn('fr', 'counter.review.confirm'),
    );
    await screenshots(page, 'fr-clerk-review', page.getByTestId('confirm-send'));
    // The branch's language comes first; the clerk leaves it.
    expect(await page.getByTestId('receipt-language').inputValue()).toBe('fr');
    const reference = await confirmAndWaitForReceipt(page);
    expect(harness.services.journal.transfers.getByReference(reference)?.receiptLanguage).toBe(
      'fr',
    );

    const french = amountInWords('150000.00', 'RWF', 'fr');
    expect(french).toBe('Cent cinquante mille francs rwandais');
    expect(french.toLowerCase()).toBe(`${frenchCardinal(150000n)} francs rwandais`);
    const text = printedText(await printOriginal());
    const [customer, bank] = copiesOf(text, textIn('fr', 'reports.receipt.copy.bank'));
    for (const copy of [customer, bank]) {
      expect(copy).toContain(french);
      expect(copy).toContain('150 000,00 francs rwandais (RWF)');
      expect(copy).toContain(textIn('fr', 'reports.field.amountInWords'));
      expect(copy).toContain(textIn('fr', 'reports.field.amount'));
      expect(copy).toContain('24 novembre 2026');
    }
    // French is the branch's language too: no English amount on either copy.
    expect(text).not.toContain('One hundred fifty thousand');
    await signOut(page);
  });
});
