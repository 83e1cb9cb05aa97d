import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openJournal } from '../../../electron/main/journal/journal';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import { keychainStores } from '../keys/keychain-fixture';
import {
  createTeardown,
  generateTestKey,
  setUpTestEnvironment,
  startBank,
  tempDir,
} from './engine-fixture';

/** Replay a failure with CRASH_SEED=<seed> npm test -- tests/main/engine/crash.test.ts */
const SEED = Number(process.env['CRASH_SEED'] ?? 20261124);
const KILLS = 20;
const CHILD = join(import.meta.dirname, 'crash-child.ts');
/** A child that never reaches its trigger is killed anyway after this long. */
const TRIGGER_DEADLINE_MS = 5_000;

/** Where a kill lands: after the nth line that starts with `trigger`, plus a delay. */
interface Kill {
  trigger:
    | 'spawn'
    | 'READY'
    | 'SEND'
    | 'PROGRESS reserved'
    | 'PROGRESS sending'
    | 'PROGRESS attempt-finished'
    | 'RESULT';
  nth: number;
  delayMs: number;
}

const killArbitrary: fc.Arbitrary<Kill> = fc
  .record({
    trigger: fc.constantFrom<Kill['trigger']>(
      'spawn',
      'READY',
      'SEND',
      'PROGRESS reserved',
      'PROGRESS sending',
      'PROGRESS attempt-finished',
      'RESULT',
    ),
    nth: fc.integer({ min: 1, max: 3 }),
    delayMs: fc.integer({ min: 0, max: 40 }),
  })
  // Before the first line: anywhere in the start-up (module loading, journal recovery, keychain).
  .map((kill) =>
    kill.trigger === 'spawn'
      ? { ...kill, nth: 1, delayMs: kill.delayMs * 25 }
      : kill.trigger === 'READY'
        ? { ...kill, nth: 1 }
        : kill,
  );

interface ChildRun {
  lines: string[];
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

function runChild(args: string[], kill: Kill | null): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    let stderr = '';
    let seen = 0;
    let armed = false;
    const killNow = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const arm = (delayMs: number) => {
      if (armed) return;
      armed = true;
      setTimeout(killNow, delayMs);
    };
    const deadline = setTimeout(killNow, kill ? TRIGGER_DEADLINE_MS : 30_000);
    if (kill?.trigger === 'spawn') arm(kill.delayMs);
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (kill && kill.trigger !== 'spawn' && line.startsWith(kill.trigger)) {
        seen += 1;
        if (seen === kill.nth) arm(kill.delayMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(deadline);
      // Let the last stdout lines arrive.
      setImmediate(() => resolve({ lines, code, signal, stderr }));
    });
  });
}

describe(`the engine killed at random points (seed ${SEED}, replay with CRASH_SEED=${SEED})`, () => {
  const teardown = createTeardown();
  afterAll(() => teardown.run());

  it(
    'never reuses a reference, never leaves a transfer in flight, never calls a processed transfer not sent',
    { timeout: 90_000 },
    async () => {
      const key = generateTestKey();
      const sandbox: Sandbox = await startBank({ mode: 'live' });
      teardown.add(() => sandbox.close());
      const registered = sandbox.registerPublicKey(key.publicPem);
      if (!registered.ok) throw new Error(registered.error.message);
      // Every send waits at the bank, so kills land inside requests too.
      sandbox.setFault({ route: 'rtgs', fault: 'latency', ms: 40 });
      sandbox.setFault({ route: 'imt', fault: 'latency', ms: 40 });

      const stores = keychainStores();
      teardown.add(() => stores.cleanUp());
      const dataDir = tempDir('remit-desk-crash-');
      await setUpTestEnvironment({
        dataDir,
        baseUrl: sandbox.url,
        secretStore: stores.store,
        journalKeychain: stores.journalKeychain(dataDir),
        privatePem: key.privatePem,
        workstation: 57,
        now: Date.now,
      });

      const schedule = fc.sample(killArbitrary, { seed: SEED, numRuns: KILLS });
      const runs: { kill: Kill; run: ChildRun }[] = [];
      for (const kill of schedule) {
        const run = await runChild([dataDir, stores.prefix, 'loop'], kill);
        runs.push({ kill, run });
        // Only our SIGKILL may end a looping child; anything else is a failure of the engine.
        expect(
          run.signal,
          `seed ${SEED}, kill ${JSON.stringify(kill)}: ${run.lines.join(' | ')} ${run.stderr}`,
        ).toBe('SIGKILL');
        expect(run.lines.filter((l) => l.startsWith('FAILED'))).toEqual([]);
      }

      const final = await runChild([dataDir, stores.prefix, 'clean', '4'], null);
      expect(final.code, `seed ${SEED}: ${final.lines.join(' | ')} ${final.stderr}`).toBe(0);
      const finalResults = final.lines.filter((l) => l.startsWith('RESULT'));
      expect(finalResults).toHaveLength(4);

      const opened = openJournal(dataDir);
      if (!opened.ok) throw new Error(opened.error.message);
      const journal = opened.value;
      teardown.add(() => journal.close());
      const db = new Database(journal.path, { readonly: true });
      teardown.add(() => db.close());

      const rows = db
        .prepare('SELECT id, reference, state, error_code FROM transfers ORDER BY id')
        .all() as { id: number; reference: string; state: string; error_code: string | null }[];
      const context = `seed ${SEED}, ${rows.length} transfers`;

      // References: unique, and the counter strictly increased in creation order.
      expect(new Set(rows.map((r) => r.reference)).size, context).toBe(rows.length);
      for (let i = 1; i < rows.length; i += 1) {
        expect(BigInt(rows[i]!.reference) > BigInt(rows[i - 1]!.reference), context).toBe(true);
      }
      expect(
        rows.every((r) => r.reference.startsWith('57')),
        context,
      ).toBe(true);
      expect(journal.transfers.lastCounter(), context).toBe(
        Number(rows.at(-1)!.reference.slice(2)),
      );

      // Start-up recovery settled every interrupted send.
      expect(
        rows.filter((r) => r.state === 'reserved' || r.state === 'sending'),
        context,
      ).toEqual([]);

      // The bank's side: each reference it processed is journaled, processed once, and never
      // recorded as not sent.
      const byReference = new Map(rows.map((r) => [r.reference, r]));
      const processed = sandbox.transactions(100_000);
      expect(processed.length, context).toBeGreaterThan(0);
      for (const entry of processed) {
        const row = byReference.get(entry.reference);
        expect(row, `${context}: ${entry.reference} processed but not journaled`).toBeDefined();
        expect(entry.processedCount, `${context}: ${entry.reference}`).toBe(1);
        expect(
          row!.state,
          `${context}: ${entry.reference} processed but recorded not sent`,
        ).not.toBe('not_sent');
      }
      // A transfer the journal calls sent and answered was processed by the bank.
      for (const row of rows.filter((r) => r.state === 'succeeded' || r.state === 'queued')) {
        expect(sandbox.transaction(row.reference), `${context}: ${row.reference}`).toBeDefined();
      }
      // What a clerk was shown survives the kill that followed it, unchanged.
      const shown = [...runs.map((r) => r.run), final].flatMap((run) =>
        run.lines.filter((l) => l.startsWith('RESULT ')).map((l) => l.split(' ')),
      );
      expect(shown.length, context).toBeGreaterThan(4);
      for (const [, reference, state] of shown) {
        expect(byReference.get(reference!)?.state, `${context}: ${reference}`).toBe(state);
      }
      // The keychain's mark is never behind the journal's last reference.
      const mark = await stores.store('test').readHighWater();
      expect(mark, context).toBeGreaterThanOrEqual(journal.transfers.lastCounter()!);

      // Kills landed in the middle of sends, not only between them.
      expect(
        rows.some((r) => r.error_code === 'interrupted'),
        context,
      ).toBe(true);

      // The file is whole and the audit chain unbroken, up to the head the keychain holds: a kill
      // between a commit and the head's mirror leaves the head behind, never ahead.
      expect(db.pragma('quick_check', { simple: true })).toBe('ok');
      const journalKeychain = stores.journalKeychain(dataDir);
      journal.audit.useKey((await journalKeychain.readKey())!);
      const head = await journalKeychain.readHead();
      expect(head, context).not.toBeNull();
      expect(journal.audit.verify({ head }), context).toMatchObject({ ok: true });
    },
  );
});
