import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2eApp } from './support/e2e-app';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import { SCREEN_SIZES, SCREENSHOTS_DIR, screenshots } from './support/screenshots';
import { eventually, fieldError, focusedTestId, openRoute, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The screens at the two sizes of a branch counter (D58, D59): each send form within two and a
 * half screens at 1024×700 and 1366×768, empty and with every message shown; the header one row
 * for every role, the pages that do not fit behind a "More" button the keyboard works; no label,
 * button or chosen list entry whose text is cut; a branch list's long holder name shown whole. Each
 * screen is photographed at both sizes for a person to look at, and the heights measured go to
 * reports/screenshots/layout.json beside the pictures.
 */
const app = useE2eApp();

const MAX_FORM_SCREENS = 2.5;
/** One row: the Sign out button's 2.25rem and the header's padding, with a little to spare. */
const HEADER_MAX_PX = 56;
/** A holder's name longer than a narrow column: the finding saw one cut after seven letters. */
const LONG_HOLDER = 'Wanjiku Family Welfare Group Savings and Development Account';
const LONG_ACCOUNT = 'KE|0011547896599';

interface Layout {
  /** The document's whole height: what a person scrolls through. */
  height: number;
  header: number;
  banner: number;
  /** Texts wider or taller than their box, and chosen list entries wider than their list. */
  clipped: string[];
}

/**
 * Measured in the page once it has drawn a frame at its size (the header fits its row in that
 * frame); the e2e files are typed for Node, so the DOM is reached untyped.
 */
function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(async () => {
    const { requestAnimationFrame } = globalThis as unknown as {
      requestAnimationFrame(callback: () => void): void;
    };
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise<void>((resolve) => requestAnimationFrame(resolve));
    }
    interface Box {
      tagName: string;
      textContent: string | null;
      value?: string;
      scrollWidth: number;
      clientWidth: number;
      scrollHeight: number;
      clientHeight: number;
      selectedOptions?: ArrayLike<{ textContent: string | null }>;
      checkVisibility(): boolean;
      closest(selector: string): Box | null;
      getBoundingClientRect(): { height: number };
    }
    interface Style {
      display: string;
      whiteSpace: string;
      fieldSizing: string;
      font: string;
      paddingLeft: string;
      paddingRight: string;
    }
    const { document, getComputedStyle } = globalThis as unknown as {
      document: {
        documentElement: { scrollHeight: number };
        querySelector(selector: string): Box | null;
        querySelectorAll(selector: string): Iterable<Box>;
        createElement(tag: 'canvas'): {
          getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } };
        };
      };
      getComputedStyle(element: Box): Style;
    };
    const shown = (element: Box) =>
      element.checkVisibility() &&
      element.clientWidth > 1 &&
      element.closest('.visually-hidden') === null;
    const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const clipped: string[] = [];

    // Labels, legends, buttons, links and headings: their text inside their box; the header and
    // its row of pages: every page and the operator inside the window.
    const texts =
      'label, legend, button, a, th, h1, h2, h3, kbd, .field__label, .field-text__value, .kind-switch__link, .app-header, .app-header__links';
    for (const element of document.querySelectorAll(texts)) {
      if (!shown(element) || getComputedStyle(element).display === 'inline') continue;
      if (
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1
      ) {
        clipped.push(
          `${element.tagName.toLowerCase()} "${words(element.textContent)}" (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
        );
      }
    }
    // What a field holds: a typed value wider than its box, or a wrapped one taller.
    for (const element of document.querySelectorAll('input[type="text"], textarea')) {
      if (!shown(element) || !element.value) continue;
      if (
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1
      ) {
        clipped.push(`${element.tagName.toLowerCase()} value "${element.value}"`);
      }
    }
    // A closed list shows its chosen entry: its text in the room left beside the arrow.
    const ruler = document.createElement('canvas').getContext('2d');
    const ARROW_PX = 20;
    for (const element of document.querySelectorAll('select')) {
      if (!shown(element)) continue;
      // A list box sized to its entry wraps it onto more lines (checked where it matters).
      const style = getComputedStyle(element);
      if (style.whiteSpace === 'normal' && style.fieldSizing === 'content') continue;
      const chosen = words(element.selectedOptions?.[0]?.textContent);
      ruler.font = style.font;
      const room =
        element.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        ARROW_PX;
      const width = Math.ceil(ruler.measureText(chosen).width);
      if (width > room) clipped.push(`select showing "${chosen}" (${width} px in ${room})`);
    }

    const heightOf = (selector: string) =>
      Math.round(document.querySelector(selector)?.getBoundingClientRect().height ?? 0);
    return {
      height: document.documentElement.scrollHeight,
      header: heightOf('.app-header'),
      banner: heightOf('[data-testid="environment-banner"]'),
      clipped,
    };
  });
}

const measured: Record<string, Record<string, Layout>> = {};
afterAll(() => {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOTS_DIR, 'layout.json'), `${JSON.stringify(measured, null, 2)}\n`);
});

/**
 * The screen at both sizes: measured at each, then photographed at each, from its top or around
 * `at` (the page is left at 1366×768). Every screen: the header one row, nothing cut. Returns the
 * layouts by size.
 */
async function look(page: Page, name: string, at?: Locator): Promise<Record<string, Layout>> {
  const layouts: Record<string, Layout> = {};
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    // The header moves pages behind "More" when a ResizeObserver tells it the new width
    // (composables/nav-fit.ts), a frame or more after the resize on a loaded machine: the layout
    // is read once nothing is cut, or as it stands after five seconds (and then fails below).
    await expect
      .poll(async () => (await layoutOf(page)).clipped.length, { timeout: 5_000, interval: 100 })
      .toBe(0)
      .catch(() => undefined);
    const layout = await layoutOf(page);
    layouts[`${size.width}x${size.height}`] = layout;
    expect(layout.header, `${name}: the header at ${size.width}×${size.height}`).toBeGreaterThan(0);
    expect(
      layout.header,
      `${name}: the header at ${size.width}×${size.height}`,
    ).toBeLessThanOrEqual(HEADER_MAX_PX);
    expect(layout.clipped, `${name}: cut texts at ${size.width}×${size.height}`).toEqual([]);
  }
  measured[name] = layouts;
  await screenshots(page, name, at);
  return layouts;
}

/** A send form's screen: within two and a half screen heights at both sizes. */
async function lookAtForm(page: Page, name: string): Promise<void> {
  const layouts = await look(page, name);
  for (const size of SCREEN_SIZES) {
    expect(
      layouts[`${size.width}x${size.height}`]!.height,
      `${name} at ${size.width}×${size.height}`,
    ).toBeLessThanOrEqual(MAX_FORM_SCREENS * size.height);
  }
}

function heightOf(locator: Locator): Promise<number> {
  return locator.evaluate(
    (element) =>
      (
        element as unknown as { getBoundingClientRect(): { height: number } }
      ).getBoundingClientRect().height,
  );
}

function isVisible(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).isVisible();
}

describe('the screens at a counter’s two sizes', () => {
  test('the admin’s settings; a long holder’s name whole in its list', async () => {
    const { page, harness } = app();
    await page.getByTestId('sign-in-form').waitFor();
    await look(page, 'counter-sign-in');
    await signInAs(page, ADMIN);
    await look(page, 'counter-admin-operators');
    await openRoute(page, '/settings');
    await page.getByTestId('section-workstation').waitFor();
    await look(page, 'counter-admin-settings');

    await openRoute(page, '/settings/sourceAccounts');
    const section = page.getByTestId('section-list-sourceAccounts');
    await section.waitFor();
    const rows = await page.locator('[data-testid^="list-sourceAccounts-row-"]').count();
    await page.getByTestId('list-sourceAccounts-add').click();
    await page.getByTestId(`list-sourceAccounts-${rows}-countryCode`).selectOption('KE');
    await page.getByTestId(`list-sourceAccounts-${rows}-accountNumber`).fill('0011547896599');
    // Typed last, and saved with Enter as from any other cell: the name gets no line break.
    const holder = page.getByTestId(`list-sourceAccounts-${rows}-holderName`);
    await holder.fill(LONG_HOLDER);
    await holder.press('Enter');
    await eventually(() => textOf(section.getByTestId('section-saved'))).toBe('Saved.');
    expect(await holder.inputValue()).toBe(LONG_HOLDER);
    expect(
      harness.services.branchLists.review('sandbox').lists.sourceAccounts.at(-1),
    ).toMatchObject({ holderName: LONG_HOLDER, accountNumber: '0011547896599' });
    // Wrapped onto more lines than one, every letter in sight (look() checks the box holds it).
    expect(await heightOf(holder)).toBeGreaterThan(
      1.5 * (await heightOf(page.getByTestId('list-sourceAccounts-0-accountNumber'))),
    );
    await look(page, 'counter-admin-source-accounts', holder);
    await signOut(page);
  });

  test('each send form fits two and a half screens, empty and with every message shown', async () => {
    const { page } = app();
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await lookAtForm(page, 'counter-rtgs-empty');
    await page.getByTestId('review-transfer').click();
    await page.getByTestId('error-summary').waitFor();
    await lookAtForm(page, 'counter-rtgs-errors');
    expect(await textOf(fieldError(page, 'destination.name'))).toBe(
      "Recipient's name is required.",
    );

    await page.keyboard.press('Alt+M');
    await eventually(() => routeOf(page)).toBe('/send/imt');
    await page.getByTestId('imt-form').waitFor();
    await lookAtForm(page, 'counter-imt-empty');
    await page.getByTestId('review-transfer').click();
    await page.getByTestId('error-summary').waitFor();
    await lookAtForm(page, 'counter-imt-errors');
    // Each message at its field (the customer block's own, D77), and the summary still takes the
    // clerk to it.
    expect(await textOf(fieldError(page, 'customer.documentNumber'))).toBe(
      'ID number is required.',
    );
    await page
      .getByTestId('error-summary')
      .getByRole('button', { name: "Recipient's mobile number is required." })
      .click();
    expect(await focusedTestId(page)).toBe('destination.mobileNumber');

    // The long name the admin listed, whole in the list it was picked from (on more lines than
    // one) and beside it.
    const picker = page.getByTestId('source-account');
    const oneLine = await heightOf(picker);
    await picker.selectOption(LONG_ACCOUNT);
    expect(await textOf(page.getByTestId('source.name'))).toBe(LONG_HOLDER);
    await look(page, 'counter-imt-long-holder');
    expect(await heightOf(picker)).toBeGreaterThan(oneLine + 10);
    await page.getByTestId('clear-form').click();
  });

  test('the review, the receipt and the day’s list', async () => {
    const { page } = app();
    await page.keyboard.press('Alt+R');
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    await look(page, 'counter-review');
    await confirmAndWaitForReceipt(page);
    await look(page, 'counter-receipt');
    await page.keyboard.press('Alt+T');
    await eventually(() => routeOf(page)).toBe('/my-transfers');
    await page.getByTestId('my-day-table').waitFor();
    await look(page, 'counter-my-day');
  });

  test('the header: a clerk’s pages in one row at 1366, the rest behind “More” by keyboard', async () => {
    const { page } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const link of ['nav-send-rtgs', 'nav-send-imt', 'nav-my-transfers', 'nav-receipt-log']) {
      await eventually(() => isVisible(page, link), link).toBe(true);
    }

    await page.setViewportSize({ width: 1024, height: 700 });
    const more = page.getByTestId('nav-more');
    await more.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await eventually(() => isVisible(page, 'nav-receipt-log')).toBe(false);
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await isVisible(page, 'nav-receipt-log')).toBe(true);
    // Tab goes into the opened list; Escape folds it and gives the focus back to the button.
    await page.keyboard.press('Tab');
    const firstBehind = await page
      .locator('#app-header-more a')
      .first()
      .getAttribute('data-testid');
    expect(await focusedTestId(page)).toBe(firstBehind);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedTestId(page)).toBe('nav-more');
    // Opened with Space, a page chosen with Enter: the page opens and the list folds.
    await page.keyboard.press('Space');
    await page.getByTestId('nav-receipt-log').focus();
    await page.keyboard.press('Enter');
    await eventually(() => routeOf(page)).toBe('/log');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await screenshots(page, 'counter-header-more');
    await signOut(page);
  });

  test('the supervisor’s home and the receipt log', async () => {
    const { page } = app();
    await signInAs(page, SUPERVISOR);
    await page.getByTestId('supervisor-waiting').waitFor();
    await look(page, 'counter-supervisor-home');
    await openRoute(page, '/log');
    await page.getByTestId('log-table').waitFor();
    await look(page, 'counter-log');
    await signOut(page);
  });
});
