import { describe, expect, it } from 'vitest';
import {
  KEYCHAIN_LOCKED,
  NO_DEFAULT_KEYRING,
  NO_SECRET_SERVICE,
} from '../../../electron/main/keys/keychain-errors';
import {
  CHILD_SECRETS,
  runWithBrokenKeychain,
  type BrokenKeychain,
  type ChildResult,
  type SessionRun,
} from './keychain-sessions';
import { uniquePrefix } from './keychain-fixture';

/** Every operation the child tries after setting up (or seeding) its keychain. */
const STORE_OPERATIONS = [
  'credentials',
  'privateKeyPem',
  'tokenLoad',
  'readHighWater',
  'status',
  'saveCredentials',
  'savePrivateKey',
  'tokenSave',
  'raiseHighWater',
  'deleteCredentials',
  'deletePrivateKey',
  'tokenClear',
];

function storeResults(run: SessionRun): ChildResult[] {
  return run.results.filter((r) => r.op !== 'rawKeytarRead');
}

function expectNoSecretIn(run: SessionRun) {
  const text = JSON.stringify(run.results.filter((r) => !r.ok));
  for (const secret of Object.values(CHILD_SECRETS)) expect(text).not.toContain(secret);
}

/** Every store operation, in order, failed as `code` with `message`, and no secret leaked. */
function expectEveryOperationRefused(run: SessionRun, code: string, message: string) {
  const results = storeResults(run);
  expect(results.map((r) => r.op)).toEqual(STORE_OPERATIONS);
  for (const result of results) {
    expect(result, result.op).toMatchObject({
      ok: false,
      name: 'SecretStoreError',
      code,
      message,
    });
  }
  expectNoSecretIn(run);
}

// The real keytar store in a keychain that is broken on purpose, in its own D-Bus session (so the
// other tests' keyring is never touched). These are the cases an admin meets on a real machine.
describe.runIf(process.platform === 'linux')('the real store on a broken Linux keychain', () => {
  const cases: Array<[BrokenKeychain, string]> = [
    ['no-bus', NO_SECRET_SERVICE],
    ['no-secret-service', NO_SECRET_SERVICE],
    ['no-keyring', NO_DEFAULT_KEYRING],
  ];

  it.each(cases)(
    '%s: every operation fails as unavailable with an actionable message, none hangs',
    async (keychain, message) => {
      const run = await runWithBrokenKeychain(keychain, uniquePrefix());
      expect(run.timedOut).toBe(false);
      expect(run.exitCode).toBe(0);
      expectEveryOperationRefused(run, 'unavailable', message);
    },
    120_000,
  );

  it('locked: reads do not pass off a locked keyring as empty; every operation fails as locked', async () => {
    const run = await runWithBrokenKeychain('locked', uniquePrefix());
    expect(run.timedOut).toBe(false);
    expect(run.exitCode).toBe(0);
    // Before the lock everything was stored and read back.
    expect(run.seeded.every((r) => r.ok)).toBe(true);
    expect(run.seeded.find((r) => r.op === 'credentials')?.value).toEqual({
      apiKey: CHILD_SECRETS.apiKey,
      merchantCode: CHILD_SECRETS.merchantCode,
      consumerSecret: CHILD_SECRETS.consumerSecret,
      origin: 'https://uat.bank.example',
    });
    // keytar on its own reports the stored entry as absent once the collection is locked:
    // libsecret cannot prompt, so its lookup returns NULL. This is what the store must not believe.
    expect(run.results.find((r) => r.op === 'rawKeytarRead')).toMatchObject({
      ok: true,
      value: null,
    });
    expectEveryOperationRefused(run, 'locked', KEYCHAIN_LOCKED);
  }, 120_000);
});
