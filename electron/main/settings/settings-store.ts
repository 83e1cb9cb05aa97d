import {
  DEFAULT_SETTINGS,
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_LABELS,
  type AppSettings,
  type SettingsSection,
} from '../../../shared/domain/settings';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import { validateSettingsSection } from '../../../shared/schemas/settings-schemas';
import type { InvalidInput } from '../../../shared/schemas/validate';
import type { Journal } from '../journal/journal';

export interface SettingsProblem {
  section: SettingsSection;
  message: string;
}

export type SettingsError = AppError<'invalid-settings'> & { problems: SettingsProblem[] };

export interface SettingsStore {
  /** The settings to work with, or why not: a stored value that fails its check stops the work. */
  current(): Result<AppSettings, SettingsError>;
  /** Every section as stored (defaults where unset), with the problems, for the admin's screen. */
  review(): { settings: AppSettings; problems: SettingsProblem[] };
  update<S extends SettingsSection>(
    section: S,
    value: unknown,
    operatorId: string | null,
  ): Result<AppSettings[S], InvalidInput>;
}

/**
 * Settings live in the journal's `settings` table, one row per section, and are checked every time
 * they are loaded: the file can be edited or restored behind the app's back, and a wrong limit or
 * address must stop sending with a message, never be used, and never be silently replaced.
 */
export function createSettingsStore(journal: Journal, now: () => number): SettingsStore {
  let loaded: { settings: AppSettings; problems: SettingsProblem[] } | null = null;

  function load() {
    const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    const problems: SettingsProblem[] = [];
    for (const section of SETTINGS_SECTIONS) {
      const raw = journal.settings.getRaw(section);
      if (raw === undefined) continue;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        problems.push({ section, message: 'The stored value is not readable.' });
        continue;
      }
      const checked = validateSettingsSection(section, value);
      if (checked.ok) settings[section] = checked.value;
      else problems.push({ section, message: checked.error.message });
    }
    return { settings: settings as unknown as AppSettings, problems };
  }

  return {
    current() {
      loaded ??= load();
      if (loaded.problems.length === 0) return ok(loaded.settings);
      const names = loaded.problems.map(
        (p) => `${SETTINGS_SECTION_LABELS[p.section]}: ${p.message}`,
      );
      return fail({
        code: 'invalid-settings',
        message: `Remit Desk will not send until an admin corrects its settings. ${names.join(' ')}`,
        problems: loaded.problems,
      });
    },

    review() {
      loaded ??= load();
      return loaded;
    },

    update(section, value, operatorId) {
      const checked = validateSettingsSection(section, value);
      if (!checked.ok) return checked;
      const at = new Date(now()).toISOString();
      journal.settings.set(section, checked.value, at, operatorId);
      loaded = null;
      return checked;
    },
  };
}
