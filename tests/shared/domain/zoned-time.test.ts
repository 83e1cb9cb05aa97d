import { describe, expect, it } from 'vitest';
import {
  utcOffsetText,
  zoneLabel,
  zoneText,
  zonedMomentText,
  zonedTimeText,
} from '@shared/domain/zoned-time';

/*
 * The one formatter of times (D32) as plain logic: the branch's zone decides the clock and the
 * date, whatever zone the workstation (this process) runs in.
 */

describe('zonedTimeText', () => {
  it("shows the branch's clock and names its zone", () => {
    expect(zonedTimeText('2026-11-24T11:05:07.000Z', 'Africa/Nairobi')).toBe(
      '2026-11-24 14:05 EAT',
    );
    expect(zonedTimeText('2026-11-24T11:05:07.000Z', 'Africa/Nairobi', { seconds: true })).toBe(
      '2026-11-24 14:05:07 EAT',
    );
    expect(zonedTimeText(Date.parse('2026-11-24T11:05:07Z'), 'Africa/Kigali')).toBe(
      '2026-11-24 13:05 CAT',
    );
    expect(zonedTimeText('2026-11-24T11:05:07Z', 'Africa/Kinshasa', { date: false })).toBe(
      '12:05 WAT',
    );
  });

  it("puts a time near midnight on the branch's day, not UTC's nor the workstation's", () => {
    // 22:30 UTC on the 23rd is 01:30 on the 24th in Nairobi, and 23:30 on the 23rd in Kinshasa.
    expect(zonedTimeText('2026-11-23T22:30:00Z', 'Africa/Nairobi')).toBe('2026-11-24 01:30 EAT');
    expect(zonedTimeText('2026-11-23T22:30:00Z', 'Africa/Kinshasa')).toBe('2026-11-23 23:30 WAT');
    expect(zonedTimeText('2026-11-23T21:05:00Z', 'America/New_York')).toBe(
      '2026-11-23 16:05 UTC-5',
    );
  });

  it("is the branch's time on a workstation set to another zone", () => {
    const before = process.env.TZ;
    // Node follows a change of TZ at once: the workstation now lives in New York (UTC-5).
    process.env.TZ = 'America/New_York';
    try {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
      expect(new Date('2026-11-23T21:05:00Z').getDate()).toBe(23);
      expect(zonedTimeText('2026-11-23T21:05:00Z', 'Africa/Nairobi')).toBe('2026-11-24 00:05 EAT');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('gives back text that is not a time as it is', () => {
    expect(zonedTimeText('not a time', 'Africa/Nairobi')).toBe('not a time');
  });
});

describe('zone names', () => {
  it('names the zones of the countries served, and others by their offset', () => {
    const at = Date.parse('2026-11-24T08:00:00Z');
    expect(zoneLabel(at, 'Africa/Dar_es_Salaam')).toBe('EAT');
    expect(zoneLabel(at, 'Africa/Juba')).toBe('CAT');
    expect(zoneLabel(at, 'UTC')).toBe('UTC');
    expect(zoneLabel(at, 'Asia/Kolkata')).toBe('UTC+5:30');
    // Summer time moves the offset, and the label with it.
    expect(zoneLabel(Date.parse('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('UTC+1');
    expect(utcOffsetText(at, 'America/St_Johns')).toBe('UTC-3:30');
  });

  it('says a zone in words before its short name, never by its IANA name', () => {
    const at = Date.parse('2026-11-24T08:00:00Z');
    expect(zoneText(at, 'Africa/Nairobi')).toBe('East Africa Time (EAT)');
    expect(zoneText(at, 'Africa/Kigali')).toBe('Central Africa Time (CAT)');
    expect(zoneText(at, 'Africa/Kinshasa')).toBe('West Africa Time (WAT)');
    expect(zoneText(at, 'UTC')).toBe('UTC');
    expect(zoneText(at, 'Asia/Kolkata')).toBe('UTC+5:30');
  });
});

describe('zonedMomentText', () => {
  it('says the weekday of a moment to come in the zone', () => {
    expect(zonedMomentText('2026-11-30T06:00:00Z', 'Africa/Nairobi')).toBe(
      'Monday 2026-11-30 at 09:00 EAT',
    );
  });
});
