import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Harness } from '../../../scripts/harness/harness-server';
import { eventually, followNav, routeOf, textOf } from './page';
import {
  fillImtForm,
  fillRtgsForm,
  JANE_TO_FAITH,
  JANE_TO_JOHN,
  waitForPurposes,
} from './transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer, waitForReceipt } from './review';

/*
 * The admin's bank-connection screens (renderer/src/views/admin/bank/) as a person uses them, by
 * their labels and data-testid attributes.
 */

export async function openBankConnection(page: Page, environment: EnvironmentName): Promise<void> {
  await followNav(page, 'nav-bank-connection');
  await page.getByTestId(`bank-environment-${environment}`).click();
  await eventually(() => routeOf(page)).toBe(`/bank/${environment}`);
  await page.getByTestId('signing-key-panel').waitFor();
}

export interface AddressEntry {
  baseUrl: string;
  tokenPath?: string;
  connectSeconds?: string;
  requestSeconds?: string;
  /**
   * D71: the address is on another server than the stored credentials' origin, and the admin
   * agrees that saving it removes them.
   */
  removeCredentials?: true;
}

export async function saveServiceAddress(page: Page, entry: AddressEntry): Promise<void> {
  await page.getByLabel('Service address', { exact: true }).fill(entry.baseUrl);
  if (entry.tokenPath !== undefined)
    await page.getByLabel('Token path', { exact: true }).fill(entry.tokenPath);
  if (entry.connectSeconds) {
    await page.getByLabel('Connect timeout (seconds)', { exact: true }).fill(entry.connectSeconds);
  }
  if (entry.requestSeconds) {
    await page.getByLabel('Request timeout (seconds)', { exact: true }).fill(entry.requestSeconds);
  }
  // Typing took away the message of the last save: the one that comes is this save's.
  await page.getByTestId('service-address-outcome').waitFor({ state: 'detached' });
  await page.getByTestId('save-service-address').click();
  if (entry.removeCredentials) {
    await page.getByTestId('address-move-confirm').waitFor();
    await page.getByTestId('address-move-save').click();
  }
  await page.getByTestId('service-address-outcome').waitFor();
}

export async function saveCredentials(
  page: Page,
  credentials: { apiKey: string; merchantCode: string; consumerSecret: string },
): Promise<void> {
  await page.getByLabel('API key', { exact: true }).fill(credentials.apiKey);
  await page.getByLabel('Merchant code', { exact: true }).fill(credentials.merchantCode);
  await page.getByLabel('Consumer secret', { exact: true }).fill(credentials.consumerSecret);
  await page.getByTestId('credentials-outcome').waitFor({ state: 'detached' });
  await page.getByTestId('save-credentials').click();
  await page.getByTestId('credentials-outcome').waitFor();
}

/** The public key and its fingerprint as the screen shows them, read as a person copies them. */
export async function keyOnScreen(
  page: Page,
  which: 'current' | 'pending',
): Promise<{ pem: string; fingerprint: string; fingerprintHex: string }> {
  const pem = await page.getByTestId(`public-key-pem-${which}`).inputValue();
  const fingerprint = await page.getByTestId(`key-fingerprint-${which}`).inputValue();
  return { pem, fingerprint, fingerprintHex: fingerprint.replaceAll(':', '').toLowerCase() };
}

/** What a bank's operator does with the PEM: POST it to the sandbox's operator route. */
export async function registerWithBank(
  bank: { url: string; operatorToken: string },
  pem: string,
): Promise<{ status: number; fingerprint: string }> {
  const answer = await fetch(`${bank.url}/sandbox/keys`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bank.operatorToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ pem }),
  });
  const body = (await answer.json()) as { data?: { fingerprint?: string } };
  return { status: answer.status, fingerprint: body.data?.fingerprint ?? '' };
}

export const SCREEN_SIZES = [
  [1366, 768],
  [1024, 700],
] as const;

/**
 * The screen as a person sees it at each workstation size, what fits at first glance and the whole
 * page, in reports/screenshots/ (not kept in git): for looking at, and for the admin guide.
 */
export async function screenshots(page: Page, name: string, at?: Locator): Promise<void> {
  const dir = join(process.cwd(), 'reports', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [width, height] of SCREEN_SIZES) {
    await page.setViewportSize({ width, height });
    await at?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`) });
    await page.screenshot({
      path: join(dir, `${name}-${width}x${height}-full.png`),
      fullPage: true,
    });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Presses Check connection and returns what the check says, once the answer on the screen is the
 * one made now (with the address and credentials stored now).
 */
export async function checkSays(page: Page, harness: Harness): Promise<string> {
  const checks = () =>
    harness.services.journal.audit.entries().filter((e) => e.action === 'bank.connection-checked')
      .length;
  const before = checks();
  await page.getByRole('button', { name: 'Check connection' }).click();
  await eventually(checks).toBe(before + 1);
  await eventually(() => page.getByTestId('check-stale').count()).toBe(0);
  await eventually(() => page.getByRole('button', { name: 'Check connection' }).isEnabled()).toBe(
    true,
  );
  return textOf(page.getByTestId('check-message'));
}

/**
 * A signed-in clerk sends an RTGS and an IMT transfer to a bank's test service: the RTGS succeeds,
 * the IMT stays without an answer (the test service never answers one). Returns both references.
 */
export async function sendRtgsAndImtToTestService(
  page: Page,
): Promise<{ rtgs: string; imt: string }> {
  await waitForPurposes(page);
  await fillRtgsForm(page, JANE_TO_JOHN);
  await reviewTransfer(page);
  const rtgs = await confirmAndWaitForReceipt(page);
  expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('succeeded');

  await followNav(page, 'nav-send-rtgs');
  await page.getByTestId('kind-imt').click();
  await fillImtForm(page, JANE_TO_FAITH);
  await reviewTransfer(page);
  // D56: the review says, before Confirm, that the test service will not answer, and how long
  // the screen waits; the sending notice says it again while the clerk waits.
  const notice = page.getByTestId('test-service-imt-notice');
  expect(await textOf(notice)).toMatch(
    /^The bank’s test service never answers mobile-wallet transfers After you confirm, this screen waits about \d+ seconds/,
  );
  await screenshots(page, 'test-service-imt-review', notice);
  await page.getByTestId('confirm-send').click();
  await eventually(() => textOf(page.getByTestId('send-progress'))).toContain(
    'The test service will not answer: the receipt comes in about',
  );
  await screenshots(page, 'test-service-imt-sending', page.getByTestId('send-progress'));
  // After the request timeout an unanswered IMT is "sent, no response", explained once.
  const imt = await waitForReceipt(page);
  expect(await page.getByTestId('receipt').getAttribute('data-state')).toBe('no_response_test');
  const receipt = await textOf(page.getByTestId('receipt'));
  expect(receipt.match(/answers? mobile-wallet transfers/g)).toHaveLength(1);
  await screenshots(page, 'test-service-imt-receipt');
  return { rtgs, imt };
}
