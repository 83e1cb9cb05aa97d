// Runs the real keytar secret store in a process whose keychain is broken on purpose (no D-Bus,
// no Secret Service, no keyring, a locked keyring): the parent test sets up the environment.
//   node --import tsx keychain-child.ts <prefix> seed|all
// Prints one `RESULT {json}` line per operation; other output (keyring daemons) is ignored.
import keytar from 'keytar';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import { KEYCHAIN_ACCOUNTS } from '../../../electron/main/keys/keychain-secret-store';
import { createKeytarSecretStore } from '../../../electron/main/keys/keytar-secret-store';
import { SecretStoreError, type SecretStore } from '../../../electron/main/keys/secret-store';
import { bindingOf } from '../../../electron/main/keys/token-binding';
import { CHILD_SECRETS, type ChildResult } from './keychain-sessions';

const [prefix, mode] = process.argv.slice(2);

async function report(op: string, work: () => Promise<unknown>): Promise<void> {
  let result: ChildResult;
  try {
    result = { op, ok: true, value: await work() };
  } catch (error) {
    result =
      error instanceof SecretStoreError
        ? { op, ok: false, code: error.code, message: error.message, name: error.name }
        : { op, ok: false, message: String(error) };
  }
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
}

async function main(store: SecretStore): Promise<void> {
  const key = generateSigningKeyPair(2048).privateKeyPem;
  const { apiKey, merchantCode, consumerSecret, accessToken } = CHILD_SECRETS;
  const expiresAt = Date.UTC(2030, 0, 1);
  const CHILD_BINDING = bindingOf('https://uat.bank.example', {
    apiKey,
    merchantCode,
    consumerSecret,
  });
  if (mode === 'seed') {
    await report('saveCredentials', () =>
      store.saveCredentials({ apiKey, merchantCode, consumerSecret }, 'https://uat.bank.example'),
    );
    await report('savePrivateKey', () => store.savePrivateKey(key));
    await report('tokenSave', () =>
      store.tokenCache.save({ accessToken, expiresAt, binding: CHILD_BINDING }),
    );
    await report('raiseHighWater', () => store.raiseHighWater(1234));
    await report('credentials', () => store.credentials());
    await report('readHighWater', () => store.readHighWater());
    return;
  }
  // What keytar itself answers for an entry that exists, to show why the store does not believe it.
  await report('rawKeytarRead', () =>
    keytar.getPassword(store.service, KEYCHAIN_ACCOUNTS.credentials),
  );
  await report('credentials', () => store.credentials());
  await report('privateKeyPem', () => store.privateKeyPem().then((pem) => pem !== null));
  await report('tokenLoad', () => store.tokenCache.load());
  await report('readHighWater', () => store.readHighWater());
  await report('status', () => store.status());
  await report('saveCredentials', () =>
    store.saveCredentials({ apiKey, merchantCode, consumerSecret }, 'https://uat.bank.example'),
  );
  await report('savePrivateKey', () => store.savePrivateKey(key));
  await report('tokenSave', () =>
    store.tokenCache.save({ accessToken, expiresAt, binding: CHILD_BINDING }),
  );
  await report('raiseHighWater', () => store.raiseHighWater(99_999));
  await report('deleteCredentials', () => store.deleteCredentials());
  await report('deletePrivateKey', () => store.deletePrivateKey());
  await report('tokenClear', () => store.tokenCache.clear());
}

if (prefix && mode) {
  // A hang must show up as a failure of the test, not as a stuck run.
  const store = createKeytarSecretStore({
    environment: 'sandbox',
    servicePrefix: prefix,
    timeoutMs: 20_000,
  });
  await main(store);
}
