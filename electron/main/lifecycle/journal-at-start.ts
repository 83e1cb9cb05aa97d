import type { EnvironmentName } from '@shared/domain/environments';
import { fail, ok, type Result } from '@shared/result';
import { findEarlierSecrets } from '../environment/earlier-setup';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { KEYS_IMPORTED_NOTE } from '../journal/escrow-import';
import { openJournal, type Journal } from '../journal/journal';
import { isPlainSqliteFile, type DatabaseKey } from '../journal/journal-cipher';
import { sealJournal, type JournalSeal, type SealError } from '../journal/journal-seal';
import {
  damaged,
  isCorruption,
  JOURNAL_FILE_NAME,
  type JournalOpenError,
} from '../journal/open-journal';
import { keychainStartError } from '../journal/seal-state';
import { worded } from '@shared/i18n/worded';
import type { JournalKeychain } from '../keys/journal-keychain';
import type { SecretStore } from '../keys/secret-store';
import type { AppLogger } from '../logging/logger';

export interface JournalStartDeps {
  dataDir: string;
  journalKeychain: JournalKeychain;
  /** The keychain entries of an environment, for what an earlier setup left there. */
  storeOf: (environment: EnvironmentName) => SecretStore;
  now: () => number;
  log: AppLogger;
}

/**
 * The journal a start may work on: opened and checked (D40), its audit chain checked before
 * anything is written, and the transfers the last stop interrupted settled. A journal that fails
 * is closed again.
 */
export async function openCheckedJournal(
  deps: JournalStartDeps,
): Promise<Result<{ journal: Journal; seal: JournalSeal }, JournalOpenError | SealError>> {
  // D40: the whole file is checked at a start only when no earlier check of this journal passed
  // (a new journal, one restored, one that failed a check); otherwise the tables a start relies
  // on, and the whole file at the admin's check and before a day is closed.
  const checkedBefore = await deps.journalKeychain.readChecked().catch(() => null);
  const key = await databaseKeyAtStart(deps);
  if (!key.ok) return key;
  const opened = openJournal(deps.dataDir, key.value, checkedBefore ? 'start' : 'whole-file');
  if (!opened.ok) return fail(opened.error);
  const journal = opened.value;

  // Checked before anything is written: a start must not add rows to a journal it cannot trust.
  // What the start reads beyond the tables checked at open, SQLite checks page by page (D40): a
  // damaged page there is the same finding as at open.
  const damagedOnRead = (error: unknown) => {
    if (!isCorruption(error)) throw error;
    journal.close();
    return fail(damaged(journal.path, (error as Error).message));
  };
  const sealed = await sealJournal({
    journal,
    keychain: deps.journalKeychain,
    now: deps.now,
    earlierSecrets: () => findEarlierSecrets(deps.storeOf),
    log: deps.log,
  }).catch(damagedOnRead);
  if (!sealed.ok) {
    journal.close();
    return fail(sealed.error);
  }
  if (journal.encryptedNow) {
    journal.audit.append({
      at: new Date(deps.now()).toISOString(),
      operatorId: null,
      action: AUDIT_ENCRYPTED,
      details: { file: journal.path },
    });
    deps.log.info('The journal was encrypted with the key kept in the keychain (D70).');
  }
  try {
    settleInterrupted(journal, deps, putBack(sealed.value, deps.dataDir));
  } catch (error) {
    return damagedOnRead(error);
  }
  return ok({ journal, seal: sealed.value });
}

/** The audit row of a journal written before D70, encrypted in place at its first start after. */
export const AUDIT_ENCRYPTED = 'journal.encrypted';

/**
 * The database key (D70): the keychain's, or a new one for a new journal or one written before
 * D70. An encrypted journal with no key in the keychain is another workstation's (a backup put in
 * place on a new PC), which only head office's escrow file opens: a new key would not.
 */
async function databaseKeyAtStart(
  deps: JournalStartDeps,
): Promise<Result<DatabaseKey, JournalOpenError | SealError>> {
  const path = join(deps.dataDir, JOURNAL_FILE_NAME);
  try {
    const stored = await deps.journalKeychain.readDatabaseKey();
    if (stored) return ok(stored);
    if (existsSync(path) && !isPlainSqliteFile(path)) {
      return fail({ ...worded('key-missing', 'journal.open.keyMissing', { path }), path });
    }
    return ok((await deps.journalKeychain.ensureDatabaseKey()).key);
  } catch (error) {
    return fail(keychainStartError(error, path));
  }
}

/**
 * D144: a journal put back from a backup, this workstation's (it ends before the keychain's head,
 * D34) or another PC's opened with head office's escrow file (D75), whose import leaves its note
 * for this start. The backup may have caught a send under way that the PC then went on with, so
 * nothing in it proves that send did not reach the bank.
 */
function putBack(seal: JournalSeal, dataDir: string): boolean {
  return (
    seal.problem()?.endsBeforeHead !== undefined || existsSync(join(dataDir, KEYS_IMPORTED_NOTE))
  );
}

/**
 * Transfers a stop left in `reserved` or `sending` become `not_sent` or `unknown`, and are logged;
 * in a journal put back from a backup, `unknown` each (D144).
 */
function settleInterrupted(
  journal: Journal,
  deps: Pick<JournalStartDeps, 'now' | 'log'>,
  putBack: boolean,
): void {
  const recovered = journal.transfers.recoverInterrupted(
    new Date(deps.now()).toISOString(),
    putBack ? 'backup' : 'stop',
  );
  if (recovered.unknown.length + recovered.notSent.length > 0) {
    deps.log.warn('Transfers interrupted by the last stop were settled.', {
      unknown: recovered.unknown.map((t) => t.reference),
      notSent: recovered.notSent.map((t) => t.reference),
    });
  }
}
