import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { fail, ok, type Result } from '@shared/result';
import { AuditLog } from './audit-log';
import { BackupsRepo } from './backups-repo';
import { ControlsRepo } from './controls-repo';
import { ControlTotals } from './control-totals';
import { FlagReviewsRepo } from './flag-reviews-repo';
import { AuditTrailQueries } from './audit-trail-queries';
import { DayBook } from './day-book';
import type { DatabaseKey } from './journal-cipher';
import {
  checkJournalCopy,
  copyJournalEncrypted,
  makeSelfContained,
  type JournalCopyCheck,
} from './journal-copy';
import { BranchListsRepo } from './branch-lists-repo';
import {
  fileProblems,
  JOURNAL_FILE_NAME,
  openJournalDatabase,
  type JournalFileCheck,
  type JournalOpenError,
} from './open-journal';
import { HeadOfficeMessagesRepo } from './head-office-messages-repo';
import { HeadOfficeOperatorsRepo } from './head-office-operators-repo';
import { OperatorsRepo } from './operators-repo';
import { Outbox } from './outbox';
import { openOutboxReading, type OutboxReading } from './outbox-reader';
import { RebuildWriter } from './outbox-rebuild';
import { PurposesCache } from './purposes-cache';
import { ReceiptPrintsRepo } from './receipt-prints-repo';
import { RowSeals } from './row-seal';
import { SanctionsRepo } from './sanctions-repo';
import { SenderTotals } from './sender-totals';
import { SettingsRepo } from './settings-repo';
import { SettlementsRepo } from './settlements-repo';
import { StatementsRepo } from './statements-repo';
import { TellerCashRepo } from './teller-cash-repo';
import { TransferReturnsRepo } from './transfer-returns-repo';
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
  /** D115: head office's changes to the branch's operators, applied here. */
  readonly headOfficeOperators: HeadOfficeOperatorsRepo;
  /** D136: the messages head office held for this workstation, applied or refused once each. */
  readonly headOfficeMessages: HeadOfficeMessagesRepo;
  readonly log: TransferLog;
  readonly settlements: SettlementsRepo;
  readonly days: DayBook;
  readonly backups: BackupsRepo;
  /** Every print of a receipt: the original and its numbered copies. */
  readonly receiptPrints: ReceiptPrintsRepo;
  /**
   * Writes a consistent copy of the journal to `destination`, encrypted with the journal's key
   * (D70), off the main thread so sends go on meanwhile (journal-copy.ts). `onProgress` hears the
   * start and the end: `VACUUM INTO` reports nothing in between.
   */
  backup(destination: string, onProgress?: (progress: BackupProgress) => void): Promise<void>;
  /** A copy of this journal (a backup) read with the journal's key, which never leaves here. */
  readonly copies: {
    /** Turns the copy's WAL off, so it stays one file (journal-copy.ts). */
    makeSelfContained(path: string): void;
    check(path: string): JournalCopyCheck;
  };
  /** Whether this open encrypted a journal written before D70 (audited by the start). */
  readonly encryptedNow: boolean;
  readonly branchLists: BranchListsRepo;
  readonly senderTotals: SenderTotals;
  /** D81: what the controls by customer add up: a customer's transfers, an account's to a recipient. */
  readonly controlTotals: ControlTotals;
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
  /** The row seal (D68): every row the app decides from, sealed when written, verified when read. */
  readonly rowSeals: RowSeals;
  /** Suspicion flags' reviews by a compliance officer (D79). */
  readonly flagReviews: FlagReviewsRepo;
  /** The audit log read as a trail: filtered, counted, paged (D79). */
  readonly auditTrail: AuditTrailQueries;
  /** Sanctions lists imported, each transfer's screening, compliance decisions (D78). */
  readonly sanctions: SanctionsRepo;
  /** The changes replicated to head office, and its acknowledgements (D97). */
  readonly outbox: Outbox;
  /** The bank's statements and their reconciliation with the transfers (D103–D106). */
  readonly statements: StatementsRepo;
  /** The tellers' opening floats and cash counts (D118). */
  readonly tellerCash: TellerCashRepo;
  /** Returns and recalls of transfers, and their refund receipts' prints (D120). */
  readonly returns: TransferReturnsRepo;
  /** The outbox and the rows it records, read on a snapshot of their own for the check (D97). */
  openOutboxReading(): OutboxReading;
  /** Applies head office's changes to a fresh journal (D98): only a replacement's rebuild. */
  rebuildWriter(): RebuildWriter;
  /** Runs `work` in one IMMEDIATE transaction. */
  transaction<T>(work: () => T): T;
  close(): void;
}

/**
 * `key`: the database key from the keychain (D70); `check`: how much of the file is checked before
 * it is used (open-journal.ts).
 */
export function openJournal(
  dataDir: string,
  key: DatabaseKey,
  check: JournalFileCheck = 'whole-file',
): Result<Journal, JournalOpenError> {
  const path = join(dataDir, JOURNAL_FILE_NAME);
  const opened = openJournalDatabase(path, key, check);
  if (!opened.ok) return fail(opened.error);
  return ok(journalOn(opened.value.db, path, key, opened.value.encryptedNow));
}

function journalOn(db: Database, path: string, key: DatabaseKey, encryptedNow: boolean): Journal {
  const rowSeals = new RowSeals(db);
  const audit = new AuditLog(db, (key) => rowSeals.useKey(key));
  const transfers = new TransfersRepo(db, audit, rowSeals);
  return {
    path,
    audit,
    transfers,
    log: new TransferLog(db),
    settlements: new SettlementsRepo(db, audit, transfers, rowSeals),
    days: new DayBook(db, audit, rowSeals),
    backups: new BackupsRepo(db, audit),
    receiptPrints: new ReceiptPrintsRepo(db, audit),
    backup: async (destination, onProgress) => {
      onProgress?.({ totalPages: 1, remainingPages: 1 });
      await copyJournalEncrypted(path, key, destination);
      onProgress?.({ totalPages: 1, remainingPages: 0 });
    },
    copies: {
      makeSelfContained: (copy) => makeSelfContained(copy, key),
      check: (copy) => checkJournalCopy(copy, key),
    },
    encryptedNow,
    purposes: new PurposesCache(db),
    settings: new SettingsRepo(db, audit, rowSeals),
    operators: new OperatorsRepo(db, audit, rowSeals),
    headOfficeOperators: new HeadOfficeOperatorsRepo(db, audit, rowSeals),
    headOfficeMessages: new HeadOfficeMessagesRepo(db, audit, rowSeals),
    branchLists: new BranchListsRepo(db, audit, rowSeals),
    senderTotals: new SenderTotals(db),
    controlTotals: new ControlTotals(db, rowSeals),
    transferRecords: new TransferRecords(db, audit, rowSeals),
    wholeFileProblems: () => fileProblems(db, 'whole-file'),
    controls: new ControlsRepo(db, audit, rowSeals),
    unreconciled: new UnreconciledRepo(db, audit, rowSeals),
    sanctions: new SanctionsRepo(db, audit, rowSeals),
    outbox: new Outbox(db, rowSeals),
    statements: new StatementsRepo(db, audit, rowSeals),
    tellerCash: new TellerCashRepo(db, audit, rowSeals),
    returns: new TransferReturnsRepo(db, audit, rowSeals),
    openOutboxReading: () => openOutboxReading(path, key),
    rebuildWriter: () => new RebuildWriter(db, audit),
    rowSeals,
    flagReviews: new FlagReviewsRepo(db, audit, rowSeals),
    auditTrail: new AuditTrailQueries(db),
    transaction: (work) => db.transaction(work).immediate(),
    close: () => {
      if (db.open) db.close();
    },
  };
}
