import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { fail, ok, type Result } from '../../../shared/result';
import { AuditLog } from './audit-log';
import { JOURNAL_FILE_NAME, openJournalDatabase, type JournalOpenError } from './open-journal';
import { OperatorsRepo } from './operators-repo';
import { PurposesCache } from './purposes-cache';
import { SettingsRepo } from './settings-repo';
import { TransfersRepo } from './transfers-repo';

/** The one SQLite file of a workstation: what was sent, what came back, and who did what. */
export interface Journal {
  readonly path: string;
  readonly transfers: TransfersRepo;
  readonly audit: AuditLog;
  readonly purposes: PurposesCache;
  readonly settings: SettingsRepo;
  readonly operators: OperatorsRepo;
  /** Runs `work` in one IMMEDIATE transaction. */
  transaction<T>(work: () => T): T;
  close(): void;
}

export function openJournal(dataDir: string): Result<Journal, JournalOpenError> {
  const path = join(dataDir, JOURNAL_FILE_NAME);
  const opened = openJournalDatabase(path);
  if (!opened.ok) return fail(opened.error);
  return ok(journalOn(opened.value, path));
}

function journalOn(db: Database, path: string): Journal {
  const audit = new AuditLog(db);
  return {
    path,
    audit,
    transfers: new TransfersRepo(db, audit),
    purposes: new PurposesCache(db),
    settings: new SettingsRepo(db, audit),
    operators: new OperatorsRepo(db, audit),
    transaction: (work) => db.transaction(work).immediate(),
    close: () => {
      if (db.open) db.close();
    },
  };
}
