import type { EnvironmentName } from './environments';

/**
 * What a new journal found in the OS keychain from an earlier setup of this workstation: the
 * journal was deleted, moved or renamed, and its secrets were not.
 */
export interface EarlierSetupItem {
  kind: 'journal' | 'credentials' | 'signing-key' | 'high-water';
  /** The bank environment the entry belongs to; null for the journal's own record. */
  environment: Exclude<EnvironmentName, 'sandbox'> | null;
  /** For `journal`: how many audit rows the earlier journal had. */
  rows?: number;
}
