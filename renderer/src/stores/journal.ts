import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { JournalCheckView, JournalStatusView } from '../../../shared/domain/journal-check';
import { remitDesk } from '../bridge';
import { failed, safely } from './ipc-failure';

/** The admin's view of the journal's audit chain: the last finding, and a check of every row. */
export const useJournalStore = defineStore('journal', () => {
  const status = ref<JournalStatusView | null>(null);
  const result = ref<JournalCheckView | null>(null);
  const error = ref<string | null>(null);
  const checking = ref(false);

  async function load(): Promise<void> {
    const answer = await safely(() => remitDesk().journalStatus(), failed);
    if (answer.ok) {
      status.value = answer.value;
      error.value = null;
    } else {
      error.value = answer.error.message;
    }
  }

  async function check(): Promise<void> {
    checking.value = true;
    result.value = null;
    error.value = null;
    const answer = await safely(() => remitDesk().checkJournal(), failed);
    checking.value = false;
    if (answer.ok) result.value = answer.value;
    else error.value = answer.error.message;
    await load();
  }

  function clear(): void {
    status.value = null;
    result.value = null;
    error.value = null;
    checking.value = false;
  }

  return { status, result, error, checking, load, check, clear };
});
