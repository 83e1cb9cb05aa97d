import { rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { JournalKeysImported } from '@shared/domain/key-escrow';
import { text } from '@shared/i18n/catalog';
import { saidOf, worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { readChosenTextFile } from '../desktop/chosen-files';
import type { FileDialogs } from '../desktop/file-dialogs';
import type { Relauncher } from '../desktop/relauncher';
import { parseJsonObject } from '../json-object';
import type { JournalKeychain } from '../keys/journal-keychain';
import { ESCROW_FILE_EXTENSION, type EscrowErrorCode } from '../keys/journal-escrow';
import { keychainTrouble } from '../keys/secret-store';
import { silentLogger, type AppLogger } from '../logging/logger';
import type { Journal } from './journal';
import { importKeyEscrow } from './key-escrow';
import { keepReplacementSpan, type ReplacementSpanDeps } from './replacement-span';

/*
 * A replacement PC's way into a restored backup (D75): at a start whose journal's key the
 * keychain lacks, head office's escrow file and its passphrase store the keys, and the app starts
 * again. The start after audits the import and keeps every reference of this workstation after
 * the journal's last as one span to reconcile (D69), from a note the import leaves beside the
 * journal: the audit row can only be written once the journal opens.
 */

/** The audit row of an import, written at the start after it: the file's workstation and date. */
export const AUDIT_KEYS_IMPORTED = 'journal.keys-imported';

/** Beside the journal: what the start after an import must audit and reconcile. */
export const KEYS_IMPORTED_NOTE = 'keys-imported.json';

/**
 * Who found the span an import keeps (the `found_by` of D69's entry): nobody is signed in, since
 * the operators were in the locked journal; the passphrase was the authority.
 */
export const KEYS_IMPORT_FINDER = 'key-file-import';

/** A key file is a few hundred bytes; anything much larger is not one. */
const ESCROW_FILE_MAX_BYTES = 64 * 1024;

/** Wrong passphrases wait 2 s, 4 s, 8 s … up to a minute before their answer. */
const FIRST_PENALTY_MS = 2_000;
const MAX_PENALTY_MS = 60_000;

export type EscrowImportErrorCode =
  | EscrowErrorCode
  | 'not-this-journal'
  | 'canceled'
  | 'bad-file'
  | 'keychain-failed'
  | 'write-failed'
  | 'busy';

export interface EscrowImportDesk {
  /**
   * Asks for the escrow file in main's dialog, opens it with `passphrase`, stores the keys once
   * they open the journal in place, then restarts the app. Each wrong passphrase is answered
   * after a longer wait; one import at a time.
   */
  importChosenFile(
    passphrase: string,
  ): Promise<Result<JournalKeysImported, AppError<EscrowImportErrorCode>>>;
}

export interface EscrowImportDeps {
  dataDir: string;
  keychain: JournalKeychain;
  dialogs: FileDialogs;
  relauncher: Relauncher;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: AppLogger;
}

class NoteNotWritten extends Error {}

interface ImportNote {
  workstation: string;
  exportedAt: string;
  exportedBy: string;
  file: string;
  importedAt: string;
}

export function createEscrowImportDesk(deps: EscrowImportDeps): EscrowImportDesk {
  const log = deps.log ?? silentLogger;
  const sleep = deps.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let misses = 0;
  let running = false;
  const notePath = join(deps.dataDir, KEYS_IMPORTED_NOTE);

  async function importFrom(
    path: string,
    passphrase: string,
  ): Promise<Result<JournalKeysImported, AppError<EscrowImportErrorCode>>> {
    const read = await readChosenTextFile(path, ESCROW_FILE_MAX_BYTES);
    if (!read.ok) {
      return fail(worded('bad-file', 'keys.escrow.import.badFile', { reason: saidOf(read.error) }));
    }
    // The note first: keys stored without it would open the journal with no span kept (D69).
    const note = async (label: Omit<ImportNote, 'file' | 'importedAt'>) => {
      const body: ImportNote = {
        ...label,
        file: basename(path),
        importedAt: new Date(deps.now()).toISOString(),
      };
      try {
        await writeFile(notePath, `${JSON.stringify(body)}\n`, { mode: 0o600 });
      } catch (error) {
        throw new NoteNotWritten((error as NodeJS.ErrnoException).code ?? String(error));
      }
    };
    let imported;
    try {
      imported = await importKeyEscrow({
        dataDir: deps.dataDir,
        keychain: deps.keychain,
        fileText: read.value.text,
        passphrase,
        beforeStoring: note,
      });
    } catch (error) {
      await rm(notePath, { force: true });
      if (error instanceof NoteNotWritten) {
        const { message: detail } = error;
        const folder = deps.dataDir;
        return fail(
          worded('write-failed', 'keys.escrow.import.noteNotWritten', { folder, detail }),
        );
      }
      log.error('The escrow file’s keys could not be stored in the keychain.', {
        reason: (error as Error).message,
      });
      return fail(
        worded('keychain-failed', 'keys.escrow.import.keychainFailed', {
          reason: keychainTrouble(error),
        }),
      );
    }
    if (!imported.ok) return imported;
    const { workstation, exportedAt } = imported.value;
    log.info('The journal’s keys were imported from head office’s escrow file (D75).', {
      workstation,
      exportedAt,
    });
    deps.relauncher.relaunch();
    return ok({ workstation, exportedAt });
  }

  return {
    async importChosenFile(passphrase) {
      // One at a time, so parallel guesses do not share one wait.
      if (running) return fail(worded('busy', 'keys.escrow.import.busy'));
      running = true;
      try {
        const path = await deps.dialogs.openFile({
          title: text('keys.escrow.import.chooseTitle'),
          filters: [{ name: text('journal.escrow.fileKind'), extensions: [ESCROW_FILE_EXTENSION] }],
        });
        if (path === null) return fail(worded('canceled', 'keys.escrow.import.noFileChosen'));
        const answer = await importFrom(path, passphrase);
        if (!answer.ok && answer.error.code === 'wrong-passphrase') {
          misses += 1;
          log.warn('A wrong passphrase was typed for head office’s escrow file.', { misses });
          await sleep(Math.min(FIRST_PENALTY_MS * 2 ** (misses - 1), MAX_PENALTY_MS));
        }
        return answer;
      } finally {
        running = false;
      }
    },
  };
}

export interface KeysImportedDeps extends ReplacementSpanDeps {
  journal: Journal;
  now: () => number;
}

/**
 * At the start after an import (D75): keeps every reference of this workstation after the
 * journal's last as one span (D69), audits the import, and removes the note. A journal that fails its
 * check, or a keychain that cannot say what it issued, keeps the note for the next start.
 */
export async function recordKeysImported(deps: KeysImportedDeps): Promise<void> {
  const raw = await keepReplacementSpan(deps, {
    file: KEYS_IMPORTED_NOTE,
    finder: KEYS_IMPORT_FINDER,
    // catalog-ignore: for the log, not a person's words
    waiting: 'The key import waits to be recorded until the journal passes its check.',
    // catalog-ignore: for the log, not a person's words
    failed: 'The references after the restored journal could not be listed.',
  });
  if (raw === null) return;
  const note = parseJsonObject(raw) ?? {};
  const field = (name: keyof ImportNote) =>
    typeof note[name] === 'string' ? (note[name] as string) : null;
  deps.journal.audit.append({
    at: new Date(deps.now()).toISOString(),
    operatorId: null,
    action: AUDIT_KEYS_IMPORTED,
    details: {
      workstation: field('workstation'),
      exportedAt: field('exportedAt'),
      exportedBy: field('exportedBy'),
      file: field('file'),
      importedAt: field('importedAt'),
    },
  });
  await rm(join(deps.dataDir, KEYS_IMPORTED_NOTE), { force: true });
}
