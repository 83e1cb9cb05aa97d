import { describe, expect, it } from 'vitest';
import {
  calendarCoverGap,
  calendarYearGaps,
  effectiveSettings,
  isPublishedSection,
} from '@shared/domain/published-settings';
import { defaultRtgsCalendar } from '@shared/domain/rtgs-calendar';

/* D126: what head office publishes, and when its calendar is out of date for today's year. */

describe('published settings', () => {
  it('finds the countries whose calendar has no holiday in today’s year, in their zone', () => {
    const calendar = defaultRtgsCalendar();
    calendar.KE = { ...calendar.KE, holidays: [{ date: '2026-12-25', name: 'Christmas Day' }] };
    calendar.UG = { ...calendar.UG, holidays: [{ date: '2025-12-25', name: 'Christmas Day' }] };
    const midYear = Date.parse('2026-06-01T08:00:00Z');
    expect(calendarYearGaps(calendar, midYear, ['KE', 'UG'])).toEqual(['UG']);
    // Only the countries asked about: a branch sends RTGS from its own accounts' countries.
    expect(calendarYearGaps(calendar, midYear, ['KE'])).toEqual([]);
    // 22:30 UTC on 31 December is already the new year in Nairobi: 2026's holidays no longer do.
    expect(calendarYearGaps(calendar, Date.parse('2026-12-31T22:30:00Z'), ['KE'])).toEqual(['KE']);
  });

  it('D129: asks for the year of a day some days ahead as well, the earliest year missing first', () => {
    const calendar = defaultRtgsCalendar();
    calendar.KE = { ...calendar.KE, holidays: [{ date: '2026-12-25', name: 'Christmas Day' }] };
    calendar.UG = { ...calendar.UG, holidays: [{ date: '2026-12-25', name: 'Christmas Day' }] };
    const december = Date.parse('2026-12-10T08:00:00Z');
    expect(calendarCoverGap(calendar, december, ['KE', 'UG'], 0)).toBeNull();
    expect(calendarCoverGap(calendar, december, ['KE', 'UG'], 15)).toBeNull();
    expect(calendarCoverGap(calendar, december, ['KE', 'UG'], 30)).toEqual({
      year: '2027',
      countries: ['KE', 'UG'],
      reach: '2027-01-09',
      ahead: true,
    });
    calendar.KE = {
      ...calendar.KE,
      holidays: [...calendar.KE.holidays, { date: '2027-01-01', name: "New Year's Day" }],
    };
    expect(calendarCoverGap(calendar, december, ['KE', 'UG'], 30)?.countries).toEqual(['UG']);
    // Today's own year missing comes first, and is not a matter of the days ahead.
    expect(calendarCoverGap(calendar, Date.parse('2028-03-01T08:00:00Z'), ['KE'], 30)).toEqual({
      year: '2028',
      countries: ['KE'],
      reach: '2028-03-31',
      ahead: false,
    });
  });

  it("takes a branch's own value over the bank's, section by section", () => {
    const bank = { screening: { threshold: 0.9, maxListAgeDays: 7 }, limits: 'bank' };
    const branch = { screening: { threshold: 0.8, maxListAgeDays: 3 } };
    expect(effectiveSettings(bank, branch)).toEqual({
      limits: 'bank',
      screening: branch.screening,
    });
    expect(isPublishedSection('network')).toBe(false);
    expect(isPublishedSection('rtgsCalendar')).toBe(true);
  });
});
