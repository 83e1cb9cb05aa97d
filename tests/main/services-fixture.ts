import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { createServices, type Services, type ServicesOptions } from '../../electron/main/services';
import type { keychainStores } from './keys/keychain-fixture';

/**
 * What createServices takes for the workstation in `dataDir`: the test keychain's entries and real
 * HTTP, as the app starts (`extra` adds or replaces options, e.g. a clock).
 */
export function servicesOptions(
  stores: ReturnType<typeof keychainStores>,
  dataDir: string,
  extra: Partial<ServicesOptions> = {},
): ServicesOptions {
  return {
    dataDir,
    secretStore: stores.store,
    journalKeychain: stores.journalKeychain(dataDir),
    http: nodeHttp,
    ...extra,
  };
}

/** The services of that workstation, started as the app starts them; a start that fails throws. */
export async function startServices(
  stores: ReturnType<typeof keychainStores>,
  dataDir: string,
  extra: Partial<ServicesOptions> = {},
): Promise<Services> {
  const started = await createServices(servicesOptions(stores, dataDir, extra));
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
}
