import type { SavedFile } from '@shared/domain/bank-setup';
import {
  environmentSaid,
  environmentSaidFirst,
  type EnvironmentName,
} from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import { textIn, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { writeChosenFile } from '../../desktop/chosen-files';
import type { SigningKeyPair } from '../../keys/key-pair';
import { registrationSheet } from '../registration-sheet';
import {
  BANK_SETUP_ACTIONS,
  canceled,
  changeRecord,
  type BankSetupDeps,
  type Canceled,
} from './setup-deps';
import { keysOf } from './setup-view';

/*
 * What the admin hands to the bank for a key: its public key as a PEM file, or the registration
 * sheet, printed or saved as a PDF. Each written where the admin chose, and audited.
 */

/** Why a document was not made (besides the keychain's own trouble). */
export type KeyDocumentRefusal = Canceled | AppError<'no-key' | 'write-failed'>;

const notSaved = () => canceled('environment.setup.keyDocument.savingCanceled');

/** The key a document is about, checked against what the screen showed. */
async function documentKey(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  which: 'current' | 'pending',
): Promise<Result<SigningKeyPair, AppError<'no-key'>>> {
  const { current, pending } = await keysOf(deps, environment, deps.records.read(environment));
  const pair = which === 'current' ? current : pending;
  if (pair) return ok(pair);
  return fail(
    which === 'current'
      ? worded('no-key', 'environment.setup.keyDocument.noKey', {
          environment: environmentSaidFirst(environment),
        })
      : worded('no-key', 'environment.setup.keyDocument.noPendingKey', {
          environment: environmentSaid(environment),
        }),
  );
}

export async function savePublicKey(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  which: 'current' | 'pending',
  by: Session,
  language: Language,
): Promise<Result<SavedFile, KeyDocumentRefusal>> {
  const key = await documentKey(deps, environment, which);
  if (!key.ok) return key;
  const { fingerprint, publicKeyPem } = key.value;
  const path = await deps.desktop.dialogs.saveFile({
    title: textIn(language, 'environment.setup.keyDocument.savePublicKeyTitle'),
    defaultName: `remit-desk-${environment}-public-key-${fingerprint.slice(0, 8)}.pem`,
    filters: [{ name: textIn(language, 'desktop.fileKind.publicKey'), extensions: ['pem'] }],
  });
  if (path === null) return fail(notSaved());
  const written = await writeChosenFile(path, publicKeyPem);
  if (!written.ok) return written;
  // Where it went too: the auditor can find the file the bank was (or will be) sent.
  changeRecord(deps, environment, by, BANK_SETUP_ACTIONS.publicKeySaved, {
    key: which,
    fingerprint,
    file: path,
  });
  return ok({ fileName: written.value.name });
}

export async function printKeySheet(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  which: 'current' | 'pending',
  output: 'printer' | 'pdf',
  by: Session,
  language: Language,
): Promise<Result<SavedFile | null, KeyDocumentRefusal | AppError<'print-failed'>>> {
  const key = await documentKey(deps, environment, which);
  if (!key.ok) return key;
  const { desktop } = deps;
  const current = deps.settings.review().settings;
  const credentials = await deps.secretStore(environment).credentials();
  const admin = deps.journal.operators.get(by.operatorId);
  const document = registrationSheet({
    environment,
    workstation: current.workstation.number,
    branchName: current.workstation.branchName,
    merchantCode: credentials?.merchantCode ?? null,
    fingerprint: key.value.fingerprint,
    bits: key.value.bits,
    publicKeyPem: key.value.publicKeyPem,
    at: deps.now(),
    timeZone: deps.timeZone,
    admin: { operatorId: by.operatorId, displayName: admin?.displayName ?? by.operatorId },
    rotation: which === 'pending',
    language,
  });
  const details = { key: which, fingerprint: key.value.fingerprint };
  if (output === 'printer') {
    const printed = await desktop.printer.print(document);
    if (!printed.ok) return printed;
    changeRecord(deps, environment, by, BANK_SETUP_ACTIONS.keySheetPrinted, details);
    return ok(null);
  }
  const path = await desktop.dialogs.saveFile({
    title: textIn(language, 'environment.setup.keyDocument.saveSheetTitle'),
    defaultName: `remit-desk-${environment}-key-registration-${key.value.fingerprint.slice(0, 8)}.pdf`,
    filters: [{ name: textIn(language, 'desktop.fileKind.pdf'), extensions: ['pdf'] }],
  });
  if (path === null) return fail(notSaved());
  const written = await writeChosenFile(path, await desktop.printer.pdf(document));
  if (!written.ok) return written;
  changeRecord(deps, environment, by, BANK_SETUP_ACTIONS.keySheetSaved, { ...details, file: path });
  return ok({ fileName: written.value.name });
}
