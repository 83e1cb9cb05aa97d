import { readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import { bindingOf } from '../../../electron/main/keys/token-binding';
import { createTeardown } from '../engine/engine-fixture';
import { tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { ADMIN, startDesk } from '../operators/fixtures';
import type { MessageRef } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

const teardown = createTeardown();
afterAll(() => teardown.run());

const LIVE = {
  apiKey: 'live-api-key-7731',
  merchantCode: 'KCB0042',
  consumerSecret: 'Tz9-live-secret-Qw1',
};
const TEST = {
  apiKey: 'test-api-key-5512',
  merchantCode: 'KCBT042',
  consumerSecret: 'test-secret-Lp4',
};
const KEY = generateSigningKeyPair(2048).privateKeyPem;

/**
 * A workstation that was set up before (live and test credentials, a live signing key, reference
 * marks, a journal), whose journal has just been moved away: the next start finds a new journal.
 */
async function workstationWithoutItsJournal() {
  const stores = keychainStores();
  teardown.add(() => stores.cleanUp());
  await stores.store('live').saveCredentials(LIVE, 'https://bank.example');
  await stores.store('live').savePrivateKey(KEY);
  await stores.store('live').tokenCache.save({
    accessToken: 'live-token-abc',
    expiresAt: 9e12,
    binding: bindingOf('https://bank.example', LIVE),
  });
  await stores.store('live').raiseHighWater(300_000_000);
  await stores.store('test').saveCredentials(TEST, 'https://uat.bank.example');
  // A rotation's new key, waiting for the bank (D29): a signing key as much as a current one.
  await stores.store('test').savePendingPrivateKey(KEY);
  await stores.store('test').raiseHighWater(200_000_000);

  const dataDir = tempDataDir();
  const start = async () => {
    const desk = await startDesk(stores, dataDir);
    teardown.add(desk.close);
    return desk;
  };
  // The earlier journal: it had its first admin.
  const earlier = await start();
  expect(earlier.services.earlierSetup.view()).not.toBeNull();
  expect(
    (
      await earlier.createFirstAdmin({
        ...ADMIN,
        earlierSetup: { keep: true, consumerSecret: LIVE.consumerSecret },
      })
    ).ok,
  ).toBe(true);
  await earlier.close();
  renameSync(join(dataDir, JOURNAL_FILE_NAME), join(dataDir, 'moved-away.sqlite'));
  return { stores, dataDir, ...(await start()) };
}

describe('a new journal on a workstation set up before', () => {
  it('says what the keychain holds, and takes no first admin without a decision about it', async () => {
    const { services, operators, stores, createFirstAdmin } = await workstationWithoutItsJournal();
    expect(services.earlierSetup.view()).toEqual({
      found: [
        expect.stringMatching(/^the record of an earlier journal, which had \d+ audit rows$/),
        'the service credentials of the bank’s live service',
        'the signing key of the bank’s live service',
        'the last reference number issued of the bank’s live service',
        'the service credentials of the bank’s test service',
        'the signing key of the bank’s test service',
        'the last reference number issued of the bank’s test service',
      ],
      consumerSecretOf: 'live',
    });
    const refused = await createFirstAdmin(ADMIN);
    expect(refused).toMatchObject({ ok: false, error: { code: 'earlier-setup' } });
    expect(operators.setupNeeded()).toBe(true);
    expect(await stores.store('live').credentials()).toEqual({
      ...LIVE,
      origin: 'https://bank.example',
    });
  });

  it('keeps nothing for a wrong consumer secret, and never says what the right one is', async () => {
    const { services, operators, stores, createFirstAdmin } = await workstationWithoutItsJournal();
    const refused = await createFirstAdmin({
      ...ADMIN,
      earlierSetup: { keep: true, consumerSecret: TEST.consumerSecret },
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'consumer-secret-mismatch',
        message:
          'This is not the consumer secret of the bank’s live service stored on this workstation. Nothing was kept or removed. Type it again as the bank issued it; if no one has it, IT can remove Remit Desk’s entries from the OS keychain.',
        fields: [{ path: 'earlierSetup.consumerSecret' }],
      },
    });
    // The field's words in the first admin's language, the environment's too (D65, D93).
    const field = (
      refused as unknown as { error: { fields: { message: string; text?: MessageRef }[] } }
    ).error.fields[0]!;
    const words = expectWordedAnswer(field, 'environment.setup.earlier.wrongSecret');
    expect(words.fr).toMatch(
      /^Ce n’est pas le secret client pour le service de production de la banque /,
    );
    expect(operators.setupNeeded()).toBe(true);
    expect(await stores.store('live').credentials()).toEqual({
      ...LIVE,
      origin: 'https://bank.example',
    });
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'setup.earlier-secret-refused',
      details: { environment: 'live', choice: 'keep' },
    });
    // Neither secret reached the journal file.
    const file = readFileSync(services.journal.path);
    for (const secret of [LIVE.consumerSecret, TEST.consumerSecret]) {
      expect(file.includes(Buffer.from(secret))).toBe(false);
    }
    // And nothing can be sent meanwhile.
    expect(await services.problems()).toEqual([
      expect.stringMatching(/still holds an earlier setup/),
    ]);
  });

  it('keeps everything for the right consumer secret, on the record', async () => {
    const { services, stores, createFirstAdmin } = await workstationWithoutItsJournal();
    const created = await createFirstAdmin({
      ...ADMIN,
      earlierSetup: { keep: true, consumerSecret: LIVE.consumerSecret },
    });
    expect(created.ok).toBe(true);
    expect(services.earlierSetup.view()).toBeNull();
    expect(await stores.store('live').credentials()).toEqual({
      ...LIVE,
      origin: 'https://bank.example',
    });
    expect(await stores.store('live').privateKeyPem()).toBe(KEY);
    expect(services.journal.audit.entries().map((e) => e.action)).toEqual([
      'audit.sealed',
      // The sandbox's own lists, filled at start (source accounts, banks, wallets).
      'branch-list.filled',
      'branch-list.filled',
      'branch-list.filled',
      'operator.created',
      'setup.earlier-kept',
      'session.signed-in',
    ]);
    expect(await services.problems()).toEqual([]);
  });

  it('removes nothing without the consumer secret, nor for a wrong one', async () => {
    const { services, operators, stores, createFirstAdmin } = await workstationWithoutItsJournal();
    const untyped = await createFirstAdmin({ ...ADMIN, earlierSetup: { keep: false } });
    expect(untyped).toMatchObject({
      ok: false,
      error: {
        code: 'earlier-setup',
        fields: [
          {
            path: 'earlierSetup.consumerSecret',
            message: 'Type the consumer secret the bank issued for this workstation.',
          },
        ],
      },
    });
    const wrong = await createFirstAdmin({
      ...ADMIN,
      earlierSetup: { keep: false, consumerSecret: TEST.consumerSecret },
    });
    expect(wrong).toMatchObject({
      ok: false,
      error: {
        code: 'consumer-secret-mismatch',
        fields: [
          {
            path: 'earlierSetup.consumerSecret',
            message: expect.stringMatching(/^This is not the consumer secret of the bank’s live/),
          },
        ],
      },
    });
    expect(operators.setupNeeded()).toBe(true);
    expect(await stores.store('live').credentials()).toEqual({
      ...LIVE,
      origin: 'https://bank.example',
    });
    expect(await stores.store('live').privateKeyPem()).toBe(KEY);
    expect(await stores.store('test').credentials()).toEqual({
      ...TEST,
      origin: 'https://uat.bank.example',
    });
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'setup.earlier-secret-refused',
      details: { environment: 'live', choice: 'remove' },
    });
  });

  it('removes the secrets when the admin starts afresh, and keeps the reference marks', async () => {
    const { services, stores, createFirstAdmin } = await workstationWithoutItsJournal();
    const created = await createFirstAdmin({
      ...ADMIN,
      earlierSetup: { keep: false, consumerSecret: LIVE.consumerSecret },
    });
    expect(created.ok).toBe(true);
    for (const environment of ['live', 'test'] as const) {
      expect(await stores.store(environment).status()).toMatchObject({
        credentials: 'missing',
        privateKey: 'missing',
        pendingPrivateKey: 'missing',
        token: 'missing',
        highWater: 'present',
      });
    }
    expect(await stores.store('live').readHighWater()).toBe(300_000_000);
    expect(services.journal.audit.entries().map((e) => e.action)).toContain(
      'setup.earlier-removed',
    );
  });
});
