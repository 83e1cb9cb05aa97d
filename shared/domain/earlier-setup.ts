import { text } from '../i18n/catalog';
import { ENVIRONMENT_WORDS, type EnvironmentName } from './environments';
import type { NewOperator } from './operators';

/**
 * What a new journal found in the OS keychain from an earlier setup of this workstation: the
 * journal was deleted, moved or renamed, and its secrets were not. The first admin says whether
 * they are the bank's and kept, or are to be removed; either proved by the consumer secret.
 */
export interface EarlierSetupItem {
  kind: 'journal' | 'credentials' | 'signing-key' | 'high-water';
  /** The bank environment the entry belongs to; null for the journal's own record. */
  environment: Exclude<EnvironmentName, 'sandbox'> | null;
  /** For `journal`: how many audit rows the earlier journal had. */
  rows?: number;
}

/**
 * The first admin's answer: keep the entries or remove them, proved by the consumer secret either
 * way; main asks for it on removal only when credentials are stored (D66).
 */
export type EarlierSetupChoice =
  { keep: true; consumerSecret: string } | { keep: false; consumerSecret?: string };

/** The first-admin request: the admin, and the answer about an earlier setup when there is one. */
export type FirstAdminRequest = NewOperator & { earlierSetup?: EarlierSetupChoice };

/** What the setup screen shows; never a secret, only what exists. */
export interface EarlierSetupView {
  /** One sentence per entry found, e.g. "the service credentials of the bank’s live service". */
  found: string[];
  /** The service whose consumer secret proves the entries are this admin's; null when none is stored. */
  consumerSecretOf: Exclude<EnvironmentName, 'sandbox'> | null;
}

/** Each kind of entry as the catalog names it. */
const ITEM_WORDS = {
  credentials: 'credentials',
  'signing-key': 'signingKey',
  'high-water': 'highWater',
} as const;

export function describeEarlierSetupItem(item: EarlierSetupItem): string {
  if (item.kind === 'journal') {
    return text('firstLaunch.earlier.item.journal', { rows: item.rows ?? 0 });
  }
  const words = ITEM_WORDS[item.kind];
  return item.environment
    ? text(`firstLaunch.earlier.itemOf.${words}`, {
        environment: ENVIRONMENT_WORDS[item.environment],
      })
    : text(`firstLaunch.earlier.item.${words}`);
}
