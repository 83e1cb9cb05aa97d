import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  JournalCheckView,
  JournalRestoreConfirmation,
  JournalRestoreView,
  JournalStatusView,
} from '@shared/domain/journal-check';
import type { JournalKeysExport } from '@shared/domain/key-escrow';
import { remitDesk } from '../bridge';
import { errorText } from '../i18n';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The admin's view of the journal's audit chain: the last finding, a check of every row, and the
 * confirmation that a journal ending before the keychain's head is a restored backup.
 */
export const useJournalStore = defineStore('journal', () => {
  const status = ref<JournalStatusView | null>(null);
  const result = ref<JournalCheckView | null>(null);
  const restored = ref<JournalRestoreView | null>(null);
  const error = ref<string | null>(null);
  const checking = ref(false);

  async function load(): Promise<void> {
    keepAnswer(await safely(() => remitDesk().journalStatus(), failed), status, error);
  }

  async function check(): Promise<void> {
    checking.value = true;
    result.value = null;
    error.value = null;
    const answer = await safely(() => remitDesk().checkJournal(), failed);
    checking.value = false;
    if (answer.ok) result.value = answer.value;
    else error.value = errorText(answer.error);
    await load();
  }

  /** Main checks every row again before it records the confirmation; the form shows a refusal. */
  async function confirmRestore(
    request: JournalRestoreConfirmation,
  ): Promise<Answer<'confirmJournalRestore'>> {
    const answer = await safely(() => remitDesk().confirmJournalRestore(request), failed);
    await load();
    // Set once the status says the journal is sound again, so the screen shows both at once.
    if (answer.ok) {
      result.value = null;
      restored.value = answer.value;
    }
    return answer;
  }

  /** D70: main seals the keys and writes the file the admin chooses; only its path comes back. */
  function exportKeys(request: JournalKeysExport): Promise<Answer<'exportJournalKeys'>> {
    return safely(() => remitDesk().exportJournalKeys(request), failed);
  }

  function clear(): void {
    status.value = null;
    result.value = null;
    restored.value = null;
    error.value = null;
    checking.value = false;
  }

  clearedWhenSessionEnds(clear);

  return {
    status,
    result,
    restored,
    error,
    checking,
    load,
    check,
    confirmRestore,
    exportKeys,
    clear,
  };
});
