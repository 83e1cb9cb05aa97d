import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  MonthPrintRequest,
  ReconciliationMonthView,
  SettleBreakRequest,
  SettleFromStatementRequest,
  StatementImportRequest,
  StatementListView,
  StatementView,
} from '@shared/domain/bank-statements';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The reconciliation with the bank from the renderer's side (D103–D106): the statements imported
 * and their import, one statement's four lists and its breaks settled, a month's view and its
 * files. Main decides every one; this store asks and keeps what is on screen.
 */
export const useStatementsStore = defineStore('statements', () => {
  const list = ref<StatementListView | null>(null);
  const open = ref<StatementView | null>(null);
  const month = ref<ReconciliationMonthView | null>(null);
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    keepAnswer(await safely(() => remitDesk().bankStatements(), failed), list, error);
  }

  async function importFile(
    request: StatementImportRequest,
  ): Promise<Answer<'importBankStatement'>> {
    const answer = await safely(() => remitDesk().importBankStatement(plainCopy(request)), failed);
    if (answer.ok && answer.value) list.value = answer.value.list;
    return answer;
  }

  async function show(id: number): Promise<boolean> {
    return keepAnswer(await safely(() => remitDesk().bankStatement({ id }), failed), open, error);
  }

  /** A settlement's answer, with the statement shown as main has it now (and the list's counts). */
  async function settled<T extends { ok: true; value: StatementView } | { ok: false }>(
    answer: T,
  ): Promise<T> {
    if (answer.ok) open.value = answer.value;
    await load();
    return answer;
  }

  async function settleBreak(request: SettleBreakRequest): Promise<Answer<'settleStatementBreak'>> {
    return settled(
      await safely(() => remitDesk().settleStatementBreak(plainCopy(request)), failed),
    );
  }

  async function settleFromStatement(
    request: SettleFromStatementRequest,
  ): Promise<Answer<'settleFromStatement'>> {
    return settled(await safely(() => remitDesk().settleFromStatement(plainCopy(request)), failed));
  }

  async function loadMonth(which: string): Promise<void> {
    keepAnswer(
      await safely(() => remitDesk().reconciliationMonth({ month: which }), failed),
      month,
      error,
    );
  }

  function printMonth(request: MonthPrintRequest): Promise<Answer<'printReconciliationMonth'>> {
    return safely(() => remitDesk().printReconciliationMonth(plainCopy(request)), failed);
  }

  function exportMonth(which: string): Promise<Answer<'exportReconciliationMonthCsv'>> {
    return safely(() => remitDesk().exportReconciliationMonthCsv({ month: which }), failed);
  }

  /** A statement's lines name transfers and amounts: gone with the session that read them. */
  function clear(): void {
    list.value = null;
    open.value = null;
    month.value = null;
    error.value = null;
  }
  clearedWhenSessionEnds(clear);

  return {
    list,
    open,
    month,
    error,
    load,
    importFile,
    show,
    settleBreak,
    settleFromStatement,
    loadMonth,
    printMonth,
    exportMonth,
  };
});
