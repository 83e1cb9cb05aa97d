import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { NewOperator, SignInRequest } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import type { PageGlobals } from './e2e-app';

/*
 * The screens as a person at the counter uses them, by the data-testid attributes of renderer/.
 * Vitest's expect has no waiting assertions of its own: `eventually` polls until the page agrees.
 */

/** Polls until the assertion holds (the page renders after IPC answers arrive). */
export function eventually<T>(
  read: () => T | Promise<T>,
  message?: string,
): ReturnType<typeof expect.poll<T | Promise<T>>> {
  return expect.poll(read, { timeout: 15_000, interval: 50, ...(message ? { message } : {}) });
}

/** The text a person reads, with runs of white space as one space. */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** What an element's aria-describedby names, as a screen reader reads it after the element. */
export function describedText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    type Found = { textContent: string | null } | null;
    const { document } = globalThis as unknown as {
      document: { getElementById(id: string): Found };
    };
    const ids: string = element.getAttribute('aria-describedby') ?? '';
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/** The route the hash router shows (`/send/rtgs`). */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '');
}

/**
 * Waits for the first-launch screen (no operator yet: the first admin's form) and checks what it
 * shows: the setup route, its heading, the sandbox environment, no role to choose (the first
 * operator is an admin) and nobody signed in. The browser harness and real Electron alike.
 */
export async function expectFirstLaunchScreen(page: Page): Promise<void> {
  await page.getByTestId('operator-form').waitFor();
  expect(routeOf(page)).toBe('/setup');
  expect(await textOf(page.locator('h1'))).toBe('Welcome to Remit Desk');
  await eventually(() =>
    page.getByTestId('environment-banner').getAttribute('data-environment'),
  ).toBe('sandbox');
  expect(await page.getByTestId('operator-role').count()).toBe(0);
  expect(await page.getByTestId('signed-in-as').count()).toBe(0);
}

/**
 * Calls an operation of `window.remitDesk` from the page itself, as a page script could: main's
 * checks, not the screens', decide the answer.
 */
export function callFromPage<T = unknown>(page: Page, name: string, request?: unknown): Promise<T> {
  return page.evaluate(
    ([operation, payload]) =>
      (
        (globalThis as unknown as PageGlobals).remitDesk as unknown as Record<
          string,
          (request: unknown) => Promise<unknown>
        >
      )[operation as string]!(payload),
    [name, request] as const,
  ) as Promise<T>;
}

/** Navigates inside the app, as a link or a typed address would, without reloading the page. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, route);
}

/** The data-testid of the element that has the focus, or null. */
export function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    type Focused = { getAttribute(name: string): string | null } | null;
    const { document } = globalThis as unknown as { document: { activeElement: Focused } };
    return document.activeElement?.getAttribute('data-testid') ?? null;
  });
}

/** The element id of a form field, as renderer/src/composables/useFormField.ts makes it. */
function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The message line under a form field. */
export function fieldError(page: Page, path: string): Locator {
  return page.locator(`#${fieldId(path)}-error`);
}

/**
 * Fills the operator form (the first admin's, the Operators page's, the wizard's): the role only
 * where the form asks for one, since the first operator is an admin.
 */
export async function fillOperatorForm(
  page: Page,
  operator: NewOperator,
  passwordAgain?: string,
): Promise<void> {
  await page.getByTestId('operator-id').fill(operator.operatorId);
  await page.getByTestId('operator-display-name').fill(operator.displayName);
  if (operator.role !== 'admin') {
    await page.getByTestId('operator-role').selectOption(operator.role);
  }
  await page.getByTestId('operator-password').fill(operator.password);
  await page.getByTestId('operator-password-again').fill(passwordAgain ?? operator.password);
}

/**
 * The operator form refused for its id alone, as a taken id is (D62): main's `message` at the id
 * field, which has the focus, and in the summary, not a third time above the form; everything
 * `typed` is still there, both passwords too.
 */
export async function expectRefusedAtId(
  page: Page,
  typed: NewOperator,
  message: string,
): Promise<void> {
  await eventually(() => textOf(fieldError(page, 'operatorId'))).toBe(message);
  expect(await page.getByTestId('operator-id').getAttribute('aria-invalid')).toBe('true');
  await eventually(() => focusedTestId(page)).toBe('operator-id');
  expect(await textOf(page.getByTestId('error-summary'))).toContain(message);
  expect(await page.getByTestId('operator-error').count()).toBe(0);
  for (const [testid, value] of [
    ['operator-id', typed.operatorId],
    ['operator-display-name', typed.displayName],
    ['operator-password', typed.password],
    ['operator-password-again', typed.password],
  ] as const) {
    expect(await page.getByTestId(testid).inputValue(), testid).toBe(value);
  }
}

/** The receipt log's rarer filters (kind, state, operator, currency, marks), opened if folded. */
export async function openMoreLogFilters(page: Page): Promise<void> {
  const toggle = page.getByTestId('log-more-filters');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('log-kind').waitFor();
}

export async function signIn(page: Page, operator: SignInRequest): Promise<void> {
  await page.getByTestId('sign-in-operator-id').fill(operator.operatorId);
  await page.getByTestId('sign-in-password').fill(operator.password);
  await page.getByTestId('sign-in-submit').click();
}

/** Where each role lands after signing in (renderer/src/router.ts, LANDING). */
export const LANDING_ROUTES: Readonly<Record<Role, string>> = {
  clerk: '/send/rtgs',
  supervisor: '/supervisor',
  admin: '/operators',
};

/** How the header names each role. */
const ROLE_LABELS: Readonly<Record<Role, string>> = {
  clerk: 'Clerk',
  supervisor: 'Supervisor',
  admin: 'Admin',
};

/** Signs in and waits until the header names the operator and the role's start page shows. */
export async function signInAs(
  page: Page,
  operator: SignInRequest & { displayName: string; role: Role },
): Promise<void> {
  await signIn(page, operator);
  await eventually(() => textOf(page.getByTestId('signed-in-as'))).toBe(
    `${operator.displayName} · ${ROLE_LABELS[operator.role]}`,
  );
  await eventually(() => routeOf(page)).toBe(LANDING_ROUTES[operator.role]);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('sign-out').click();
  await eventually(() => routeOf(page)).toBe('/sign-in');
  await page.getByTestId('sign-in-form').waitFor();
}

export interface RtgsEntry {
  sourceCountry: string;
  /** The account holder's name as the branch list holds it (the picker fills it in). */
  sourceName: string;
  sourceAccount: string;
  recipientName: string;
  bankCode: string;
  recipientAccount: string;
  amount: string;
  purpose: string;
  description: string;
}

/** The D2 example, KE: two accounts the sandbox bank holds (GET /sandbox/accounts). */
export const JANE_TO_JOHN: RtgsEntry = {
  sourceCountry: 'KE',
  sourceName: 'Jane Wanjiku',
  sourceAccount: '0011547896523',
  recipientName: 'John Otieno',
  bankCode: '01',
  recipientAccount: '1100194977404',
  amount: '1,000.5',
  purpose: 'OTHR',
  description: 'School fees',
};

/** The RTGS form is up and the purpose list from the sandbox bank is in it (and cached in main). */
export async function waitForPurposes(page: Page): Promise<void> {
  await page
    .getByTestId('transfer.purposeOfPaymentCode')
    .locator('option[value="OTHR"]')
    .waitFor({ state: 'attached' });
}

/**
 * The branch account picker's choice for an account of the branch lists (on the sandbox: the
 * sandbox bank's own accounts, which fill the lists at start): its country and number. Picking it
 * fills the sender's name, country and currency.
 */
export function sourceAccountChoice(entry: { sourceCountry: string; sourceAccount: string }) {
  return `${entry.sourceCountry}|${entry.sourceAccount}`;
}

export async function fillRtgsForm(page: Page, entry: RtgsEntry): Promise<void> {
  await page.getByTestId('rtgs-form').waitFor();
  await page.getByTestId('source-account').selectOption(sourceAccountChoice(entry));
  await page.getByTestId('destination.name').fill(entry.recipientName);
  await page.getByTestId('destination.bankCode').fill(entry.bankCode);
  await page.getByTestId('destination.accountNumber').fill(entry.recipientAccount);
  await page.getByTestId('transfer.amount').fill(entry.amount);
  // The purpose list comes from the sandbox bank; selectOption waits for the option to arrive.
  await page.getByTestId('transfer.purposeOfPaymentCode').selectOption(entry.purpose);
  await page.getByTestId('transfer.description').fill(entry.description);
}

export interface ImtEntry {
  sourceCountry: string;
  sourceName: string;
  sourceAccount: string;
  senderName: string;
  senderDocumentType: string;
  senderDocumentNumber: string;
  senderCountry: string;
  senderMobile: string;
  senderEmail: string;
  recipientCountry: string;
  recipientName: string;
  recipientMobile: string;
  walletName: string;
  recipientDocumentType: string;
  recipientDocumentNumber: string;
  amount: string;
  description: string;
}

/** To an M-PESA wallet the sandbox bank holds (+254712345678, typed as a clerk would). */
export const JANE_TO_FAITH: ImtEntry = {
  sourceCountry: 'KE',
  sourceName: 'Jane Wanjiku',
  sourceAccount: '0011547896523',
  senderName: 'Jane Wanjiku',
  senderDocumentType: 'NationalId',
  senderDocumentNumber: '23456789',
  senderCountry: 'KE',
  senderMobile: '+254722000111',
  senderEmail: 'jane@example.com',
  recipientCountry: 'KE',
  recipientName: 'Faith Njeri',
  recipientMobile: '0712 345 678',
  walletName: 'M-PESA',
  recipientDocumentType: 'NationalId',
  recipientDocumentNumber: '34567890',
  amount: '2,500',
  description: 'Upkeep',
};

export async function fillImtForm(page: Page, entry: ImtEntry): Promise<void> {
  await page.getByTestId('imt-form').waitFor();
  await page.getByTestId('source-account').selectOption(sourceAccountChoice(entry));
  await page.getByTestId('sender.name').fill(entry.senderName);
  await page.getByTestId('sender.documentType').selectOption(entry.senderDocumentType);
  await page.getByTestId('sender.documentNumber').fill(entry.senderDocumentNumber);
  await page.getByTestId('sender.countryCode').selectOption(entry.senderCountry);
  await page.getByTestId('sender.mobileNumber').fill(entry.senderMobile);
  await page.getByTestId('sender.email').fill(entry.senderEmail);
  await page.getByTestId('destination.countryCode').selectOption(entry.recipientCountry);
  await page.getByTestId('destination.name').fill(entry.recipientName);
  await page.getByTestId('destination.mobileNumber').fill(entry.recipientMobile);
  // The wallets of the recipient's country, from the branch lists: the one the service expects.
  await page.getByTestId('destination.walletName').selectOption(entry.walletName);
  await page.getByTestId('destination.documentType').selectOption(entry.recipientDocumentType);
  await page.getByTestId('destination.documentNumber').fill(entry.recipientDocumentNumber);
  await page.getByTestId('transfer.amount').fill(entry.amount);
  await page.getByTestId('transfer.description').fill(entry.description);
}

/** The customer's signed instruction, as the clerk fills it on every review. */
export const INSTRUCTION_FORM_NUMBER = 'IF-2026/0042';

let formsSigned = 0;

/**
 * A form number no transfer of this run has been given: every customer signs a form of their own,
 * and a number given twice stops the review (D46). Tests that type one themselves use others
 * (INSTRUCTION_FORM_NUMBER and its neighbours below 1000).
 */
export function nextFormNumber(): string {
  formsSigned += 1;
  return `IF-2026/${1000 + formsSigned}`;
}

/** The review's checks with main have answered: what it shows will not change by itself. */
export async function reviewChecked(page: Page): Promise<void> {
  await page
    .locator('[data-testid="review-controls"][data-checks="done"]')
    .waitFor({ state: 'attached' });
}

/**
 * From the form to the review, which must then show the confirm button, with the customer's
 * instruction form number typed and the ID and signature check ticked, as every confirm needs.
 */
export async function reviewTransfer(page: Page): Promise<void> {
  await page.getByTestId('review-transfer').click();
  await page.getByTestId('confirm-send').waitFor();
  await reviewChecked(page);
  await fillInstruction(page);
}

export async function fillInstruction(page: Page): Promise<void> {
  const number = page.getByTestId('instruction-number');
  if ((await number.inputValue()) === '') await number.fill(nextFormNumber());
  await page.getByTestId('instruction-checked').check();
}

/**
 * Confirms the reviewed transfer and waits for its receipt; returns the reference shown. A review
 * that stops the transfer as a repeat of an earlier one (D46) fails at once, naming it: a test that
 * sends the same details again on purpose says so with `confirmSecondTransfer`.
 */
export async function confirmAndWaitForReceipt(page: Page): Promise<string> {
  await page.getByTestId('confirm-send').click();
  const stop = page.getByTestId('control-repeat');
  await page.locator('[data-testid="receipt"], [data-testid="control-repeat"]').first().waitFor();
  if (await stop.isVisible()) {
    throw new Error(
      `The review stopped this transfer as a repeat: ${await textOf(stop)} Use confirmSecondTransfer when the test sends the same details again on purpose.`,
    );
  }
  return waitForReceipt(page);
}

/**
 * The clerk's confirmation, on the review, that the customer asked for a second transfer (D46):
 * the stop must be there, naming the earlier transfer; the reason typed, then Confirm.
 */
export async function confirmSecondTransfer(
  page: Page,
  reason = 'The customer asked to send it again',
): Promise<string> {
  await reviewChecked(page);
  await page.getByTestId('control-repeat').waitFor();
  await page.getByTestId('repeat-reason').fill(reason);
  await page.getByTestId('confirm-send').click();
  return waitForReceipt(page);
}

export async function waitForReceipt(page: Page): Promise<string> {
  await page.getByTestId('receipt').waitFor();
  return textOf(page.getByTestId('receipt-reference'));
}

/**
 * A signed-in clerk sends Jane's RTGS to John and her IMT to Faith, through the screens, and
 * waits for each receipt; returns both references.
 */
export async function sendRtgsAndImt(page: Page): Promise<{ rtgs: string; imt: string }> {
  await fillRtgsForm(page, JANE_TO_JOHN);
  await reviewTransfer(page);
  const rtgs = await confirmAndWaitForReceipt(page);
  await page.getByTestId('new-imt').click();
  await fillImtForm(page, JANE_TO_FAITH);
  await reviewTransfer(page);
  const imt = await confirmAndWaitForReceipt(page);
  return { rtgs, imt };
}
