// The crash campaign (D22: a send a stop left in flight is settled by what its attempts prove):
// the send path, built by createServices in a child process (crash-child.ts), killed with SIGKILL
// at random points, restarted each time, and checked after every restart's recovery. The sandbox
// bank runs here, in the parent, so it outlives every kill and its ledger says what the bank
// processed. No vitest import: crash.test.ts runs a short campaign, `npm run crash`
// (crash-cli.ts) a long one.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { rawJournal, TEST_DATABASE_KEY } from '../journal/fixtures';
import fc from 'fast-check';
import { FINAL_STATES, type TransferState } from '@shared/domain/transfer-states';
import { openJournal } from '../../../electron/main/journal/journal';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import { keychainStores } from '../keys/keychain-fixture';
import { generateTestKey, setUpTestEnvironment, startBank, tempDir } from './engine-fixture';

const CHILD = join(import.meta.dirname, 'crash-child.ts');
/** A child that never reaches its trigger is killed anyway this long after it may send. */
const TRIGGER_DEADLINE_MS = 5_000;
/** A start (recovery included) or a last run that takes longer than this has stalled: a failure. */
const STALL_DEADLINE_MS = 60_000;
/** The workstation number of the campaign's journal: every reference starts with it. */
const WORKSTATION = 57;
/** What the bank waits before it answers each send, so kills land inside requests too. */
const BANK_LATENCY_MS = 40;

/** Where a kill landed that came before the child's first line: in its start-up. */
const START_UP = 'start-up';

/** The lines of crash-child.ts after which a kill is armed, in the order a send passes them. */
export const KILL_TRIGGERS = [
  'spawn',
  'READY',
  'SEND',
  'PROGRESS reserved',
  'PROGRESS sending',
  'PROGRESS attempt-finished',
  'PROGRESS finished',
  'RESULT',
] as const;

/** Where a kill lands: after the nth line that starts with `trigger`, plus a delay. */
export interface Kill {
  trigger: (typeof KILL_TRIGGERS)[number];
  nth: number;
  delayMs: number;
}

const killArbitrary: fc.Arbitrary<Kill> = fc
  .record({
    trigger: fc.constantFrom(...KILL_TRIGGERS),
    nth: fc.integer({ min: 1, max: 3 }),
    // Up to the bank's latency and beyond it: before the request, inside it, after the answer.
    delayMs: fc.integer({ min: 0, max: 2 * BANK_LATENCY_MS }),
  })
  // `spawn`: anywhere in the start-up (module loading, journal recovery, keychain), before READY.
  .map((kill) =>
    kill.trigger === 'spawn'
      ? { ...kill, nth: 1, delayMs: kill.delayMs * 12 }
      : kill.trigger === 'READY'
        ? { ...kill, nth: 1 }
        : kill,
  );

/** The kills of a campaign: the same seed gives the same schedule. */
export function killSchedule(seed: number, kills: number): Kill[] {
  return fc.sample(killArbitrary, { seed, numRuns: kills });
}

export interface ChildRun {
  lines: string[];
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  /** The last line the child wrote before it ended: where the kill landed. */
  lastLine: string;
  /** The child was killed because it did not get on: `stalled` is a failure, `trigger` is not. */
  deadline: 'stalled' | 'trigger' | null;
}

/**
 * One child: `onReady` runs when the child says READY (its start, recovery included, is done) and
 * before the child may go on, so the journal is checked with no send under way.
 */
function runChild(
  args: string[],
  kill: Kill | null,
  onReady: () => Promise<void>,
): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let stderr = '';
    let seen = 0;
    let armed = false;
    const alive = () => child.exitCode === null && child.signalCode === null;
    const killNow = () => {
      if (alive()) child.kill('SIGKILL');
    };
    const arm = (delayMs: number) => {
      if (armed) return;
      armed = true;
      setTimeout(killNow, delayMs);
    };
    let deadline: NodeJS.Timeout | undefined;
    let deadlineHit: ChildRun['deadline'] = null;
    const startDeadline = (which: 'stalled' | 'trigger') => {
      clearTimeout(deadline);
      deadline = setTimeout(
        () => {
          if (alive() && !armed) deadlineHit = which;
          killNow();
        },
        which === 'trigger' ? TRIGGER_DEADLINE_MS : STALL_DEADLINE_MS,
      );
    };
    startDeadline('stalled');
    if (kill?.trigger === 'spawn') arm(kill.delayMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line === 'READY') {
        clearTimeout(deadline);
        onReady().then(
          () => {
            if (!alive()) return;
            startDeadline(kill ? 'trigger' : 'stalled');
            child.stdin!.write('GO\n');
            if (kill?.trigger === 'READY') arm(kill.delayMs);
          },
          (error: unknown) => {
            killNow();
            reject(error as Error);
          },
        );
        return;
      }
      if (kill && kill.trigger !== 'spawn' && line.startsWith(kill.trigger)) {
        seen += 1;
        if (seen === kill.nth) arm(kill.delayMs);
      }
    });
    child.stdin!.on('error', () => undefined);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(deadline);
      // Let the last stdout lines arrive.
      setImmediate(() =>
        resolve({
          lines,
          code,
          signal,
          stderr,
          lastLine: lines.at(-1) ?? START_UP,
          deadline: deadlineHit,
        }),
      );
    });
  });
}

export interface CampaignOptions {
  seed: number;
  kills: number;
  /** One line per kill and per check, for a person watching. */
  log?: (line: string) => void;
}

export interface CampaignReport {
  seed: number;
  kills: number;
  /** Journal checks after a restart's recovery (a kill during a start-up skips one). */
  checks: number;
  /** Where the kills landed: the child's last line before it, by its first word(s). */
  landedAfter: Record<string, number>;
  /** Kills made because the child had not reached its trigger within the trigger deadline. */
  triggerDeadlineKills: number;
  transfers: number;
  byState: Record<string, number>;
  /** References the bank processed. */
  processed: number;
  /** Transfers a kill interrupted mid-send, which the next start settled (`interrupted`). */
  interrupted: number;
  /** Everything that broke a promise; empty when the campaign passed. */
  problems: string[];
}

interface TransferRow {
  id: number;
  reference: string;
  state: TransferState;
  error_code: string | null;
}

/** The states a transfer may be in once a start has recovered: final, or unknown for a supervisor. */
const SETTLED: readonly TransferState[] = [...FINAL_STATES, 'unknown'];

function where(line: string): string {
  const words = line.split(' ');
  return words[0] === 'PROGRESS' ? `${words[0]} ${words[1]}` : (words[0] ?? line);
}

/** Runs a campaign and reports what it found; it throws only when it cannot run at all. */
export async function runCrashCampaign(options: CampaignOptions): Promise<CampaignReport> {
  const { seed, kills } = options;
  const log = options.log ?? (() => undefined);
  const cleanUps: (() => unknown)[] = [];
  const problems: string[] = [];
  const landedAfter: Record<string, number> = {};
  let checks = 0;
  let triggerDeadlineKills = 0;
  try {
    const key = generateTestKey();
    const sandbox: Sandbox = await startBank({ mode: 'live' });
    cleanUps.push(() => sandbox.close());
    const registered = sandbox.registerPublicKey(key.publicPem);
    if (!registered.ok) throw new Error(registered.error.message);
    sandbox.setFault({ route: 'rtgs', fault: 'latency', ms: BANK_LATENCY_MS });
    sandbox.setFault({ route: 'imt', fault: 'latency', ms: BANK_LATENCY_MS });

    const stores = keychainStores();
    cleanUps.push(() => stores.cleanUp());
    const dataDir = tempDir('remit-desk-crash-');
    const journalKeychain = stores.journalKeychain(dataDir);
    await setUpTestEnvironment({
      dataDir,
      baseUrl: sandbox.url,
      secretStore: stores.store,
      journalKeychain,
      privatePem: key.privatePem,
      workstation: WORKSTATION,
      now: Date.now,
    });

    /** What each clerk was shown: it must survive the kills that followed. */
    const shown = new Map<string, string>();

    /** The promises, checked on the journal file and the bank's ledger as they are now. */
    const check = async (label: string): Promise<TransferRow[]> => {
      checks += 1;
      const found: string[] = [];
      const opened = openJournal(dataDir, TEST_DATABASE_KEY);
      if (!opened.ok) {
        problems.push(`${label}: the journal does not open: ${opened.error.message}`);
        return [];
      }
      const journal = opened.value;
      const db = rawJournal(journal.path, { readonly: true });
      let rows: TransferRow[];
      try {
        const quick = db.pragma('quick_check', { simple: true });
        if (quick !== 'ok') found.push(`quick_check says ${String(quick)}`);

        // The audit chain in full, with the key and head the keychain holds. A kill between a
        // commit and the head's mirror leaves the head behind, never ahead.
        const auditKey = await journalKeychain.readKey();
        if (!auditKey) found.push('the keychain holds no audit key');
        else {
          journal.audit.useKey(auditKey);
          const verified = journal.audit.verify({ head: await journalKeychain.readHead() });
          if (!verified.ok) found.push(`the audit chain fails: ${JSON.stringify(verified)}`);
        }

        rows = db
          .prepare('SELECT id, reference, state, error_code FROM transfers ORDER BY id')
          .all() as TransferRow[];
        // No reference reused: unique, increasing in creation order, never behind the keychain.
        if (new Set(rows.map((r) => r.reference)).size !== rows.length) {
          found.push('a reference is used by two transfers');
        }
        for (let i = 1; i < rows.length; i += 1) {
          if (BigInt(rows[i]!.reference) <= BigInt(rows[i - 1]!.reference)) {
            found.push(`reference ${rows[i]!.reference} does not follow ${rows[i - 1]!.reference}`);
          }
        }
        const wrongStation = rows.find((r) => !r.reference.startsWith(String(WORKSTATION)));
        if (wrongStation) found.push(`reference ${wrongStation.reference} is not workstation 57's`);
        const last = journal.transfers.lastCounter();
        const mark = await stores.store('test').readHighWater();
        if (last !== null && (mark === null || mark < last)) {
          found.push(
            `the keychain's reference mark ${String(mark)} is behind the journal's ${last}`,
          );
        }

        // Every reserved transfer is final or unknown once the start has recovered.
        for (const row of rows.filter((r) => !SETTLED.includes(r.state))) {
          found.push(`${row.reference} is still ${row.state} after the start's recovery`);
        }
        // What a clerk was shown is what the journal holds.
        const byReference = new Map(rows.map((r) => [r.reference, r]));
        for (const [reference, state] of shown) {
          const now = byReference.get(reference)?.state;
          if (now !== state)
            found.push(`${reference} was shown as ${state}, the journal says ${now}`);
        }
        // The bank: each reference processed at most once, journaled, and never called not sent.
        for (const entry of sandbox.transactions(1_000_000)) {
          if (entry.processedCount > 1) {
            found.push(`the bank processed ${entry.reference} ${entry.processedCount} times`);
          }
          const row = byReference.get(entry.reference);
          if (!row) found.push(`the bank processed ${entry.reference}, which is not journaled`);
          else if (row.state === 'not_sent') {
            found.push(`the bank processed ${entry.reference}, which is journaled as not sent`);
          }
        }
        for (const row of rows.filter((r) => r.state === 'succeeded' || r.state === 'queued')) {
          if (!sandbox.transaction(row.reference)) {
            found.push(`${row.reference} is journaled as ${row.state} but the bank never saw it`);
          }
        }
      } finally {
        db.close();
        journal.close();
      }
      for (const problem of found) problems.push(`${label}: ${problem}`);
      return rows;
    };

    const schedule = killSchedule(seed, kills);
    const args = [dataDir, stores.prefix];
    for (const [i, kill] of schedule.entries()) {
      const label = `kill ${i + 1}/${kills} ${JSON.stringify(kill)}`;
      const run = await runChild([...args, 'loop'], kill, async () => {
        await check(`${label}, at the start before it`);
      });
      for (const line of run.lines.filter((l) => l.startsWith('RESULT '))) {
        const [, reference, state] = line.split(' ');
        shown.set(reference!, state!);
      }
      const landed = where(run.lastLine);
      landedAfter[landed] = (landedAfter[landed] ?? 0) + 1;
      log(`${label}: killed after "${run.lastLine}"`);
      if (run.deadline === 'trigger') triggerDeadlineKills += 1;
      if (run.deadline === 'stalled') {
        problems.push(
          `${label}: the child stalled for ${STALL_DEADLINE_MS} ms after "${run.lastLine}"`,
        );
      }
      // Only our SIGKILL may end a looping child; anything else is a failure of the engine.
      if (run.signal !== 'SIGKILL') {
        problems.push(
          `${label}: the child ended by itself (${run.code}): ${run.lines.slice(-3).join(' | ')} ${run.stderr.slice(-500)}`,
        );
      }
      for (const failed of run.lines.filter((l) => l.startsWith('FAILED'))) {
        problems.push(`${label}: ${failed}`);
      }
      if (problems.length > 0) break;
    }

    // A last start recovers the last kill, is checked, and must still send.
    let rows: TransferRow[] = [];
    if (problems.length === 0) {
      const final = await runChild([...args, 'clean', '4'], null, async () => {
        await check('the last start');
      });
      const results = final.lines.filter((l) => l.startsWith('RESULT '));
      if (final.deadline === 'stalled') {
        problems.push(
          `the last start stalled for ${STALL_DEADLINE_MS} ms after "${final.lastLine}"`,
        );
      }
      if (final.code !== 0 || results.length !== 4) {
        problems.push(
          `the last start did not send 4 transfers: ${final.lines.join(' | ')} ${final.stderr.slice(-500)}`,
        );
      }
      for (const line of results) {
        const [, reference, state] = line.split(' ');
        shown.set(reference!, state!);
      }
      rows = await check('after the last sends');
    }

    const byState: Record<string, number> = {};
    for (const row of rows) byState[row.state] = (byState[row.state] ?? 0) + 1;
    return {
      seed,
      kills,
      checks,
      landedAfter,
      triggerDeadlineKills,
      transfers: rows.length,
      byState,
      processed: sandbox.transactions(1_000_000).length,
      interrupted: rows.filter((r) => r.error_code === 'interrupted').length,
      problems,
    };
  } finally {
    for (const cleanUp of cleanUps.reverse()) {
      try {
        await cleanUp();
      } catch {
        // A clean-up that fails must not hide the campaign's own report.
      }
    }
  }
}
