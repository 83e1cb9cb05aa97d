import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { PurposesView } from '@shared/domain/purposes-view';
import { remitDesk } from '../bridge';
import { failed, keepAnswer, safely } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The RTGS payment purposes. Main serves the service's list, or its cached copy with a notice
 * when the service cannot be reached; a failed refresh keeps the list the clerk already has.
 */
export const usePurposesStore = defineStore('purposes', () => {
  const view = ref<PurposesView | null>(null);
  const error = ref<string | null>(null);
  const loading = ref(false);

  const codes = computed(() => view.value?.purposes.map((purpose) => purpose.code) ?? []);

  async function fetch(operation: 'listPurposes' | 'refreshPurposes'): Promise<void> {
    loading.value = true;
    const result = await safely(() => remitDesk()[operation](), failed);
    loading.value = false;
    keepAnswer(result, view, error);
  }

  async function load(force = false): Promise<void> {
    if (view.value && !force) return;
    await fetch('listPurposes');
  }

  async function refresh(): Promise<void> {
    await fetch('refreshPurposes');
  }

  /** `Cash deposit`, for the review and the receipt; the code itself when it is not listed. */
  function nameOf(code: string): string | null {
    return view.value?.purposes.find((purpose) => purpose.code === code)?.value ?? null;
  }

  function clear(): void {
    view.value = null;
    error.value = null;
  }

  clearedWhenSessionEnds(clear);

  return { view, error, loading, codes, load, refresh, nameOf, clear };
});
