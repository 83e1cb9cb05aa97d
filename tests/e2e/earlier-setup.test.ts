import { describe, expect, test } from 'vitest';
import { generateSigningKeyPair } from '../../electron/main/keys/key-pair';
import type { SecretStore } from '../../electron/main/keys/secret-store';
import { useE2eApp } from './support/e2e-app';
import { ADMIN } from './support/people';
import { screenshots } from './support/screenshots';
import { eventually, routeOf, textOf } from './support/page';
import { fillOperatorForm } from './support/operator-form';

/*
 * A workstation whose journal was deleted or renamed: the keychain still holds the bank's live
 * credentials and signing key. The setup screen says so, and the first admin keeps or removes them
 * only by typing the live consumer secret, which main compares and never sends back (D66).
 */
const LIVE = {
  apiKey: 'live-api-key-e2e-4410',
  merchantCode: 'KCB0042',
  consumerSecret: 'live-consumer-secret-e2e-77',
};
let live: SecretStore | undefined;

const app = useE2eApp({
  operators: 'none',
  beforeStart: async ({ secretStore }) => {
    live = secretStore('live');
    await live.saveCredentials(LIVE, 'https://bank.example');
    await live.savePrivateKey(generateSigningKeyPair(2048).privateKeyPem);
  },
});

describe('first launch where an earlier setup was', () => {
  test('the setup screen says what the keychain holds and asks what becomes of it', async () => {
    const { page } = app();
    await page.getByTestId('earlier-setup').waitFor();
    expect(routeOf(page)).toBe('/setup');
    expect(await textOf(page.locator('#earlier-setup-title'))).toBe(
      'This workstation was set up before',
    );
    expect(await page.getByTestId('earlier-setup-found').locator('li').allInnerTexts()).toEqual([
      'the service credentials of the bank’s live service',
      'the signing key of the bank’s live service',
    ]);
  });

  test('without an answer, nothing is created', async () => {
    const { page, harness } = app();
    await fillOperatorForm(page, ADMIN);
    await page.getByTestId('operator-submit').click();
    await eventually(() => textOf(page.locator('#field-earlierSetup-error'))).toMatch(
      /keep it \(type the consumer secret\) or remove it/,
    );
    expect(harness.operators.setupNeeded()).toBe(true);
  });

  test('a wrong consumer secret keeps nothing and is cleared from the screen', async () => {
    const { page, harness } = app();
    await page.getByTestId('earlier-setup-keep').check();
    await page.getByTestId('earlier-setup-consumer-secret').fill('not the secret');
    await page.getByTestId('operator-submit').click();
    await eventually(() => textOf(page.locator('#field-earlierSetup-consumerSecret-error'))).toBe(
      'This is not the consumer secret of the bank’s live service stored on this workstation. Nothing was kept or removed. Type it again as the bank issued it; if no one has it, IT can remove Remit Desk’s entries from the OS keychain.',
    );
    expect(await page.getByTestId('earlier-setup-consumer-secret').inputValue()).toBe('');
    expect(harness.operators.setupNeeded()).toBe(true);
  });

  test('removing them needs the consumer secret too (D66)', async () => {
    const { page, harness } = app();
    await page.getByTestId('earlier-setup-remove').check();
    await page.getByTestId('earlier-setup-consumer-secret').fill('not the secret');
    await page.getByTestId('operator-submit').click();
    await eventually(() =>
      textOf(page.locator('#field-earlierSetup-consumerSecret-error')),
    ).toMatch(/^This is not the consumer secret of the bank’s live service stored/);
    await screenshots(
      page,
      'earlier-setup-remove-wrong-secret',
      page.getByTestId('earlier-setup-consumer-secret'),
    );
    expect(harness.operators.setupNeeded()).toBe(true);
    expect(await live!.credentials()).toEqual({ ...LIVE, origin: 'https://bank.example' });
    await page.getByTestId('earlier-setup-keep').check();
  });

  test('the right one keeps them, and the admin is signed in', async () => {
    const { page, harness } = app();
    await page.getByTestId('earlier-setup-consumer-secret').fill(LIVE.consumerSecret);
    await fillOperatorForm(page, ADMIN);
    await page.getByTestId('operator-submit').click();
    // The first admin goes on to the first-launch wizard (first-launch-wizard.test.ts).
    await eventually(() => routeOf(page)).toBe('/first-launch');
    expect(harness.operators.current()).toEqual({ operatorId: ADMIN.operatorId, role: 'admin' });
    expect(await live!.credentials()).toEqual({ ...LIVE, origin: 'https://bank.example' });
    // The stored secret was never part of an answer, and the typed one is gone from the page.
    const answers = await app().ipcAnswers();
    expect(answers.filter((a) => a.body.includes(LIVE.consumerSecret))).toEqual([]);
    expect(await page.content()).not.toContain(LIVE.consumerSecret);
  });
});
