import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eApp } from './support/e2e-app';
import { axeFindings, describeFindings, type AxeFinding } from './support/axe';
import { ADMIN, CLERK, COMPLIANCE, SUPERVISOR } from './support/people';
import { eventually, openRoute, routeOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { reviewTransfer, waitForReceipt } from './support/review';

/*
 * Every screen checked with axe-core against WCAG 2.1 A and AA, as the page stands once its data
 * has arrived: no finding on any of them. A failure lists each finding with its rule, what it means
 * and the element, so it can be mended where it is.
 */
const app = useE2eApp();

const found: string[] = [];

async function check(page: Page, screen: string, ready: () => Promise<unknown>): Promise<void> {
  await ready();
  const findings: AxeFinding[] = await axeFindings(page);
  if (findings.length > 0) found.push(describeFindings(screen, findings));
}

describe('every screen, checked with axe-core', () => {
  test('the check itself finds an unlabelled field, so a pass means something', async () => {
    const { page } = app();
    await page.locator('body').waitFor();
    await page.evaluate(() => {
      const { document } = globalThis as unknown as {
        document: {
          createElement: (t: string) => { id: string };
          body: { append: (e: unknown) => void };
        };
      };
      const input = document.createElement('input');
      input.id = 'axe-self-check';
      document.body.append(input);
    });
    const findings = await axeFindings(page);
    expect(findings.map((f) => f.rule)).toContain('label');
    await page.evaluate(() => {
      (
        globalThis as unknown as {
          document: { getElementById: (id: string) => { remove: () => void } };
        }
      ).document
        .getElementById('axe-self-check')
        .remove();
    });
  });

  test("the clerk's screens: forms, errors, review and each outcome", async () => {
    const { page, harness } = app();
    await check(page, 'sign-in', () => page.getByTestId('sign-in-operator-id').waitFor());
    await signInAs(page, CLERK);
    await check(page, 'RTGS form', () => waitForPurposes(page));
    await page.getByTestId('review-transfer').click();
    await check(page, 'RTGS form with errors', () => page.getByTestId('error-summary').waitFor());
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    await check(page, 'review', () => page.getByTestId('confirm-send').waitFor());
    await page.getByTestId('confirm-send').click();
    await check(page, 'receipt: sent', () => waitForReceipt(page));

    await page.getByTestId('new-rtgs').click();
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, recipientAccount: '1100194977499' });
    await reviewTransfer(page);
    await page.getByTestId('confirm-send').click();
    await check(page, 'receipt: rejected', () => waitForReceipt(page));
    // Correct and send as new: the form filled in, its notice and the field the bank named marked.
    await page.getByTestId('receipt-correct').click();
    await check(page, 'RTGS correction form', () => page.getByTestId('error-summary').waitFor());

    await page.getByTestId('clear-form').click();
    await waitForPurposes(page);
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '777' });
    harness.services.sandbox!.setFault({ route: 'rtgs', fault: 'reset-after-processing' });
    await reviewTransfer(page);
    await page.getByTestId('confirm-send').click();
    await check(page, 'receipt: unknown', () => waitForReceipt(page));
    harness.services.sandbox!.clearFaults();

    await page.keyboard.press('Alt+M');
    await check(page, 'IMT form', () => page.getByTestId('imt-form').waitFor());
    await page.keyboard.press('Alt+T');
    await check(page, "today's transfers", () =>
      eventually(() => routeOf(page)).toBe('/my-transfers'),
    );
    await openRoute(page, '/password');
    await check(page, 'change password', () => page.locator('h1').waitFor());
    await signOut(page);
  });

  test("the supervisor's screens", async () => {
    const { page } = app();
    await signInAs(page, SUPERVISOR);
    await check(page, 'supervisor home', () => page.getByTestId('supervisor-waiting').waitFor());
    await openRoute(page, '/log');
    await check(page, 'receipt log', () => page.getByTestId('log-table').waitFor());
    const unknown = app()
      .transfers()
      .find((t) => t.state === 'unknown')!;
    await openRoute(page, `/transfers/${unknown.reference}`);
    await check(page, 'settle page', () => page.locator('h1').waitFor());
    await openRoute(page, '/end-of-day');
    await check(page, 'end of day', () => page.getByTestId('eod-day').waitFor());
    await signOut(page);
  });

  // D79: the compliance officer's flags (and a flag's dialog), the audit trail.
  test("the compliance officer's screens", async () => {
    const { page } = app();
    await signInAs(page, COMPLIANCE);
    await check(page, 'compliance home', () => page.getByTestId('compliance-intro').waitFor());
    await openRoute(page, '/flags');
    await check(page, 'suspicion flags', () => page.locator('h1').waitFor());
    await openRoute(page, '/audit-trail');
    await check(page, 'audit trail', () => page.getByTestId('audit-table').waitFor());
    await signOut(page);
  });

  test("the admin's screens and an open dialog", async () => {
    const { page } = app();
    await signInAs(page, ADMIN);
    await check(page, 'operators', () => eventually(() => routeOf(page)).toBe('/operators'));
    // The header's pages that do not fit its row, in their opened list (D58).
    await page.getByTestId('nav-more').click();
    await check(page, 'header list opened', () => page.locator('#app-header-more').waitFor());
    await page.keyboard.press('Escape');
    await page.getByTestId(`reset-password-${CLERK.operatorId}`).click();
    await check(page, 'password reset dialog', () => page.getByRole('dialog').waitFor());
    await page.keyboard.press('Escape');
    for (const route of ['/settings', '/bank', '/head-office', '/journal']) {
      await openRoute(page, route);
      await check(page, route, () => page.locator('h1').waitFor());
    }
    await signOut(page);
  });

  test('no screen has a finding', () => {
    expect(found.join('\n'), 'axe-core findings').toBe('');
  });
});
