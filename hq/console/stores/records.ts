import { defineStore } from 'pinia';
import { ref, type Ref } from 'vue';
import type {
  FilterChoices,
  HqAuditRow,
  HqFlagRow,
  HqLogRow,
  Page,
} from '../../console-api/records';
import { call, queryOf } from '../api';

/*
 * The records of every branch, one store per list (the receipt log, the flags, the audit trail):
 * the filters last applied, the page shown, and the cursors of the pages before it, so "Previous"
 * goes back without an offset (D102).
 */

type Filters = Record<string, string | undefined>;

function recordList<Row>(id: string, list: string) {
  return defineStore(id, () => {
    const rows = ref([]) as Ref<Row[]>;
    const filters = ref<Filters>({});
    const cursors = ref<(string | undefined)[]>([]);
    const next = ref<string | null>(null);
    const loading = ref(false);
    const error = ref<string | null>(null);
    const fieldErrors = ref<{ path: string; message: string }[]>([]);

    async function read(cursor: string | undefined): Promise<boolean> {
      loading.value = true;
      const answer = await call<Page<Row>>(
        'GET',
        `/${list}${queryOf({ ...filters.value, cursor })}`,
      );
      loading.value = false;
      if (!answer.ok) {
        error.value = answer.error.message;
        fieldErrors.value = answer.error.fields ?? [];
        return false;
      }
      error.value = null;
      fieldErrors.value = [];
      rows.value = answer.value.rows;
      next.value = answer.value.nextCursor;
      return true;
    }

    /** The first page under new filters. */
    async function apply(newFilters: Filters): Promise<boolean> {
      filters.value = { ...newFilters };
      cursors.value = [];
      return read(undefined);
    }

    async function nextPage(): Promise<void> {
      if (!next.value) return;
      const cursor = next.value;
      if (await read(cursor)) cursors.value = [...cursors.value, cursor];
    }

    async function previousPage(): Promise<void> {
      const before = cursors.value.slice(0, -1);
      if (await read(before.at(-1))) cursors.value = before;
    }

    return {
      rows,
      filters,
      cursors,
      next,
      loading,
      error,
      fieldErrors,
      apply,
      nextPage,
      previousPage,
    };
  });
}

export const useLogStore = recordList<HqLogRow>('receipt-log', 'transfers');
export const useFlagsStore = recordList<HqFlagRow>('flags', 'flags');
export const useAuditStore = recordList<HqAuditRow>('audit', 'audit');

/** What the filters offer, read once per visit to a list. */
export const useChoicesStore = defineStore('filter-choices', () => {
  const choices = ref<FilterChoices>({
    branches: [],
    workstations: [],
    operators: [],
    currencies: [],
  });
  async function load(): Promise<void> {
    const answer = await call<FilterChoices>('GET', '/filter-choices');
    if (answer.ok) choices.value = answer.value;
  }
  const nameOf = (code: string) =>
    choices.value.branches.find((b) => b.code === code)?.name ?? code;
  /** The branches to choose from, by name, their code beside it. */
  function branchChoices(): { value: string; label: string }[] {
    return choices.value.branches.map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }));
  }
  /** The workstations to choose from: of the branch chosen, or of every branch. */
  function workstationChoices(branch: string): { value: string; label: string }[] {
    return choices.value.workstations
      .filter((w) => !branch || w.branchCode === branch)
      .map((w) => ({
        value: w.workstationId,
        label: `${nameOf(w.branchCode)}, workstation ${w.workstationNumber}`,
      }));
  }
  return { choices, load, branchChoices, workstationChoices };
});
