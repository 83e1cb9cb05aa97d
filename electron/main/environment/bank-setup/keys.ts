import type { BankSetupView, KeyChange } from '@shared/domain/bank-setup';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import { textIn, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { readChosenTextFile } from '../../desktop/chosen-files';
import {
  generateSigningKeyPairAsync,
  importPrivateKeyPem,
  type SigningKeyPair,
} from '../../keys/key-pair';
import type { KeyRecord } from '../setup-records';
import {
  BANK_SETUP_ACTIONS,
  canceled,
  changeRecord,
  nowIso,
  type BankSetupDeps,
  type Canceled,
} from './setup-deps';
import { keysOf, keyView, setupView } from './setup-view';

/*
 * An environment's signing key: generated, or imported from a PEM file chosen in main (with its
 * passphrase). With a key in use, a new one waits in the pending entry until the admin confirms
 * the bank registered it (D29), or discards it.
 */

/** Why an import changed nothing (besides the keychain's own trouble). */
export type KeyImportRefusal =
  Canceled | AppError<'bad-key' | 'passphrase-needed' | 'wrong-passphrase' | 'no-file'>;

const KEY_FILE_MAX_BYTES = 64 * 1024;
/** How long a protected key file waits in memory for its passphrase. */
const HELD_KEY_FILE_MS = 10 * 60_000;

/** The key file dialog's kinds of file, in the admin's language (D88). */
const keyFilters = (language: Language) => [
  { name: textIn(language, 'desktop.fileKind.privateKey'), extensions: ['pem', 'key', 'txt'] },
  { name: textIn(language, 'desktop.fileKind.all'), extensions: ['*'] },
];

const noPendingKey = worded('no-pending-key', 'keys.import.noPendingKey');

async function storeKey(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  pair: SigningKeyPair,
  origin: KeyRecord['origin'],
  by: Session,
): Promise<Result<KeyChange, never>> {
  const store = deps.secretStore(environment);
  const status = await store.status();
  // A damaged key cannot sign: the new one takes its place at once rather than waiting.
  const slot = status.privateKey === 'present' ? 'pending' : 'current';
  if (slot === 'current') await store.savePrivateKey(pair.privateKeyPem);
  else await store.savePendingPrivateKey(pair.privateKeyPem);
  let registered = false;
  if (environment === 'sandbox' && environment === deps.running && deps.sandbox) {
    const answer = deps.sandbox.registerPublicKey(pair.publicKeyPem);
    registered = answer.ok;
    if (!answer.ok) {
      deps.log.warn('The sandbox bank refused a key.', { reason: answer.error.message });
    }
  }
  const keyRecord: KeyRecord = {
    fingerprint: pair.fingerprint,
    bits: pair.bits,
    createdAt: nowIso(deps),
    createdBy: by.operatorId,
    origin,
  };
  changeRecord(
    deps,
    environment,
    by,
    BANK_SETUP_ACTIONS.keyCreated,
    { origin, slot, fingerprint: pair.fingerprint, bits: pair.bits, registered },
    (record) =>
      slot === 'current'
        ? { ...record, key: keyRecord, pendingKey: null }
        : { ...record, pendingKey: keyRecord },
  );
  if (slot === 'current' && environment === deps.running) deps.onSigningKeyChanged();
  const record = deps.records.read(environment);
  return ok({ slot, key: keyView(environment, pair, record), registered });
}

export async function generateKey(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  bits: number,
  by: Session,
): Promise<Result<KeyChange, never>> {
  return storeKey(deps, environment, await generateSigningKeyPairAsync(bits), 'generated', by);
}

/** The text of the key file: the one held for its passphrase (`same`), or one the admin chooses. */
async function keyFileText(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  file: 'choose' | 'same',
  language: Language,
): Promise<Result<string, KeyImportRefusal>> {
  if (file === 'same') {
    const held = deps.held.keyFile;
    if (!held || held.environment !== environment || deps.now() - held.at > HELD_KEY_FILE_MS) {
      deps.held.keyFile = null;
      return fail(worded('no-file', 'keys.import.fileNoLongerHeld'));
    }
    return ok(held.text);
  }
  deps.held.keyFile = null;
  const path = await deps.desktop.dialogs.openFile({
    title: textIn(language, 'keys.import.chooseTitle'),
    filters: keyFilters(language),
  });
  if (path === null) return fail(canceled('keys.import.noFileChosen'));
  const read = await readChosenTextFile(path, KEY_FILE_MAX_BYTES);
  if (!read.ok) return fail({ ...read.error, code: 'bad-key' });
  return ok(read.value.text);
}

export async function importKey(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  passphrase: string,
  file: 'choose' | 'same',
  by: Session,
  language: Language = 'en',
): Promise<Result<KeyChange, KeyImportRefusal>> {
  const chosen = await keyFileText(deps, environment, file, language);
  if (!chosen.ok) return chosen;
  const imported = importPrivateKeyPem(chosen.value, passphrase);
  if (!imported.ok) {
    const { code } = imported.error;
    if (code === 'passphrase-needed' || code === 'wrong-passphrase') {
      // Still protected by its passphrase: kept so the admin need not choose it again.
      deps.held.keyFile = { environment, text: chosen.value, at: deps.now() };
      return fail({ ...imported.error, code });
    }
    deps.held.keyFile = null;
    return fail({ ...imported.error, code: 'bad-key' });
  }
  deps.held.keyFile = null;
  const { current, pending } = await keysOf(deps, environment, deps.records.read(environment));
  const same = [current, pending].find((k) => k?.fingerprint === imported.value.fingerprint);
  if (same) {
    return fail(
      worded(
        'bad-key',
        same === current ? 'keys.import.refused.inUse' : 'keys.import.refused.waiting',
      ),
    );
  }
  return storeKey(deps, environment, imported.value, 'imported', by);
}

async function pendingMatching(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  fingerprint: string,
): Promise<Result<{ previous: string | null }, AppError<'no-pending-key'>>> {
  const { current, pending } = await keysOf(deps, environment, deps.records.read(environment));
  if (!pending || pending.fingerprint !== fingerprint) return fail(noPendingKey);
  return ok({ previous: current?.fingerprint ?? null });
}

export async function confirmRotation(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  fingerprint: string,
  by: Session,
): Promise<Result<BankSetupView, AppError<'no-pending-key'>>> {
  const found = await pendingMatching(deps, environment, fingerprint);
  if (!found.ok) return found;
  await deps.secretStore(environment).promotePendingKey();
  changeRecord(
    deps,
    environment,
    by,
    BANK_SETUP_ACTIONS.rotationConfirmed,
    { fingerprint, previousFingerprint: found.value.previous },
    (record) => ({ ...record, key: record.pendingKey, pendingKey: null }),
  );
  if (environment === deps.running) deps.onSigningKeyChanged();
  return ok(await setupView(deps, environment));
}

export async function discardPendingKey(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  fingerprint: string,
  by: Session,
): Promise<Result<BankSetupView, AppError<'no-pending-key'>>> {
  const found = await pendingMatching(deps, environment, fingerprint);
  if (!found.ok) return found;
  await deps.secretStore(environment).deletePendingPrivateKey();
  if (environment === 'sandbox' && deps.sandbox) deps.sandbox.removePublicKey(fingerprint);
  changeRecord(
    deps,
    environment,
    by,
    BANK_SETUP_ACTIONS.rotationDiscarded,
    { fingerprint },
    (record) => ({ ...record, pendingKey: null }),
  );
  return ok(await setupView(deps, environment));
}
