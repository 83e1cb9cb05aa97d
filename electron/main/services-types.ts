import type { CounterReprints } from './branch-desk/counter-reprint';
import type { CounterSettlements } from './branch-desk/counter-settlements';
import type { BranchFactsCache } from './transfers/branch-facts';
import type { DeskApprovals } from './transfers/desk-approvals';

import type { BranchLog } from './branch-desk/branch-log';
import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type { Language } from '@shared/i18n/catalog';
import type { SignInLanguage } from './settings/sign-in-language';
import type { KeyEscrow } from './journal/key-escrow';
import type { EnvironmentName } from '@shared/domain/environments';
import type { AppSettings } from '@shared/domain/settings';
import type { SettingsChange } from '@shared/domain/settings-change';
import type { TransferFormRules } from '@shared/ipc/contract';
import type { AppError, Result } from '@shared/result';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import type { Approvals } from './approvals/approvals';
import type { BackupService } from './backup/backup-service';
import type { RestoreService } from './backup/restore-service';
import type { BankHttp } from './bank/http-fetch';
import type { RetryPolicy } from './bank/retry-policy';
import type { Desktop } from './desktop/desktop';
import type { BankSetup } from './environment/bank-setup';
import type { EarlierSetup } from './environment/earlier-setup';
import type { FirstLaunch } from './environment/first-launch';
import type { Journal } from './journal/journal';
import type { JournalSeal, SealError } from './journal/journal-seal';
import type { JournalOpenError } from './journal/open-journal';
import type { TakeoverStartError } from './head-office/takeover-start';
import type { JournalKeychain } from './keys/journal-keychain';
import type { SecretStore } from './keys/secret-store';
import type { AppLogger } from './logging/logger';
import type { PurposesService } from './purposes/purposes-service';
import type { CsvExport } from './reports/csv-export';
import type { DeskFiles } from './reports/desk-files';
import type { EndOfDay } from './reports/end-of-day';
import type { ReceiptLog } from './reports/receipt-log';
import type { RefundReceipts } from './reports/refund-receipts';
import type { TransferReturnService } from './transfers/transfer-returns';
import type { CustomerLookups } from './transfers/customer-lookups';
import type { ReferenceReads } from './transfers/reference-reads';
import type { ApprovalAttempts } from './approvals/approval-attempts';
import type { SuspicionFlags } from './reports/suspicion-flags';
import type { AuditTrail } from './reports/audit-trail';
import type { Sandbox, SandboxOptions } from './sandbox/sandbox';
import type { BranchListsStore } from './settings/branch-lists-store';
import type { SettingsStore } from './settings/settings-store';
import type { ControlDesk } from './transfers/control-desk';
import type { DuplicateDesk } from './transfers/duplicate-desk';
import type { RepeatGuard } from './transfers/repeat-guard';
import type { SettlementService } from './transfers/settlements';
import type { SendProgress, TransferService } from './transfers/transfer-service';
import type { ScreeningService } from './screening/screening-service';
import type { HeadOfficeService } from './head-office/head-office-service';
import type { ReplicationJournal } from './replication/replication-journal';
import type { StatementService } from './statements/statement-service';
import type { TellerCashService } from './cash/teller-cash-service';

/*
 * The composition root's public shape (services.ts builds it): what it is given, and every
 * main-process service it hands to the IPC handlers, the harness and the tests.
 */

export interface ServicesOptions {
  /** The app's data folder: the journal, and the embedded sandbox bank's ledger. */
  dataDir: string;
  /** The keychain entries of one environment (keytar in the app, the test keyring in tests). */
  secretStore: (environment: EnvironmentName) => SecretStore;
  /** The workstation's journal entries in the keychain: the audit key, head and checked row. */
  journalKeychain: JournalKeychain;
  /**
   * Opens the HTTP client bank calls go through, given the network settings read at start:
   * Electron's net.fetch in the app, Node's fetch (bank/node-fetch.ts, nodeHttp) elsewhere.
   */
  http: (network: AppSettings['network']) => BankHttp;
  now?: () => number;
  log?: AppLogger;
  /** Options for the embedded sandbox bank, used when the environment is `sandbox`. */
  sandbox?: Omit<SandboxOptions, 'dataDir'>;
  retry?: RetryPolicy;
  /** How long a send may wait for the sends before it (D55); the bank client's default if unset. */
  turnTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** File dialogs, printing and restart: Electron's in the app, the harness's in the browser. */
  desktop?: Desktop;
  /**
   * The branch's IANA time zone, which "a day" means in the receipt log and the end of day. No
   * setting names the branch's zone yet, so the workstation's own (the OS's) is the default.
   */
  timeZone?: () => string;
  /**
   * How long after start the full check of the journal against head office's copy begins (D97):
   * it reads the whole journal, so it waits for the window (10 s unless set).
   */
  replicationCheckDelayMs?: number;
  /**
   * How the head-office sender waits before trying again after a failed push (D100): its own
   * backoff (2 s growing to 5 minutes) unless set, as the partition campaign sets a short one.
   */
  headOfficeBackoff?: RetryPolicy;
}

export interface Services {
  readonly environment: EnvironmentName;
  /** The clock every service reads (the tests' and the harness's own, in them). */
  readonly now: () => number;
  /** The branch's zone (D32): its days, and the zone every time is shown in, so they agree. */
  readonly timeZone: () => string;
  readonly journal: Journal;
  /** The journal's keyed audit chain: its check at start, the admin's full check, the head. */
  readonly seal: JournalSeal;
  /**
   * D97: the journal's side of replication to head office: the outbox's batches, head office's
   * acknowledgements, how many changes wait, and the checks against head office's copy.
   */
  readonly replication: ReplicationJournal;
  /** What an earlier setup left in the keychain of a new journal, for the first admin. */
  readonly earlierSetup: EarlierSetup;
  readonly settings: SettingsStore;
  /** The source accounts, banks and wallets the forms pick from, per environment. */
  readonly branchLists: BranchListsStore;
  readonly transfers: TransferService;
  /** D78: sanctions lists imported, their age, and the screening of every send. */
  readonly screening: ScreeningService;
  readonly purposes: PurposesService;
  /** The admin's connection to the bank: address, credentials, keys, check, environment switch. */
  readonly bankSetup: BankSetup;
  /** The first-launch wizard's record (D39): begun with the first admin, finished by an admin. */
  readonly firstLaunch: FirstLaunch;
  /** The embedded sandbox bank while the environment is `sandbox`. */
  readonly sandbox: Sandbox | null;
  /** The supervisor desk (D33, D60): the receipt log and its CSV, settling, the day's end. */
  readonly receiptLog: ReceiptLog;
  /** D127: the receipt log over the branch's counters on an enrolled workstation. */
  readonly branchLog: BranchLog;
  /** D136: settlements of the branch's other counters' transfers, asked through head office. */
  readonly counterSettlements: CounterSettlements;
  /** D138: reprints of the branch's other counters' receipts, from head office's copy. */
  readonly counterReprints: CounterReprints;
  /** D127: an end of day with every counter of the branch added, when enrolled. */
  branchEndOfDay(report: EndOfDayReport): Promise<EndOfDayReport>;
  readonly csv: CsvExport;
  readonly settlements: SettlementService;
  /** D120: returns and recalls from the bank's notices, and the customers' refund receipts. */
  readonly returns: TransferReturnService;
  readonly refundReceipts: RefundReceipts;
  readonly endOfDay: EndOfDay;
  readonly backups: BackupService;
  /** D70: the journal's keys exported for head office. */
  readonly keyEscrow: KeyEscrow;
  /** A restored journal confirmed, and the references it does not hold reconciled (D34, D69). */
  readonly restore: RestoreService;
  /** Receipts and the end of day printed, the log as CSV and journal copies, through dialogs. */
  readonly deskFiles: DeskFiles;
  /** The duplicate guard's check and a supervisor's override of it. */
  readonly duplicates: DuplicateDesk;
  /** D133: head office's read at a review, for the controls by customer and the guard. */
  readonly branchFacts: BranchFactsCache;
  /** D46: what a new draft repeats (same details in the repeat window, same instruction form). */
  readonly repeats: RepeatGuard;
  /** Supervisors' approvals at a clerk's workstation, short-lived and used once. */
  readonly approvals: Approvals;
  /** The approval threshold (D42), refusals, reportable and split marks (D43). */
  readonly controls: ControlDesk;
  /** Suspicion flags: raised by clerks and supervisors, read and closed by compliance (D43, D79). */
  readonly flags: SuspicionFlags;
  /** The audit trail, paged and filtered, and its CSV after the chain's check (D79). */
  readonly auditTrail: AuditTrail;
  /** D72: reads by reference held to who sent the transfer; a clerk's misses audited and slowed. */
  readonly referenceReads: ReferenceReads;
  /** D77: a returning customer from the ID number, a clerk's lookups paced. */
  readonly customerLookups: CustomerLookups;
  /** D73: wrong approval passwords counted apart from sign-in, slowed, paused, shown. */
  readonly approvalAttempts: ApprovalAttempts;
  /** D125: approvals from the supervisor's own desk, through head office. */
  readonly deskApprovals: DeskApprovals;
  /** File dialogs, printer and relaunch of this process (none in engine tests). */
  readonly desktop: Desktop;
  /** D103–D106: the bank's statements imported, matched with the transfers, breaks settled. */
  readonly statements: StatementService;
  /** D118: the tellers' opening floats, their counts and what each should hold. */
  readonly tellerCash: TellerCashService;
  /** D99, D100: enrolment with head office, the background sender and its status. */
  readonly headOffice: HeadOfficeService;
  /** The sign-in screen's language on this workstation (D83), kept for the next start. */
  readonly signInLanguage: SignInLanguage;
  /**
   * Why a send would be refused right now (each message says what to do), in `language`
   * (English when not given); empty when ready.
   */
  problems(language?: Language): Promise<string[]>;
  /** The rules a draft is checked against now: admin limits and patterns, cached purposes. */
  transferRules(): Result<TransferRules, AppError>;
  /** What the clerk's forms are built from: the rules, the RTGS calendar and the banks to pick. */
  formRules(): Result<TransferFormRules, AppError>;
  /** Transfers waiting for a supervisor: outcome unknown, or accepted but not final. */
  needsSupervisor(): number;
  /** Returns the function that unsubscribes. */
  onSendProgress(listener: (progress: SendProgress) => void): () => void;
  /**
   * Hears of every settings section and branch list saved, after its commit (D50). Returns the
   * function that unsubscribes.
   */
  onSettingsChanged(listener: (change: SettingsChange) => void): () => void;
  /**
   * Refuses new bank work, waits (bounded by the network timeouts) for sends and purpose fetches
   * under way so their outcomes are journaled, then stops the sandbox and closes the journal. Safe
   * to call more than once.
   */
  close(): Promise<void>;
}

export type StartupError =
  JournalOpenError | SealError | AppError<'sandbox-failed'> | TakeoverStartError;
