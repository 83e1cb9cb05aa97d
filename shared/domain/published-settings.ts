import { dateInTimeZone } from './calendar-date';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './countries';
import type { RtgsCalendar } from './rtgs-calendar';
import type { AppSettings, SettingsSection } from './settings';
import { BRANCH_LIST_NAMES, type BranchListName, type BranchLists } from './branch-lists';
import type { ListFormat, ListKey } from './screening';

/*
 * D126: the settings head office publishes to the branches' workstations. Each is one of the
 * workstation's own sections, checked with the same schema on both sides; an enrolled workstation
 * runs what head office published and its admin no longer edits those sections there.
 */

/** The settings sections head office sets, per bank with a branch's own value where one is set. */
export const PUBLISHED_SETTINGS_SECTIONS = [
  'bankIdentity',
  'rtgsCalendar',
  'limits',
  'controls',
  'screening',
] as const satisfies readonly SettingsSection[];
export type PublishedSettingsSection = (typeof PUBLISHED_SETTINGS_SECTIONS)[number];

/**
 * D135: the branch lists head office sets too, each a section of its own, published like the
 * settings sections. A list's value holds its entries for the bank's test and live services; the
 * built-in sandbox bank's lists stay the workstation's own (its invented accounts, D35).
 */
export const PUBLISHED_LIST_SECTIONS = BRANCH_LIST_NAMES;
export const PUBLISHED_LIST_ENVIRONMENTS = ['test', 'live'] as const;
export type PublishedListEnvironment = (typeof PUBLISHED_LIST_ENVIRONMENTS)[number];
/** A branch list as head office publishes it: its entries for each of the bank's services. */
export type PublishedList<L extends BranchListName> = Record<
  PublishedListEnvironment,
  BranchLists[L]
>;

/**
 * D139: the sanctions list files head office publishes (D78's lists), one section per list. A
 * section's value names a file head office keeps; the workstation downloads the file itself.
 */
export const PUBLISHED_SANCTIONS_SECTIONS = [
  'sanctionsUn',
  'sanctionsOfac',
  'sanctionsBank',
] as const;
export type PublishedSanctionsSection = (typeof PUBLISHED_SANCTIONS_SECTIONS)[number];
export const SANCTIONS_SECTION_OF: Readonly<Record<ListKey, PublishedSanctionsSection>> = {
  un: 'sanctionsUn',
  ofac: 'sanctionsOfac',
  bank: 'sanctionsBank',
};

/** D135: a sanctions list file as head office read and keeps it: which list, and its facts. */
export interface ListFileFacts {
  list: ListKey;
  format: ListFormat;
  fileName: string;
  /** The list's own date (YYYY-MM-DD): the file's, or the admin's for the CSV files. */
  listDate: string;
  sha256: string;
  size: number;
  entries: number;
}

/** D139: a sanctions list file as head office publishes it: what the workstation checks. */
export interface PublishedListFile extends ListFileFacts {
  /** The settings version that published this file: the list's head-office version. */
  version: number;
  /** The kept file's id at head office, to download it by. */
  fileId: number;
}

export const PUBLISHED_SECTIONS = [
  ...PUBLISHED_SETTINGS_SECTIONS,
  ...PUBLISHED_LIST_SECTIONS,
  ...PUBLISHED_SANCTIONS_SECTIONS,
] as const;
export type PublishedSection = (typeof PUBLISHED_SECTIONS)[number];

export function isPublishedListSection(section: unknown): section is BranchListName {
  return (PUBLISHED_LIST_SECTIONS as readonly unknown[]).includes(section);
}

/** Whether head office's lists are the ones of `environment` (the sandbox's never are). */
export function isPublishedListEnvironment(
  environment: string,
): environment is PublishedListEnvironment {
  return (PUBLISHED_LIST_ENVIRONMENTS as readonly string[]).includes(environment);
}

export function isPublishedSanctionsSection(
  section: unknown,
): section is PublishedSanctionsSection {
  return (PUBLISHED_SANCTIONS_SECTIONS as readonly unknown[]).includes(section);
}

export function isPublishedSection(section: unknown): section is PublishedSection {
  return (PUBLISHED_SECTIONS as readonly unknown[]).includes(section);
}

/** What one branch runs: each section head office has published, as the workstation stores it. */
export type PublishedSettings = { [S in PublishedSettingsSection]?: AppSettings[S] } & {
  [L in BranchListName]?: PublishedList<L>;
} & { [S in PublishedSanctionsSection]?: PublishedListFile };

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
  /**
   * D139: the sanctions list files head office publishes to the branch, as the signed answer
   * named them: what the workstation downloads, checks and imports.
   */
  listFiles?: PublishedListFile[];
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
  return calendarCoverGap(calendar, nowMs, countries, 0)?.countries ?? [];
}

/** What a calendar lacks: the first year with no public holiday, and the countries lacking it. */
export interface CalendarGap {
  year: string;
  countries: CountryCode[];
  /** The day the calendar must reach (today plus the days ahead), in the first country's zone. */
  reach: string;
  /** Whether only the days ahead ask for that year (today's own year is there). */
  ahead: boolean;
}

const DAY_MS = 86_400_000;

/**
 * D129: whether a calendar reaches far enough: every country given must have public holidays in
 * today's year and in the year of the day `daysAhead` days from now (each in its own zone), since
 * head office publishes a year's holidays at a time. The earliest year missing, with the
 * countries that lack it; null when none does.
 */
export function calendarCoverGap(
  calendar: RtgsCalendar,
  nowMs: number,
  countries: readonly CountryCode[],
  daysAhead: number,
): CalendarGap | null {
  const missing: { code: CountryCode; year: string; reach: string; ahead: boolean }[] = [];
  for (const code of COUNTRY_CODES) {
    if (!countries.includes(code)) continue;
    const zone = COUNTRIES[code].rtgsTimeZone;
    const reach = dateInTimeZone(nowMs + daysAhead * DAY_MS, zone);
    const years = [dateInTimeZone(nowMs, zone).slice(0, 4), reach.slice(0, 4)];
    const holidays = calendar[code]?.holidays ?? [];
    const year = years.find((y) => !holidays.some((holiday) => holiday.date.startsWith(y)));
    if (year) missing.push({ code, year, reach, ahead: year !== years[0] });
  }
  const first = missing.map((m) => m.year).sort()[0];
  if (first === undefined) return null;
  const lacking = missing.filter((m) => m.year === first);
  const { reach, ahead } = lacking[0]!;
  return { year: first, countries: lacking.map((m) => m.code), reach, ahead };
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
