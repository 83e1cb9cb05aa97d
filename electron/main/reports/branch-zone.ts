import { addDays, zonedTimeToEpochMs } from '../../../shared/domain/calendar-date';

/**
 * The workstation's own zone (the OS's, through Intl): what "a day" means until an admin names the
 * branch's country in the workstation section, whose zone the composition root uses then (D32).
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
