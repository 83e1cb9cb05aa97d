import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { SANDBOX_PURPOSES } from '../../../electron/main/sandbox/purposes';
import { createBranchListsStore } from '../../../electron/main/settings/branch-lists-store';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import type { BranchListUpdate } from '@shared/domain/branch-lists';
import { keychainStores } from '../keys/keychain-fixture';
import {
  kenyanBranch,
  sandboxBranchLists,
  ADMIN,
  CLERK,
  freePort,
  openSealedJournal,
  startBank,
  startEngine,
  tempDir,
  testWorkstation,
  recordedWorkstation,
} from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';
import { testClock } from '../engine/test-clock';
import { rtgsDraft } from '../engine/drafts';
import { textIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

const MINUTE = 60_000;

/** The RTGS payment purposes: asked of the service, kept per environment, shown with their age. */
describe('payment purposes from the bank', () => {
  const file = useFileKey();
  const { teardown } = file;

  async function setUp() {
    const clock = testClock();
    const sandbox = await startBank({ clock });
    teardown.add(() => sandbox.close());
    const station = await recordedWorkstation({ sandbox, key: file.key, clock, teardown });
    const gets = () => station.recorder.to(SERVICE_PATHS.paymentPurposes).length;
    return { clock, sandbox, services: station.services, gets };
  }

  it('fetches the list, keeps it with its fetch time, and serves it from the cache while fresh', async () => {
    const { clock, services, gets } = await setUp();
    const fetched = await services.purposes.list();
    expect(fetched).toEqual({
      ok: true,
      value: {
        purposes: SANDBOX_PURPOSES.map((p) => ({ ...p })),
        fetchedAt: new Date(clock.now).toISOString(),
        source: 'service',
        ageMinutes: 0,
        notice: null,
      },
    });
    const codes = SANDBOX_PURPOSES.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['CUR/DEP', 'CUR/WIT', 'CSDK', 'OTHR']));
    expect(services.journal.purposes.load('test')).toEqual({
      purposes: SANDBOX_PURPOSES.map((p) => ({ ...p })),
      fetchedAt: new Date(clock.now).toISOString(),
    });
    expect(services.purposes.cachedCodes()).toEqual(codes);

    clock.advance(20 * MINUTE);
    const cached = await services.purposes.list();
    // Fresh enough: the saved list, said to be one, with no word of a failure.
    expect(cached.ok && cached.value).toMatchObject({
      source: 'saved',
      ageMinutes: 20,
      notice: null,
      fetchedAt: new Date(clock.now - 20 * MINUTE).toISOString(),
    });
    expect(gets()).toBe(1);
  });

  it('serves the cached list with its age and a notice when the service fails, then when it is gone', async () => {
    const { clock, sandbox, services, gets } = await setUp();
    expect((await services.purposes.list()).ok).toBe(true);
    const fetchedAt = new Date(clock.now).toISOString();

    clock.advance(2 * 60 * MINUTE);
    sandbox.setFault({ route: 'paymentPurposes', fault: 'status', status: 503 });
    const failing = await services.purposes.list();
    expect(gets()).toBe(2);
    expect(failing.ok && failing.value).toMatchObject({
      source: 'cache',
      fetchedAt,
      ageMinutes: 120,
      notice:
        'The service gave an unexpected answer for the payment purposes (HTTP 503). Showing the list fetched 2 hours ago.',
    });
    expect(failing.ok && failing.value.purposes.map((p) => p.code)).toContain('OTHR');
    // The notice in the clerk's language too, the age in its words (D93).
    const notice = failing.ok ? failing.value : null;
    const said = expectWordedAnswer(
      { message: notice!.notice!, text: notice!.noticeText! },
      'purposes.stale',
    );
    expect(said.fr).toMatch(/^Le service a donné une réponse inattendue .*il y a 2\sheures\.$/);

    await sandbox.close();
    clock.advance(30 * MINUTE);
    const gone = await services.purposes.list();
    expect(gone.ok && gone.value).toMatchObject({ source: 'cache', fetchedAt, ageMinutes: 150 });
    expect(gone.ok && gone.value.notice).toMatch(
      /^The service cannot be reached to sign in\. .+ Showing the list fetched 2 hours ago\.$/,
    );
    // An RTGS draft can still be checked against the last list.
    expect(services.purposes.cachedCodes()).toContain('OTHR');
  });

  it('refreshes on demand, even while the cached list is fresh', async () => {
    const { clock, services, gets } = await setUp();
    expect((await services.purposes.list()).ok).toBe(true);
    clock.advance(5 * MINUTE);
    const refreshed = await services.purposes.refresh();
    expect(gets()).toBe(2);
    expect(refreshed.ok && refreshed.value).toMatchObject({
      source: 'service',
      ageMinutes: 0,
      fetchedAt: new Date(clock.now).toISOString(),
    });
    expect(services.journal.purposes.load('test')?.fetchedAt).toBe(
      new Date(clock.now).toISOString(),
    );
  });

  it('says what is wrong when there is no list at all and the service cannot give one', async () => {
    const clock = testClock();
    const station = await testWorkstation({
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      key: file.key,
      clock,
      teardown,
    });
    const listed = await station.services.purposes.list();
    expect(listed).toMatchObject({
      ok: false,
      error: {
        code: 'purposes-unavailable',
        message:
          'The payment purposes cannot be loaded: The service cannot be reached to sign in. Check the network connection and try again. RTGS transfers need them; try again in a moment, or call an admin if it persists.',
      },
    });
    // The bank's trouble inside it in every language: the clerk's window holds no send-path
    // words (D93).
    const words = expectWordedAnswer(
      (listed as { error: { message: string } }).error,
      'purposes.unavailable',
    );
    expect(words.fr).toBe(
      textIn('fr', 'purposes.unavailable', {
        reason: { words: { fr: textIn('fr', 'send.bank.token.signInUnreachable') } },
      }),
    );
  });

  it('never serves the sandbox’s list to another environment', async () => {
    const clock = testClock();
    const dataDir = tempDir();
    const stores = keychainStores();
    teardown.add(() => stores.cleanUp());

    // First launch on the built-in sandbox: its list is fetched and cached.
    const engine = {
      dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      now: clock.read,
    };
    const onSandbox = await startEngine(engine);
    expect(onSandbox.environment).toBe('sandbox');
    expect((await onSandbox.purposes.list()).ok).toBe(true);
    await onSandbox.close();

    // The admin switches to the bank's test service, which cannot be reached yet.
    const opened = await openSealedJournal(
      dataDir,
      engine.journalKeychain,
      stores.store,
      clock.read,
    );
    const settings = createSettingsStore(opened.journal, clock.read);
    const unreachable = `http://127.0.0.1:${await freePort()}`;
    for (const [section, value] of [
      ['environment', 'test'],
      [
        'endpoints',
        {
          test: { baseUrl: unreachable, tokenPath: SERVICE_PATHS.token },
          live: null,
        },
      ],
      ['workstation', kenyanBranch(42)],
    ] as const) {
      expect(settings.update(section, value, ADMIN).ok).toBe(true);
    }
    for (const list of ['sourceAccounts', 'banks', 'wallets'] as const) {
      const saved = createBranchListsStore(opened.journal, clock.read).save(
        { environment: 'test', list, entries: sandboxBranchLists()[list] } as BranchListUpdate,
        ADMIN,
      );
      expect(saved.ok).toBe(true);
    }
    await opened.close();
    await stores.store('test').saveCredentials(
      {
        apiKey: 'bank-test-key',
        merchantCode: 'BANKTEST01',
        consumerSecret: 'bank-test-secret',
      },
      unreachable,
    );
    await stores.store('test').savePrivateKey(file.key.privatePem);

    const onTest = await startEngine(engine);
    teardown.add(() => onTest.close());
    expect(onTest.environment).toBe('test');
    const listed = await onTest.purposes.list();
    expect(listed.ok).toBe(false);
    expect(onTest.purposes.cachedCodes()).toEqual([]);
    // The sandbox's list is still kept, for the sandbox only.
    expect(onTest.journal.purposes.load('sandbox')?.purposes.length).toBeGreaterThan(0);
    expect(onTest.journal.purposes.load('test')).toBeNull();

    const sent = await onTest.transfers.send(rtgsDraft(), CLERK);
    expect(sent.ok).toBe(false);
    if (sent.ok) return;
    expect(sent.error.code).toBe('invalid');
    expect(sent.error.fields).toEqual([
      {
        path: 'transfer.purposeOfPaymentCode',
        message:
          'Purpose of payment: the list of purposes has not been loaded. Refresh it, then choose one.',
      },
    ]);
  });
});
