import type { EnvironmentName } from '@shared/domain/environments';
import type { SecretStore } from './secret-store';

/**
 * One store per environment, opened on first use and kept: keychain operations on the same
 * entries must queue together, which two stores of one environment would not.
 */
export function secretStoresPerEnvironment(
  open: (environment: EnvironmentName) => SecretStore,
): (environment: EnvironmentName) => SecretStore {
  const stores = new Map<EnvironmentName, SecretStore>();
  return (environment) => {
    let found = stores.get(environment);
    if (!found) stores.set(environment, (found = open(environment)));
    return found;
  };
}
