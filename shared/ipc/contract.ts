import type { ApprovalView, DuplicateCheck, DuplicateOverrideRequest } from '../domain/approvals';
import type { EarlierSetupView, FirstAdminRequest } from '../domain/earlier-setup';
import type {
  BankSetupView,
  ConnectionCheckView,
  CredentialsView,
  EnvironmentSwitchView,
  KeyChange,
  SavedFile,
} from '../domain/bank-setup';
import type {
  BackupView,
  CsvExportRequest,
  CsvExportView,
  DeskProgressEvent,
  EndOfDayPrintRequest,
  PrintedView,
  ReceiptPrintRequest,
} from '../domain/desk-files';
import type { EndOfDayReport } from '../domain/end-of-day';
import type {
  ControlsCheck,
  DraftRefusalView,
  SuspicionFlagList,
  SuspicionFlagQuery,
  SuspicionFlagReceipt,
  SuspicionFlagRequest,
  ThresholdDecisionRequest,
} from '../domain/controls';
import type { BankEntry, BranchListsView, BranchListUpdate } from '../domain/branch-lists';
import type { EnvironmentName } from '../domain/environments';
import type { FirstLaunchView } from '../domain/first-launch';
import type {
  JournalCheckView,
  JournalRestoreConfirmation,
  JournalRestoreView,
  JournalStatusView,
} from '../domain/journal-check';
import type {
  IdleStanding,
  NewOperator,
  OperatorName,
  OperatorView,
  OwnPasswordChange,
  PasswordReset,
  RoleChange,
  SessionView,
  SignInRequest,
} from '../domain/operators';
import type { PurposesView } from '../domain/purposes-view';
import type { ReceiptView } from '../domain/receipt';
import type { ResendRequest, SettleRequest, TransferHistory } from '../domain/settlements';
import type { TransferLogPage, TransferLogQuery } from '../domain/transfer-log';
import type { RtgsCalendar } from '../domain/rtgs-calendar';
import type { HolidayImport, SettingsUpdate, SettingsView } from '../domain/settings';
import type { SettingsChange } from '../domain/settings-change';
import type { TransferDraft } from '../domain/transfer-drafts';
import type { TransferCorrection } from '../domain/transfer-correction';
import type { RepeatCheck, RepeatCheckRequest } from '../domain/repeats';
import type {
  BankEnvironmentRef,
  CredentialsRequest,
  EnvironmentRef,
  GenerateKeyRequest,
  ImportKeyRequest,
  KeyDocumentRequest,
  KeyRef,
  KeySheetRequest,
  ServiceAddressRequest,
  SwitchEnvironmentRequest,
} from '../schemas/bank-setup-schemas';
import type { TransferRules } from '../schemas/transfer-rules';
import { defineContract, event, op } from './define';
import type { ContractApi } from './define';

/*
 * Every IPC operation of Remit Desk. The preload exposes one method per entry and the main process
 * must register a validator and a handler for each, so adding an entry here is the whole change a
 * new operation needs on the IPC side. Request and response types only: no runtime dependencies,
 * and no secret (key, token, credential) in any of them.
 */

export interface AppStatus {
  version: string;
  /** The environment this run uses (read at start). */
  environment: EnvironmentName;
  /** The environment an admin switched to, which the next start uses; null when it is this one. */
  nextEnvironment: EnvironmentName | null;
  /** No operator exists yet: the first admin must be created. */
  setupNeeded: boolean;
  /**
   * While setup is needed: what an earlier setup of this workstation left in the keychain (the
   * journal is new, its secrets are not), for the first admin to keep or remove. Never a secret.
   */
  earlierSetup: EarlierSetupView | null;
  /**
   * The first admin exists and the first-launch wizard is not finished: an admin sees only the
   * wizard, and nothing is sent (issue 9).
   */
  firstLaunchNeeded: boolean;
  session: SessionView | null;
  workstation: number | null;
  branchName: string;
  /**
   * The branch's zone (D32), e.g. `Africa/Nairobi`: every time the window shows is in it and says
   * so (issue 10, item 12); the workstation's own zone until the branch's country is set.
   */
  timeZone: string;
  /** Address of the built-in sandbox bank while it is in use, for trainers. */
  sandboxUrl: string | null;
  /** Why sending is refused right now, each saying what to do; empty when ready. */
  problems: string[];
  /** Transfers waiting for a supervisor (outcome unknown, or accepted but not final). */
  needsSupervisor: number;
  /**
   * For admins only (empty for everyone else): what needs an admin's attention but stops no send,
   * such as a country with no public holidays entered for the coming year, each with the settings
   * section where it is mended.
   */
  adminWarnings: SettingsView['warnings'];
}

/**
 * What the send forms need besides the purpose list: the rules the schemas are built from (limits,
 * account formats, and the branch's source accounts and wallets to pick from), each country's RTGS
 * calendar, and the banks to pick from.
 */
export interface TransferFormRules {
  rules: Omit<TransferRules, 'purposeCodes'>;
  rtgsCalendar: RtgsCalendar;
  banks: BankEntry[];
  /**
   * The admin's request timeout: how long a send waits for the bank's answer once it went out.
   * The IMT review says it where no answer comes (the bank's test service, D56).
   */
  requestTimeoutMs: number;
}

/** Why main refused a supervisor's id and password typed at a clerk's workstation. */
type ApproverRefusal =
  | 'bad-credentials'
  | 'locked-out'
  | 'journal-check-failed'
  | 'own-approval'
  | 'approver-not-allowed'
  | 'approver-must-change-password';

export interface SendProgressEvent {
  draftId: string;
  reference: string;
  stage: 'reserved' | 'sending' | 'attempt-finished' | 'finished';
  attempt?: number;
}

export const remitDeskContract = defineContract({
  operations: {
    appStatus: op<void, AppStatus>()('app:status', 'anyone'),

    createFirstAdmin: op<
      FirstAdminRequest,
      SessionView,
      'already-set-up' | 'earlier-setup' | 'consumer-secret-mismatch' | 'keychain-failed'
    >()('setup:first-admin', 'anyone'),
    signIn: op<
      SignInRequest,
      SessionView,
      'bad-credentials' | 'locked-out' | 'journal-check-failed'
    >()('session:sign-in', 'anyone'),
    signOut: op<void, null>()('session:sign-out', 'anyone'),
    // Idle sign-out that respects work (issue 10, item 2): the window reports typing, clicking and
    // scrolling (throttled); the call itself is the activity, and the answer says where the
    // session stands, so the window arms its warning from main's deadline.
    reportActivity: op<void, IdleStanding>()('session:activity', ['clerk', 'supervisor', 'admin']),

    listOperators: op<void, OperatorView[]>()('operators:list', 'admin'),
    createOperator: op<NewOperator, OperatorView, 'duplicate-operator'>()(
      'operators:create',
      'admin',
    ),
    setOperatorActive: op<
      { operatorId: string; active: boolean },
      OperatorView,
      'unknown-operator' | 'own-account' | 'last-admin'
    >()('operators:set-active', 'admin'),
    unlockOperator: op<{ operatorId: string }, OperatorView, 'unknown-operator' | 'own-account'>()(
      'operators:unlock',
      'admin',
    ),

    // Roles and passwords: an admin changes a role or resets a password (the operator must then
    // choose a new one before anything else); every signed-in operator changes their own.
    setOperatorRole: op<RoleChange, OperatorView, 'unknown-operator' | 'last-admin'>()(
      'operators:set-role',
      'admin',
    ),
    resetOperatorPassword: op<PasswordReset, OperatorView, 'unknown-operator' | 'own-account'>()(
      'operators:reset-password',
      'admin',
    ),
    changeOwnPassword: op<
      OwnPasswordChange,
      SessionView,
      'wrong-password' | 'password-changed-meanwhile' | 'locked-out'
    >()('session:change-password', ['clerk', 'supervisor', 'admin']),

    journalStatus: op<void, JournalStatusView>()('journal:status', 'admin'),
    checkJournal: op<void, JournalCheckView, 'keychain-failed'>()('journal:check', 'admin'),
    confirmJournalRestore: op<
      JournalRestoreConfirmation,
      JournalRestoreView,
      'not-a-restored-backup' | 'keychain-failed'
    >()('journal:confirm-restore', 'admin'),

    // Admin settings (issue 9): every section but the environment, the branch lists of an
    // environment, and a country's holidays imported from a file the page read.
    readSettings: op<void, SettingsView>()('settings:read', 'admin'),
    updateSettings: op<SettingsUpdate, SettingsView>()('settings:update', 'admin'),
    importHolidays: op<HolidayImport, SettingsView, 'invalid-file'>()(
      'settings:import-holidays',
      'admin',
    ),
    readBranchLists: op<{ environment: EnvironmentName }, BranchListsView>()(
      'branch-lists:read',
      'admin',
    ),
    saveBranchList: op<BranchListUpdate, BranchListsView>()('branch-lists:save', 'admin'),

    transferFormRules: op<void, TransferFormRules, 'invalid-settings'>()(
      'transfers:form-rules',
      'clerk',
    ),
    listPurposes: op<void, PurposesView, 'purposes-unavailable'>()('purposes:list', 'clerk'),
    refreshPurposes: op<void, PurposesView, 'purposes-unavailable'>()('purposes:refresh', 'clerk'),
    sendTransfer: op<
      TransferDraft,
      ReceiptView,
      | 'invalid'
      | 'not-ready'
      | 'draft-conflict'
      | 'references-unavailable'
      | 'journal-failed'
      | 'possible-duplicate'
      | 'needs-approval'
      | 'draft-refused'
      | 'already-corrected'
      | 'repeat-unconfirmed'
    >()('transfers:send', 'clerk'),
    getReceipt: op<{ reference: string }, ReceiptView, 'not-found'>()('receipts:get', [
      'clerk',
      'supervisor',
    ]),
    // Issue 10, item 7: a refused transfer's details for a new draft, the clerk's own only.
    correctTransfer: op<
      { reference: string },
      TransferCorrection,
      'not-found' | 'not-correctable' | 'not-own-transfer' | 'already-corrected'
    >()('transfers:correction', 'clerk'),

    // The bank connection (issue 9): address, credentials, signing key, check, environment switch.
    // Admin only. Credentials cross once, towards main; nothing secret ever comes back.
    bankSetup: op<EnvironmentRef, BankSetupView, 'keychain-failed'>()('bank:setup', 'admin'),
    saveServiceAddress: op<ServiceAddressRequest, BankSetupView, 'keychain-failed' | 'invalid'>()(
      'bank:save-address',
      'admin',
    ),
    saveCredentials: op<CredentialsRequest, CredentialsView, 'keychain-failed'>()(
      'bank:save-credentials',
      'admin',
    ),
    readCredentialsFile: op<
      BankEnvironmentRef,
      CredentialsView,
      'keychain-failed' | 'canceled' | 'bad-file'
    >()('bank:read-credentials-file', 'admin'),
    generateSigningKey: op<GenerateKeyRequest, KeyChange, 'keychain-failed'>()(
      'bank:generate-key',
      'admin',
    ),
    importSigningKey: op<
      ImportKeyRequest,
      KeyChange,
      | 'keychain-failed'
      | 'canceled'
      | 'bad-key'
      | 'passphrase-needed'
      | 'wrong-passphrase'
      | 'no-file'
    >()('bank:import-key', 'admin'),
    confirmKeyRotation: op<KeyRef, BankSetupView, 'keychain-failed' | 'no-pending-key'>()(
      'bank:confirm-rotation',
      'admin',
    ),
    discardPendingKey: op<KeyRef, BankSetupView, 'keychain-failed' | 'no-pending-key'>()(
      'bank:discard-pending-key',
      'admin',
    ),
    savePublicKey: op<
      KeyDocumentRequest,
      SavedFile,
      'keychain-failed' | 'canceled' | 'no-key' | 'write-failed'
    >()('bank:save-public-key', 'admin'),
    printKeySheet: op<
      KeySheetRequest,
      SavedFile | null,
      'keychain-failed' | 'canceled' | 'no-key' | 'write-failed' | 'print-failed'
    >()('bank:print-key-sheet', 'admin'),
    checkConnection: op<EnvironmentRef, ConnectionCheckView, 'keychain-failed' | 'not-ready'>()(
      'bank:check',
      'admin',
    ),
    acknowledgeUncheckedSetup: op<
      BankEnvironmentRef,
      BankSetupView,
      'keychain-failed' | 'not-needed'
    >()('bank:acknowledge-unchecked', 'admin'),
    switchEnvironment: op<
      SwitchEnvironmentRequest,
      EnvironmentSwitchView,
      'keychain-failed' | 'not-ready'
    >()('bank:switch-environment', 'admin'),
    restartApp: op<void, null>()('app:restart', 'admin'),
    // The first-launch wizard (issue 9, item 1), admin only: what each step holds is saved by the
    // operations above; these read which steps are done, keep the environment chosen, and finish.
    firstLaunch: op<void, FirstLaunchView, 'keychain-failed'>()('first-launch:read', 'admin'),
    chooseFirstLaunchEnvironment: op<
      { environment: EnvironmentName },
      FirstLaunchView,
      'keychain-failed' | 'already-finished'
    >()('first-launch:environment', 'admin'),
    finishFirstLaunch: op<
      void,
      FirstLaunchView,
      'keychain-failed' | 'not-ready' | 'already-finished'
    >()('first-launch:finish', 'admin'),
    // The supervisor desk (issue 11). The receipt log is open to every role, but main narrows a
    // clerk's request to the clerk's own transfers. Settling, re-sending and the end of the day
    // belong to supervisors and admins, and nobody settles a transfer they sent themselves. The
    // duplicate guard's check and override are called from the clerk's review: the override
    // carries the supervisor's own id and password, checked in main without a new session.
    transferLog: op<TransferLogQuery, TransferLogPage>()('transfers:log', [
      'clerk',
      'supervisor',
      'admin',
    ]),
    transferHistory: op<{ reference: string }, TransferHistory, 'not-found'>()(
      'settlements:history',
      ['supervisor', 'admin'],
    ),
    settleTransfer: op<
      SettleRequest,
      TransferHistory,
      | 'not-found'
      | 'not-waiting'
      | 'own-transfer'
      | 'transaction-id-differs'
      | 'outcome-not-possible'
    >()('settlements:record', ['supervisor', 'admin']),
    resendTransfer: op<
      ResendRequest,
      TransferHistory,
      'not-found' | 'not-waiting' | 'own-transfer' | 'outcome-not-possible' | 'not-ready'
    >()('settlements:resend', ['supervisor', 'admin']),
    checkDuplicates: op<TransferDraft, DuplicateCheck>()('transfers:check-duplicates', 'clerk'),
    approveDuplicate: op<
      DuplicateOverrideRequest,
      ApprovalView,
      'no-duplicate' | ApproverRefusal
    >()('approvals:duplicate', 'clerk'),
    endOfDay: op<{ day: string }, EndOfDayReport>()('reports:end-of-day', ['supervisor', 'admin']),
    // journal-damaged: the check of the whole file before a closing found damage (D40).
    closeDay: op<
      { day: string },
      EndOfDayReport,
      'already-closed' | 'day-not-started' | 'journal-damaged'
    >()('reports:close-day', ['supervisor', 'admin']),
    // The supervisor desk's screens (issue 11): operators' names for the log, receipts printed
    // (a clerk only the original of their own transfer, right after the send; reprints are a
    // supervisor's or an admin's, marked COPY n), the end of day on A4, the log as CSV and a copy
    // of the journal. Main opens every dialog and writes every file.
    logOperators: op<void, OperatorName[]>()('transfers:log-operators', ['supervisor', 'admin']),
    printReceipt: op<
      ReceiptPrintRequest,
      PrintedView,
      | 'not-found'
      | 'canceled'
      | 'write-failed'
      | 'print-failed'
      | 'reprint-not-allowed'
      // D53: the bank's identity for receipts is not entered.
      | 'bank-identity-missing'
    >()('receipts:print', ['clerk', 'supervisor', 'admin']),
    printEndOfDay: op<
      EndOfDayPrintRequest,
      PrintedView,
      'canceled' | 'write-failed' | 'print-failed'
    >()('reports:print-end-of-day', ['supervisor', 'admin']),
    // Issue 11: the end of day's report itself as CSV (the log's CSV holds its transfers).
    exportEndOfDayCsv: op<{ day: string }, CsvExportView, 'canceled' | 'cannot-write'>()(
      'reports:end-of-day-csv',
      ['supervisor', 'admin'],
    ),
    exportLogCsv: op<CsvExportRequest, CsvExportView, 'canceled' | 'cannot-write' | 'busy'>()(
      'reports:export-csv',
      ['supervisor', 'admin'],
    ),
    backupJournal: op<void, BackupView, 'canceled' | 'folder-unusable' | 'backup-failed'>()(
      'journal:backup',
      ['supervisor', 'admin'],
    ),
    // Controls (issue 12). The review asks what a draft needs (approval above the admin's
    // threshold, a refusal, reportable, a split series); a supervisor approves or refuses at the
    // clerk's workstation with their own id and password, checked in main without a new session.
    // Clerks and supervisors flag a transfer as suspicious; only supervisors and admins read the
    // flags, and a clerk's flag answer names no other flag.
    checkControls: op<TransferDraft, ControlsCheck>()('transfers:check-controls', 'clerk'),
    approveThreshold: op<
      ThresholdDecisionRequest,
      ApprovalView,
      'no-approval-needed' | 'draft-refused' | ApproverRefusal
    >()('approvals:threshold', 'clerk'),
    refuseApproval: op<
      ThresholdDecisionRequest,
      DraftRefusalView,
      'no-approval-needed' | 'draft-refused' | ApproverRefusal
    >()('approvals:refuse', 'clerk'),
    flagSuspicion: op<SuspicionFlagRequest, SuspicionFlagReceipt, 'not-found'>()('flags:raise', [
      'clerk',
      'supervisor',
    ]),
    listSuspicionFlags: op<SuspicionFlagQuery, SuspicionFlagList>()('flags:list', [
      'supervisor',
      'admin',
    ]),
    exportSuspicionFlags: op<
      SuspicionFlagQuery,
      { file: string; rows: number } | null,
      'cannot-write'
    >()('flags:export', ['supervisor', 'admin']),
    // D46: what the review names before a second transfer: earlier transfers with the same
    // details in the repeat window, or the same instruction form number (the clerk confirms).
    checkRepeats: op<RepeatCheckRequest, RepeatCheck>()('transfers:check-repeats', 'clerk'),
  },
  events: {
    sendProgress: event<SendProgressEvent>()('transfers:progress'),
    /**
     * `reason`: why the main process ended the session, a sentence the window shows as it is.
     * `keepsDraft`: the session ran out (idle, lifetime), so the window keeps what its operator
     * was typing for them alone (D44); absent or false, it is discarded.
     */
    sessionEnded: event<{ reason: string; keepsDraft?: boolean }>()('session:ended'),
    /** A minute before the idle end (issue 10, item 2): the window asks whether to stay. */
    idleWarning: event<IdleStanding>()('session:idle-warning'),
    /** How far a CSV export or a backup the window asked for has come. */
    deskProgress: event<DeskProgressEvent>()('desk:progress'),
    /**
     * D50: an admin saved a settings section or a branch list. Only a signed-in window hears it,
     * and it names what changed, never a value: the window reloads what it holds.
     */
    settingsChanged: event<SettingsChange>()('settings:changed'),
  },
});

export type RemitDeskContract = typeof remitDeskContract;

/**
 * All a session may do after signing in with a password an admin reset, until it chooses a new
 * one; main refuses every other operation with 'password-change-required'. The window needs the
 * status, and the operator may always leave.
 */
export const OPEN_WHILE_PASSWORD_CHANGE_REQUIRED: readonly (keyof RemitDeskContract['operations'])[] =
  ['appStatus', 'signOut', 'changeOwnPassword', 'reportActivity'];

type Operations = RemitDeskContract['operations'];
/** The bank-connection operations (issue 9): the `bank:` channels and the restart. */
export type BankSetupOperation = {
  [K in keyof Operations]: Operations[K]['channel'] extends `bank:${string}` | 'app:restart'
    ? K
    : never;
}[keyof Operations];

/** `window.remitDesk` in the renderer. */
export type RemitDeskApi = ContractApi<RemitDeskContract>;
