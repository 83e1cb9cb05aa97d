// The partition campaign's rounds, drawn from its seed (fast-check's sampler, as the crash
// campaign draws its kills): the same seed gives the same rounds. What happens inside a round also
// depends on timing (which request a fate meets, where a kill lands), so a replay is close, not
// identical.
import fc from 'fast-check';
import type { Fate } from './link-proxy';

/** A clock set wrong on a workstation: behind or ahead, by minutes to more than a year. */
export const SKEWS_MS = [
  0,
  -400 * 86_400_000,
  -2 * 3_600_000,
  5 * 60_000,
  40 * 86_400_000,
  400 * 86_400_000,
] as const;

export interface Round {
  /** How long the workstations send while the link and the processes fail. */
  durationMs: number;
  /** The fates of the round's connections to head office, in turn (link-proxy.ts). */
  fates: Fate[];
  /** Head office killed with SIGKILL `atMs` into the round, started again `downMs` later. */
  headOfficeKill: { atMs: number; downMs: number } | null;
  /** A workstation killed with SIGKILL `atMs` into the round, and started again at once. */
  workstationKill: { index: number; atMs: number } | null;
  /** Before the round, a workstation closed and started again with its clock this far off. */
  skew: { index: number; skewMs: number } | null;
  /** The whole link down (every connection dropped) from `atMs`, for `forMs`. */
  linkDown: { atMs: number; forMs: number } | null;
  /**
   * On PostgreSQL, the server ends every connection head office holds `atMs` into the round, as
   * a restart or a failover to the standby does (PGlite lives inside head office: skipped).
   */
  databaseDrop: { atMs: number } | null;
}

const fateArbitrary: fc.Arbitrary<Fate> = fc.oneof(
  { arbitrary: fc.constant<Fate>({ kind: 'pass' }), weight: 20 },
  {
    arbitrary: fc
      .double({ min: 0.02, max: 0.98, noNaN: true })
      .map((fraction): Fate => ({ kind: 'cut-request', fraction })),
    weight: 6,
  },
  { arbitrary: fc.constant<Fate>({ kind: 'cut-response' }), weight: 6 },
  { arbitrary: fc.constant<Fate>({ kind: 'refuse' }), weight: 3 },
  // Rare: each costs the workstation its request timeout (5 s, the shortest the settings allow).
  { arbitrary: fc.constant<Fate>({ kind: 'hang' }), weight: 1 },
);

function roundArbitrary(workstations: number): fc.Arbitrary<Round> {
  const index = fc.integer({ min: 0, max: workstations - 1 });
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>, inThree: number) =>
    fc.oneof({ arbitrary: fc.constant(null), weight: 3 - inThree }, { arbitrary, weight: inThree });
  return fc
    .record({
      durationMs: fc.integer({ min: 500, max: 2_500 }),
      fates: fc.array(fateArbitrary, { minLength: 14, maxLength: 14 }),
      cutAt: fc.double({ min: 0.02, max: 0.98, noNaN: true }),
      headOfficeKill: sometimes(
        fc.record({
          atMs: fc.integer({ min: 0, max: 2_000 }),
          downMs: fc.integer({ min: 0, max: 1_500 }),
        }),
        1,
      ),
      workstationKill: sometimes(fc.record({ index, atMs: fc.integer({ min: 0, max: 2_000 }) }), 1),
      skew: sometimes(fc.record({ index, skewMs: fc.constantFrom(...SKEWS_MS) }), 1),
      linkDown: sometimes(
        fc.record({
          atMs: fc.integer({ min: 0, max: 1_500 }),
          forMs: fc.integer({ min: 200, max: 2_000 }),
        }),
        1,
      ),
      databaseDrop: sometimes(fc.record({ atMs: fc.integer({ min: 0, max: 2_000 }) }), 1),
    })
    .map(({ cutAt, fates, ...round }) => ({
      ...round,
      // Every round's first two connections are cut, one on the way in and one on the way back:
      // how many connections a round makes depends on the machine's load, and a short campaign
      // on a busy runner must still meet both.
      fates: [
        { kind: 'cut-request', fraction: cutAt },
        { kind: 'cut-response' },
        ...fates,
      ] as Fate[],
      // Events land inside the round.
      durationMs: Math.max(
        round.durationMs,
        round.headOfficeKill?.atMs ?? 0,
        round.workstationKill?.atMs ?? 0,
        round.databaseDrop?.atMs ?? 0,
      ),
    }));
}

/** The rounds of a campaign: the same seed gives the same schedule. */
export function roundSchedule(seed: number, rounds: number, workstations: number): Round[] {
  return fc.sample(roundArbitrary(workstations), { seed, numRuns: rounds });
}
