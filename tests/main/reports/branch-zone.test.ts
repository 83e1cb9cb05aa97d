import { describe, expect, it } from 'vitest';
import { daysFilter } from '../../../electron/main/reports/branch-zone';

describe("a list's days in the branch's zone", () => {
  it('runs from the start of the first day to the end of the last, in the zone', () => {
    expect(daysFilter({ from: '2026-11-23', to: '2026-11-24' }, 'Africa/Nairobi')).toEqual({
      fromInstant: '2026-11-22T21:00:00.000Z',
      toInstant: '2026-11-24T21:00:00.000Z',
    });
  });

  it('leaves an end open when its day is not given', () => {
    expect(daysFilter({ from: '2026-11-23' }, 'Africa/Kigali')).toEqual({
      fromInstant: '2026-11-22T22:00:00.000Z',
    });
    expect(daysFilter({ to: '2026-11-23' }, 'Africa/Nairobi')).toEqual({
      toInstant: '2026-11-23T21:00:00.000Z',
    });
    expect(daysFilter({}, 'Africa/Nairobi')).toEqual({});
  });
});
