import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PageGlobals } from './e2e-app';

/*
 * Reading and driving the page, by the data-testid attributes of renderer/. Vitest's expect has
 * no waiting assertions of its own: `eventually` polls until the page agrees.
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

/**
 * Waits until the element with this id holds the focus, read from `document.activeElement` as a
 * screen reader would. A refused form validates every field, then moves the focus to its list of
 * problems; on a two-core runner busy with other test files that took over 15 s at times, so the
 * wait is 40 s (D94: wait for the state checked, not a fixed time).
 */
export function focusLandsOn(page: Page, id: string): Promise<void> {
  return expect
    .poll(
      () =>
        page.evaluate(() => {
          type Focused = { id: string } | null;
          const { document } = globalThis as unknown as { document: { activeElement: Focused } };
          return document.activeElement?.id ?? null;
        }),
      { timeout: 40_000, interval: 100, message: `the focus on #${id}` },
    )
    .toBe(id);
}

/** The element id of a form field, as renderer/src/composables/useFormField.ts makes it. */
function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The message line under a form field. */
export function fieldError(page: Page, path: string): Locator {
  return page.locator(`#${fieldId(path)}-error`);
}

/** The receipt log's rarer filters (kind, state, operator, currency, marks), opened if folded. */
export async function openMoreLogFilters(page: Page): Promise<void> {
  const toggle = page.getByTestId('log-more-filters');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('log-kind').waitFor();
}

/**
 * Follows a header link (`nav-journal-check`) as a person would: a page that does not fit the
 * header's row waits behind "More" (D58), which is opened first.
 */
export async function followNav(page: Page, testId: `nav-${string}`): Promise<void> {
  const link = page.getByTestId(testId);
  if (!(await link.isVisible())) await page.getByTestId('nav-more').click();
  await link.click();
}
