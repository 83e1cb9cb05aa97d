import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { fail, ok, type Result } from '@shared/result';
import { AuditLog } from './audit-log';
import { BackupsRepo } from './backups-repo';
import { ControlsRepo } from './controls-repo';
import { DayBook } from './day-book';
import { BranchListsRepo } from './branch-lists-repo';
import {
  fileProblems,
  JOURNAL_FILE_NAME,
  openJournalDatabase,
  type JournalFileCheck,
  type JournalOpenError,
} from './open-journal';
import { OperatorsRepo } from './operators-repo';
import { PurposesCache } from './purposes-cache';
import { ReceiptPrintsRepo } from './receipt-prints-repo';
import { SenderTotals } from './sender-totals';
import { SettingsRepo } from './settings-repo';
import { SettlementsRepo } from './settlements-repo';
import { TransferRecords } from './transfer-records';
import { TransferLog } from './transfer-log';
import { TransfersRepo } from './transfers-repo';
import { UnreconciledRepo } from './unreconciled-repo';

/** How far an online backup has got, as SQLite reports it. */
export interface BackupProgress {
  totalPages: number;
  remainingPages: number;
}

/** The one SQLite file of a workstation: what was sent, what came back, and who did what. */
export interface Journal {
  readonly path: string;
  readonly transfers: TransfersRepo;
  readonly audit: AuditLog;
  readonly purposes: PurposesCache;
  readonly settings: SettingsRepo;
  readonly operators: OperatorsRepo;
  readonly log: TransferLog;
  readonly settlements: SettlementsRepo;
  readonly days: DayBook;
  readonly backups: BackupsRepo;
  /** Every print of a receipt: the original and its numbered copies. */
  readonly receiptPrints: ReceiptPrintsRepo;
  /**
   * Writes a consistent copy of the journal to `destination` with SQLite's online backup, a few
   * pages at a time, so sends go on meanwhile; a page changed during the copy restarts it.
   */
  backup(destination: string, onProgress?: (progress: BackupProgress) => void): Promise<void>;
  readonly branchLists: BranchListsRepo;
  readonly senderTotals: SenderTotals;
  /** Each transfer row held to what its audit rows recorded, for the admin's full check. */
  readonly transferRecords: TransferRecords;
  /**
   * SQLite's quick_check of every page of the file (the admin's check, a day's closing): what it
   * found wrong, or nothing. Reads the whole file, so it takes seconds on a long journal.
   */
  wholeFileProblems(): string[];
  /** The controls (D42, D43): marks, approvals kept with transfers, refused drafts, suspicion flags. */
  readonly controls: ControlsRepo;
  /** References a restored backup does not hold, to reconcile with the bank (D69). */
  readonly unreconciled: UnreconciledRepo;
  /** Runs `work` in one IMMEDIATE transaction. */
  transaction<T>(work: () => T): T;
  close(): void;
}

/** `check`: how much of the file is checked before it is used (open-journal.ts). */
export function openJournal(
  dataDir: string,
  check: JournalFileCheck = 'whole-file',
): Result<Journal, JournalOpenError> {
  const path = join(dataDir, JOURNAL_FILE_NAME);
  const opened = openJournalDatabase(path, check);
  if (!opened.ok) return fail(opened.error);
  return ok(journalOn(opened.value, path));
}

/** Pages copied per step of an online backup: small steps let a send commit in between. */
const BACKUP_PAGES_PER_STEP = 256;

function journalOn(db: Database, path: string): Journal {
  const audit = new AuditLog(db);
  const transfers = new TransfersRepo(db, audit);
  return {
    path,
    audit,
    transfers,
    log: new TransferLog(db),
    settlements: new SettlementsRepo(db, audit, transfers),
    days: new DayBook(db, audit),
    backups: new BackupsRepo(db, audit),
    receiptPrints: new ReceiptPrintsRepo(db, audit),
    backup: async (destination, onProgress) => {
      await db.backup(destination, {
        progress: (progress) => {
          onProgress?.(progress);
          return BACKUP_PAGES_PER_STEP;
        },
      });
    },
    purposes: new PurposesCache(db),
    settings: new SettingsRepo(db, audit),
    operators: new OperatorsRepo(db, audit),
    branchLists: new BranchListsRepo(db, audit),
    senderTotals: new SenderTotals(db),
    transferRecords: new TransferRecords(db),
    wholeFileProblems: () => fileProblems(db, 'whole-file'),
    controls: new ControlsRepo(db, audit),
    unreconciled: new UnreconciledRepo(db, audit),
    transaction: (work) => db.transaction(work).immediate(),
    close: () => {
      if (db.open) db.close();
    },
  };
}
