import type { EarlierSetupItem } from '../../../shared/domain/earlier-setup';
import type { EnvironmentName } from '../../../shared/domain/environments';
import type { SecretStore } from '../keys/secret-store';

/** The bank environments whose keychain entries an earlier setup can leave behind. */
const BANK_ENVIRONMENTS = ['live', 'test'] as const;

/**
 * What the test and live keychain entries hold, for a journal that is new: credentials, signing
 * key and reference high-water mark. The sandbox's are not counted: the app provisions them itself
 * with published values. A damaged entry counts as found: it is still someone's.
 */
export async function findEarlierSecrets(
  secretStore: (environment: EnvironmentName) => SecretStore,
): Promise<EarlierSetupItem[]> {
  const found: EarlierSetupItem[] = [];
  for (const environment of BANK_ENVIRONMENTS) {
    const status = await secretStore(environment).status();
    if (status.credentials !== 'missing') found.push({ kind: 'credentials', environment });
    if (status.privateKey !== 'missing') found.push({ kind: 'signing-key', environment });
    if (status.highWater !== 'missing') found.push({ kind: 'high-water', environment });
  }
  return found;
}
