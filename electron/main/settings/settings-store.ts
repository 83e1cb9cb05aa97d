import {
  DEFAULT_SETTINGS,
  SETTINGS_SECTIONS,
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
import { ref, wordedIn } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';
import { sectionProblem, storedProblem } from './stored-problems';
import { isRowSealError } from '../journal/row-seal-error';
import { stampedRates, type ExchangeRates } from '@shared/domain/charges';
import {
  PUBLISHED_SANCTIONS_SECTIONS,
  PUBLISHED_SECTIONS,
  PUBLISHED_SETTINGS_SECTIONS,
  type PublishedSettings,
  type PublishedState,
} from '@shared/domain/published-settings';
import { readPublishedState, PUBLISHED_STATE_KEY } from './published-state';
import { applyPublishedLists } from './published-lists';

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
  /** D126: the version of head office's settings this workstation runs, or null: its own. */
  published(): PublishedState | null;
  /**
   * D126: head office's settings, each section checked already, applied in one transaction and
   * audited with their version; the windows hear of each section as of an admin's save.
   */
  applyPublished(
    publication: { version: number; signedAt: string; sections: PublishedSettings },
    at: string,
  ): void;
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
  // The sections as last loaded, under the table's stamp: loaded again when the table may have
  // changed (this process's writes, or another program's, D68), not at every read of a send.
  let loaded: { stamp: string | null; review: SettingsReview } | null = null;

  function held(): SettingsReview {
    let stamp: string | null;
    try {
      stamp = journal.settings.verifiedStamp();
    } catch (error) {
      // A broken table: load() names the sections it stops, so the app still starts for admins.
      if (!isRowSealError(error)) throw error;
      stamp = null;
    }
    // Kept for every caller, so worded in English whatever language a caller words in (D93).
    if (stamp === null || loaded?.stamp !== stamp) loaded = { stamp, review: wordedIn('en', load) };
    return loaded.review;
  }

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
          problems.push({ section, message: error.message, text: error.found.finding });
          continue;
        }
        if (!(error instanceof UnreadableRow)) throw error;
        problems.push({ section, ...saying('send.readiness.unreadableSetting') });
        continue;
      }
      const checked = validateSettingsSection(section, value);
      if (checked.ok) settings[section] = checked.value;
      else
        problems.push({ section, ...storedProblem(() => validateSettingsSection(section, value)) });
    }
    return { settings: settings as unknown as AppSettings, problems, earlierShape };
  }

  return {
    current() {
      const review = held();
      if (review.problems.length === 0) return ok(review.settings);
      const problems = review.problems.map((p) =>
        sectionProblem(ref(`settings.section.${p.section}`), p),
      );
      return fail({
        code: 'invalid-settings',
        ...saying('send.readiness.settingsBroken', { problems }),
        problems: review.problems,
      });
    },

    review: held,

    update(section, value, operatorId) {
      const checked = validateSettingsSection(section, value);
      if (!checked.ok) return checked;
      const at = new Date(now()).toISOString();
      // D119: a rate carries who set it and when, as main saw them, never as a window said.
      const stored =
        section === 'rates'
          ? stampedRates(
              checked.value as ExchangeRates,
              held().settings.rates,
              at,
              operatorId ?? '',
            )
          : checked.value;
      journal.settings.set(section, stored, at, operatorId);
      loaded = null;
      // After the commit, so whoever hears of it reads the section as saved (D50).
      onChange({ kind: 'section', section });
      return ok(stored as AppSettings[typeof section]);
    },

    published: () => readPublishedState(journal.settings.getRaw(PUBLISHED_STATE_KEY)),

    applyPublished({ version, signedAt, sections }, at) {
      const state = publishedStateOf(version, signedAt, at, sections);
      const settingsPart = Object.fromEntries(
        PUBLISHED_SETTINGS_SECTIONS.filter((s) => sections[s] !== undefined).map((s) => [
          s,
          sections[s],
        ]),
      );
      // D135: the lists in the same transaction as the settings and the version they came with.
      const lists = journal.transaction(() => {
        const changed = applyPublishedLists(journal, sections, version, at);
        journal.settings.applyPublished(
          settingsPart,
          { key: PUBLISHED_STATE_KEY, value: state },
          at,
        );
        return changed;
      });
      loaded = null;
      for (const section of PUBLISHED_SETTINGS_SECTIONS)
        if (sections[section] !== undefined) onChange({ kind: 'section', section });
      for (const change of lists) onChange(change);
    },
  };
}

/** What the workstation keeps of a publication: its version and the sections head office sets. */
function publishedStateOf(
  version: number,
  signedAt: string,
  appliedAt: string,
  sections: PublishedSettings,
): PublishedState {
  const names = PUBLISHED_SECTIONS.filter((section) => sections[section] !== undefined);
  // D139: the list files are downloaded after this, at the same contact (list-file-sync.ts).
  const listFiles = PUBLISHED_SANCTIONS_SECTIONS.flatMap((s) => sections[s] ?? []);
  return {
    version,
    signedAt,
    appliedAt,
    sections: names,
    ...(listFiles.length > 0 ? { listFiles } : {}),
  };
}
