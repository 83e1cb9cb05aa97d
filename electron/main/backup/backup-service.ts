import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { zonedParts } from '@shared/domain/calendar-date';
import type { Session } from '@shared/domain/operators';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { writeAtomically } from '../files/atomic-file';
import type { Journal } from '../journal/journal';
import { silentLogger, type AppLogger } from '../logging/logger';
import { oneAtATime } from '@shared/one-at-a-time';
import { ref, type MessageRef } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';

export type BackupErrorCode = 'folder-unusable' | 'backup-failed';
export type BackupError = AppError<BackupErrorCode>;

export interface BackupProgressView {
  /** 0–100: pages copied of the journal's pages. */
  percent: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Transfers the copy holds, read back from the copy itself. */
  transfers: number;
  at: string;
}

export interface BackupService {
  /**
   * Writes a consistent copy of the journal into `folder` (SQLite's online backup, so sends go on
   * meanwhile), named with the branch's date and time, then opens the copy and checks it before
   * it is given its name. Recorded in the journal and the audit log. One backup at a time.
   */
  backupTo(
    folder: string,
    by: Session | null,
    onProgress?: (progress: BackupProgressView) => void,
  ): Promise<Result<BackupResult, BackupError>>;
  /**
   * The automatic copy at the end of the day, into the admin's folder: made when a supervisor
   * closes a day. Null when no folder is set. Never throws: a failure is logged and audited, and
   * the next start tries again (`catchUp`).
   */
  automatic(): Promise<Result<BackupResult, BackupError> | null>;
  /**
   * At start: a day closed after the last automatic copy (the copy failed, or the app stopped
   * first) gets its copy now. Null when none is due.
   */
  catchUp(): Promise<Result<BackupResult, BackupError> | null>;
  /** Resolves once no backup is running (the journal must not close under one). */
  idle(): Promise<void>;
}

export interface BackupServiceOptions {
  journal: Journal;
  now: () => number;
  /** The branch's zone, for the file name's date and time. */
  timeZone: () => string;
  /** The admin's folder for the automatic copy (the `backup` setting); null when unset. */
  automaticFolder: () => string | null;
  log?: AppLogger;
}

export const BACKUP_FAILED_ACTION = 'journal.backup-failed';
const FILE_PREFIX = 'remit-desk-journal';

/** What each step reads: the options, the log, and the queue that runs one backup at a time. */
interface BackupDeps extends BackupServiceOptions {
  log: AppLogger;
  serialised: <T>(task: () => Promise<T>) => Promise<T>;
}

export function createBackupService(options: BackupServiceOptions): BackupService {
  const deps: BackupDeps = {
    ...options,
    log: options.log ?? silentLogger,
    serialised: oneAtATime(),
  };
  return {
    backupTo: (folder, by, onProgress) =>
      deps.serialised(() => copyJournal(deps, folder, by, onProgress)),
    automatic: () => automaticBackup(deps),
    catchUp: () => catchUp(deps),
    // Waits its turn behind every backup asked for so far, and does nothing.
    idle: () => deps.serialised(() => Promise.resolve()),
  };
}

function fileName(timeZone: string, nowMs: number, attempt: number): string {
  const at = zonedParts(nowMs, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.date}_${pad(at.hour)}-${pad(at.minute)}-${pad(at.second)}`;
  return `${FILE_PREFIX}_${stamp}${attempt > 1 ? `_${attempt}` : ''}.sqlite`;
}

/** The first name of the branch's date and time not taken in the folder: a copy replaces none. */
async function freeName(folder: string, timeZone: string, nowMs: number): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const candidate = join(folder, fileName(timeZone, nowMs, attempt));
    try {
      await stat(candidate);
    } catch {
      return candidate;
    }
  }
}

async function usableFolder(folder: string): Promise<BackupError | null> {
  const unusable = (why: MessageRef): BackupError =>
    worded('folder-unusable', 'backup.folderUnusable', { folder, why });
  try {
    if (!(await stat(folder)).isDirectory()) return unusable(ref('backup.notAFolder'));
    await access(folder, constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return unusable(
      code === 'ENOENT'
        ? ref('backup.noSuchFolder')
        : ref('backup.notWritable', { code: String(code) }),
    );
  }
}

async function copyJournal(
  deps: BackupDeps,
  folder: string,
  by: Session | null,
  onProgress?: (progress: BackupProgressView) => void,
): Promise<Result<BackupResult, BackupError>> {
  const { journal } = deps;
  const refused = await usableFolder(folder);
  if (refused) return fail(refused);
  const file = await freeName(folder, deps.timeZone(), deps.now());
  // Written under a name of its own and given the backup's name once checked and flushed to the
  // disk: a file with the backup's name is always a whole, readable journal.
  try {
    const check = await writeAtomically(file, async (partial) => {
      await journal.backup(partial, ({ totalPages, remainingPages }) => {
        const percent =
          totalPages === 0 ? 100 : Math.floor(((totalPages - remainingPages) / totalPages) * 100);
        onProgress?.({ percent });
      });
      journal.copies.makeSelfContained(partial);
      const checked = journal.copies.check(partial);
      if (!checked.ok) {
        throw new Error(
          `the copy failed its check: ${checked.problems.slice(0, 3).join('; ') || `schema ${checked.schemaVersion}`}`,
        );
      }
      return checked;
    });
    const bytes = (await stat(file)).size;
    const at = new Date(deps.now()).toISOString();
    journal.backups.record({
      at,
      automatic: by === null,
      operatorId: by?.operatorId ?? null,
      file,
      bytes,
    });
    onProgress?.({ percent: 100 });
    return ok({ file, bytes, transfers: check.transfers, at });
  } catch (error) {
    const detail = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return fail(worded('backup-failed', 'backup.failed', { folder, detail }));
  }
}

async function automaticBackup(
  deps: BackupDeps,
): Promise<Result<BackupResult, BackupError> | null> {
  const folder = deps.automaticFolder();
  if (folder === null) return null;
  try {
    const made = await deps.serialised(() => copyJournal(deps, folder, null));
    if (!made.ok) {
      deps.log.warn('The automatic journal backup failed; it is tried again at the next start.', {
        code: made.error.code,
      });
      deps.journal.audit.append({
        at: new Date(deps.now()).toISOString(),
        operatorId: null,
        action: BACKUP_FAILED_ACTION,
        details: { folder, automatic: true, reason: made.error.message },
      });
    }
    return made;
  } catch (error) {
    deps.log.error('The automatic journal backup could not run.', { error });
    return fail(worded('backup-failed', 'backup.automaticFailed'));
  }
}

async function catchUp(deps: BackupDeps): Promise<Result<BackupResult, BackupError> | null> {
  if (deps.automaticFolder() === null) return null;
  const closed = deps.journal.days.lastClosing();
  if (!closed) return null;
  const last = deps.journal.backups.lastAutomatic();
  if (last && last.at >= closed.closedAt) return null;
  return automaticBackup(deps);
}
