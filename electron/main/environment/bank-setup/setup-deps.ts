import type { EnvironmentName } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import type { AppSettings } from '@shared/domain/settings';
import type { MessageArgs, MessageKey } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, type AppError, type Result } from '@shared/result';
import type { BankHttp } from '../../bank/http-fetch';
import type { Desktop } from '../../desktop/desktop';
import type { Journal } from '../../journal/journal';
import { isSecretStoreError, type SecretStore } from '../../keys/secret-store';
import type { AppLogger } from '../../logging/logger';
import type { Sandbox } from '../../sandbox/sandbox';
import type { SettingsStore } from '../../settings/settings-store';
import type { SetupRecord, SetupRecords } from '../setup-records';

/*
 * What every step of the admin's bank connection works with (address.ts, credentials.ts,
 * keys.ts, key-documents.ts, check.ts, switch.ts): the options of createBankSetup, the setup
 * records and the one key file held for its passphrase. Each step takes it as its first argument.
 */

export type KeychainFailed = AppError<'keychain-failed'>;
export type Canceled = AppError<'canceled'>;

export interface BankSetupOptions {
  journal: Journal;
  settings: SettingsStore;
  secretStore: (environment: EnvironmentName) => SecretStore;
  /** The environment this run uses (read at start). */
  running: EnvironmentName;
  /** The built-in sandbox bank while the running environment is `sandbox`. */
  sandbox: Sandbox | null;
  /** A new HTTP client for a check, with the timeouts stored now. */
  http: (network: AppSettings['network']) => BankHttp;
  desktop: Desktop;
  /** The running environment's signing key changed: the next send must sign with the new one. */
  onSigningKeyChanged: () => void;
  now: () => number;
  log: AppLogger;
  /** The workstation's time zone, for the registration sheet. */
  timeZone?: string;
}

/** A protected key file whose passphrase was missing or wrong: never an open private key. */
export interface HeldKeyFile {
  environment: EnvironmentName;
  text: string;
  at: number;
}

export interface BankSetupDeps extends BankSetupOptions {
  records: SetupRecords;
  timeZone: string;
  /** The key file waiting for its passphrase, if any (keys.ts). */
  held: { keyFile: HeldKeyFile | null };
}

/** Audit actions, one per change an admin makes here. */
export const BANK_SETUP_ACTIONS = {
  credentialsSaved: 'bank.credentials-saved',
  keyCreated: 'bank.key-created',
  rotationConfirmed: 'bank.key-rotation-confirmed',
  rotationDiscarded: 'bank.key-rotation-discarded',
  publicKeySaved: 'bank.public-key-saved',
  keySheetPrinted: 'bank.key-sheet-printed',
  keySheetSaved: 'bank.key-sheet-saved',
  connectionChecked: 'bank.connection-checked',
  uncheckedAcknowledged: 'bank.unchecked-setup-acknowledged',
  restartRequested: 'app.restart-requested',
  /** D71: the address moved to another origin, and the credentials entered for the old one went. */
  credentialsRemoved: 'bank.credentials-removed',
  /** D71: the live address moved to another origin with no credentials to remove (second admin). */
  addressMoved: 'bank.address-moved',
} as const;

export function nowIso(deps: BankSetupDeps): string {
  return new Date(deps.now()).toISOString();
}

/** Updates the environment's record and audits it, in one journal transaction. */
export function changeRecord(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  by: Session,
  action: string,
  details: Record<string, unknown>,
  update: (record: SetupRecord) => SetupRecord = (record) => record,
): void {
  const at = nowIso(deps);
  deps.journal.transaction(() => {
    deps.records.write(environment, update(deps.records.read(environment)), at, by.operatorId);
    deps.journal.audit.append({
      at,
      operatorId: by.operatorId,
      action,
      details: { environment, ...details },
    });
  });
}

/** Keychain trouble is the admin's to fix (unlock it, log in again): said, never thrown. */
export async function keychain<T, E>(
  work: () => Promise<Result<T, E>>,
): Promise<Result<T, E | KeychainFailed>> {
  try {
    return await work();
  } catch (error) {
    if (!isSecretStoreError(error)) throw error;
    return fail({ ...error.toAppError(), code: 'keychain-failed' });
  }
}

export function canceled<K extends MessageKey>(key: K, ...args: MessageArgs<K>): Canceled {
  return worded('canceled', key, ...args);
}
