import {
  DEFAULT_SETTINGS,
  SETTINGS_SECTIONS,
  SETTINGS_SECTION_LABELS,
  type AppSettings,
  type SettingsProblem,
  type SettingsSection,
} from '@shared/domain/settings';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { validateSettingsSection } from '@shared/schemas/settings-schemas';
import type { InvalidInput } from '@shared/schemas/validate';
import type { SettingsChange } from '@shared/domain/settings-change';
import type { Journal } from '../journal/journal';
import { isEarlierShape, readEarlierSection } from './earlier-settings';
import { text } from '@shared/i18n/catalog';
import { isRowSealError } from '../journal/row-seal';

export type { SettingsProblem } from '@shared/domain/settings';

export type SettingsError = AppError<'invalid-settings'> & { problems: SettingsProblem[] };

export interface SettingsReview {
  settings: AppSettings;
  problems: SettingsProblem[];
  /** Sections read from an earlier version's rows, until an admin saves them in today's shape. */
  earlierShape: SettingsSection[];
}

export interface SettingsStore {
  /** The settings to work with, or why not: a stored value that fails its check stops the work. */
  current(): Result<AppSettings, SettingsError>;
  /** Every section as stored (defaults where unset), with the problems, for the admin's screen. */
  review(): SettingsReview;
  update<S extends SettingsSection>(
    section: S,
    value: unknown,
    operatorId: string | null,
  ): Result<AppSettings[S], InvalidInput>;
}

class UnreadableRow extends Error {}

/**
 * Settings live in the journal's `settings` table, one row per section, and are checked every time
 * they are loaded: the file can be edited or restored behind the app's back, and a wrong limit or
 * address must stop sending with a message, never be used, and never be silently replaced. Rows an
 * earlier version wrote are read in today's shape (earlier-settings.ts) and checked the same way.
 * `onChange` hears of every section saved, for the windows that hold rules read from it (D50).
 */
export function createSettingsStore(
  journal: Journal,
  now: () => number,
  onChange: (change: SettingsChange) => void = () => undefined,
): SettingsStore {
  let loaded: SettingsReview | null = null;

  function read(key: string): { value: unknown } | undefined {
    const raw = journal.settings.getRaw(key);
    if (raw === undefined) return undefined;
    try {
      return { value: JSON.parse(raw) as unknown };
    } catch {
      throw new UnreadableRow(key);
    }
  }

  function load(): SettingsReview {
    const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    const problems: SettingsProblem[] = [];
    const earlierShape: SettingsSection[] = [];
    for (const section of SETTINGS_SECTIONS) {
      let value: unknown;
      try {
        const own = read(section);
        if (own !== undefined && !isEarlierShape(section, own.value)) {
          value = own.value;
        } else {
          value = readEarlierSection(section, read);
          if (value === undefined) continue;
          earlierShape.push(section);
        }
      } catch (error) {
        // A row without its seal (D68) stopped the journal already; here it is a section that
        // is not used, named, like one that cannot be read, so the app still starts for admins.
        if (isRowSealError(error)) {
          problems.push({ section, message: error.message });
          continue;
        }
        if (!(error instanceof UnreadableRow)) throw error;
        problems.push({ section, message: text('send.readiness.unreadableSetting') });
        continue;
      }
      const checked = validateSettingsSection(section, value);
      if (checked.ok) settings[section] = checked.value;
      else problems.push({ section, message: checked.error.message });
    }
    return { settings: settings as unknown as AppSettings, problems, earlierShape };
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
        message: text('send.readiness.settingsBroken', { problems: names.join(' ') }),
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
      // After the commit, so whoever hears of it reads the section as saved (D50).
      onChange({ kind: 'section', section });
      return checked;
    },
  };
}
