import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUNTER_MAX,
  COUNTER_UNIT_MS,
  REFERENCE_EPOCH_MS,
  ReferenceSpaceExhaustedError,
  formatReference,
  isReference,
  nextCounter,
} from '@shared/domain/references';

const NOV_2026 = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('reference scheme (D4)', () => {
  it('is 12 digits: the workstation, then the counter', () => {
    const reference = formatReference(42, nextCounter(null, NOV_2026));
    expect(reference).toMatch(/^42\d{10}$/);
    expect(isReference(reference)).toBe(true);
    expect(reference).toBe(
      `42${String((NOV_2026 - REFERENCE_EPOCH_MS) / COUNTER_UNIT_MS).padStart(10, '0')}`,
    );
  });

  it('refuses workstation numbers outside 10–99 and counters outside ten digits', () => {
    expect(() => formatReference(9, 1)).toThrow(/10–99/);
    expect(() => formatReference(100, 1)).toThrow(RangeError);
    expect(() => formatReference(10, COUNTER_MAX + 1)).toThrow(RangeError);
  });

  it('never goes backwards when the clock does', () => {
    const first = nextCounter(null, NOV_2026);
    const afterStepBack = nextCounter(first, NOV_2026 - 3_600_000);
    expect(afterStepBack).toBe(first + 1);
  });

  it('follows the clock when the clock is ahead of the last value', () => {
    const first = nextCounter(null, NOV_2026);
    expect(nextCounter(first, NOV_2026 + 60_000)).toBe(first + 600);
  });

  it('refuses to wrap around at the end of its range', () => {
    expect(() => nextCounter(COUNTER_MAX, NOV_2026)).toThrow(ReferenceSpaceExhaustedError);
  });

  it('never repeats across random histories of restarts, backward clock steps, restores and reinstalls', () => {
    // The workstation keeps "last issued" twice: in the journal (committed with each transfer)
    // and as a high-water mark in the OS keychain (raised before each commit). A restart keeps
    // both; a restored backup rolls the journal back; a reinstall loses the journal. The clock
    // may be stepped back by up to a day at any restart and stay wrong for the whole session.
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sends: fc.integer({ min: 1, max: 2_000 }),
            clockStepMs: fc.integer({ min: -86_400_000, max: 86_400_000 }),
            gapMs: fc.integer({ min: 0, max: 2_000 }),
            event: fc.constantFrom('restart', 'restore', 'reinstall'),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (sessions) => {
          const seen = new Set<string>();
          let realNow = NOV_2026;
          let journal: number | null = null;
          let keychain: number | null = null;
          const backups: (number | null)[] = [null];
          for (const session of sessions) {
            if (session.event === 'restore') journal = backups[backups.length >> 1] ?? null;
            if (session.event === 'reinstall') journal = null;
            const clock = () => realNow + session.clockStepMs;
            for (let i = 0; i < session.sends; i += 1) {
              const last: number | null =
                journal === null
                  ? keychain
                  : keychain === null
                    ? journal
                    : Math.max(journal, keychain);
              const counter = nextCounter(last, clock());
              keychain = counter;
              const reference = formatReference(37, counter);
              if (seen.has(reference)) return false;
              seen.add(reference);
              journal = counter;
              realNow += session.gapMs;
            }
            backups.push(journal);
          }
          return seen.size === sessions.reduce((n, s) => n + s.sends, 0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a new machine with neither copy still starts past every earlier reference', () => {
    // Twenty sends in the same instant run the counter two seconds ahead of the clock; a
    // rebuilt machine, minutes later, starts from the clock alone and is already past them.
    let last: number | null = null;
    const issued: number[] = [];
    for (let i = 0; i < 20; i += 1) issued.push((last = nextCounter(last, NOV_2026)));
    const rebuilt = nextCounter(null, NOV_2026 + 5 * 60_000);
    expect(rebuilt).toBeGreaterThan(Math.max(...issued));
  });

  it('issues 1,000,000 distinct references in one run while the clock steps back twenty times', () => {
    const seen = new Set<string>();
    let committed: number | null = null;
    let clock = NOV_2026;
    for (let i = 0; i < 1_000_000; i += 1) {
      if (i % 50_000 === 0) clock -= 7_200_000; // the clock steps back two hours, twenty times
      clock += 7;
      committed = nextCounter(committed, clock);
      seen.add(formatReference(55, committed));
    }
    expect(seen.size).toBe(1_000_000);
  });
});
