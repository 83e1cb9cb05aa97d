import { describe, expect, it } from 'vitest';
import {
  defaultRtgsCalendar,
  holidayGaps,
  holidayGapsSummary,
  rtgsCountriesOf,
} from '@shared/domain/rtgs-calendar';

/** Tuesday 24 November 2026, 11:00 in Nairobi. */
const NOW = Date.parse('2026-11-24T08:00:00Z');

describe('countries with no holidays entered for the coming year', () => {
  it('names every country while none has any', () => {
    const gaps = holidayGaps(defaultRtgsCalendar(), NOW);
    expect(gaps.map((gap) => gap.countryCode)).toEqual(['KE', 'UG', 'TZ', 'RW', 'SS', 'DRC']);
    expect(gaps[0]!.message).toBe(
      'No public holidays are entered for Kenya (KE) between 2026-11-24 and 2027-11-24: on a holiday, clerks would be told the RTGS window is open. Enter them in Settings, RTGS calendar.',
    );
  });

  it('is content with one holiday within the year, and not with past ones or ones beyond it', () => {
    const calendar = defaultRtgsCalendar();
    calendar.KE.holidays = [{ date: '2026-12-12', name: 'Jamhuri Day' }];
    calendar.UG.holidays = [{ date: '2026-10-09', name: 'Independence Day' }];
    calendar.TZ.holidays = [{ date: '2027-11-25', name: 'Too far ahead' }];
    calendar.RW.holidays = [{ date: '2027-11-24', name: 'The last day of the year ahead' }];
    const gaps = holidayGaps(calendar, NOW).map((gap) => gap.countryCode);
    expect(gaps).toEqual(['UG', 'TZ', 'SS', 'DRC']);
  });

  it("counts the day in each country's own zone", () => {
    // 22:30 UTC on 23 November: already the 24th in Nairobi, still the 23rd in Kinshasa (UTC+1).
    const late = Date.parse('2026-11-23T22:30:00Z');
    const calendar = defaultRtgsCalendar();
    calendar.KE.holidays = [{ date: '2026-11-23', name: 'Yesterday in Nairobi' }];
    calendar.DRC.holidays = [{ date: '2026-11-23', name: 'Today in Kinshasa' }];
    const gaps = holidayGaps(calendar, late).map((gap) => gap.countryCode);
    expect(gaps).toContain('KE');
    expect(gaps).not.toContain('DRC');
  });

  it('sums the gaps up in one sentence for the status line, and says nothing when there are none', () => {
    const calendar = defaultRtgsCalendar();
    for (const code of ['KE', 'UG', 'TZ', 'RW'] as const) {
      calendar[code].holidays = [{ date: '2027-01-01', name: "New Year's Day" }];
    }
    expect(holidayGapsSummary(holidayGaps(calendar, NOW))).toBe(
      'No public holidays are entered for the coming year for South Sudan (SS) and DRC (DRC). Until they are, clerks are told the RTGS window is open on those days. Enter them in Settings, RTGS calendar.',
    );
    calendar.SS.holidays = calendar.KE.holidays;
    calendar.DRC.holidays = calendar.KE.holidays;
    expect(holidayGapsSummary(holidayGaps(calendar, NOW))).toBeNull();
  });

  it('asks only for the countries an RTGS can go to: those of the branch’s source accounts (D52)', () => {
    const countries = rtgsCountriesOf([
      { countryCode: 'UG', accountNumber: '3100456789012', holderName: 'Grace', currency: 'UGX' },
      { countryCode: 'KE', accountNumber: '0011547896523', holderName: 'Jane', currency: 'KES' },
      { countryCode: 'KE', accountNumber: '0011547896531', holderName: 'Peter', currency: 'KES' },
    ]);
    expect(countries).toEqual(['KE', 'UG']);
    const calendar = defaultRtgsCalendar();
    calendar.KE.holidays = [{ date: '2026-12-12', name: 'Jamhuri Day' }];
    expect(holidayGaps(calendar, NOW, countries).map((gap) => gap.countryCode)).toEqual(['UG']);
    expect(holidayGaps(calendar, NOW, [])).toEqual([]);
  });
});
