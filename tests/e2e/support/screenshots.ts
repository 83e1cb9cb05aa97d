import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/*
 * The two screens a branch counter has, at which every screen must be looked at: a usual laptop
 * and a small one. The pictures go to reports/screenshots/ (not committed), for a person to open
 * and for the guides to take.
 */
export const SCREEN_SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 700 },
] as const;

export const SCREENSHOTS_DIR = resolve(import.meta.dirname, '../../../reports/screenshots');

/**
 * What a person sees at both sizes: the window from its top, or from `at` when given (an element
 * the test wants seen, such as a refused field). The page is left at the first size. Returns the
 * files.
 */
export async function screenshots(page: Page, name: string, at?: Locator): Promise<string[]> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const files: string[] = [];
  for (const size of [...SCREEN_SIZES].reverse()) {
    await page.setViewportSize(size);
    if (at) {
      await at.evaluate((element) =>
        (element as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'center' }),
      );
    } else
      await page.evaluate(() =>
        (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
      );
    const file = join(SCREENSHOTS_DIR, `${name}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file });
    files.push(file);
  }
  return files;
}
