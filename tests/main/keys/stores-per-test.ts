import { afterEach } from 'vitest';
import type { KeychainBackend } from '../../../electron/main/keys/keychain-secret-store';
import { keychainStores } from './keychain-fixture';

/**
 * keychainStores for a test file whose tests each make their own: called at the file's top level,
 * it gives the function that makes them, and removes each test's entries after that test.
 * (keychain-fixture.ts itself takes no vitest import: child processes load it.)
 */
export function storesPerTest(): (backend?: KeychainBackend) => ReturnType<typeof keychainStores> {
  const cleanUps: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });
  return (backend) => {
    const stores = keychainStores(backend);
    cleanUps.push(stores.cleanUp);
    return stores;
  };
}
