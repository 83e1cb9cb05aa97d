import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { storedEntries } from '../main/keys/keychain-fixture';
import { ChromiumMissingError, launchChromium } from './support/chromium';
import { startE2eApp } from './support/e2e-app';

/*
 * The e2e fixture itself: a run leaves nothing behind (browser, harness, keychain entries, data
 * folder), and a machine without Chromium gets a failure that says what to install, not a skip.
 */

function refused(origin: string): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = request(origin, () => resolve('answered'));
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    outgoing.end();
  });
}

describe('the e2e fixture', () => {
  test('close() takes down the browser, the harness, the keychain entries and the data folder', async () => {
    const app = await startE2eApp({ operators: 'none' });
    const service = app.stores.service(app.harness.services.environment);
    let closed = false;
    try {
      // The app provisioned the sandbox bank's credentials and key in this run's entries.
      expect((await storedEntries(service)).length).toBeGreaterThan(0);
      expect(existsSync(app.dataDir)).toBe(true);
      expect(app.browser.isConnected()).toBe(true);
      expect(await app.page.getByTestId('environment-banner').count()).toBe(1);
      await app.close();
      closed = true;
    } finally {
      if (!closed) await app.close();
    }
    expect(await storedEntries(service)).toEqual([]);
    expect(existsSync(app.dataDir)).toBe(false);
    expect(app.browser.isConnected()).toBe(false);
    expect(await refused(app.harness.origin)).toBe('ECONNREFUSED');
    expect(await refused(app.harness.services.sandbox!.url)).toBe('ECONNREFUSED');
  });

  test('a missing Chromium fails with what to install', async () => {
    const launched = launchChromium('/nonexistent/chromium');
    await expect(launched).rejects.toBeInstanceOf(ChromiumMissingError);
    await expect(launched).rejects.toThrow('sudo apt-get install chromium');
  });
});
