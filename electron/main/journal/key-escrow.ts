import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { ref, textFor, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import type { FileDialogs } from '../desktop/file-dialogs';
import { writeAtomically } from '../files/atomic-file';
import type { JournalKeychain } from '../keys/journal-keychain';
import { keychainTrouble } from '../keys/secret-store';
import {
  ESCROW_FILE_EXTENSION,
  openEscrow,
  sealEscrow,
  type EscrowErrorCode,
  type EscrowLabel,
} from '../keys/journal-escrow';
import { openKeyed } from './journal-cipher';
import { JOURNAL_FILE_NAME } from './open-journal';
import type { Journal } from './journal';

/** The audit row of an export: who, when, where to; never the keys nor the passphrase. */
export const AUDIT_KEYS_ESCROWED = 'journal.keys-escrowed';

export type KeyEscrowErrorCode = 'keychain-failed' | 'write-failed';

export interface KeyEscrow {
  /**
   * Seals the journal's database key and audit key with `passphrase` (D70) into a file the admin
   * chooses, for head office, and audits it. Null when the admin cancelled the file dialog.
   */
  exportKeys(
    operatorId: string,
    passphrase: string,
    /** The admin's, for the save dialog's words (D88); English when not given. */
    language?: Language,
  ): Promise<Result<{ file: string } | null, AppError<KeyEscrowErrorCode>>>;
}

export interface KeyEscrowDeps {
  journal: Journal;
  keychain: JournalKeychain;
  dialogs: FileDialogs;
  now: () => number;
  /** The workstation's number as the settings hold it, for the file's name and label. */
  workstation: () => string;
}

export function createKeyEscrow(deps: KeyEscrowDeps): KeyEscrow {
  return {
    async exportKeys(operatorId, passphrase, language = 'en') {
      const say = textFor(language);
      let keys;
      try {
        const [audit, database] = [
          await deps.keychain.readKey(),
          await deps.keychain.readDatabaseKey(),
        ];
        keys = audit && database ? { auditKey: audit.export(), databaseKey: database } : null;
      } catch (error) {
        return fail(
          worded('keychain-failed', 'journal.escrow.keychainFailed', {
            reason: keychainTrouble(error),
          }),
        );
      }
      if (!keys) {
        return fail(
          worded('keychain-failed', 'journal.escrow.keychainFailed', {
            reason: ref('journal.escrow.noKeys'),
          }),
        );
      }
      const at = new Date(deps.now()).toISOString();
      const workstation = deps.workstation();
      const file = await deps.dialogs.saveFile({
        title: say('journal.escrow.saveTitle'),
        defaultName: `remit-desk-keys-workstation-${workstation}-${at.slice(0, 10)}.${ESCROW_FILE_EXTENSION}`,
        filters: [{ name: say('journal.escrow.fileKind'), extensions: [ESCROW_FILE_EXTENSION] }],
      });
      if (file === null) return ok(null);
      const sealed = await sealEscrow(
        keys,
        { workstation, exportedAt: at, exportedBy: operatorId },
        passphrase,
      );
      keys.auditKey.fill(0);
      try {
        // Readable by the admin's account only, like the keychain it copies.
        await writeAtomically(file, (partial) =>
          writeFile(partial, sealed, { flag: 'wx', mode: 0o600 }),
        );
      } catch (error) {
        const detail = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        return fail(worded('write-failed', 'journal.escrow.writeFailed', { file, detail }));
      }
      deps.journal.audit.append({
        at,
        operatorId,
        action: AUDIT_KEYS_ESCROWED,
        details: { file, workstation },
      });
      return ok({ file });
    },
  };
}

export interface KeyEscrowImport {
  /** The data folder whose journal (a backup put in place) the keys must open. */
  dataDir: string;
  keychain: JournalKeychain;
  /** The escrow file's text, as read by main from the file the admin chose. */
  fileText: string;
  passphrase: string;
  /** Run once the keys proved to open the journal, before they are stored; a throw stores none. */
  beforeStoring?: (label: EscrowLabel) => Promise<void>;
}

/**
 * A replacement PC's first step to restore a backup (D70): the escrow file's keys are stored in
 * this keychain, once they are proven to open the journal in `dataDir`, so the next start opens
 * it and checks its chain with them. A file for another journal changes nothing.
 */
export async function importKeyEscrow(
  request: KeyEscrowImport,
): Promise<Result<EscrowLabel, AppError<EscrowErrorCode | 'not-this-journal'>>> {
  const opened = await openEscrow(request.fileText, request.passphrase);
  if (!opened.ok) return opened;
  const { auditKey, databaseKey, label } = opened.value;
  const path = join(request.dataDir, JOURNAL_FILE_NAME);
  try {
    openKeyed(path, databaseKey, { readonly: true, fileMustExist: true }).close();
  } catch {
    return fail(worded('not-this-journal', 'journal.escrow.notThisJournal', { ...label, path }));
  }
  await request.beforeStoring?.(label);
  await request.keychain.importKeys({ auditKey, databaseKey });
  return ok(label);
}
