import { text, type MessageRef } from '../i18n/catalog';
import type { EnglishCatalog } from '../i18n/en';
import type { EnvironmentName } from './environments';
import type { AppSettings, ServiceEndpoint } from './settings';

/*
 * What the admin's bank-connection screens show: the service address, whether the credentials
 * are set (never what they are), the signing key's public half and its fingerprint, a key waiting
 * for the bank's registration, and the last connection check. No secret is in any of these.
 */

/** The environments whose address and credentials an admin enters (D5); the sandbox sets itself up. */
export const BANK_ENVIRONMENTS = ['test', 'live'] as const;
export type BankEnvironment = (typeof BANK_ENVIRONMENTS)[number];

export function isBankEnvironment(value: unknown): value is BankEnvironment {
  return value === 'test' || value === 'live';
}

/** D2: 2048 bits by default; 3072 and 4096 offered. */
export const SIGNING_KEY_SIZES = [2048, 3072, 4096] as const;
export type SigningKeySize = (typeof SIGNING_KEY_SIZES)[number];

/** The public half of a signing key: what the bank registers. */
export interface KeyView {
  /** SPKI PEM ("-----BEGIN PUBLIC KEY-----"). */
  publicKeyPem: string;
  /** SHA-256 of the DER SPKI, lowercase hex (what the sandbox's operator routes list). */
  fingerprint: string;
  bits: number;
  /** When and by whom it was generated or imported; null when the app did not record it. */
  createdAt: string | null;
  createdBy: string | null;
  origin: 'generated' | 'imported' | 'provisioned' | null;
}

export interface CredentialsView {
  /**
   * `set`: stored whole in the keychain, for the address saved now; the values are never shown,
   * only that and when. `elsewhere`: stored for another origin than the address's (D71), so they
   * are sent nowhere until entered again.
   */
  state: 'set' | 'missing' | 'damaged' | 'elsewhere';
  setAt: string | null;
  setBy: string | null;
  source: 'typed' | 'file' | 'provisioned' | null;
  /** The origin (scheme, host and port) they were entered for; null when none is recorded. */
  origin?: string | null;
  /** D71: removed when the address moved to another server: when, by whom, and from where. */
  removed?: CredentialsRemoval | null;
}

export interface CredentialsRemoval {
  at: string;
  by: string;
  /** The origin they had been entered for. */
  origin: string | null;
}

/** What a connection check can find wrong, each told in words on the screen. */
export const CHECK_FAILURES = [
  'not-set-up',
  'credentials-refused',
  'unreachable',
  'certificate',
  'secure-connection',
  'timeout',
  'wrong-path',
  'unexpected-answer',
  'purposes-failed',
  'credentials-elsewhere',
] as const;
export type CheckFailure = (typeof CHECK_FAILURES)[number];

export interface ConnectionCheckView {
  at: string;
  by: string;
  passed: boolean;
  failure: CheckFailure | null;
  /** What was found and what to do, in words. */
  message: string;
  /** `message`'s words, for the admin's window to word in their language (D65, D93). */
  text?: MessageRef;
  /** How many payment purposes the service listed (a passing check). */
  purposeCount: number | null;
  /** The address that was checked. */
  baseUrl: string | null;
  /**
   * Made with the address, token path and credentials stored now. A check from before one of
   * them changed proves nothing about them any more.
   */
  current: boolean;
}

export interface Acknowledgement {
  at: string;
  by: string;
  /** Given for the address, token path and credentials stored now (see ConnectionCheckView). */
  current: boolean;
}

export interface BankSetupView {
  environment: EnvironmentName;
  /** The environment this run of the app uses (read at start, D14). */
  running: EnvironmentName;
  /** The environment the settings name: the one the next start uses. */
  selected: EnvironmentName;
  /** The OS keychain service the secrets of `environment` live under. */
  keychainService: string;
  /** test and live: what the admin entered; sandbox: the built-in bank while it runs. */
  endpoint: ServiceEndpoint | null;
  network: AppSettings['network'];
  credentials: CredentialsView;
  key: KeyView | null;
  /** `damaged`: a key is stored but does not read back whole. */
  keyState: 'present' | 'missing' | 'damaged';
  /** Key rotation: the new key waiting until the bank confirms its registration. */
  pendingKey: KeyView | null;
  /** Who registers the public key: the app itself on the sandbox (D19), the bank otherwise. */
  registration: 'automatic' | 'by-the-bank';
  check: ConnectionCheckView | null;
  /** The admin finished without a passing check, knowingly (audited). */
  acknowledgement: Acknowledgement | null;
  /** What stands between this environment and its use, in words; empty when it is ready. */
  missing: string[];
}

export interface KeyChange {
  /** `current`: the environment had no key, this one signs now; `pending`: a rotation began. */
  slot: 'current' | 'pending';
  key: KeyView;
  /** The built-in sandbox bank registered it already (D19). */
  registered: boolean;
}

export interface SavedFile {
  /** The file's name (not its folder), for "Saved as …". */
  fileName: string;
}

export interface EnvironmentSwitchView {
  selected: EnvironmentName;
  running: EnvironmentName;
  /** False when the selected environment is the one already in use. */
  restartNeeded: boolean;
}

/** `ab12…` → `AB:12:…`, the way fingerprints are read aloud and compared by people. */
export function formatFingerprint(hex: string): string {
  return (hex.toUpperCase().match(/../g) ?? []).join(':');
}

type MissingKey = `bankSetup.missing.${keyof EnglishCatalog['bankSetup']['missing']}`;

/**
 * What stands between an environment and its use (D28), in the order an admin does it, as the
 * keys of its messages: a refusal hands them for its reader's language (D93).
 */
export function missingKeysFor(view: BankSetupView): MissingKey[] {
  if (view.environment === 'sandbox') return [];
  const missing: MissingKey[] = [];
  if (!view.endpoint) missing.push('bankSetup.missing.address');
  if (view.credentials.state === 'missing') {
    missing.push('bankSetup.missing.credentials');
  } else if (view.credentials.state === 'damaged') {
    missing.push('bankSetup.missing.credentialsDamaged');
  } else if (view.credentials.state === 'elsewhere') {
    missing.push('bankSetup.missing.credentialsElsewhere');
  }
  if (view.keyState === 'missing') {
    missing.push('bankSetup.missing.key');
  } else if (view.keyState === 'damaged') {
    missing.push('bankSetup.missing.keyDamaged');
  }
  const checked = view.check?.passed === true && view.check.current;
  if (missing.length === 0 && !checked && !view.acknowledgement?.current) {
    missing.push('bankSetup.missing.check');
  }
  return missing;
}

/** The same in words, in the process's language: the admin's window words them in theirs. */
export function missingFor(view: BankSetupView): string[] {
  return missingKeysFor(view).map((key) => text(key));
}
