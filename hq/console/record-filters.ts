import { computed, reactive, ref, watch, type WritableComputedRef } from 'vue';
import { useRoute, useRouter } from 'vue-router';
import type { Schema } from 'yup';
import { validateWithSchema } from '@shared/schemas/invalid-input';
import { csvUrl } from './api';

/*
 * A list's filters as the page holds them: typed or chosen, checked by the schema head office
 * runs on the query, kept in the page's address (a reload, a link or Back shows the same list),
 * applied to the list's store.
 */
export function useRecordFilters(
  names: readonly string[],
  schema: Schema<unknown>,
  list: string,
  apply: (filters: Record<string, string | undefined>) => Promise<boolean>,
) {
  const route = useRoute();
  const router = useRouter();
  const values = reactive<Record<string, string>>(
    Object.fromEntries(names.map((name) => [name, ''])),
  );
  const problems = ref<{ path: string; message: string }[]>([]);
  const tried = ref(false);

  const set = () =>
    Object.fromEntries(names.filter((n) => values[n] !== '').map((n) => [n, values[n]])) as Record<
      string,
      string
    >;

  function fromAddress(): void {
    for (const name of names) {
      const value = route.query[name];
      values[name] = typeof value === 'string' ? value : '';
    }
  }

  async function show(): Promise<void> {
    tried.value = true;
    const checked = validateWithSchema(schema, set());
    problems.value = checked.ok ? [] : checked.error.fields;
    if (!checked.ok) return;
    await router.replace({ query: set() });
  }

  async function clear(): Promise<void> {
    for (const name of names) values[name] = '';
    await show();
  }

  // The address is the truth: a filter applied, Back, or a link all land here.
  watch(
    () => route.query,
    async () => {
      fromAddress();
      await apply(set());
    },
    { immediate: true },
  );

  const errorOf = (name: string) => problems.value.find((p) => p.path === name)?.message ?? null;
  const csv = computed(() =>
    csvUrl(
      list,
      Object.fromEntries(
        Object.entries(route.query).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]),
      ),
    ),
  );

  /** One filter as a model, so a component given the filters binds a field without writing to its props. */
  const model = (name: string): WritableComputedRef<string> =>
    computed({
      get: () => values[name] ?? '',
      set: (value: string) => {
        values[name] = value;
      },
    });

  // One reactive object: a list component reads its problems and address as plain values.
  return reactive({ values, problems, tried, show, clear, errorOf, csv, model });
}

export type RecordFilters = ReturnType<typeof useRecordFilters>;
