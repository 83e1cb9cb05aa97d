import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWindowOpen, nextWindowOpening } from '../../../electron/main/sandbox/rtgs-window';

const NAIROBI = 'Africa/Nairobi';

describe('sandbox RTGS window computation (D6)', () => {
  it.each([
    ['2026-11-24T06:00:00Z', NAIROBI, true], // Tue 09:00
    ['2026-11-24T05:59:59Z', NAIROBI, false], // Tue 08:59:59
    ['2026-11-24T11:59:59Z', NAIROBI, true], // Tue 14:59:59
    ['2026-11-24T12:00:00Z', NAIROBI, false], // Tue 15:00
    ['2026-11-28T08:00:00Z', NAIROBI, false], // Sat 11:00
    ['2026-11-29T08:00:00Z', NAIROBI, false], // Sun 11:00
    ['2026-11-23T21:30:00Z', NAIROBI, false], // Tue 00:30 local, Monday in UTC
    ['2026-11-24T07:00:00Z', 'Africa/Kampala', true],
    ['2026-11-24T07:00:00Z', 'Africa/Dar_es_Salaam', true],
    ['2026-11-24T07:00:00Z', 'Africa/Kigali', true], // +02:00: 09:00
    ['2026-11-24T06:30:00Z', 'Africa/Kigali', false], // 08:30
    ['2026-11-24T12:30:00Z', 'Africa/Juba', true], // +02:00: 14:30
    ['2026-11-24T13:00:00Z', 'Africa/Juba', false], // 15:00
    ['2026-11-24T13:30:00Z', 'Africa/Kinshasa', true], // +01:00: 14:30
    ['2026-11-24T07:30:00Z', 'Africa/Kinshasa', false], // 08:30
  ])('%s in %s is open: %s', (instant, zone, open) => {
    expect(isWindowOpen(Date.parse(instant), zone)).toBe(open);
  });

  it.each([
    ['2026-11-27T12:30:00Z', NAIROBI, '2026-11-30T09:00:00+03:00'], // Fri 15:30
    ['2026-11-28T09:00:00Z', NAIROBI, '2026-11-30T09:00:00+03:00'], // Sat
    ['2026-11-24T05:00:00Z', NAIROBI, '2026-11-24T09:00:00+03:00'], // Tue 08:00
    ['2026-11-24T06:00:00Z', NAIROBI, '2026-11-25T09:00:00+03:00'], // exactly open: the next one
    ['2026-11-24T14:30:00Z', 'Africa/Kinshasa', '2026-11-25T09:00:00+01:00'],
    ['2026-12-31T20:00:00Z', 'Africa/Kigali', '2027-01-01T09:00:00+02:00'], // year end, Friday
  ])('after %s in %s the window next opens %s', (instant, zone, expected) => {
    expect(nextWindowOpening(Date.parse(instant), zone)).toBe(expected);
  });

  it('the next opening is always a weekday 09:00 local, after now, within three days and a bit', () => {
    const zones = [NAIROBI, 'Africa/Kampala', 'Africa/Kigali', 'Africa/Juba', 'Africa/Kinshasa'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-01-01') }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const next = nextWindowOpening(instant, zone);
          const at = Date.parse(next);
          expect(next).toMatch(/T09:00:00[+-]\d{2}:\d{2}$/);
          expect(at).toBeGreaterThan(instant);
          expect(at - instant).toBeLessThanOrEqual(3 * 86_400_000 + 9 * 3_600_000);
          expect(isWindowOpen(at, zone)).toBe(true);
          expect(isWindowOpen(at - 1000, zone)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
