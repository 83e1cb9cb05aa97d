import { createHash, timingSafeEqual } from 'node:crypto';
import {
  describeEarlierSetupItem,
  type EarlierSetupChoice,
  type EarlierSetupItem,
  type EarlierSetupView,
} from '@shared/domain/earlier-setup';
import { environmentSaid, type EnvironmentName } from '@shared/domain/environments';
import type { IpcError } from '@shared/ipc/define';
import { saying, worded } from '@shared/i18n/worded';
import { fail, ok, type Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import { keychainTrouble, type SecretStore } from '../keys/secret-store';

/** The bank environments whose keychain entries an earlier setup can leave behind. */
const BANK_ENVIRONMENTS = ['live', 'test'] as const;
type BankEnvironment = (typeof BANK_ENVIRONMENTS)[number];

export const EARLIER_SETUP_ACTIONS = {
  kept: 'setup.earlier-kept',
  removed: 'setup.earlier-removed',
  secretRefused: 'setup.earlier-secret-refused',
} as const;

export type EarlierSetupError =
  IpcError<'earlier-setup'> | IpcError<'consumer-secret-mismatch'> | IpcError<'keychain-failed'>;

export interface SettledEarlierSetup {
  kept: boolean;
  found: EarlierSetupItem[];
}

export interface EarlierSetup {
  /** What the setup screen shows while the first admin has yet to decide; null otherwise. */
  view(): EarlierSetupView | null;
  /**
   * Before the first admin is created: checks the admin's answer, and removes the entries when
   * told to. ok(null) when there is nothing to decide. The caller audits the outcome with the
   * admin's creation.
   */
  settle(
    choice: EarlierSetupChoice | undefined,
  ): Promise<Result<SettledEarlierSetup | null, EarlierSetupError>>;
}

export interface EarlierSetupOptions {
  journal: Journal;
  /** The items the new journal's first row recorded, while no operator exists; else null. */
  pending: () => EarlierSetupItem[] | null;
  secretStore: (environment: EnvironmentName) => SecretStore;
  now: () => number;
}

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
    // A rotation's new key waiting for the bank (D29) is a signing key as much as the current one.
    if (status.privateKey !== 'missing' || status.pendingPrivateKey !== 'missing') {
      found.push({ kind: 'signing-key', environment });
    }
    if (status.highWater !== 'missing') found.push({ kind: 'high-water', environment });
  }
  return found;
}

/** Live before test: the live service's secret is the stronger proof. */
function consumerSecretOf(found: EarlierSetupItem[]): BankEnvironment | null {
  return (
    BANK_ENVIRONMENTS.find((environment) =>
      found.some((item) => item.kind === 'credentials' && item.environment === environment),
    ) ?? null
  );
}

function sameSecret(typed: string, stored: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(typed), digest(stored));
}

/**
 * A new journal on a workstation whose keychain still holds an earlier setup (the journal was
 * deleted, moved or renamed) must not hand the bank's credentials and signing keys to whoever
 * creates the first admin, nor let them wipe the bank's secrets: a second data folder would
 * otherwise let anyone at the workstation do so (D66). The admin proves the entries are theirs
 * by typing the consumer secret (compared here, in main; never sent back), then keeps them or
 * has them removed. Only when no credentials are stored is removal taken without it. Reference
 * high-water marks are never removed: they are not secrets, and references must go on after them
 * (D4). The journal's own key stays too, so the earlier journal file can still be checked.
 */
export function createEarlierSetup(options: EarlierSetupOptions): EarlierSetup {
  const { journal, secretStore } = options;

  function settledView(found: EarlierSetupItem[]): EarlierSetupView {
    return {
      found: found.map(describeEarlierSetupItem),
      consumerSecretOf: consumerSecretOf(found),
    };
  }

  /**
   * The typed consumer secret against the stored one, for keeping and for removing alike (D66):
   * whoever cannot type it may neither take the entries over nor wipe them. ok(false) when no
   * credentials are stored, so there is nothing to prove with.
   */
  async function prove(
    found: EarlierSetupItem[],
    choice: EarlierSetupChoice,
  ): Promise<Result<boolean, EarlierSetupError>> {
    const environment = consumerSecretOf(found);
    const stored = environment ? await secretStore(environment).credentials() : null;
    if (!environment || !stored) return ok(false);
    const typed = choice.consumerSecret;
    if (typed === undefined || typed === '') {
      const said = saying('firstLaunch.earlier.consumerSecret');
      return fail({
        code: 'earlier-setup',
        ...said,
        fields: [{ path: 'earlierSetup.consumerSecret', ...said }],
      });
    }
    if (sameSecret(typed, stored.consumerSecret)) return ok(true);
    journal.audit.append({
      at: new Date(options.now()).toISOString(),
      operatorId: null,
      action: EARLIER_SETUP_ACTIONS.secretRefused,
      details: { environment, choice: choice.keep ? 'keep' : 'remove' },
    });
    const refused = worded('consumer-secret-mismatch', 'environment.setup.earlier.wrongSecret', {
      environment: environmentSaid(environment),
    });
    const { message, text: said } = refused;
    return fail({
      ...refused,
      fields: [{ path: 'earlierSetup.consumerSecret', message, text: said }],
    });
  }

  async function remove(found: EarlierSetupItem[]): Promise<SettledEarlierSetup> {
    for (const environment of BANK_ENVIRONMENTS) {
      const store = secretStore(environment);
      await store.deleteCredentials();
      await store.deletePrivateKey();
      await store.deletePendingPrivateKey();
      await store.tokenCache.clear();
    }
    return { kept: false, found };
  }

  return {
    view() {
      const found = options.pending();
      return found ? settledView(found) : null;
    },

    async settle(choice) {
      const found = options.pending();
      if (!found) return ok(null);
      if (!choice) {
        const said = saying('firstLaunch.earlier.choose');
        return fail({
          code: 'earlier-setup',
          ...said,
          fields: [{ path: 'earlierSetup', ...said }],
        });
      }
      try {
        const proved = await prove(found, choice);
        if (!proved.ok) return proved;
        if (!choice.keep) return ok(await remove(found));
        return proved.value
          ? ok({ kept: true, found })
          : fail(worded('earlier-setup', 'environment.setup.earlier.nothingToKeep'));
      } catch (error) {
        const reason = keychainTrouble(error);
        return fail(
          worded('keychain-failed', 'environment.setup.earlier.keychainFailed', { reason }),
        );
      }
    },
  };
}
