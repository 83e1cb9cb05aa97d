import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  dateInTimeZone,
  isCalendarDate,
  weekdayOf,
  zonedParts,
  zonedTimeToEpochMs,
  zonedWallClock,
} from '@shared/domain/calendar-date';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An oracle independent of the module: does Date keep y/m/d as given? */
function dateKeeps(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

describe('calendar dates', () => {
  it.each(['2028-02-29', '2000-02-29', '2026-11-23', '2026-12-31', '2026-01-01', '0001-01-01'])(
    'accepts %s',
    (date) => expect(isCalendarDate(date)).toBe(true),
  );

  it.each([
    '2026-02-29',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-01',
    '26-11-23',
    ' 2026-11-23',
    '2026-11-23T00:00',
    '2026/11/23',
    '２０２６-11-23',
  ])('refuses %j', (date) => expect(isCalendarDate(date)).toBe(false));

  it('refuses what is not a string', () => {
    expect(isCalendarDate(20261123)).toBe(false);
    expect(isCalendarDate(new Date())).toBe(false);
  });

  it('agrees with the Gregorian calendar for every year, month and day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
          const real = month >= 1 && month <= 12 && day >= 1 && dateKeeps(year, month, day);
          expect(isCalendarDate(text)).toBe(real);
        },
      ),
    );
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('knows the weekday', () => {
    expect(weekdayOf('2026-11-23')).toBe(1); // Monday
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('1970-01-01')).toBe(4); // Thursday
    expect(weekdayOf('1969-12-31')).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (offset) => {
        const date = addDays('2026-01-01', offset);
        expect(addDays(addDays(date, 9), -9)).toBe(date);
        expect(weekdayOf(addDays(date, 7))).toBe(weekdayOf(date));
        expect(weekdayOf(date)).toBe(new Date(`${date}T12:00:00Z`).getUTCDay());
      }),
    );
  });
});

describe('dates and times in a time zone', () => {
  // 21:30 UTC on Sunday 22 November is already Monday in Nairobi (UTC+3), not yet in Kinshasa.
  const lateSunday = Date.UTC(2026, 10, 22, 21, 30);

  it("gives today's date in the zone, not the machine's", () => {
    expect(dateInTimeZone(lateSunday, 'Africa/Nairobi')).toBe('2026-11-23');
    expect(dateInTimeZone(lateSunday, 'Africa/Kinshasa')).toBe('2026-11-22');
    expect(dateInTimeZone(lateSunday, 'UTC')).toBe('2026-11-22');
    expect(dateInTimeZone(Date.UTC(2026, 11, 31, 11), 'Pacific/Kiritimati')).toBe('2027-01-01');
  });

  it('reads the wall clock, midnight as hour 0', () => {
    expect(zonedParts(lateSunday, 'Africa/Nairobi')).toEqual({
      date: '2026-11-23',
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('matches UTC for the UTC zone at every instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(dateInTimeZone(ms, 'UTC')).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
    );
  });

  it('finds the instant of a wall-clock hour, also in zones that change their clocks', () => {
    expect(zonedTimeToEpochMs('2026-11-23', 9, 'Africa/Nairobi')).toBe(Date.UTC(2026, 10, 23, 6));
    expect(zonedTimeToEpochMs('2026-07-01', 9, 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 8));
    // The day clocks go forward: 04:00 exists (EDT), and 02:00 falls in the gap, so 03:00 EDT.
    expect(zonedTimeToEpochMs('2029-03-11', 4, 'America/New_York')).toBe(Date.UTC(2029, 2, 11, 8));
    expect(zonedTimeToEpochMs('2029-03-11', 2, 'America/New_York')).toBe(Date.UTC(2029, 2, 11, 7));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 4, max: 23 }),
        fc.constantFrom('Africa/Nairobi', 'Africa/Kinshasa', 'Europe/London', 'America/New_York'),
        (offset, hour, zone) => {
          const date = addDays('2026-01-01', offset);
          const instant = zonedTimeToEpochMs(date, hour, zone);
          expect(zonedParts(instant, zone)).toEqual({ date, hour, minute: 0, second: 0 });
        },
      ),
    );
  });

  it('finds the instant of a wall-clock minute, as a bank cut-off such as 14:30 needs', () => {
    expect(zonedTimeToEpochMs('2026-11-23', 14, 'Africa/Nairobi', 30)).toBe(
      Date.UTC(2026, 10, 23, 11, 30),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 4, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom('Africa/Nairobi', 'Africa/Kinshasa', 'Europe/London'),
        (offset, hour, minute, zone) => {
          const date = addDays('2026-01-01', offset);
          const instant = zonedTimeToEpochMs(date, hour, zone, minute);
          expect(zonedParts(instant, zone)).toEqual({ date, hour, minute, second: 0 });
        },
      ),
    );
  });

  it('refuses an unknown zone loudly', () => {
    expect(() => dateInTimeZone(0, 'Africa/Atlantis')).toThrow(RangeError);
  });
});

describe('zonedWallClock', () => {
  /** The oracle: Intl asked for each instant on its own. */
  const exact = (epochMs: number, timeZone: string) => {
    const { date, hour, minute, second } = zonedParts(epochMs, timeZone);
    return `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
  };

  it('gives the wall clock Intl gives, across clock changes and in zones of odd offsets', () => {
    // Nairobi (no change), London and New York (an hour, at different UTC hours), St John's
    // (half-hour offset), Lord Howe (a half-hour change), Kathmandu (+5:45), Chatham (+12:45/13:45).
    const zones = [
      'Africa/Nairobi',
      'Europe/London',
      'America/New_York',
      'America/St_Johns',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2031, 0, 1) }), {
          minLength: 1,
          maxLength: 40,
        }),
        (zone, instants) => {
          const clock = zonedWallClock(zone);
          for (const at of instants) expect(clock(at)).toBe(exact(at, zone));
        },
      ),
    );
  });

  it('is right on every minute around a change, within the hour it happens in', () => {
    for (const [zone, utc] of [
      ['Europe/London', Date.UTC(2026, 2, 29, 0)], // 01:00 GMT becomes 02:00 BST
      ['Europe/London', Date.UTC(2026, 9, 25, 0)], // 02:00 BST becomes 01:00 GMT
      ['America/St_Johns', Date.UTC(2026, 2, 8, 5)], // at 05:30 UTC
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 14)], // half an hour back at 15:00 UTC
    ] as const) {
      const clock = zonedWallClock(zone);
      for (let minute = -90; minute <= 150; minute += 1) {
        const at = utc + minute * 60_000 + 59_999;
        expect(clock(at), `${zone} ${new Date(at).toISOString()}`).toBe(exact(at, zone));
      }
    }
  });
});
