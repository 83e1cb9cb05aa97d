import { addDays, zonedTimeToEpochMs } from '@shared/domain/calendar-date';
import { COUNTRIES, type CountryCode } from '@shared/domain/countries';
import type { EnvironmentName } from '@shared/domain/environments';
import type { AppSettings } from '@shared/domain/settings';
import { workstationTimeZone } from '@shared/domain/zoned-time';
import type { Journal } from '../journal/journal';
import type { LogFilter } from '../journal/log-queries';

/** The sandbox needs no branch country: its day is reckoned in Nairobi, where most of its accounts are. */
const SANDBOX_BRANCH_COUNTRY: CountryCode = 'KE';

/** The branch's country as the workstation section names it; null until an admin does. */
export function branchCountryOf(
  settings: Pick<AppSettings, 'workstation'>,
  environment: EnvironmentName,
): CountryCode | null {
  return (
    settings.workstation.countryCode ?? (environment === 'sandbox' ? SANDBOX_BRANCH_COUNTRY : null)
  );
}

/**
 * D32: the branch's day is the day of the branch's country once the workstation section names
 * it, so the log, the end of day and the IMT daily total agree; until then the OS's zone.
 */
export function branchTimeZoneOf(settings: AppSettings, environment: EnvironmentName): string {
  const country = branchCountryOf(settings, environment);
  return country === null ? workstationTimeZone() : COUNTRIES[country].rtgsTimeZone;
}

// Lives with the zoned times in shared/domain, so that operators/ (a lockout's end) can name it
// without reaching into reports/; re-exported for the reports and the composition root.
export { workstationTimeZone };

/** A calendar day in a zone as the instants [start, end) the journal's created_at is compared to. */
export function dayBounds(
  first: string,
  last: string,
  timeZone: string,
): { fromInstant: string; toInstant: string } {
  return {
    fromInstant: new Date(zonedTimeToEpochMs(first, 0, timeZone)).toISOString(),
    toInstant: new Date(zonedTimeToEpochMs(addDays(last, 1), 0, timeZone)).toISOString(),
  };
}

/** What a report over the journal's days reads: the journal, the branch's zone, the clock. */
export interface JournalReportOptions {
  journal: Journal;
  /** The branch's IANA time zone, which the days asked for are read in. */
  timeZone: () => string;
  now: () => number;
}

/**
 * A list's days, either end of them open, as the instants its rows are compared to: from the
 * start of the first day, up to the end of the last, in the branch's zone.
 */
export function daysFilter(
  days: { from?: string; to?: string },
  timeZone: string,
): { fromInstant?: string; toInstant?: string } {
  return {
    ...(days.from !== undefined && {
      fromInstant: dayBounds(days.from, days.from, timeZone).fromInstant,
    }),
    ...(days.to !== undefined && { toInstant: dayBounds(days.to, days.to, timeZone).toInstant }),
  };
}

/**
 * D113: a list's business days as the journal's filter: the instants its transfers were made
 * between, and, where a closing moved transfers past the calendar's day, the days themselves.
 * A day closed before its end passed what came after on to the next day: the first day then
 * starts at the closing of the day before, and the last day leaves out what came after its own.
 */
export function businessDaysFilter(
  days: { from?: string; to?: string },
  timeZone: string,
  journal: Pick<Journal, 'days'>,
): Pick<LogFilter, 'fromInstant' | 'toInstant' | 'fromDay' | 'dayFromInstant' | 'toDay'> {
  const filter: ReturnType<typeof businessDaysFilter> = daysFilter(days, timeZone);
  if (days.from !== undefined) {
    const bounds = journal.days.bounds(days.from, dayBounds(days.from, days.from, timeZone));
    if (bounds.readFrom < bounds.fromInstant) {
      filter.fromInstant = bounds.readFrom;
      filter.fromDay = days.from;
      filter.dayFromInstant = bounds.fromInstant;
    }
  }
  if (days.to !== undefined && journal.days.closing(days.to)) filter.toDay = days.to;
  return filter;
}
