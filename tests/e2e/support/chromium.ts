import { accessSync, constants } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the browser the e2e tests drive (playwright-core downloads none). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, and nothing that would reach the network or start background work of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

export class ChromiumMissingError extends Error {
  constructor(path: string, detail: string) {
    super(
      `The e2e tests drive Debian's Chromium at ${path}, and it cannot be run here (${detail}). ` +
        'Install it with `sudo apt-get install chromium`, then run `npm test` again.',
    );
    this.name = 'ChromiumMissingError';
  }
}

/**
 * Fails with what to install when the browser is not there: an e2e run never skips silently.
 * `extraArgs` go after the usual ones (a test that stands in for a DNS answer, for example).
 */
export async function launchChromium(
  path: string = CHROMIUM_PATH,
  extraArgs: readonly string[] = [],
): Promise<Browser> {
  try {
    accessSync(path, constants.X_OK);
  } catch (error) {
    throw new ChromiumMissingError(path, (error as NodeJS.ErrnoException).code ?? String(error));
  }
  return chromium.launch({
    executablePath: path,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    timeout: 60_000,
  });
}
