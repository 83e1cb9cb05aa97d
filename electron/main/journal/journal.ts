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
import { RowSeals } from './row-seal';
import { SenderTotals } from './sender-totals';
import { SettingsRepo } from './settings-repo';
import { SettlementsRepo } from './settlements-repo';
import { TransferRecords } from './transfer-records';
import { TransferLog } from './transfer-log';
import { TransfersRepo } from './transfers-repo';

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
  /** The row seal (D68): every row the app decides from, sealed when written, verified when read. */
  readonly rowSeals: RowSeals;
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
  const rowSeals = new RowSeals(db);
  const audit = new AuditLog(db, (key) => rowSeals.useKey(key));
  const transfers = new TransfersRepo(db, audit, rowSeals);
  return {
    path,
    audit,
    transfers,
    log: new TransferLog(db),
    settlements: new SettlementsRepo(db, audit, transfers, rowSeals),
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
    settings: new SettingsRepo(db, audit, rowSeals),
    operators: new OperatorsRepo(db, audit, rowSeals),
    branchLists: new BranchListsRepo(db, audit, rowSeals),
    senderTotals: new SenderTotals(db),
    transferRecords: new TransferRecords(db, audit, rowSeals),
    wholeFileProblems: () => fileProblems(db, 'whole-file'),
    controls: new ControlsRepo(db, audit, rowSeals),
    rowSeals,
    transaction: (work) => db.transaction(work).immediate(),
    close: () => {
      if (db.open) db.close();
    },
  };
}
