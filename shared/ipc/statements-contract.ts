import type {
  MonthPrintRequest,
  MonthRequest,
  ReconciliationMonthView,
  SettleBreakRequest,
  SettleFromStatementRequest,
  StatementImportRequest,
  StatementImportView,
  StatementListView,
  StatementView,
} from '../domain/bank-statements';
import type { CsvExportView, PrintedView } from '../domain/desk-files';
import { op } from './define';

/*
 * The reconciliation with the bank (D103–D106). A supervisor imports the bank's statement (the
 * file chosen in main's own dialog and read there: the page never holds it), reads the four
 * lists, settles each break with a reason and records as paid a transfer whose outcome was
 * unknown that the statement shows paid. An auditor reads it all and changes nothing (D79). The
 * month's view, its PDF and its CSV are both's.
 */
export const statementsOperations = {
  bankStatements: op<void, StatementListView>()('statements:list', ['supervisor', 'auditor']),
  importBankStatement: op<
    StatementImportRequest,
    StatementImportView | null,
    'statement-invalid' | 'statement-refused' | 'unreadable'
  >()('statements:import', 'supervisor'),
  bankStatement: op<{ id: number }, StatementView, 'not-found'>()('statements:get', [
    'supervisor',
    'auditor',
  ]),
  settleStatementBreak: op<
    SettleBreakRequest,
    StatementView,
    'not-found' | 'not-a-break' | 'settled-already'
  >()('statements:settle-break', 'supervisor'),
  // Through the transfer's own settle path: its checks and its codes (not waiting, one's own
  // transfer, a transaction id that differs from the one recorded).
  settleFromStatement: op<
    SettleFromStatementRequest,
    StatementView,
    | 'not-found'
    | 'not-settleable'
    | 'no-transaction-id'
    | 'not-waiting'
    | 'own-transfer'
    | 'transaction-id-differs'
    | 'outcome-not-possible'
  >()('statements:settle-transfer', 'supervisor'),
  reconciliationMonth: op<MonthRequest, ReconciliationMonthView>()('statements:month', [
    'supervisor',
    'auditor',
  ]),
  printReconciliationMonth: op<
    MonthPrintRequest,
    PrintedView,
    'canceled' | 'write-failed' | 'print-failed'
  >()('statements:print-month', ['supervisor', 'auditor']),
  exportReconciliationMonthCsv: op<MonthRequest, CsvExportView, 'canceled' | 'cannot-write'>()(
    'statements:month-csv',
    ['supervisor', 'auditor'],
  ),
};
