import type { BranchListsView, BranchListUpdate } from '../domain/branch-lists';
import type { EnvironmentName } from '../domain/environments';
import type { HolidayImport, SettingsUpdate, SettingsView } from '../domain/settings';
import type { SettingsChange } from '../domain/settings-change';
import { event, op } from './define';

/*
 * Admin settings: every section but the environment (switched with the bank connection), the
 * branch lists of an environment, and a country's holidays imported from a file the page read.
 */
export const settingsOperations = {
  readSettings: op<void, SettingsView>()('settings:read', 'admin'),
  updateSettings: op<SettingsUpdate, SettingsView>()('settings:update', 'admin'),
  importHolidays: op<HolidayImport, SettingsView, 'invalid-file'>()(
    'settings:import-holidays',
    'admin',
  ),
  readBranchLists: op<{ environment: EnvironmentName }, BranchListsView>()(
    'branch-lists:read',
    'admin',
  ),
  saveBranchList: op<BranchListUpdate, BranchListsView>()('branch-lists:save', 'admin'),
};

export const settingsEvents = {
  /**
   * D50: an admin saved a settings section or a branch list. Only a signed-in window hears it,
   * and it names what changed, never a value: the window reloads what it holds.
   */
  settingsChanged: event<SettingsChange>()('settings:changed'),
};
