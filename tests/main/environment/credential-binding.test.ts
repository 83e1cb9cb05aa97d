import keytar from 'keytar';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { CREDENTIALS_BOUND_ACTION } from '../../../electron/main/environment/credential-binding';
import {
  chunkAccount,
  describeValue,
  encodeManifest,
} from '../../../electron/main/keys/keychain-records';
import { KEYCHAIN_ACCOUNTS } from '../../../electron/main/keys/keychain-secret-store';
import { SANDBOX_CREDENTIALS, type Sandbox } from '../../../electron/main/sandbox/sandbox';
import {
  CLERK,
  imtDraft,
  testClock,
  testWorkstation,
  type TestWorkstation,
} from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';

/*
 * D71 at a start: credentials an earlier version stored (the three fields, bound to nothing) are
 * bound once to the origin of the address the journal holds, and audited; without an address they
 * stay unbound and go nowhere. On the engine, the test keyring and a sandbox bank over HTTP.
 */
const file = useFileKey();
const { teardown } = file;
const clock = testClock();
const bank = () => file.bank({ clock });

/** The same workstation started again, on the same folder and keychain entries. */
const restart = (first: TestWorkstation, sandbox: Sandbox) =>
  file.restart(first, { sandbox, clock });

/** Writes the credentials record as an earlier version did: the three fields, no origin. */
async function storeAsBefore(service: string): Promise<void> {
  const text = JSON.stringify(SANDBOX_CREDENTIALS);
  const account = KEYCHAIN_ACCOUNTS.credentials;
  await keytar.setPassword(service, chunkAccount(account, 'a', 0), text);
  await keytar.setPassword(service, account, encodeManifest(describeValue(text, 'a', 1)));
}

describe('credentials stored before they were bound (D71)', () => {
  it('are bound at the next start to the address the journal holds, audited once, and send', async () => {
    const sandbox = await bank();
    const first = await testWorkstation({ sandbox, key: file.key, clock, teardown });
    await first.services.close();
    const service = first.store.service;
    await storeAsBefore(service);
    expect(await first.store.credentials()).toMatchObject({ origin: null });

    const upgraded = await restart(first, sandbox);
    expect(await upgraded.store.credentials()).toEqual({
      ...SANDBOX_CREDENTIALS,
      origin: new URL(sandbox.url).origin,
    });
    const bound = upgraded.services.journal.audit
      .entries()
      .filter((e) => e.action === CREDENTIALS_BOUND_ACTION);
    expect(bound).toHaveLength(1);
    expect(bound[0]?.details).toEqual({
      environment: 'test',
      origin: new URL(sandbox.url).origin,
    });
    const sent = await upgraded.services.transfers.send(imtDraft(), CLERK);
    expect(sent).toMatchObject({ ok: true, value: { state: 'succeeded' } });

    // Bound once: a later start finds nothing to bind.
    await upgraded.services.close();
    const again = await restart(upgraded, sandbox);
    expect(
      again.services.journal.audit.entries().filter((e) => e.action === CREDENTIALS_BOUND_ACTION),
    ).toHaveLength(1);
  });

  it('with no address saved, stay unbound and are sent nowhere', async () => {
    const sandbox = await bank();
    const first = await testWorkstation({ sandbox, key: file.key, clock, teardown });
    // The address is taken away (an earlier version allowed it), then the old record is put back.
    first.services.settings.update('endpoints', { test: null, live: null }, 'admin-1');
    await first.services.close();
    await storeAsBefore(first.store.service);
    const upgraded = await restart(first, sandbox);
    expect(await upgraded.store.credentials()).toMatchObject({ origin: null });
    // The address is entered again: the check sends the credentials nowhere and says why.
    upgraded.services.settings.update(
      'endpoints',
      { test: { baseUrl: sandbox.url, tokenPath: SERVICE_PATHS.token }, live: null },
      'admin-1',
    );
    const checked = await upgraded.services.bankSetup.check('test', {
      operatorId: 'admin-1',
      role: 'admin',
    });
    expect(checked).toMatchObject({ ok: true, value: { passed: false } });
    expect(checked.ok && checked.value.message).toMatch(
      /saved before they were tied to one address/,
    );
  });
});
