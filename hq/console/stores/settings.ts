import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  ListFileUploadQuery,
  PublishedSection,
  PublishedSettingsView,
  SettingsChangeRequest,
} from '../../console-api/settings';
import { call, queryOf, upload, type Answer } from '../api';

/**
 * D126: the settings head office publishes, for head-office admins: the bank's value of each
 * section and each branch's own, with their versions. Head office answers each change with the
 * whole view as it now stands.
 */
export const useSettingsStore = defineStore('settings', () => {
  const view = ref<PublishedSettingsView | null>(null);
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    const found = await call<PublishedSettingsView>('GET', '/settings');
    if (found.ok) view.value = found.value;
    error.value = found.ok ? null : found.error.message;
  }

  async function publish(change: SettingsChangeRequest): Promise<Answer<PublishedSettingsView>> {
    const answer = await call<PublishedSettingsView>('POST', '/settings', change);
    if (answer.ok) view.value = answer.value;
    return answer;
  }

  /** D139: a sanctions list file uploaded and published; the whole view back, as for a save. */
  async function publishFile(
    query: ListFileUploadQuery,
    file: Blob,
  ): Promise<Answer<PublishedSettingsView>> {
    const answer = await upload<PublishedSettingsView>(
      '/settings/list-file',
      queryOf({ ...query }),
      file,
    );
    if (answer.ok) view.value = answer.value;
    return answer;
  }

  /** What a section holds for the scope: the branch's own, else the bank's, else the start. */
  function valueOf(section: PublishedSection, branchCode: string | null): unknown {
    const v = view.value;
    if (!v) return null;
    const own = branchCode
      ? v.branches.find((b) => b.code === branchCode)?.own[section]
      : undefined;
    return own?.value ?? v.bank[section]?.value ?? v.starting[section];
  }

  return { view, error, load, publish, publishFile, valueOf };
});
