// The partition campaign (D109): several workstations, each the app's services in a process of
// its own (workstation-child.ts: a real journal, its outbox and the background sender), send
// transfers to the sandbox bank and replicate them to head office (hq-child.ts, hq/src/start.ts on
// PGlite or PostgreSQL) through a link that fails (link-proxy.ts). Each round cuts requests in
// the middle and answers after head office stored them, takes the link down, kills head office
// and a workstation with SIGKILL and starts them again, and sets a workstation's clock wrong;
// then heals everything, lets every workstation drain, and checks (checks.ts) that every change is
// at head office exactly once, in order, with the chains intact. No vitest import:
// campaign.test.ts runs a short campaign, `npm run partitions` (cli.ts) a long one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { CLOCK_TOLERANCE_MS } from '../../../hq/src/reservations/reserve';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import { generateTestKey, startBank } from '../../main/engine/engine-fixture';
import { freshDatabaseOn } from '../support/fresh-database';
import { bundleChildren } from './bundle';
import { checkWorkstation } from './checks';
import {
  closeWorkstation,
  headOfficeProcess,
  setUpWorkstation,
  startWorkstation,
  statusOf,
  tell,
  ANSWER_DEADLINE_MS,
  type HeadOfficeProcess,
  type Workstation,
} from './fleet';
import { startLinkProxy, type FateKind, type LinkProxy } from './link-proxy';
import { roundSchedule, type Round } from './schedule';

/** A workstation that has not drained this long after the link healed has stalled: a failure. */
const DRAIN_DEADLINE_MS = 90_000;

/** Rounds drawn from one seed (schedule.ts). */
export interface Leg {
  seed: number;
  rounds: number;
}

export interface PartitionOptions {
  /** The rounds played, leg after leg, on one fleet. */
  legs: Leg[];
  workstations: number;
  /** A PostgreSQL cluster's address (a fresh database is made on it); absent: PGlite. */
  postgresUrl?: string | undefined;
  log?: (line: string) => void;
}

export interface PartitionReport {
  legs: Leg[];
  rounds: number;
  /** Rounds played to their check (all of them, unless one failed). */
  played: number;
  database: 'pglite' | 'postgres';
  /** Connections by the fate the link gave them. */
  fates: Record<FateKind, number>;
  headOfficeKills: number;
  workstationKills: number;
  skews: number;
  /**
   * D157: the reservations head office refused because the workstation's clock was set wrong
   * beyond the tolerance: the only refusal expected, and only from that workstation.
   */
  clockRefusals: number;
  linkDowns: number;
  /** Times PostgreSQL ended head office's connections under it. */
  databaseDrops: number;
  /** Changes checked at head office, per workstation. */
  changes: number[];
  /** Everything that broke the promise, each naming its round; empty when the campaign passed. */
  problems: string[];
}

interface Fleet {
  hq: HeadOfficeProcess;
  proxy: LinkProxy;
  stations: Workstation[];
  /** Ends head office's connections at the server (PostgreSQL); null on PGlite. */
  dropConnections: (() => Promise<void>) | null;
  /** Head office's refusals already checked, in the order it kept them (they accumulate). */
  refusalsChecked: number;
}

/** Runs a campaign and reports what it found; it throws only when it cannot run at all. */
export async function runPartitionCampaign(options: PartitionOptions): Promise<PartitionReport> {
  const log = options.log ?? (() => undefined);
  const cleanUps: (() => unknown)[] = [];
  const report: PartitionReport = {
    legs: options.legs,
    rounds: options.legs.reduce((sum, leg) => sum + leg.rounds, 0),
    played: 0,
    database: options.postgresUrl ? 'postgres' : 'pglite',
    fates: { pass: 0, 'cut-request': 0, 'cut-response': 0, hang: 0, refuse: 0 },
    headOfficeKills: 0,
    workstationKills: 0,
    skews: 0,
    clockRefusals: 0,
    linkDowns: 0,
    databaseDrops: 0,
    changes: [],
    problems: [],
  };
  try {
    let since = Date.now();
    const fleet = await startFleet(options, cleanUps);
    log(`set up in ${Date.now() - since} ms`);
    const schedule = options.legs.flatMap((leg) =>
      roundSchedule(leg.seed, leg.rounds, options.workstations).map((round, i) => ({
        round,
        label: `round ${i + 1}/${leg.rounds} of seed ${leg.seed}`,
      })),
    );
    for (const { round, label } of schedule) {
      since = Date.now();
      try {
        await playRound(fleet, round, report);
        const problems = await checkRound(fleet, report);
        report.problems.push(...problems.map((p) => `${label} ${JSON.stringify(round)}: ${p}`));
      } catch (error) {
        report.problems.push(`${label} ${JSON.stringify(round)}: ${(error as Error).message}`);
      }
      report.fates = fleet.proxy.counts();
      report.changes = fleet.stations.map((ws) => ws.checked.seq);
      if (report.problems.length > 0) break;
      report.played += 1;
      log(
        `${label}: ${describe(round)}; checked ${report.changes.join(' + ')} changes (${Date.now() - since} ms)`,
      );
    }
  } finally {
    for (const cleanUp of cleanUps.reverse()) {
      try {
        await cleanUp();
      } catch {
        // A clean-up that fails must not hide the campaign's own report.
      }
    }
  }
  return report;
}

function describe(round: Round): string {
  const cuts = round.fates.filter((f) => f.kind !== 'pass').map((f) => f.kind);
  return [
    `${round.durationMs} ms`,
    `fates ${cuts.length}/${round.fates.length} failing`,
    round.headOfficeKill && `head office killed at ${round.headOfficeKill.atMs} ms`,
    round.workstationKill &&
      `workstation ${round.workstationKill.index + 1} killed at ${round.workstationKill.atMs} ms`,
    round.skew && `workstation ${round.skew.index + 1}'s clock ${round.skew.skewMs} ms off`,
    round.linkDown && `link down ${round.linkDown.forMs} ms`,
    round.databaseDrop && `database connections ended at ${round.databaseDrop.atMs} ms`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The bank, the link, head office and the workstations, enrolled; each with its clean-up. */
async function startFleet(options: PartitionOptions, cleanUps: (() => unknown)[]): Promise<Fleet> {
  const bundles = await bundleChildren();
  cleanUps.push(() => bundles.cleanUp());
  const sandbox: Sandbox = await startBank({ mode: 'live' });
  cleanUps.push(() => sandbox.close());
  const key = generateTestKey();
  const registered = sandbox.registerPublicKey(key.publicPem);
  if (!registered.ok) throw new Error(registered.error.message);
  const proxy = await startLinkProxy();
  cleanUps.push(() => proxy.close());
  let where: string;
  let dropConnections: Fleet['dropConnections'] = null;
  if (options.postgresUrl) {
    const fresh = await freshDatabaseOn(options.postgresUrl);
    cleanUps.push(() => fresh.drop());
    where = fresh.url;
    dropConnections = () => endConnections(options.postgresUrl!, fresh.url);
  } else {
    where = mkdtempSync(join(tmpdir(), 'remit-partitions-hq-'));
    cleanUps.push(() => rmSync(where, { recursive: true, force: true }));
  }
  const hq = headOfficeProcess(bundles.headOffice, where, proxy);
  cleanUps.push(() => hq.stop());
  const stations: Workstation[] = [];
  for (let i = 0; i < options.workstations; i += 1) {
    const ws = await setUpWorkstation(i, sandbox.url, key, bundles.workstation);
    stations.push(ws);
    cleanUps.push(() => ws.cleanUp());
    cleanUps.push(() => ws.child?.kill());
  }
  await Promise.all([hq.start(), ...stations.map((ws) => startWorkstation(ws))]);
  const codes = JSON.parse(
    (await hq.command(`REGISTER ${stations.length}`, 'CODES ')).slice('CODES '.length),
  ) as { id: string; code: string }[];
  for (const [i, ws] of stations.entries()) {
    ws.workstationId = codes[i]!.id;
    await tell(ws, `ENROL ${proxy.url} ${codes[i]!.code}`, 'ENROLLED');
  }
  return { hq, proxy, stations, dropConnections, refusalsChecked: 0 };
}

/** What a restart or a failover does to head office: the server ends its connections. */
async function endConnections(adminUrl: string, databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [new URL(databaseUrl).pathname.slice(1)],
    );
  } finally {
    await admin.end();
  }
}

/** One round: the workstations send while the round's failures happen, then all is healed. */
async function playRound(fleet: Fleet, round: Round, report: PartitionReport): Promise<void> {
  const { hq, proxy, stations } = fleet;
  if (round.skew) {
    const ws = stations[round.skew.index]!;
    await closeWorkstation(ws);
    ws.skewMs = round.skew.skewMs;
    await startWorkstation(ws);
    report.skews += 1;
  }
  proxy.setFates(round.fates);
  for (const ws of stations) ws.child!.send('WRITE');
  const events: Promise<void>[] = [];
  const at = (ms: number, what: () => Promise<void>) => events.push(sleep(ms).then(what));
  if (round.headOfficeKill) {
    const { atMs, downMs } = round.headOfficeKill;
    at(atMs, async () => {
      await hq.kill();
      report.headOfficeKills += 1;
      await sleep(downMs);
      await hq.start();
    });
  }
  if (round.workstationKill) {
    const ws = stations[round.workstationKill.index]!;
    at(round.workstationKill.atMs, async () => {
      await ws.child!.kill();
      report.workstationKills += 1;
      await startWorkstation(ws);
      ws.child!.send('WRITE');
    });
  }
  if (round.linkDown) {
    const { atMs, forMs } = round.linkDown;
    at(atMs, async () => {
      proxy.setFates([{ kind: 'refuse' }]);
      report.linkDowns += 1;
      await sleep(forMs);
      proxy.setFates(round.fates);
    });
  }
  const { dropConnections } = fleet;
  if (round.databaseDrop && dropConnections) {
    at(round.databaseDrop.atMs, async () => {
      await dropConnections();
      report.databaseDrops += 1;
    });
  }
  await sleep(round.durationMs);
  await Promise.all(events);
  // Healed: the link passes everything, head office runs, every workstation stops sending.
  proxy.setFates([]);
  await hq.start();
  await Promise.all(stations.map((ws) => tell(ws, 'QUIET', 'QUIET')));
}

/** Waits for every workstation to drain, then checks head office's copy of each. */
async function checkRound(fleet: Fleet, report: PartitionReport): Promise<string[]> {
  const { hq, stations } = fleet;
  const problems: string[] = [];
  await Promise.all(stations.map((ws) => drained(ws, problems)));
  if (problems.length > 0) return problems;
  const dump = await hq.dump(
    Object.fromEntries(stations.map((ws) => [ws.workstationId, ws.checked.seq])),
  );
  // The round's refusals (each round's clocks stay as they were set before it): none, but a
  // reservation of a workstation whose clock is off by more than head office tolerates (D157).
  for (const refusal of dump.refusals.slice(fleet.refusalsChecked)) {
    const ws = stations.find((w) => w.workstationId === refusal.workstationId);
    if (
      refusal.endpoint === 'reservations' &&
      refusal.reason === 'clock-off' &&
      ws &&
      Math.abs(ws.skewMs) > CLOCK_TOLERANCE_MS
    ) {
      report.clockRefusals += 1;
      continue;
    }
    problems.push(`head office refused ${refusal.endpoint}: ${refusal.reason}: ${refusal.message}`);
  }
  fleet.refusalsChecked = dump.refusals.length;
  for (const ws of stations) {
    const checked = checkWorkstation(
      ws.name,
      ws.workstationId,
      join(ws.dataDir, JOURNAL_FILE_NAME),
      ws.checked,
      dump,
    );
    problems.push(...checked.problems);
    ws.checked = checked.checked;
  }
  return problems;
}

/** Polls the workstation's status until nothing waits; a stop, a finding or a stall is a problem. */
async function drained(ws: Workstation, problems: string[]): Promise<void> {
  const deadline = Date.now() + DRAIN_DEADLINE_MS;
  for (;;) {
    const status = await statusOf(ws);
    if (status.findings.length > 0) {
      problems.push(`${ws.name}'s journal check found: ${status.findings.join('; ')}`);
      return;
    }
    if (status.stopped) {
      problems.push(`${ws.name}'s replication stopped: ${status.problem}`);
      return;
    }
    if (status.waiting === 0) return;
    if (Date.now() > deadline) {
      problems.push(
        `${ws.name} still has ${status.waiting} changes waiting ${DRAIN_DEADLINE_MS} ms after the link healed (${status.problem ?? 'no problem said'})`,
      );
      return;
    }
    await sleep(Math.min(250, ANSWER_DEADLINE_MS));
  }
}
