import { describe, expect, test } from 'vitest';
import type { Role } from '@shared/domain/roles';
import type { RemitDeskApi } from '@shared/ipc/contract';
import { wrongRoleError } from '../../electron/main/ipc/router';
import { useE2eApp } from './support/e2e-app';
import { CLERK, SUPERVISOR } from './support/people';
import { callFromPage } from './support/page';
import { signInAs, signOut } from './support/sign-in';

/*
 * Every bank-connection operation (D28, D29) is an admin's. Called straight from the page by a
 * clerk or a supervisor, main refuses each one for the role, and nothing changes: no credentials,
 * key, setting, dialog, print or restart.
 */
const app = useE2eApp();

const FINGERPRINT = 'ab'.repeat(32);

/** Each new operation with a request main would accept from an admin. */
const CALLS: { [K in keyof Omit<RemitDeskApi, 'on'>]?: unknown } = {
  bankSetup: { environment: 'test' },
  saveServiceAddress: {
    environment: 'test',
    baseUrl: 'https://uat.bank.example',
    tokenPath: '/authentication/api/v3/authenticate/merchant',
    connectTimeoutMs: 10_000,
    requestTimeoutMs: 45_000,
  },
  saveCredentials: {
    environment: 'test',
    apiKey: 'stolen-api-key',
    merchantCode: 'STOLEN01',
    consumerSecret: 'stolen-secret',
  },
  readCredentialsFile: { environment: 'test' },
  generateSigningKey: { environment: 'test', bits: 2048 },
  importSigningKey: { environment: 'test', passphrase: '', file: 'choose' },
  confirmKeyRotation: { environment: 'sandbox', fingerprint: FINGERPRINT },
  discardPendingKey: { environment: 'sandbox', fingerprint: FINGERPRINT },
  savePublicKey: { environment: 'sandbox', key: 'current' },
  printKeySheet: { environment: 'sandbox', key: 'current', output: 'printer' },
  checkConnection: { environment: 'sandbox' },
  acknowledgeUncheckedSetup: { environment: 'test' },
  switchEnvironment: { environment: 'live', confirmation: 'LIVE' },
  restartApp: undefined,
};

describe('the bank-connection operations are refused to everyone but an admin', () => {
  test.each([
    ['clerk', CLERK],
    ['supervisor', SUPERVISOR],
  ] as const)('a %s calling each one from the page', async (role, operator) => {
    const { page, harness } = app();
    await signInAs(page, operator);
    const auditBefore = harness.services.journal.audit.entries().length;
    const sandboxKeys = harness.services.sandbox!.publicKeys().length;
    for (const [name, request] of Object.entries(CALLS)) {
      expect(await callFromPage(page, name, request), name).toEqual({
        ok: false,
        error: wrongRoleError(role as Role, 'admin'),
      });
    }
    expect(await app().secretStore('test').credentials()).toBeNull();
    expect(await app().secretStore('test').privateKeyPem()).toBeNull();
    expect(harness.services.settings.review().settings).toMatchObject({
      environment: 'sandbox',
      endpoints: { test: null },
    });
    expect(harness.services.sandbox!.publicKeys()).toHaveLength(sandboxKeys);
    expect(harness.desktop.dialogs.requests()).toEqual([]);
    expect(harness.desktop.printer.printed()).toEqual([]);
    expect(harness.restarts).toBe(0);
    // A refused call changes nothing the audit log would record either.
    expect(harness.services.journal.audit.entries().length).toBe(auditBefore);
    await signOut(page);
  });

  test('covers every operation the contract gives the bank connection', async () => {
    const { remitDeskContract } = await import('@shared/ipc/contract');
    const bankOperations = Object.entries(remitDeskContract.operations)
      .filter(([, op]) => op.channel.startsWith('bank:') || op.channel === 'app:restart')
      .map(([name]) => name)
      .sort();
    expect(Object.keys(CALLS).sort()).toEqual(bankOperations);
    for (const name of bankOperations) {
      expect(remitDeskContract.operations[name as keyof typeof CALLS].access).toBe('admin');
    }
  });
});
