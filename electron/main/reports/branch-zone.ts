import { addDays, zonedTimeToEpochMs } from '../../../shared/domain/calendar-date';

/**
 * The branch's time zone: the one "a day" of the receipt log and the end-of-day report means.
 * No setting names it yet, so the workstation's own zone (the OS's, through Intl) stands in; the
 * composition root takes a function, so a branch-country setting can replace this in one place.
 */
export function workstationTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

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
