import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { BranchListsView, BranchListUpdate } from '@shared/domain/branch-lists';
import type { EnvironmentName } from '@shared/domain/environments';
import type { HolidayImport, SettingsUpdate, SettingsView } from '@shared/domain/settings';
import { remitDesk } from '../bridge';
import type { Answer } from './ipc-failure';
import { failed, keepAnswer, safely } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * The admin's settings: every section with its problems and warnings, and the branch lists of an
 * environment. Each save answers the whole view again, so what the page shows is what main holds.
 */
export const useSettingsStore = defineStore('settings', () => {
  const view = ref<SettingsView | null>(null);
  const lists = ref<BranchListsView | null>(null);
  const error = ref<string | null>(null);
  const loading = ref(false);

  let listening = false;
  /** D50: a save made elsewhere (another window, the wizard's own steps) shows here at once. */
  function listen(): void {
    if (listening) return;
    listening = true;
    remitDesk().on('settingsChanged', (change) => {
      if (view.value) void load();
      if (change.kind === 'branch-list' && lists.value?.environment === change.environment) {
        void loadLists(change.environment);
      }
    });
  }

  async function load(): Promise<void> {
    listen();
    loading.value = true;
    const result = await safely(() => remitDesk().readSettings(), failed);
    loading.value = false;
    keepAnswer(result, view, error);
  }

  async function save(update: SettingsUpdate): Promise<Answer<'updateSettings'>> {
    const result = await safely(() => remitDesk().updateSettings(update), failed);
    if (result.ok) view.value = result.value;
    return result;
  }

  async function importHolidays(request: HolidayImport): Promise<Answer<'importHolidays'>> {
    const result = await safely(() => remitDesk().importHolidays(request), failed);
    if (result.ok) view.value = result.value;
    return result;
  }

  async function loadLists(environment: EnvironmentName): Promise<void> {
    listen();
    const result = await safely(() => remitDesk().readBranchLists({ environment }), failed);
    keepAnswer(result, lists, error);
  }

  async function saveList(update: BranchListUpdate): Promise<Answer<'saveBranchList'>> {
    const result = await safely(() => remitDesk().saveBranchList(update), failed);
    if (result.ok) lists.value = result.value;
    return result;
  }

  /** Signing out: nothing of the settings stays on the screen for the next operator. */
  function clear(): void {
    view.value = null;
    lists.value = null;
    error.value = null;
  }

  clearedWhenSessionEnds(clear);

  return { view, lists, error, loading, load, save, importHolidays, loadLists, saveList, clear };
});
