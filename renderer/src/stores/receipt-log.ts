import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import {
  LOG_PAGE_DEFAULT,
  LOG_PAGE_MAX,
  type BranchReach,
  type TransferLogFilters,
  type TransferLogRow,
} from '@shared/domain/transfer-log';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { errorText } from '../i18n';
import { failed, safely } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The receipt log as the screen reads it: the filters last asked for and the pages read so far
 * (newest first, each page continuing where the last ended). The operators' names are in
 * operator-names.ts.
 */
export const useReceiptLogStore = defineStore('receipt-log', () => {
  const filters = ref<TransferLogFilters>({});
  const rows = shallowRef<TransferLogRow[]>([]);
  const nextCursor = ref<string | null>(null);
  const timeZone = ref<string | null>(null);
  /** D127: whether the pages cover the branch's counters, and whether head office answered. */
  const branch = ref<BranchReach | null>(null);
  const loading = ref(false);
  const error = ref<string | null>(null);
  /** Bumped by every search, so an answer to an earlier one cannot overwrite a later one's rows. */
  let generation = 0;

  async function search(next: TransferLogFilters): Promise<void> {
    filters.value = plainCopy(next);
    generation += 1;
    const mine = generation;
    loading.value = true;
    const answer = await safely(() => remitDesk().transferLog(plainCopy(next)), failed);
    if (mine !== generation) return;
    loading.value = false;
    if (answer.ok) {
      rows.value = answer.value.rows;
      nextCursor.value = answer.value.nextCursor;
      timeZone.value = answer.value.timeZone;
      branch.value = answer.value.branch ?? null;
      error.value = null;
    } else {
      rows.value = [];
      nextCursor.value = null;
      error.value = errorText(answer.error);
    }
  }

  async function more(): Promise<void> {
    const cursor = nextCursor.value;
    if (cursor === null || loading.value) return;
    const mine = generation;
    loading.value = true;
    const answer = await safely(
      () => remitDesk().transferLog({ ...plainCopy(filters.value), cursor }),
      failed,
    );
    if (mine !== generation) return;
    loading.value = false;
    if (answer.ok) {
      rows.value = [...rows.value, ...answer.value.rows];
      nextCursor.value = answer.value.nextCursor;
      branch.value = answer.value.branch ?? null;
      error.value = null;
    } else {
      error.value = errorText(answer.error);
    }
  }

  /**
   * D136: the rows shown read again from the newest (as many as are shown), so a settlement asked
   * of another counter shows where it stands. A failure keeps the rows: they are still true.
   */
  async function refresh(): Promise<void> {
    if (loading.value) return;
    generation += 1;
    const mine = generation;
    const limit = Math.min(Math.max(rows.value.length, LOG_PAGE_DEFAULT), LOG_PAGE_MAX);
    const answer = await safely(
      () => remitDesk().transferLog({ ...plainCopy(filters.value), limit }),
      failed,
    );
    if (mine !== generation || !answer.ok) return;
    rows.value = answer.value.rows;
    nextCursor.value = answer.value.nextCursor;
    branch.value = answer.value.branch ?? null;
  }

  function clear(): void {
    generation += 1;
    filters.value = {};
    rows.value = [];
    nextCursor.value = null;
    timeZone.value = null;
    branch.value = null;
    loading.value = false;
    error.value = null;
  }

  clearedWhenSessionEnds(clear);

  return {
    filters,
    rows,
    nextCursor,
    timeZone,
    branch,
    loading,
    error,
    search,
    more,
    refresh,
    clear,
  };
});
