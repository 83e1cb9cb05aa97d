import { randomUUID } from 'node:crypto';
import { SERVICE_PATHS } from '../../../shared/api/paths';
import {
  missingFor,
  type BankEnvironment,
  type BankSetupView,
  type ConnectionCheckView,
  type CredentialsView,
  type EnvironmentSwitchView,
  type KeyChange,
  type KeyView,
  type SavedFile,
} from '../../../shared/domain/bank-setup';
import { checkBaseUrl } from '../../../shared/domain/base-url';
import {
  ENVIRONMENT_WORDS,
  environmentWordsFirst,
  type EnvironmentName,
} from '../../../shared/domain/environments';
import type { Session } from '../../../shared/domain/operators';
import type { AppSettings, ServiceEndpoint } from '../../../shared/domain/settings';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import {
  credentialFieldsSchema,
  type CredentialsRequest,
  type ServiceAddressRequest,
} from '../../../shared/schemas/bank-setup-schemas';
import { validateWithSchema, type InvalidInput } from '../../../shared/schemas/validate';
import type { BankHttp } from '../bank/http-fetch';
import { readChosenTextFile, writeChosenFile } from '../desktop/chosen-files';
import type { Desktop } from '../desktop/desktop';
import type { Journal } from '../journal/journal';
import {
  describePrivateKey,
  generateSigningKeyPairAsync,
  importPrivateKeyPem,
  type SigningKeyPair,
} from '../keys/key-pair';
import { isSecretStoreError, type SecretStore } from '../keys/secret-store';
import type { ServiceCredentials } from '../keys/service-credentials';
import type { AppLogger } from '../logging/logger';
import type { Sandbox } from '../sandbox/sandbox';
import type { SettingsStore } from '../settings/settings-store';
import { checkConnection } from './connection-check';
import { parseCredentialsFile } from './credentials-file';
import { registrationSheet } from './registration-sheet';
import {
  createSetupRecords,
  sameBasis,
  type CheckRecord,
  type KeyRecord,
  type SetupBasis,
  type SetupRecord,
} from './setup-records';

/*
 * The admin's connection of the workstation to the bank, for one environment at a time: the
 * service address, the credentials (typed, or read from a file chosen in main), the signing key
 * (generated, or imported from a file chosen in main; rotated through a pending key), the
 * connection check, and the switch of environment that the next start takes up (D14).
 *
 * Secrets go from here to the keychain only. What the screens get back is the public half of a
 * key, whether the credentials are set and since when, and what a check found. Every change is
 * audited in the same journal transaction as the non-secret record it updates
 * (setup-records.ts).
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

export interface BankSetup {
  view(environment: EnvironmentName): Promise<Result<BankSetupView, KeychainFailed>>;
  saveServiceAddress(
    request: ServiceAddressRequest,
    by: Session,
  ): Promise<Result<BankSetupView, KeychainFailed | InvalidInput>>;
  saveCredentials(
    request: CredentialsRequest,
    by: Session,
  ): Promise<Result<CredentialsView, KeychainFailed>>;
  readCredentialsFile(
    environment: BankEnvironment,
    by: Session,
  ): Promise<Result<CredentialsView, KeychainFailed | Canceled | AppError<'bad-file'>>>;
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
  savePublicKey(
    environment: EnvironmentName,
    which: 'current' | 'pending',
    by: Session,
  ): Promise<Result<SavedFile, KeyDocumentFailure>>;
  printKeySheet(
    environment: EnvironmentName,
    which: 'current' | 'pending',
    output: 'printer' | 'pdf',
    by: Session,
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

export type KeyImportFailure =
  | KeychainFailed
  | Canceled
  | AppError<'bad-key' | 'passphrase-needed' | 'wrong-passphrase' | 'no-file'>;

export type KeyDocumentFailure = KeychainFailed | Canceled | AppError<'no-key' | 'write-failed'>;

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
} as const;

const CREDENTIALS_FILE_MAX_BYTES = 16 * 1024;
const KEY_FILE_MAX_BYTES = 64 * 1024;
/** How long a protected key file waits in memory for its passphrase. */
const HELD_KEY_FILE_MS = 10 * 60_000;

const CREDENTIALS_FILTERS = [
  { name: 'Credentials (JSON or NAME=value)', extensions: ['json', 'env', 'txt', 'properties'] },
  { name: 'All files', extensions: ['*'] },
];
const KEY_FILTERS = [
  { name: 'Private key (PEM)', extensions: ['pem', 'key', 'txt'] },
  { name: 'All files', extensions: ['*'] },
];

export function createBankSetup(options: BankSetupOptions): BankSetup {
  const { journal, settings, desktop, log } = options;
  const records = createSetupRecords(journal);
  const iso = () => new Date(options.now()).toISOString();
  const timeZone = options.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  /** A protected key file whose passphrase was missing or wrong: never an open private key. */
  let heldKeyFile: { environment: EnvironmentName; text: string; at: number } | null = null;

  /** Updates the environment's record and audits it, in one journal transaction. */
  function change(
    environment: EnvironmentName,
    by: Session,
    action: string,
    details: Record<string, unknown>,
    update: (record: SetupRecord) => SetupRecord = (record) => record,
  ): void {
    const at = iso();
    journal.transaction(() => {
      records.write(environment, update(records.read(environment)), at, by.operatorId);
      journal.audit.append({
        at,
        operatorId: by.operatorId,
        action,
        details: { environment, ...details },
      });
    });
  }

  /** Keychain trouble is the admin's to fix (unlock it, log in again): said, never thrown. */
  async function keychain<T, E>(
    work: () => Promise<Result<T, E>>,
  ): Promise<Result<T, E | KeychainFailed>> {
    try {
      return await work();
    } catch (error) {
      if (!isSecretStoreError(error)) throw error;
      return fail({ code: 'keychain-failed', message: error.message });
    }
  }

  function endpointOf(environment: EnvironmentName): ServiceEndpoint | null {
    if (environment === 'sandbox') {
      return environment === options.running && options.sandbox
        ? { baseUrl: options.sandbox.url, tokenPath: SERVICE_PATHS.token }
        : null;
    }
    return settings.review().settings.endpoints[environment];
  }

  function basisOf(environment: EnvironmentName, record: SetupRecord): SetupBasis | null {
    const endpoint = endpointOf(environment);
    if (!endpoint) return null;
    return {
      baseUrl: endpoint.baseUrl,
      tokenPath: endpoint.tokenPath,
      credentialsId: record.credentials?.id ?? null,
    };
  }

  /** The current and the pending key as the keychain holds them, with what the record says. */
  async function keysOf(environment: EnvironmentName, record: SetupRecord) {
    const store = options.secretStore(environment);
    const status = await store.status();
    const currentPem = status.privateKey === 'present' ? await store.privateKeyPem() : null;
    const current = currentPem ? describePrivateKey(currentPem) : null;
    const pendingPem =
      status.pendingPrivateKey === 'present' ? await store.pendingPrivateKeyPem() : null;
    const described = pendingPem ? describePrivateKey(pendingPem) : null;
    // A pending entry counts only as the one this journal recorded: a leftover of another
    // installation, or one already put in use by an interrupted confirmation, is not offered.
    const pending =
      described &&
      described.fingerprint === record.pendingKey?.fingerprint &&
      described.fingerprint !== current?.fingerprint
        ? described
        : null;
    return { status, current, pending };
  }

  function keyView(
    environment: EnvironmentName,
    pair: SigningKeyPair,
    record: SetupRecord,
  ): KeyView {
    const known = [record.key, record.pendingKey].find((k) => k?.fingerprint === pair.fingerprint);
    return {
      publicKeyPem: pair.publicKeyPem,
      fingerprint: pair.fingerprint,
      bits: pair.bits,
      createdAt: known?.createdAt ?? null,
      createdBy: known?.createdBy ?? null,
      origin: known?.origin ?? (environment === 'sandbox' ? 'provisioned' : null),
    };
  }

  async function view(environment: EnvironmentName): Promise<BankSetupView> {
    const record = records.read(environment);
    const current = settings.review().settings;
    const { status, current: key, pending } = await keysOf(environment, record);
    const store = options.secretStore(environment);
    const basis = basisOf(environment, record);
    const credentials: CredentialsView = {
      state:
        status.credentials === 'present'
          ? 'set'
          : status.credentials === 'damaged'
            ? 'damaged'
            : 'missing',
      setAt: record.credentials?.setAt ?? null,
      setBy: record.credentials?.setBy ?? null,
      source: record.credentials?.source ?? (environment === 'sandbox' ? 'provisioned' : null),
    };
    const check = record.check
      ? checkView(record.check, basis !== null && sameBasis(basis, record.check.basis))
      : null;
    const acknowledgement = record.acknowledgement
      ? {
          at: record.acknowledgement.at,
          by: record.acknowledgement.by,
          current: basis !== null && sameBasis(basis, record.acknowledgement.basis),
        }
      : null;
    const setupView: BankSetupView = {
      environment,
      running: options.running,
      selected: current.environment,
      keychainService: store.service,
      endpoint: endpointOf(environment),
      network: current.network,
      credentials,
      key: key ? keyView(environment, key, record) : null,
      keyState: status.privateKey === 'damaged' ? 'damaged' : key === null ? 'missing' : 'present',
      pendingKey: pending ? keyView(environment, pending, record) : null,
      registration: environment === 'sandbox' ? 'automatic' : 'by-the-bank',
      check,
      acknowledgement,
      missing: [],
    };
    setupView.missing = missingFor(setupView);
    return setupView;
  }

  async function storeKey(
    environment: EnvironmentName,
    pair: SigningKeyPair,
    origin: KeyRecord['origin'],
    by: Session,
  ): Promise<Result<KeyChange, KeychainFailed>> {
    const store = options.secretStore(environment);
    const status = await store.status();
    // A damaged key cannot sign: the new one takes its place at once rather than waiting.
    const slot = status.privateKey === 'present' ? 'pending' : 'current';
    if (slot === 'current') await store.savePrivateKey(pair.privateKeyPem);
    else await store.savePendingPrivateKey(pair.privateKeyPem);
    let registered = false;
    if (environment === 'sandbox' && environment === options.running && options.sandbox) {
      const answer = options.sandbox.registerPublicKey(pair.publicKeyPem);
      registered = answer.ok;
      if (!answer.ok) {
        log.warn('The sandbox bank refused a key.', { reason: answer.error.message });
      }
    }
    const keyRecord: KeyRecord = {
      fingerprint: pair.fingerprint,
      bits: pair.bits,
      createdAt: iso(),
      createdBy: by.operatorId,
      origin,
    };
    change(
      environment,
      by,
      BANK_SETUP_ACTIONS.keyCreated,
      { origin, slot, fingerprint: pair.fingerprint, bits: pair.bits, registered },
      (record) =>
        slot === 'current'
          ? { ...record, key: keyRecord, pendingKey: null }
          : { ...record, pendingKey: keyRecord },
    );
    if (slot === 'current' && environment === options.running) options.onSigningKeyChanged();
    const record = records.read(environment);
    return ok({ slot, key: keyView(environment, pair, record), registered });
  }

  async function saveCredentialsFrom(
    environment: BankEnvironment,
    credentials: ServiceCredentials,
    source: 'typed' | 'file',
    by: Session,
  ): Promise<CredentialsView> {
    const store = options.secretStore(environment);
    const replaced = (await store.status()).credentials !== 'missing';
    // Only the three fields go to the keychain, whatever else the request carried.
    const { apiKey, merchantCode, consumerSecret } = credentials;
    await store.saveCredentials({ apiKey, merchantCode, consumerSecret });
    const setAt = iso();
    change(
      environment,
      by,
      BANK_SETUP_ACTIONS.credentialsSaved,
      { source, replaced },
      (record) => ({
        ...record,
        credentials: { id: randomUUID(), setAt, setBy: by.operatorId, source },
      }),
    );
    return { state: 'set', setAt, setBy: by.operatorId, source };
  }

  /** The key a document is about, checked against what the screen showed. */
  async function documentKey(
    environment: EnvironmentName,
    which: 'current' | 'pending',
  ): Promise<Result<SigningKeyPair, AppError<'no-key'>>> {
    const { current, pending } = await keysOf(environment, records.read(environment));
    const pair = which === 'current' ? current : pending;
    if (pair) return ok(pair);
    return fail({
      code: 'no-key',
      message:
        which === 'current'
          ? `${environmentWordsFirst(environment)} has no signing key yet. Generate or import one first.`
          : `No new key is waiting for ${ENVIRONMENT_WORDS[environment]}. Reload the page.`,
    });
  }

  async function pendingMatching(
    environment: EnvironmentName,
    fingerprint: string,
  ): Promise<Result<{ record: SetupRecord; previous: string | null }, AppError<'no-pending-key'>>> {
    const record = records.read(environment);
    const { current, pending } = await keysOf(environment, record);
    if (!pending || pending.fingerprint !== fingerprint) {
      return fail({
        code: 'no-pending-key',
        message:
          'No new key with this fingerprint is waiting, so nothing changed. Reload the page to see the keys as they are now.',
      });
    }
    return ok({ record, previous: current?.fingerprint ?? null });
  }

  return {
    view: (environment) => keychain(async () => ok(await view(environment))),

    saveServiceAddress: (request, by) =>
      keychain(async () => {
        const { environment } = request;
        const baseUrl = checkBaseUrl(request.baseUrl);
        const endpoints = {
          ...settings.review().settings.endpoints,
          [environment]: {
            baseUrl: baseUrl.ok ? baseUrl.value : request.baseUrl,
            tokenPath: request.tokenPath,
          },
        };
        const saved = settings.update('endpoints', endpoints, by.operatorId);
        if (!saved.ok) return fail(saved.error);
        const network = settings.update(
          'network',
          {
            connectTimeoutMs: request.connectTimeoutMs,
            requestTimeoutMs: request.requestTimeoutMs,
          },
          by.operatorId,
        );
        if (!network.ok) return fail(network.error);
        return ok(await view(environment));
      }),

    saveCredentials: (request, by) =>
      keychain(async () =>
        ok(await saveCredentialsFrom(request.environment, request, 'typed', by)),
      ),

    readCredentialsFile: (environment, by) =>
      keychain(async (): Promise<Result<CredentialsView, Canceled | AppError<'bad-file'>>> => {
        const path = await desktop.dialogs.openFile({
          title: `Choose the credentials file of ${ENVIRONMENT_WORDS[environment]}`,
          filters: CREDENTIALS_FILTERS,
        });
        if (path === null) {
          return fail({ code: 'canceled', message: 'No file was chosen, so nothing was saved.' });
        }
        const read = await readChosenTextFile(path, CREDENTIALS_FILE_MAX_BYTES);
        if (!read.ok) return fail({ code: 'bad-file', message: read.error.message });
        const parsed = parseCredentialsFile(read.value.text);
        if (!parsed.ok) {
          return fail({ code: 'bad-file', message: `${read.value.name}: ${parsed.error.message}` });
        }
        const checked = validateWithSchema(credentialFieldsSchema, parsed.value);
        if (!checked.ok) {
          return fail({
            code: 'bad-file',
            message: `${read.value.name}: ${checked.error.message} Correct the file and choose it again; nothing was saved.`,
          });
        }
        return ok(await saveCredentialsFrom(environment, parsed.value, 'file', by));
      }),

    generateKey: (environment, bits, by) =>
      keychain(async () =>
        storeKey(environment, await generateSigningKeyPairAsync(bits), 'generated', by),
      ),

    importKey: (environment, passphrase, file, by) =>
      keychain(async (): Promise<Result<KeyChange, KeyImportFailure>> => {
        let text: string;
        if (file === 'same') {
          const held = heldKeyFile;
          if (
            !held ||
            held.environment !== environment ||
            options.now() - held.at > HELD_KEY_FILE_MS
          ) {
            heldKeyFile = null;
            return fail({
              code: 'no-file',
              message: 'Choose the key file again: the one chosen before is no longer held.',
            });
          }
          text = held.text;
        } else {
          heldKeyFile = null;
          const path = await desktop.dialogs.openFile({
            title: 'Choose the private key file (PEM)',
            filters: KEY_FILTERS,
          });
          if (path === null) {
            return fail({
              code: 'canceled',
              message: 'No file was chosen, so the key was not changed.',
            });
          }
          const read = await readChosenTextFile(path, KEY_FILE_MAX_BYTES);
          if (!read.ok) return fail({ code: 'bad-key', message: read.error.message });
          text = read.value.text;
        }
        const imported = importPrivateKeyPem(text, passphrase);
        if (!imported.ok) {
          const { code, message } = imported.error;
          if (code === 'passphrase-needed' || code === 'wrong-passphrase') {
            // Still protected by its passphrase: kept so the admin need not choose it again.
            heldKeyFile = { environment, text, at: options.now() };
            return fail({ code, message });
          }
          heldKeyFile = null;
          return fail({ code: 'bad-key', message });
        }
        heldKeyFile = null;
        const { current, pending } = await keysOf(environment, records.read(environment));
        const same = [current, pending].find((k) => k?.fingerprint === imported.value.fingerprint);
        if (same) {
          return fail({
            code: 'bad-key',
            message:
              same === current
                ? 'This is the key Remit Desk signs with already, so nothing changed.'
                : 'This is the new key already waiting for the bank’s registration, so nothing changed.',
          });
        }
        return storeKey(environment, imported.value, 'imported', by);
      }),

    confirmRotation: (environment, fingerprint, by) =>
      keychain(async () => {
        const found = await pendingMatching(environment, fingerprint);
        if (!found.ok) return found;
        await options.secretStore(environment).promotePendingKey();
        change(
          environment,
          by,
          BANK_SETUP_ACTIONS.rotationConfirmed,
          { fingerprint, previousFingerprint: found.value.previous },
          (record) => ({ ...record, key: record.pendingKey, pendingKey: null }),
        );
        if (environment === options.running) options.onSigningKeyChanged();
        return ok(await view(environment));
      }),

    discardPendingKey: (environment, fingerprint, by) =>
      keychain(async () => {
        const found = await pendingMatching(environment, fingerprint);
        if (!found.ok) return found;
        await options.secretStore(environment).deletePendingPrivateKey();
        if (environment === 'sandbox' && options.sandbox) {
          options.sandbox.removePublicKey(fingerprint);
        }
        change(
          environment,
          by,
          BANK_SETUP_ACTIONS.rotationDiscarded,
          { fingerprint },
          (record) => ({ ...record, pendingKey: null }),
        );
        return ok(await view(environment));
      }),

    savePublicKey: (environment, which, by) =>
      keychain(async (): Promise<Result<SavedFile, KeyDocumentFailure>> => {
        const key = await documentKey(environment, which);
        if (!key.ok) return key;
        const { fingerprint, publicKeyPem } = key.value;
        const path = await desktop.dialogs.saveFile({
          title: 'Save the public key for the bank',
          defaultName: `remit-desk-${environment}-public-key-${fingerprint.slice(0, 8)}.pem`,
          filters: [{ name: 'PEM public key', extensions: ['pem'] }],
        });
        if (path === null) {
          return fail({ code: 'canceled', message: 'Saving was cancelled; no file was written.' });
        }
        const written = await writeChosenFile(path, publicKeyPem);
        if (!written.ok) return written;
        change(environment, by, BANK_SETUP_ACTIONS.publicKeySaved, { key: which, fingerprint });
        return ok({ fileName: written.value.name });
      }),

    printKeySheet: (environment, which, output, by) =>
      keychain(
        async (): Promise<
          Result<SavedFile | null, KeyDocumentFailure | AppError<'print-failed'>>
        > => {
          const key = await documentKey(environment, which);
          if (!key.ok) return key;
          const current = settings.review().settings;
          const credentials = await options.secretStore(environment).credentials();
          const admin = journal.operators.get(by.operatorId);
          const document = registrationSheet({
            environment,
            workstation: current.workstation.number,
            branchName: current.workstation.branchName,
            merchantCode: credentials?.merchantCode ?? null,
            fingerprint: key.value.fingerprint,
            bits: key.value.bits,
            publicKeyPem: key.value.publicKeyPem,
            at: options.now(),
            timeZone,
            admin: { operatorId: by.operatorId, displayName: admin?.displayName ?? by.operatorId },
            rotation: which === 'pending',
          });
          const details = { key: which, fingerprint: key.value.fingerprint };
          if (output === 'printer') {
            const printed = await desktop.printer.print(document);
            if (!printed.ok) return printed;
            change(environment, by, BANK_SETUP_ACTIONS.keySheetPrinted, details);
            return ok(null);
          }
          const path = await desktop.dialogs.saveFile({
            title: 'Save the key registration sheet as a PDF',
            defaultName: `remit-desk-${environment}-key-registration-${key.value.fingerprint.slice(0, 8)}.pdf`,
            filters: [{ name: 'PDF document', extensions: ['pdf'] }],
          });
          if (path === null) {
            return fail({
              code: 'canceled',
              message: 'Saving was cancelled; no file was written.',
            });
          }
          const written = await writeChosenFile(path, await desktop.printer.pdf(document));
          if (!written.ok) return written;
          change(environment, by, BANK_SETUP_ACTIONS.keySheetSaved, details);
          return ok({ fileName: written.value.name });
        },
      ),

    check: (environment, by) =>
      keychain(async () => {
        const endpoint = endpointOf(environment);
        if (!endpoint) {
          return fail({
            code: 'not-ready',
            message:
              environment === 'sandbox'
                ? 'The built-in sandbox bank runs only while Remit Desk uses the sandbox environment, so there is nothing to check now.'
                : `Enter the Service address of ${ENVIRONMENT_WORDS[environment]} first, then check.`,
          });
        }
        const store = options.secretStore(environment);
        const { network } = settings.review().settings;
        const http = options.http(network);
        let outcome;
        try {
          outcome = await checkConnection({
            baseUrl: endpoint.baseUrl,
            tokenPath: endpoint.tokenPath,
            credentials: () => store.credentials(),
            fetch: http,
            connectTimeoutMs: network.connectTimeoutMs,
            requestTimeoutMs: network.requestTimeoutMs,
            now: options.now,
          });
        } finally {
          await http.close?.();
        }
        if (!outcome.passed) {
          log.warn('A connection check failed.', {
            environment,
            failure: outcome.failure,
            detail: outcome.detail,
          });
        }
        const record = records.read(environment);
        const stored: CheckRecord = {
          at: iso(),
          by: by.operatorId,
          passed: outcome.passed,
          failure: outcome.passed ? null : outcome.failure,
          message: outcome.message,
          purposeCount: outcome.passed ? outcome.purposeCount : null,
          baseUrl: endpoint.baseUrl,
          basis: {
            baseUrl: endpoint.baseUrl,
            tokenPath: endpoint.tokenPath,
            credentialsId: record.credentials?.id ?? null,
          },
        };
        change(
          environment,
          by,
          BANK_SETUP_ACTIONS.connectionChecked,
          { passed: stored.passed, failure: stored.failure },
          (r) => ({ ...r, check: stored }),
        );
        return ok(checkView(stored, true));
      }),

    acknowledgeUnchecked: (environment, by) =>
      keychain(async () => {
        const before = await view(environment);
        if (before.check?.passed && before.check.current) {
          return fail({
            code: 'not-needed',
            message: 'The last connection check passed, so there is nothing to acknowledge.',
          });
        }
        const basis = basisOf(environment, records.read(environment));
        if (!basis) {
          return fail({
            code: 'not-needed',
            message: `Enter the Service address of ${ENVIRONMENT_WORDS[environment]} first.`,
          });
        }
        change(
          environment,
          by,
          BANK_SETUP_ACTIONS.uncheckedAcknowledged,
          { lastCheck: before.check?.current ? before.check.failure : null },
          (record) => ({
            ...record,
            acknowledgement: { at: iso(), by: by.operatorId, basis },
          }),
        );
        return ok(await view(environment));
      }),

    switchEnvironment: (environment, by) =>
      keychain(async () => {
        if (environment !== 'sandbox') {
          const target = await view(environment);
          if (target.missing.length > 0) {
            return fail({
              code: 'not-ready',
              message: `${environmentWordsFirst(environment)} is not ready, so Remit Desk stays as it is. ${target.missing.join(' ')}`,
            });
          }
        }
        const saved = settings.update('environment', environment, by.operatorId);
        if (!saved.ok) throw new Error(saved.error.message);
        return ok({
          selected: environment,
          running: options.running,
          restartNeeded: environment !== options.running,
        });
      }),

    restart(by) {
      journal.audit.append({
        at: iso(),
        operatorId: by.operatorId,
        action: BANK_SETUP_ACTIONS.restartRequested,
        details: { running: options.running, selected: settings.review().settings.environment },
      });
      desktop.relauncher.relaunch();
      return ok(null);
    },
  };
}

function checkView(stored: CheckRecord, current: boolean): ConnectionCheckView {
  const { at, by, passed, failure, message, purposeCount, baseUrl } = stored;
  return { at, by, passed, failure, message, purposeCount, baseUrl, current };
}
