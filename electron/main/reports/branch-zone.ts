import { addDays, zonedTimeToEpochMs } from '../../../shared/domain/calendar-date';

// Lives with the zoned times in shared/domain, so that operators/ (a lockout's end) can name it
// without reaching into reports/; re-exported for the reports and the composition root.
export { workstationTimeZone } from '../../../shared/domain/zoned-time';

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
