import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CountryCode } from '../../../shared/domain/countries';
import { COUNTRY_CODES } from '../../../shared/domain/countries';
import type { RtgsWindowStatus } from '../../../shared/domain/rtgs-window';
import { checkRtgsWindowSettings, rtgsWindow } from '../../../shared/domain/rtgs-window';

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

function status(country: CountryCode, now: number, settings = {}): RtgsWindowStatus {
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
      text: 'Monday 2026-11-23 at 09:00 (Africa/Nairobi time)',
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
    const next = nextOpenOf(status('KE', at('KE', '2026-12-24', 15, 30), { holidays }));
    expect(next).toMatchObject({ localDate: '2026-12-30', weekday: 'Wednesday' });
  });

  it('is closed all day on a holiday, even within the hours', () => {
    const next = nextOpenOf(status('KE', at('KE', '2026-12-25', 11), { holidays: ['2026-12-25'] }));
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

  it('follows hours an admin sets', () => {
    const settings = { openHour: 8, closeHour: 17 };
    expect(status('UG', at('UG', '2026-11-23', 16, 30), settings).open).toBe(true);
    expect(status('UG', at('UG', '2026-11-23', 8), settings).open).toBe(true);
    expect(nextOpenOf(status('UG', at('UG', '2026-11-23', 7), settings)).localTime).toBe('08:00');
    const untilMidnight = status('UG', at('UG', '2026-11-23', 23, 59), { closeHour: 24 });
    expect(untilMidnight).toMatchObject({ open: true, closesAt: { localDate: '2026-11-24' } });
  });

  it.each([
    [{ openHour: 24 }, /opening hour.*0 to 23/],
    [{ openHour: 8.5 }, /opening hour/],
    [{ openHour: -1 }, /opening hour/],
    [{ closeHour: 9 }, /closing hour.*after the opening hour/],
    [{ openHour: 10, closeHour: 25 }, /closing hour/],
    [{ holidays: ['2026-02-30'] }, /Bank holiday "2026-02-30".*YYYY-MM-DD/],
    [{ holidays: '2026-12-25' as unknown as string[] }, /list of dates/],
  ])('refuses bad settings %j with a message for the admin', (settings, message) => {
    const result = rtgsWindow('KE', at('KE', '2026-11-23', 10), settings);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-rtgs-settings');
      expect(result.error.message).toMatch(message);
      expect(result.error.message).toMatch(/Ask an admin/);
    }
    expect(checkRtgsWindowSettings(settings).ok).toBe(false);
  });

  const scenario = fc
    .record({
      country: fc.constantFrom(...COUNTRY_CODES),
      now: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
      openHour: fc.integer({ min: 0, max: 22 }),
      length: fc.integer({ min: 1, max: 12 }),
      holidayOffsets: fc.uniqueArray(fc.integer({ min: -2, max: 20 }), { maxLength: 15 }),
    })
    .map(({ country, now, openHour, length, holidayOffsets }) => {
      const today = local(country, now).date;
      const holidays = holidayOffsets.map((offset) =>
        new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10),
      );
      return {
        country,
        now,
        settings: { openHour, closeHour: Math.min(24, openHour + length), holidays },
      };
    });

  const isBusinessDay = (date: string, holidays: readonly string[]) => {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
  };

  it('is open exactly on business days within the hours', () => {
    fc.assert(
      fc.property(scenario, ({ country, now, settings }) => {
        const here = local(country, now);
        const expected =
          isBusinessDay(here.date, settings.holidays) &&
          here.hour >= settings.openHour &&
          here.hour < settings.closeHour;
        expect(status(country, now, settings).open).toBe(expected);
      }),
    );
  });

  it('when closed, the next window is after now, on a business day, at the opening hour, and none comes sooner', () => {
    fc.assert(
      fc.property(scenario, ({ country, now, settings }) => {
        const s = status(country, now, settings);
        if (s.open) return;
        const next = s.nextOpen;
        expect(next.epochMs).toBeGreaterThan(now);
        expect(Date.parse(next.at)).toBe(next.epochMs);
        const there = local(country, next.epochMs);
        expect(isBusinessDay(there.date, settings.holidays)).toBe(true);
        expect([there.hour, there.minute]).toEqual([settings.openHour, 0]);
        expect(next.localDate).toBe(there.date);
        expect(next.localTime).toBe(`${String(settings.openHour).padStart(2, '0')}:00`);
        // Minimal: every window opening between now and next is either past or not a business day.
        for (let day = local(country, now).date; day < next.localDate;) {
          const opens = at(country, day, settings.openHour);
          expect(opens <= now || !isBusinessDay(day, settings.holidays)).toBe(true);
          day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        }
        expect(status(country, next.epochMs, settings).open).toBe(true);
        expect(status(country, next.epochMs - 1, settings).open).toBe(false);
      }),
    );
  });

  it('when open, closes later the same local day at the closing hour', () => {
    fc.assert(
      fc.property(scenario, ({ country, now, settings }) => {
        const s = status(country, now, settings);
        if (!s.open) return;
        expect(s.closesAt.epochMs).toBeGreaterThan(now);
        expect(s.closesAt.epochMs).toBe(at(country, local(country, now).date, settings.closeHour));
        expect(status(country, s.closesAt.epochMs - 1, settings).open).toBe(true);
        // With 00:00–24:00 hours one day's window runs straight into the next business day's.
        if (settings.openHour === 0 && settings.closeHour === 24) return;
        expect(status(country, s.closesAt.epochMs, settings).open).toBe(false);
      }),
    );
  });
});
