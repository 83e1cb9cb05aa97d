import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import type { Journal } from '../../../electron/main/journal/journal';
import type { AppLogger } from '../../../electron/main/logging/logger';
import {
  createOperatorService,
  type OperatorService,
  type OperatorServiceOptions,
} from '../../../electron/main/operators/operator-service';
import {
  parseHash,
  scryptHasher,
  type PasswordHasher,
  type ScryptParams,
} from '../../../hq/protocol/password-hash';
import type { SetTimer } from '../../../electron/main/operators/session-keeper';
import { operatorParts } from '../../../electron/main/services';
import { startServices } from '../services-fixture';
import { openTempJournal } from '../journal/fixtures';
import type { keychainStores } from '../keys/keychain-fixture';
import { choseOwnPassword } from '../../support/first-password';
import { operatorsOf } from '../../support/operators';

/** Real scrypt, cheap enough for hundreds of hashes in a test run. */
export const CHEAP_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };

export const START = Date.parse('2026-11-23T08:00:00.000Z');
export const MINUTE = 60_000;

export const { ADMIN, CLERK, SECOND_ADMIN, SUPERVISOR } = operatorsOf({
  ADMIN: ['admin', 'amina.admin', 'Amina Odhiambo', 'kettle orchard violin 42'],
  CLERK: ['clerk', 'jane.clerk', 'Jane Wanjiku', 'maize tractor lantern 7'],
  SECOND_ADMIN: ['admin', 'baraka.admin', 'Baraka Mwangi', 'pepper window harbour 9'],
  SUPERVISOR: ['supervisor', 'grace.sup', 'Grace Achieng', 'harbour pepper candle 31'],
});

export interface Clock {
  now: () => number;
  advance(ms: number): void;
}

export function manualClock(start = START): Clock {
  let at = start;
  return {
    now: () => at,
    advance(ms) {
      at += ms;
    },
  };
}

export interface ManualTimer {
  setTimer: SetTimer;
  /** The timers armed and not cancelled or fired yet. */
  pending(): { ms: number }[];
  /** Fires every pending timer, as if their time had come. */
  fire(): void;
}

export function manualTimer(): ManualTimer {
  let armed: { run: () => void; ms: number }[] = [];
  return {
    setTimer(run, ms) {
      const entry = { run, ms };
      armed.push(entry);
      return () => {
        armed = armed.filter((e) => e !== entry);
      };
    },
    pending: () => armed.map(({ ms }) => ({ ms })),
    fire() {
      const due = armed;
      armed = [];
      for (const entry of due) entry.run();
    },
  };
}

export interface RecordedLog {
  logger: AppLogger;
  lines: { level: string; message: string; details?: Record<string, unknown> }[];
}

export function recordingLogger(): RecordedLog {
  const lines: RecordedLog['lines'] = [];
  const record = (level: string) => (message: string, details?: Record<string, unknown>) => {
    lines.push({ level, message, details });
  };
  return { logger: { info: record('info'), warn: record('warn'), error: record('error') }, lines };
}

/**
 * The real hasher, recording every verification (the hash it was against and that hash's
 * parameters) and how many ran at once at most.
 */
export function watchedHasher(): {
  hasher: PasswordHasher;
  verifiedWith: (ScryptParams | null)[];
  calls: { stored: string }[];
  maxInFlight: number;
} {
  let inFlight = 0;
  const watch = {
    verifiedWith: [] as (ScryptParams | null)[],
    calls: [] as { stored: string }[],
    maxInFlight: 0,
    hasher: {
      hash: scryptHasher.hash,
      async verify(password: string, stored: string) {
        watch.verifiedWith.push(parseHash(stored)?.params ?? null);
        watch.calls.push({ stored });
        inFlight += 1;
        watch.maxInFlight = Math.max(watch.maxInFlight, inFlight);
        try {
          return await scryptHasher.verify(password, stored);
        } finally {
          inFlight -= 1;
        }
      },
    },
  };
  return watch;
}

export interface Harness {
  journal: Journal;
  clock: Clock;
  timer: ManualTimer;
  log: RecordedLog;
  service: OperatorService;
  /** The first admin as the window's IPC creates it (environment/first-admin.ts), on `service`. */
  createFirstAdmin(input: unknown): ReturnType<typeof createFirstAdmin>;
  /** Another service on the same journal (another start of the app), e.g. with other parameters. */
  restart(options?: Partial<OperatorServiceOptions>): OperatorService;
}

export function harness(options: Partial<OperatorServiceOptions> = {}): Harness {
  const journal = openTempJournal();
  const clock = manualClock();
  const timer = manualTimer();
  const log = recordingLogger();
  const build = (overrides: Partial<OperatorServiceOptions>) =>
    createOperatorService({
      journal,
      now: clock.now,
      scryptParams: CHEAP_SCRYPT,
      setTimer: timer.setTimer,
      log: log.logger,
      ...options,
      ...overrides,
    });
  const service = build({});
  return {
    journal,
    clock,
    timer,
    log,
    service,
    createFirstAdmin: (input) =>
      createFirstAdmin({ operators: service, services: { journal } }, input),
    restart: build,
  };
}

/** A workstation with its first admin (signed in) and a clerk. */
export async function withAdminAndClerk(options: Partial<OperatorServiceOptions> = {}) {
  const h = harness(options);
  const first = await h.createFirstAdmin(ADMIN);
  if (!first.ok) throw new Error(first.error.message);
  const admin = h.service.current()!;
  const clerk = await h.service.create(CLERK, admin);
  if (!clerk.ok) throw new Error(clerk.error.message);
  choseOwnPassword(h.journal, CLERK.operatorId);
  h.service.signOut();
  return { ...h, admin };
}

export function auditActions(journal: Journal): string[] {
  return journal.audit.entries().map((e) => e.action);
}

/**
 * The services and the operator service on a workstation's folder and keychain entries, wired as
 * the app wires them, with cheap hashes (and `overrides`, e.g. a watched hasher); close() takes
 * both down.
 */
export async function startDesk(
  stores: ReturnType<typeof keychainStores>,
  dataDir: string,
  overrides: Partial<OperatorServiceOptions> = {},
) {
  const services = await startServices(stores, dataDir);
  const operators = createOperatorService({
    ...operatorParts(services),
    now: Date.now,
    scryptParams: CHEAP_SCRYPT,
    ...overrides,
  });
  return {
    services,
    operators,
    /** The first admin as the window's IPC creates it, on this workstation's earlier setup. */
    createFirstAdmin: (input: unknown) => createFirstAdmin({ operators, services }, input),
    async close() {
      operators.dispose();
      await services.close();
    },
  };
}
