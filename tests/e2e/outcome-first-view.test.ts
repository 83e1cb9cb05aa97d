import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { TransferState } from '@shared/domain/transfer-states';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import type { Sandbox } from '../../electron/main/sandbox/sandbox';
import { useE2eApp } from './support/e2e-app';
import { CLERK } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, routeOf, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The receipt's first view after each outcome the sandbox bank can give, at 1366×768: the page at
 * its top, the outcome block focused and in the window, a first line and colour that a transfer
 * which moved no money cannot share with a sent one, and the clerk's next step as the primary
 * action. (Accepted-but-not-final needs a gateway in front of the bank and is covered under
 * tests/main/transfers; the test environment's silence under tests/e2e/bank-*.)
 */
const app = useE2eApp();

interface Case {
  state: TransferState;
  /** What the bank does with the next send. */
  arrange: (sandbox: Sandbox) => void;
  title: string;
  tone: 'ok' | 'problem';
  /** The primary action under the outcome, by test id. */
  primary: string;
}

const CASES: Case[] = [
  {
    state: 'succeeded',
    arrange: () => {},
    title: '✓ Sent',
    tone: 'ok',
    primary: 'receipt-print-printer',
  },
  {
    state: 'queued',
    arrange: (sandbox) => sandbox.setRtgsWindow('closed'),
    title: '✓ Sent',
    tone: 'ok',
    primary: 'receipt-print-printer',
  },
  {
    state: 'rejected',
    arrange: () => {},
    title: '✗ NOT SENT – refused by the bank',
    tone: 'problem',
    primary: 'receipt-correct',
  },
  {
    state: 'not_sent',
    arrange: (sandbox) => sandbox.setFault({ route: 'rtgs', fault: 'status', status: 401 }),
    title: '✗ NOT SENT – no money moved',
    tone: 'problem',
    primary: 'receipt-correct',
  },
  {
    state: 'unknown',
    arrange: (sandbox) => sandbox.setFault({ route: 'rtgs', fault: 'status', status: 503 }),
    title: '⚠ Outcome unknown – do not send again',
    tone: 'problem',
    primary: 'receipt-print-printer',
  },
];

async function inWindow(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= 768;
}

describe("the receipt's first view", () => {
  test.each(CASES)('after $state: the outcome first, focused, unmistakable', async (c) => {
    const { page, harness } = app();
    const sandbox = harness.services.sandbox!;
    if (routeOf(page) === '/sign-in' || routeOf(page) === '/') await signInAs(page, CLERK);
    else await page.keyboard.press('Alt+R');
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    await waitForPurposes(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    await fillRtgsForm(page, {
      ...JANE_TO_JOHN,
      recipientAccount: c.state === 'rejected' ? '1100194977499' : JANE_TO_JOHN.recipientAccount,
      // A customer of its own per case: the same transfer again would stop at the review (D46).
      amount: String(1000 + CASES.indexOf(c)),
    });
    await reviewTransfer(page);
    c.arrange(sandbox);
    try {
      await confirmAndWaitForReceipt(page);
    } finally {
      sandbox.clearFaults();
      sandbox.setRtgsWindow('auto');
    }

    expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe(c.state);
    await eventually(() => focusedTestId(page)).toBe('receipt-outcome');
    expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(
      0,
    );
    // Taken before the checks below, so a failing check still leaves its picture.
    await screenshots(page, `receipt-first-view-${c.state}`);
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
    );
    expect(await inWindow(page, 'receipt-outcome')).toBe(true);
    expect(await textOf(page.getByTestId('receipt-outcome-title'))).toBe(c.title);
    // The first line is a heading a screen reader lists and jumps to, inside the focused block.
    const heading = page.getByTestId('receipt-outcome').getByRole('heading', { level: 3 });
    expect(await heading.count()).toBe(1);
    expect(await textOf(heading)).toBe(c.title);
    expect(await textOf(page.getByTestId('receipt-state'))).toBe(STATE_LABELS[c.state]);
    expect(await page.getByTestId('receipt-outcome').getAttribute('data-tone')).toBe(c.tone);
    expect(await page.getByTestId(c.primary).getAttribute('class')).toContain('button--primary');
    if (c.tone === 'problem') {
      // Printing is never what a transfer that did not go out asks for first.
      const print = await page.getByTestId('receipt-print-printer').getAttribute('class');
      expect(c.primary === 'receipt-print-printer' || !print?.includes('button--primary')).toBe(
        true,
      );
    }
    if (c.state === 'unknown') {
      // The instruction is the first line, in the window; the banner under the block repeats it.
      expect(await textOf(page.getByTestId('receipt-outcome-title'))).toContain(
        'do not send again',
      );
      expect(await page.getByTestId('receipt-do-not-resend').getAttribute('role')).toBe('alert');
      expect(await page.getByTestId('receipt-correct').count()).toBe(0);
    }
  });
});
