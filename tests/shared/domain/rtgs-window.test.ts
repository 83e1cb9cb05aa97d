import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CountryCode } from '@shared/domain/countries';
import { COUNTRY_CODES } from '@shared/domain/countries';
import type { CountryCalendar, RtgsWindowStatus } from '@shared/domain/rtgs-window';
import { calendarProblems, rtgsWindow } from '@shared/domain/rtgs-window';

/**
 * Oracle independent of Intl: these zones keep one UTC offset all year (South Sudan moved to
 * UTC+2 in 2021), so local time is plain arithmetic for the dates tested.
 */
const OFFSET_HOURS: Record<CountryCode, number> = { KE: 3, UG: 3, TZ: 3, RW: 2, SS: 2, DRC: 1 };

function local(country: CountryCode, ms: number) {
  const shifted = new Date(ms + OFFSET_HOURS[country] * 3_600_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** The instant of `date` at `hour`:00 in the country, by the oracle. */
function at(country: CountryCode, date: string, hour: number, minute = 0, second = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, hour, minute, second) - OFFSET_HOURS[country] * 3_600_000;
}

const hhmm = (hour: number, minute = 0) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** A country's calendar from hours and dates, as the tests write them. */
function calendar(
  options: { opens?: string; cutOff?: string; holidays?: readonly string[] } = {},
): CountryCalendar {
  return {
    opensAt: options.opens ?? '09:00',
    cutOff: options.cutOff ?? '15:00',
    holidays: (options.holidays ?? []).map((date) => ({ date, name: 'Public holiday' })),
  };
}

function status(
  country: CountryCode,
  now: number,
  settings: CountryCalendar = calendar(),
): RtgsWindowStatus {
  const result = rtgsWindow(country, now, settings);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function nextOpenOf(s: RtgsWindowStatus) {
  if (s.open) throw new Error('expected the window to be closed');
  return s.nextOpen;
}

describe('RTGS window (D6)', () => {
  // 2026-11-23 is a Monday.
  it('is open on a weekday between 09:00 and 15:00 in Nairobi, and says when it closes', () => {
    const s = status('KE', at('KE', '2026-11-23', 10, 30));
    expect(s).toMatchObject({
      open: true,
      closesAt: { localDate: '2026-11-23', localTime: '15:00', at: '2026-11-23T12:00:00.000Z' },
    });
  });

  it('before opening, points to 09:00 the same day', () => {
    const next = nextOpenOf(status('KE', at('KE', '2026-11-23', 8, 59, 59)));
    expect(next).toMatchObject({
      at: '2026-11-23T06:00:00.000Z',
      localDate: '2026-11-23',
      localTime: '09:00',
      weekday: 'Monday',
      timeZone: 'Africa/Nairobi',
      text: 'Monday 2026-11-23 at 09:00 EAT',
    });
    expect(status('KE', at('KE', '2026-11-23', 9)).open).toBe(true);
  });

  it('closes at 15:00 sharp: the next window is the next day', () => {
    expect(status('KE', at('KE', '2026-11-23', 14, 59, 59)).open).toBe(true);
    expect(nextOpenOf(status('KE', at('KE', '2026-11-23', 15))).localDate).toBe('2026-11-24');
  });

  it('after close on Friday and all weekend, points to Monday 09:00', () => {
    for (const now of [
      at('KE', '2026-11-27', 16),
      at('KE', '2026-11-28', 12),
      at('KE', '2026-11-29', 23, 59),
    ]) {
      expect(nextOpenOf(status('KE', now))).toMatchObject({
        localDate: '2026-11-30',
        localTime: '09:00',
        weekday: 'Monday',
      });
    }
  });

  it('skips bank holidays, several in a row and across a weekend', () => {
    const holidays = ['2026-12-25', '2026-12-28', '2026-12-29'];
    const next = nextOpenOf(status('KE', at('KE', '2026-12-24', 15, 30), calendar({ holidays })));
    expect(next).toMatchObject({ localDate: '2026-12-30', weekday: 'Wednesday' });
  });

  it('is closed all day on a holiday, even within the hours', () => {
    const next = nextOpenOf(
      status('KE', at('KE', '2026-12-25', 11), calendar({ holidays: ['2026-12-25'] })),
    );
    expect(next.localDate).toBe('2026-12-28');
  });

  it("uses the destination country's own zone", () => {
    const now = Date.UTC(2026, 10, 23, 6, 30); // 09:30 Nairobi, 08:30 Kigali, 07:30 Kinshasa
    expect(status('KE', now).open).toBe(true);
    expect(nextOpenOf(status('RW', now))).toMatchObject({
      at: '2026-11-23T07:00:00.000Z',
      timeZone: 'Africa/Kigali',
    });
    expect(nextOpenOf(status('DRC', now)).at).toBe('2026-11-23T08:00:00.000Z');
  });

  it('follows the opening and cut-off times an admin sets, to the minute', () => {
    const settings = calendar({ opens: '08:00', cutOff: '17:00' });
    expect(status('UG', at('UG', '2026-11-23', 16, 30), settings).open).toBe(true);
    expect(status('UG', at('UG', '2026-11-23', 8), settings).open).toBe(true);
    expect(nextOpenOf(status('UG', at('UG', '2026-11-23', 7), settings)).localTime).toBe('08:00');
    // A bank's own cut-off, earlier than the central bank's 15:00.
    const early = calendar({ opens: '08:30', cutOff: '14:30' });
    expect(status('KE', at('KE', '2026-11-23', 14, 29, 59), early)).toMatchObject({
      open: true,
      closesAt: { localTime: '14:30', at: '2026-11-23T11:30:00.000Z' },
    });
    expect(nextOpenOf(status('KE', at('KE', '2026-11-23', 14, 30), early))).toMatchObject({
      localDate: '2026-11-24',
      localTime: '08:30',
    });
    expect(nextOpenOf(status('KE', at('KE', '2026-11-24', 8, 29), early)).localTime).toBe('08:30');
    const untilMidnight = status(
      'UG',
      at('UG', '2026-11-23', 23, 59),
      calendar({ cutOff: '24:00' }),
    );
    expect(untilMidnight).toMatchObject({ open: true, closesAt: { localDate: '2026-11-24' } });
  });

  it.each([
    [{ opens: '24:00' }, /Kenya: the opening time must be written HH:MM/],
    [{ opens: '8:30' }, /opening time/],
    [{ opens: '09:60' }, /opening time/],
    [
      { cutOff: '09:00' },
      /Kenya: the cut-off time \(09:00\) must be after the opening time \(09:00\)/,
    ],
    [{ cutOff: '25:00' }, /cut-off time must be written HH:MM, at most 24:00/],
    [
      { holidays: ['2026-02-30'] },
      /holiday 1 has no real date written YYYY-MM-DD \(it says "2026-02-30"\)/,
    ],
    [{ holidays: ['2026-12-25', '2026-12-25'] }, /2026-12-25 is listed twice \(holidays 1 and 2\)/],
  ])('refuses a bad calendar %j with a message for the admin', (options, message) => {
    const result = rtgsWindow('KE', at('KE', '2026-11-23', 10), calendar(options));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-rtgs-settings');
      expect(result.error.message).toMatch(message);
      expect(result.error.message).toMatch(/Ask an admin/);
    }
    expect(calendarProblems('KE', calendar(options))).not.toEqual([]);
  });

  it('refuses holidays that are not a list, naming the country', () => {
    const broken = { ...calendar(), holidays: '2026-12-25' } as unknown as CountryCalendar;
    expect(calendarProblems('UG', broken)).toEqual([
      {
        field: 'holidays[0].date',
        message: 'Uganda: the public holidays must be a list of dates with names.',
      },
    ]);
  });

  const scenario = fc
    .record({
      country: fc.constantFrom(...COUNTRY_CODES),
      now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
      openHour: fc.integer({ min: 0, max: 22 }),
      openMinute: fc.constantFrom(0, 15, 30, 45),
      length: fc.integer({ min: 1, max: 12 }),
      holidayOffsets: fc.uniqueArray(fc.integer({ min: -2, max: 20 }), { maxLength: 15 }),
    })
    .map(({ country, now, openHour, openMinute, length, holidayOffsets }) => {
      const today = local(country, now).date;
      const holidays = holidayOffsets.map((offset) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10),
      );
      const closeHour = Math.min(24, openHour + length);
      // The window closes at the same minute past the hour it opens, or at midnight.
      const closeMinute = closeHour === 24 ? 0 : openMinute;
      return {
        country,
        now,
        hours: { openHour, openMinute, closeHour, closeMinute, holidays },
        settings: calendar({
          opens: hhmm(openHour, openMinute),
          cutOff: hhmm(closeHour, closeMinute),
          holidays,
        }),
      };
    });

  const isBusinessDay = (date: string, holidays: readonly string[]) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
  };

  it('is open exactly on business days between the opening time and the cut-off', () => {
    fc.assert(
      fc.property(scenario, ({ country, now, settings, hours }) => {
        const here = local(country, now);
        const minuteOfDay = here.hour * 60 + here.minute;
        const expected =
          isBusinessDay(here.date, hours.holidays) &&
          minuteOfDay >= hours.openHour * 60 + hours.openMinute &&
          minuteOfDay < hours.closeHour * 60 + hours.closeMinute;
        expect(status(country, now, settings).open).toBe(expected);
      }),
    );
  });

  it('when closed, the next window is after now, on a business day, at the opening time, and none comes sooner', () => {
    fc.assert(
      fc.property(scenario, ({ country, now, settings, hours }) => {
        const s = status(country, now, settings);
        if (s.open) return;
        const next = s.nextOpen;
        expect(next.epochMs).toBeGreaterThan(now);
        expect(Date.parse(next.at)).toBe(next.epochMs);
        const there = local(country, next.epochMs);
        expect(isBusinessDay(there.date, hours.holidays)).toBe(true);
        expect([there.hour, there.minute]).toEqual([hours.openHour, hours.openMinute]);
        expect(next.localDate).toBe(there.date);
        expect(next.localTime).toBe(settings.opensAt);
        // Minimal: every window opening between now and next is either past or not a business day.
        for (let day = local(country, now).date; day < next.localDate;) {
          const opens = at(country, day, hours.openHour, hours.openMinute);
          expect(opens <= now || !isBusinessDay(day, hours.holidays)).toBe(true);
          day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        }
        expect(status(country, next.epochMs, settings).open).toBe(true);
        expect(status(country, next.epochMs - 1, settings).open).toBe(false);
      }),
    );
  });

  it('when open, closes later the same local day at the cut-off', () => {
    fc.assert(
      fc.property(scenario, ({ country, now, settings, hours }) => {
        const s = status(country, now, settings);
        if (!s.open) return;
        expect(s.closesAt.epochMs).toBeGreaterThan(now);
        expect(s.closesAt.epochMs).toBe(
          at(country, local(country, now).date, hours.closeHour, hours.closeMinute),
        );
        expect(status(country, s.closesAt.epochMs - 1, settings).open).toBe(true);
        // With 00:00–24:00 hours one day's window runs straight into the next business day's.
        if (settings.opensAt === '00:00' && settings.cutOff === '24:00') return;
        expect(status(country, s.closesAt.epochMs, settings).open).toBe(false);
      }),
    );
  });
});
