// The days the engine tests run on and a clock they move by hand. No vitest import here (see
// engine-fixture.ts).

/** Tuesday 24 November 2026, 11:00 in Nairobi: inside the RTGS window. */
export const TUESDAY_MORNING = Date.parse('2026-11-24T08:00:00Z');
/** Saturday 28 November 2026, 11:00 in Nairobi: RTGS is queued to Monday 09:00. */
export const SATURDAY_MORNING = Date.parse('2026-11-28T08:00:00Z');

/** A clock the test moves by hand, shared by the engine and the sandbox unless told otherwise. */
export interface TestClock {
  now: number;
  read: () => number;
  advance(ms: number): void;
}

export function testClock(start = TUESDAY_MORNING): TestClock {
  const clock: TestClock = {
    now: start,
    read: () => clock.now,
    advance: (ms) => {
      clock.now += ms;
    },
  };
  return clock;
}
