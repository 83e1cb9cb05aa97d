import { wordRef, type MessageRef } from '@shared/i18n/catalog';
import type { SaidValue } from '@shared/i18n/messages';
import { saidOf } from '@shared/i18n/worded';
import type { AppError } from '@shared/result';
import type { EnvironmentName } from '@shared/domain/environments';
import type { IssuedList } from './issued-references';
import type { ServiceCredentials, StoredCredentials } from './service-credentials';
import type { TokenCache } from './token-cache';

/**
 * Everything the app keeps in the OS keychain, for one environment. The rest of the app depends on
 * this interface, never on keytar, so a test key can never be read by a live environment's store
 * and nothing outside keys/ can reach the keychain by another path.
 *
 * There is no plaintext fallback: when the keychain cannot be used, every method rejects with a
 * SecretStoreError and nothing is written anywhere else.
 */
export interface SecretStore {
  readonly environment: EnvironmentName;
  /** The keychain service name the entries live under, for the admin's setup screen. */
  readonly service: string;

  /**
   * D1 credentials with the origin they were entered for (D71), or null when an admin has not
   * entered them yet. Whoever sends them compares the origin first (credentialsFor).
   */
  credentials(): Promise<StoredCredentials | null>;
  /** Stores the three credentials bound to `origin` (serviceOrigin of the address). */
  saveCredentials(credentials: ServiceCredentials, origin: string): Promise<void>;
  deleteCredentials(): Promise<void>;

  /** The signing key as PKCS#8 PEM, or null when none was generated or imported yet. */
  privateKeyPem(): Promise<string | null>;
  /** Only an unencrypted PKCS#8 RSA PEM (what keys/key-pair.ts produces). */
  savePrivateKey(pkcs8Pem: string): Promise<void>;
  deletePrivateKey(): Promise<void>;

  /**
   * Key rotation (D29): a new signing key waiting until the bank has registered its public key, kept
   * in an entry of its own ("signing-key-pending") while the current key goes on signing; null
   * when no rotation is under way.
   */
  pendingPrivateKeyPem(): Promise<string | null>;
  savePendingPrivateKey(pkcs8Pem: string): Promise<void>;
  deletePendingPrivateKey(): Promise<void>;
  /**
   * The pending key becomes the signing key and the previous signing key is deleted, in one
   * keychain operation: the new key is written whole before the old one goes, so a crash part-way
   * leaves one of the two signing, never neither.
   */
  promotePendingKey(): Promise<void>;

  /** The current access token between runs (bank/token-provider.ts). */
  readonly tokenCache: TokenCache;

  /**
   * The reference counter's keychain copy (shared/domain/references.ts): the highest counter value
   * ever reserved on this workstation, or null before the first. It survives a reinstall and a
   * restored journal because it is not in the journal.
   */
  readHighWater(): Promise<number | null>;
  /**
   * Raises the mark to `counter` unless it is already higher; resolves to the mark now stored.
   * With the workstation number the reference is made with, the reference is also kept in the
   * list of those issued lately (D69), written before the mark.
   */
  raiseHighWater(counter: number, workstation?: number): Promise<number>;
  /** The mark and the list of references issued lately, read together (D69). */
  issuedReferences(): Promise<IssuedReferences>;

  /** Which entries exist and are intact, without their values: for the admin's setup screen. */
  status(): Promise<SecretStoreStatus>;
}

/**
 * What the keychain knows of the references issued on this workstation (D69): `list` is null when
 * it keeps none (before D69, or a new keychain) and 'damaged' when it cannot be read back.
 */
export interface IssuedReferences {
  highWater: number | null;
  list: IssuedList | null | 'damaged';
}

/** `damaged`: an entry exists but does not read back whole (see SecretStoreError 'corrupt'). */
export type SecretPresence = 'present' | 'missing' | 'damaged';

export interface SecretStoreStatus {
  environment: EnvironmentName;
  service: string;
  credentials: SecretPresence;
  /** The origin the stored credentials were entered for; null when none (or stored unbound). */
  credentialsOrigin: string | null;
  privateKey: SecretPresence;
  pendingPrivateKey: SecretPresence;
  token: SecretPresence;
  highWater: SecretPresence;
}

/**
 * - `unavailable`: there is no usable keychain (no Secret Service, no D-Bus session, no default
 *   keyring, no Windows logon session, or it did not answer in time).
 * - `locked`: the keychain exists but is locked and was not unlocked.
 * - `corrupt`: an entry exists but does not read back whole; never returned as a partial value.
 * - `invalid`: the app tried to store a value the store refuses (empty, too large, wrong format).
 * - `failed`: the keychain refused for another reason; the OS text is in the message.
 */
export type SecretStoreErrorCode = 'unavailable' | 'locked' | 'corrupt' | 'invalid' | 'failed';

/**
 * Messages say what is wrong and what to do, and never carry a secret value. A message from the
 * catalog (a MessageRef) is worded in English for `message` and kept as `text` for the renderer.
 */
export class SecretStoreError extends Error {
  readonly text?: MessageRef;

  constructor(
    readonly code: SecretStoreErrorCode,
    message: string | MessageRef,
    /** The keychain's own error text, for the log; never a secret value. */
    readonly detail: string = '',
  ) {
    super(typeof message === 'string' ? message : wordRef(message));
    this.name = 'SecretStoreError';
    if (typeof message !== 'string') this.text = message;
  }

  toAppError(): AppError<SecretStoreErrorCode> {
    const { code, message, text } = this;
    return text ? { code, message, text } : { code, message };
  }
}

export function isSecretStoreError(error: unknown): error is SecretStoreError {
  return error instanceof SecretStoreError;
}

/**
 * What went wrong with the keychain, as a value of another message (D93): the keychain's own
 * words where it said them by message, else the error's sentence as it is.
 */
export function keychainTrouble(error: unknown): SaidValue {
  return saidOf(
    isSecretStoreError(error)
      ? error.toAppError()
      : { message: error instanceof Error ? error.message : String(error) },
  );
}
