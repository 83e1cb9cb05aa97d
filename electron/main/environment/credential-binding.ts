import { BANK_ENVIRONMENTS } from '@shared/domain/bank-setup';
import { serviceOrigin } from '@shared/domain/base-url';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Journal } from '../journal/journal';
import { isSecretStoreError, type SecretStore } from '../keys/secret-store';
import type { AppLogger } from '../logging/logger';
import type { SettingsStore } from '../settings/settings-store';

/** Audited once per environment whose earlier credentials were bound at a start. */
export const CREDENTIALS_BOUND_ACTION = 'bank.credentials-bound';

export interface EarlierCredentialsDeps {
  journal: Journal;
  settings: Pick<SettingsStore, 'review'>;
  storeOf: (environment: EnvironmentName) => SecretStore;
  now: () => number;
  log: AppLogger;
}

/**
 * Credentials stored before they were bound to an origin (D71) are bound, once, at a start, to the
 * origin of the address the journal holds for their environment then, and the binding is audited.
 * Until then they go nowhere (the token client refuses unbound credentials), so a workstation that
 * upgraded keeps sending to the address it was set up for, and from then on only there. A keychain
 * that cannot be read now is tried again at the next start; an environment with no address keeps
 * its credentials unbound, and the admin enters them again.
 */
export async function bindEarlierCredentials(deps: EarlierCredentialsDeps): Promise<void> {
  for (const environment of BANK_ENVIRONMENTS) {
    const endpoint = deps.settings.review().settings.endpoints[environment];
    const origin = endpoint ? serviceOrigin(endpoint.baseUrl) : null;
    if (!origin) continue;
    const store = deps.storeOf(environment);
    try {
      const stored = await store.credentials();
      if (!stored || stored.origin !== null) continue;
      await store.saveCredentials(stored, origin);
    } catch (error) {
      if (!isSecretStoreError(error)) throw error;
      deps.log.warn('Earlier credentials could not be bound to their address yet.', {
        environment,
        error: error.message,
      });
      continue;
    }
    deps.journal.audit.append({
      at: new Date(deps.now()).toISOString(),
      operatorId: null,
      action: CREDENTIALS_BOUND_ACTION,
      details: { environment, origin },
    });
  }
}
