import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NewOperator } from '@shared/domain/operators';
import { axeFindings, describeFindings } from './support/axe';
import { useE2eApp } from './support/e2e-app';
import { useTuesdayBank } from './support/tuesday-bank';
import { ADMIN } from './support/people';
import {
  checkSays,
  openBankConnection,
  saveCredentials,
  saveServiceAddress,
  screenshots,
} from './support/bank-setup';
import { eventually, focusedTestId, textOf } from './support/page';
import { signInAs } from './support/sign-in';
import { choseOwnPassword } from '../support/first-password';

/*
 * D71 on the Bank connection page: the credentials belong to the server they were entered for.
 * The admin moves the Service address to another server (a capture server on 127.0.0.1 that
 * writes down every request): the page says the credentials must be entered again, a check sends
 * the capture server nothing, and the live service moves only with a second admin.
 */
const app = useE2eApp();

const BANK_CREDENTIALS = {
  apiKey: 'uat-api-key-5d21',
  merchantCode: 'UATMERCH0077',
  consumerSecret: 'uat-consumer-secret-c4e8',
};
const SECOND_ADMIN: NewOperator = {
  operatorId: 'admin.baraka',
  displayName: 'Baraka Mwangi',
  role: 'admin',
  password: 'pepper window harbour 9',
};

const uat = useTuesdayBank('address-move', { credentials: BANK_CREDENTIALS });
let capture: Server;
let captureUrl: string;
/** Every request the capture server received, as text. */
const received: string[] = [];

beforeAll(async () => {
  capture = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(JSON.stringify({ url: request.url, headers: request.headers, body }));
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ accessToken: 'captured-token', expiresIn: 900 }));
    });
  });
  await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
  const address = capture.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  captureUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => capture?.close(() => resolve()));
});

describe('the Service address moves to another server (D71)', () => {
  test('the admin is told the credentials go, saves knowingly, and is asked to enter them again', async () => {
    const { page, harness } = app();
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, ADMIN);
    await openBankConnection(page, 'test');
    await saveServiceAddress(page, { baseUrl: uat.bank.url });
    await saveCredentials(page, BANK_CREDENTIALS);
    expect(await textOf(page.getByTestId('credentials-origin'))).toBe(
      `Kept for ${new URL(uat.bank.url).origin} only: they are sent to no other address.`,
    );

    await page.getByLabel('Service address', { exact: true }).fill(captureUrl);
    await page.getByTestId('save-service-address').click();
    const confirm = page.getByTestId('address-move-confirm');
    await confirm.waitFor();
    expect(await textOf(page.getByTestId('address-move-message'))).toBe(
      `The credentials stored were entered for ${new URL(uat.bank.url).origin}, and ${captureUrl} is another server. Saving this address removes them and the cached token, and you then enter all three again for the new address. Choose “Save and remove the credentials” to go on, or put the address back.`,
    );
    // The eye goes to the decision; nothing moved yet.
    expect(await focusedTestId(page)).toBe('address-move-title');
    expect(harness.services.settings.review().settings.endpoints.test?.baseUrl).toBe(uat.bank.url);
    await screenshots(page, 'bank-address-move-confirm', confirm);
    const atConfirm = await axeFindings(page);
    expect(atConfirm, describeFindings('address move warning', atConfirm)).toEqual([]);

    await page.getByTestId('address-move-save').click();
    await page.getByTestId('service-address-outcome').waitFor();
    await eventually(() => textOf(page.getByTestId('credentials-status'))).toMatch(
      new RegExp(
        `^Removed on 2026-11-24 \\d\\d:\\d\\d EAT by Amina Mohamed \\(admin\\.amina\\) when the Service address moved away from ${new URL(uat.bank.url).origin.replaceAll('.', '\\.')}\\. Enter the API key, the merchant code and the consumer secret again for the new address\\.$`,
      ),
    );
    expect(await textOf(page.getByTestId('bank-missing'))).toContain(
      'Enter the credentials (API key, merchant code and consumer secret).',
    );
    await screenshots(page, 'bank-address-moved', page.getByTestId('credentials-form'));
    const afterMove = await axeFindings(page);
    expect(afterMove, describeFindings('credentials removed', afterMove)).toEqual([]);

    expect(await checkSays(page, harness)).toBe(
      'The credentials are not set. Enter the API key, the merchant code and the consumer secret first.',
    );
    expect(received).toEqual([]);
  });

  test('keeping the address puts the form back and changes nothing', async () => {
    const { page, harness } = app();
    await saveServiceAddress(page, { baseUrl: uat.bank.url });
    await saveCredentials(page, BANK_CREDENTIALS);
    await page.getByLabel('Service address', { exact: true }).fill(captureUrl);
    await page.getByTestId('save-service-address').click();
    await page.getByTestId('address-move-cancel').click();
    expect(await page.getByLabel('Service address', { exact: true }).inputValue()).toBe(
      uat.bank.url,
    );
    expect(await page.getByTestId('address-move-confirm').count()).toBe(0);
    expect(await harness.services.bankSetup.view('test')).toMatchObject({
      ok: true,
      value: { credentials: { state: 'set' } },
    });
    expect(received).toEqual([]);
  });

  test('the live service moves only with a second admin, who types their own id and password', async () => {
    const { page, harness } = app();
    const created = await harness.operators.create(SECOND_ADMIN, {
      operatorId: ADMIN.operatorId,
      role: 'admin',
    });
    expect(created.ok).toBe(true);
    choseOwnPassword(harness.services.journal, SECOND_ADMIN.operatorId);
    await openBankConnection(page, 'live');
    await saveServiceAddress(page, { baseUrl: uat.bank.url });
    await saveCredentials(page, BANK_CREDENTIALS);
    await page.getByLabel('Service address', { exact: true }).fill(captureUrl);
    await page.getByTestId('save-service-address').click();
    await page.getByTestId('address-move-save').click();
    await page.getByTestId('second-admin-id').waitFor();
    expect(await focusedTestId(page)).toBe('second-admin-id');
    await screenshots(
      page,
      'bank-live-move-second-admin',
      page.getByTestId('address-move-confirm'),
    );

    // The admin's own id is refused at the field, and nothing moves.
    await page.getByTestId('second-admin-id').fill(ADMIN.operatorId);
    await page.getByTestId('second-admin-password').fill(ADMIN.password);
    await page.getByTestId('address-move-save').click();
    await eventually(() => textOf(page.locator('#second-admin-id-error'))).not.toBe('');
    expect(harness.services.settings.review().settings.endpoints.live?.baseUrl).toBe(uat.bank.url);

    await page.getByTestId('second-admin-id').fill(SECOND_ADMIN.operatorId);
    await page.getByTestId('second-admin-password').fill(SECOND_ADMIN.password);
    await page.getByTestId('address-move-save').click();
    await page.getByTestId('service-address-outcome').waitFor();
    expect(harness.services.settings.review().settings.endpoints.live?.baseUrl).toBe(captureUrl);
    expect(await checkSays(page, harness)).toMatch(/^The credentials are not set\./);
    expect(received).toEqual([]);
  });
});
