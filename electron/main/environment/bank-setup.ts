import type { Language } from '@shared/i18n/catalog';
import type {
  BankEnvironment,
  BankSetupView,
  ConnectionCheckView,
  CredentialsView,
  EnvironmentSwitchView,
  KeyChange,
  SavedFile,
} from '@shared/domain/bank-setup';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import { ok, type AppError, type Result } from '@shared/result';
import type { CredentialsRequest, ServiceAddressRequest } from '@shared/schemas/bank-setup-schemas';
import {
  saveServiceAddress,
  type AddressRefusal,
  type SecondAdminCheck,
} from './bank-setup/address';
import { acknowledgeUnchecked, check } from './bank-setup/check';
import { readCredentialsFile, saveCredentials, type NoAddress } from './bank-setup/credentials';
import { printKeySheet, savePublicKey, type KeyDocumentRefusal } from './bank-setup/key-documents';
import {
  confirmRotation,
  discardPendingKey,
  generateKey,
  importKey,
  type KeyImportRefusal,
} from './bank-setup/keys';
import {
  keychain,
  type BankSetupDeps,
  type BankSetupOptions,
  type Canceled,
  type KeychainFailed,
} from './bank-setup/setup-deps';
import { setupView } from './bank-setup/setup-view';
import { restart, switchEnvironment } from './bank-setup/switch';
import { createSetupRecords } from './setup-records';

/*
 * The admin's connection of the workstation to the bank, for one environment at a time: the
 * service address (bank-setup/address.ts), the credentials, typed or read from a file chosen in
 * main (credentials.ts), the signing key, generated or imported from a file chosen in main and
 * rotated through a pending key (keys.ts, and key-documents.ts for what goes to the bank), the
 * connection check (check.ts), and the switch of environment that the next start takes up (D14,
 * switch.ts).
 *
 * Secrets go from here to the keychain only. What the screens get back is the public half of a
 * key, whether the credentials are set and since when, and what a check found. Every change is
 * audited in the same journal transaction as the non-secret record it updates
 * (setup-records.ts). Keychain trouble is answered as `keychain-failed`, never thrown.
 */

export {
  BANK_SETUP_ACTIONS,
  type BankSetupOptions,
  type Canceled,
  type KeychainFailed,
} from './bank-setup/setup-deps';

export interface BankSetup {
  view(environment: EnvironmentName): Promise<Result<BankSetupView, KeychainFailed>>;
  /** D71: a second admin confirms a move of the live address (`secondAdminCheck`). */
  saveServiceAddress(
    request: ServiceAddressRequest,
    by: Session,
    secondAdminCheck: SecondAdminCheck,
  ): Promise<Result<BankSetupView, KeychainFailed | AddressRefusal>>;
  saveCredentials(
    request: CredentialsRequest,
    by: Session,
  ): Promise<Result<CredentialsView, KeychainFailed | NoAddress>>;
  /** The file dialog in `language` (D88; English when not given). */
  readCredentialsFile(
    environment: BankEnvironment,
    by: Session,
    language?: Language,
  ): Promise<Result<CredentialsView, KeychainFailed | Canceled | NoAddress | AppError<'bad-file'>>>;
  generateKey(
    environment: EnvironmentName,
    bits: number,
    by: Session,
  ): Promise<Result<KeyChange, KeychainFailed>>;
  importKey(
    environment: EnvironmentName,
    passphrase: string,
    file: 'choose' | 'same',
    by: Session,
    language?: Language,
  ): Promise<Result<KeyChange, KeyImportFailure>>;
  confirmRotation(
    environment: EnvironmentName,
    fingerprint: string,
    by: Session,
  ): Promise<Result<BankSetupView, KeychainFailed | AppError<'no-pending-key'>>>;
  discardPendingKey(
    environment: EnvironmentName,
    fingerprint: string,
    by: Session,
  ): Promise<Result<BankSetupView, KeychainFailed | AppError<'no-pending-key'>>>;
  /** The save dialog in `language`, the operator's (D88; English when not given). */
  savePublicKey(
    environment: EnvironmentName,
    which: 'current' | 'pending',
    by: Session,
    language?: Language,
  ): Promise<Result<SavedFile, KeyDocumentFailure>>;
  /** The registration sheet and its save dialog in `language`, the operator's (D88). */
  printKeySheet(
    environment: EnvironmentName,
    which: 'current' | 'pending',
    output: 'printer' | 'pdf',
    by: Session,
    language?: Language,
  ): Promise<Result<SavedFile | null, KeyDocumentFailure | AppError<'print-failed'>>>;
  check(
    environment: EnvironmentName,
    by: Session,
  ): Promise<Result<ConnectionCheckView, KeychainFailed | AppError<'not-ready'>>>;
  acknowledgeUnchecked(
    environment: BankEnvironment,
    by: Session,
  ): Promise<Result<BankSetupView, KeychainFailed | AppError<'not-needed'>>>;
  switchEnvironment(
    environment: EnvironmentName,
    by: Session,
  ): Promise<Result<EnvironmentSwitchView, KeychainFailed | AppError<'not-ready'>>>;
  restart(by: Session): Result<null, never>;
}

export type KeyImportFailure = KeychainFailed | KeyImportRefusal;

export type KeyDocumentFailure = KeychainFailed | KeyDocumentRefusal;

export function createBankSetup(options: BankSetupOptions): BankSetup {
  const deps: BankSetupDeps = {
    ...options,
    records: createSetupRecords(options.journal),
    timeZone: options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    held: { keyFile: null },
  };
  return {
    view: (environment) => keychain(async () => ok(await setupView(deps, environment))),
    saveServiceAddress: (request, by, secondAdminCheck) =>
      keychain(() => saveServiceAddress(deps, request, by, secondAdminCheck)),
    saveCredentials: (request, by) =>
      keychain(() => saveCredentials(deps, request.environment, request, 'typed', by)),
    readCredentialsFile: (environment, by, language) =>
      keychain(() => readCredentialsFile(deps, environment, by, language)),
    generateKey: (environment, bits, by) =>
      keychain(() => generateKey(deps, environment, bits, by)),
    importKey: (environment, passphrase, file, by, language) =>
      keychain(() => importKey(deps, environment, passphrase, file, by, language)),
    confirmRotation: (environment, fingerprint, by) =>
      keychain(() => confirmRotation(deps, environment, fingerprint, by)),
    discardPendingKey: (environment, fingerprint, by) =>
      keychain(() => discardPendingKey(deps, environment, fingerprint, by)),
    savePublicKey: (environment, which, by, language = 'en') =>
      keychain(() => savePublicKey(deps, environment, which, by, language)),
    printKeySheet: (environment, which, output, by, language = 'en') =>
      keychain(() => printKeySheet(deps, environment, which, output, by, language)),
    check: (environment, by) => keychain(() => check(deps, environment, by)),
    acknowledgeUnchecked: (environment, by) =>
      keychain(() => acknowledgeUnchecked(deps, environment, by)),
    switchEnvironment: (environment, by) =>
      keychain(() => switchEnvironment(deps, environment, by)),
    restart: (by) => restart(deps, by),
  };
}
