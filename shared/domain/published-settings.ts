import { dateInTimeZone } from './calendar-date';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './countries';
import type { RtgsCalendar } from './rtgs-calendar';
import type { AppSettings, SettingsSection } from './settings';

/*
 * D126: the settings head office publishes to the branches' workstations. Each is one of the
 * workstation's own sections, checked with the same schema on both sides; an enrolled workstation
 * runs what head office published and its admin no longer edits those sections there.
 */

/** The sections head office sets, per bank with a branch's own value where one is set. */
export const PUBLISHED_SECTIONS = [
  'bankIdentity',
  'rtgsCalendar',
  'limits',
  'controls',
  'screening',
] as const satisfies readonly SettingsSection[];
export type PublishedSection = (typeof PUBLISHED_SECTIONS)[number];

export function isPublishedSection(section: unknown): section is PublishedSection {
  return (PUBLISHED_SECTIONS as readonly unknown[]).includes(section);
}

/** What one branch runs: each section head office has published, as the workstation stores it. */
export type PublishedSettings = { [S in PublishedSection]?: AppSettings[S] };

/** What the workstation keeps of the publication it runs (in its sealed settings table). */
export interface PublishedState {
  /** Head office's version of the branch's settings. */
  version: number;
  /** Head office's clock when it signed the answer that brought this version. */
  signedAt: string;
  /** The workstation's clock when it applied it. */
  appliedAt: string;
  /** The sections head office sets here: read-only on the workstation's settings screens. */
  sections: PublishedSection[];
}

/**
 * D126: the countries, of those given, whose RTGS calendar has no public holiday in today's year
 * (in the country's own zone). Head office publishes each year's holidays, and a calendar that
 * does not reach today's year is out of date: the RTGS window would be reckoned open on holidays.
 */
export function calendarYearGaps(
  calendar: RtgsCalendar,
  nowMs: number,
  countries: readonly CountryCode[],
): CountryCode[] {
  return COUNTRY_CODES.filter((code) => {
    if (!countries.includes(code)) return false;
    const year = dateInTimeZone(nowMs, COUNTRIES[code].rtgsTimeZone).slice(0, 4);
    return !(calendar[code]?.holidays ?? []).some((holiday) => holiday.date.startsWith(year));
  });
}

/**
 * A branch's settings as head office keeps them: each section the branch's own value where one is
 * set, else the bank's, else none (the workstation keeps its own).
 */
export function effectiveSettings(
  bank: Partial<Record<PublishedSection, unknown>>,
  branch: Partial<Record<PublishedSection, unknown>>,
): Partial<Record<PublishedSection, unknown>> {
  const out: Partial<Record<PublishedSection, unknown>> = {};
  for (const section of PUBLISHED_SECTIONS) {
    const value = branch[section] ?? bank[section];
    if (value !== undefined) out[section] = value;
  }
  return out;
}
