import type {
  BackupView,
  CsvExportRequest,
  CsvExportView,
  DeskProgressEvent,
  EndOfDayPrintRequest,
  PrintedView,
  ReceiptPrintRequest,
} from '../domain/desk-files';
import type { DayClosePreparation, DayCloseRequest, EndOfDayReport } from '../domain/end-of-day';
import type { ApproverRefusal } from './controls-contract';
import type { OperatorName } from '../domain/operators';
import type { ResendRequest, SettleRequest, TransferHistory } from '../domain/settlements';
import type { TransferLogPage, TransferLogQuery } from '../domain/transfer-log';
import type { ReconcileRequest, UnreconciledView } from '../domain/unreconciled';
import type {
  RefundPrintRequest,
  ReturnRefusal,
  TransferReturnRequest,
} from '../domain/transfer-returns';
import { event, op } from './define';

/*
 * The supervisor desk (D33, D38). The receipt log is open to every role, but main narrows a
 * clerk's request to the clerk's own transfers. Settling, re-sending and the end of the day
 * belong to supervisors and admins, and nobody settles a transfer they sent themselves.
 */
export const supervisorDeskOperations = {
  transferLog: op<TransferLogQuery, TransferLogPage>()('transfers:log', [
    'clerk',
    'supervisor',
    'admin',
    'compliance',
    'auditor',
  ]),
  // D79: the compliance officer and the auditor read a transfer's page and the end of day, and
  // save them as CSV; they settle, re-send, close and reprint nothing.
  transferHistory: op<{ reference: string }, TransferHistory, 'not-found'>()(
    'settlements:history',
    ['supervisor', 'admin', 'compliance', 'auditor'],
  ),
  settleTransfer: op<
    SettleRequest,
    TransferHistory,
    'not-found' | 'not-waiting' | 'own-transfer' | 'transaction-id-differs' | 'outcome-not-possible'
  >()('settlements:record', ['supervisor', 'admin']),
  resendTransfer: op<
    ResendRequest,
    TransferHistory,
    'not-found' | 'not-waiting' | 'own-transfer' | 'outcome-not-possible' | 'not-ready'
  >()('settlements:resend', ['supervisor', 'admin']),
  // D120: a return or a recall from the bank's notice, recorded by a supervisor (not the one who
  // sent the transfer), and the customer's refund receipt, printed by a supervisor.
  recordTransferReturn: op<
    TransferReturnRequest,
    TransferHistory,
    'not-found' | 'own-transfer' | ReturnRefusal
  >()('returns:record', 'supervisor'),
  printRefundReceipt: op<
    RefundPrintRequest,
    PrintedView,
    | 'not-found'
    | 'no-return'
    | 'canceled'
    | 'write-failed'
    | 'print-failed'
    | 'bank-identity-missing'
  >()('returns:print-refund', 'supervisor'),
  endOfDay: op<{ day: string }, EndOfDayReport>()('reports:end-of-day', [
    'supervisor',
    'admin',
    'compliance',
    'auditor',
  ]),
  // D114: a closing is prepared by the supervisor signed in, then checked at the same desk by a
  // second supervisor with their own id and password (the approvals' rules, D73).
  // references-unreconciled: references issued after a restored backup are still open (D69).
  // outcomes-open: a transfer of the day or before still waits for the bank's answer (D113).
  prepareDayClose: op<
    { day: string },
    DayClosePreparation,
    'already-closed' | 'day-not-started' | 'references-unreconciled' | 'outcomes-open'
  >()('reports:prepare-close', ['supervisor', 'admin']),
  // journal-damaged: the check of the whole file before a closing found damage (D40).
  // not-prepared: the signed-in supervisor has not prepared this closing, or too long ago.
  closeDay: op<
    DayCloseRequest,
    EndOfDayReport,
    | 'already-closed'
    | 'day-not-started'
    | 'journal-damaged'
    | 'references-unreconciled'
    | 'outcomes-open'
    | 'not-prepared'
    | ApproverRefusal
  >()('reports:close-day', ['supervisor', 'admin']),
  // The desk's screens and files: operators' names for the log, receipts printed (a clerk only
  // the original of their own transfer, right after the send; reprints are a supervisor's or an
  // admin's, marked COPY n: D38), the end of day on A4, the log as CSV and a copy of the journal
  // (D31). Main opens every dialog and writes every file.
  logOperators: op<void, OperatorName[]>()('transfers:log-operators', [
    'supervisor',
    'admin',
    'compliance',
    'auditor',
  ]),
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
  >()('reports:print-end-of-day', ['supervisor', 'admin', 'compliance', 'auditor']),
  // The end of day's report itself as CSV (the log's CSV holds its transfers).
  exportEndOfDayCsv: op<{ day: string }, CsvExportView, 'canceled' | 'cannot-write'>()(
    'reports:end-of-day-csv',
    ['supervisor', 'admin', 'compliance', 'auditor'],
  ),
  // D132: 'head-office-unavailable' when the other counters' rows could not be read.
  exportLogCsv: op<
    CsvExportRequest,
    CsvExportView,
    'canceled' | 'cannot-write' | 'busy' | 'head-office-unavailable'
  >()('reports:export-csv', ['supervisor', 'admin', 'compliance', 'auditor']),
  backupJournal: op<void, BackupView, 'canceled' | 'folder-unusable' | 'backup-failed'>()(
    'journal:backup',
    ['supervisor', 'admin'],
  ),
  // D69: references issued after a restored backup that the journal does not hold, and the
  // bank's answer about each, recorded by a supervisor before the day can close.
  unreconciledReferences: op<void, UnreconciledView[]>()('restore:unreconciled', [
    'supervisor',
    'admin',
  ]),
  reconcileReference: op<
    ReconcileRequest,
    UnreconciledView,
    'not-found' | 'reconciled-already' | 'transaction-id-needed'
  >()('restore:reconcile', ['supervisor', 'admin']),
};

export const supervisorDeskEvents = {
  /** How far a CSV export or a backup the window asked for has come. */
  deskProgress: event<DeskProgressEvent>()('desk:progress'),
};
