import { text } from '../i18n/catalog';
import type { SourceAccountEntry } from './branch-lists';
import { addDays, dateInTimeZone } from './calendar-date';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './countries';
import { joinWords } from './join-words';
import { defaultCountryCalendar, type CountryCalendar } from './rtgs-window';

/** D6 per country: each of the six countries keeps its own hours and public holidays. */
export type RtgsCalendar = Record<CountryCode, CountryCalendar>;

export function defaultRtgsCalendar(): RtgsCalendar {
  return Object.fromEntries(
    COUNTRY_CODES.map((code) => [code, defaultCountryCalendar()]),
  ) as RtgsCalendar;
}

/** The days after today, in each country's own zone, that "the coming year" covers. */
export const COMING_YEAR_DAYS = 365;

export interface HolidayGap {
  countryCode: CountryCode;
  message: string;
}

/**
 * D52: the countries this workstation can send an RTGS to, whose calendars it needs. An RTGS
 * settles in its source account's country (D6), so they are the countries of the branch's source
 * accounts, in the usual order.
 */
export function rtgsCountriesOf(accounts: readonly SourceAccountEntry[]): CountryCode[] {
  return COUNTRY_CODES.filter((code) => accounts.some((account) => account.countryCode === code));
}

/**
 * The countries, of those given (every one unless told: D52 gives the ones an RTGS can go to),
 * with no public holiday entered for the coming year (today and the 365 days after, in the
 * country's own zone). Every one of the six has several public holidays a year, so an empty year
 * means nobody entered them, and the RTGS window would be reckoned open on days it is not.
 */
export function holidayGaps(
  calendar: RtgsCalendar,
  nowMs: number,
  countries: readonly CountryCode[] = COUNTRY_CODES,
): HolidayGap[] {
  const gaps: HolidayGap[] = [];
  for (const code of COUNTRY_CODES.filter((country) => countries.includes(country))) {
    const today = dateInTimeZone(nowMs, COUNTRIES[code].rtgsTimeZone);
    const last = addDays(today, COMING_YEAR_DAYS);
    const holidays = calendar[code]?.holidays ?? [];
    if (holidays.some((holiday) => holiday.date >= today && holiday.date <= last)) continue;
    gaps.push({
      countryCode: code,
      message: text('calendar.gap', { country: countryWithCode(code), today, last }),
    });
  }
  return gaps;
}

/** All the gaps in one sentence, for the app's status line: the countries named, names first. */
export function holidayGapsSummary(gaps: readonly HolidayGap[]): string | null {
  if (gaps.length === 0) return null;
  const countries = joinWords(gaps.map((gap) => countryWithCode(gap.countryCode)));
  return text('calendar.gapsSummary', { countries });
}

/** `Kenya (KE)`: names before codes. */
export function countryWithCode(code: CountryCode): string {
  return `${COUNTRIES[code].name} (${code})`;
}
