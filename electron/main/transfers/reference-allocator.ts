import { formatReference, isWorkstationNumber, nextCounter } from '@shared/domain/references';
import type { EnvironmentName } from '@shared/domain/environments';
import type { AppSettings } from '@shared/domain/settings';
import { text } from '@shared/i18n/catalog';

/** The sandbox needs no workstation setup: its references only ever meet this machine's sandbox. */
const SANDBOX_WORKSTATION = 10;

/** The workstation number references are made with; null until an admin sets it. */
export function workstationNumberOf(
  settings: AppSettings,
  environment: EnvironmentName,
): number | null {
  return environment === 'sandbox'
    ? (settings.workstation.number ?? SANDBOX_WORKSTATION)
    : settings.workstation.number;
}

/**
 * The keychain copy of "last counter issued" (see shared/domain/references.ts): it outlives the
 * journal, so a restored backup or a reinstall still resumes after every reference ever issued.
 */
export interface HighWaterMark {
  readHighWater(): Promise<number | null>;
  /**
   * Never lowers the stored value; resolves to the value now stored. The workstation number lists
   * the reference among those issued lately (D69), for a restored journal to name.
   */
  raiseHighWater(counter: number, workstation?: number): Promise<number>;
}

export interface ReferenceAllocatorOptions {
  workstation: () => number | null;
  /** The journal's copy of the last counter, committed with each transfer. */
  lastCommitted: () => number | null;
  highWater: HighWaterMark;
  now: () => number;
}

export class WorkstationNotSetError extends Error {
  constructor() {
    super(text('send.readiness.noWorkstationNumber'));
    this.name = 'WorkstationNotSetError';
  }
}

export interface ReferenceAllocator {
  /**
   * Picks the next reference and hands it to `commit`, which must commit it to the journal, and
   * resolves to what `commit` returns. The keychain mark is raised before `commit` runs, and calls
   * are serialised, so two sends at once can never take the same counter or commit counters out
   * of order.
   */
  reserveNext<T>(commit: (reference: string, counter: number) => T): Promise<T>;
}

export function createReferenceAllocator(options: ReferenceAllocatorOptions): ReferenceAllocator {
  let queue: Promise<unknown> = Promise.resolve();

  async function allocate<T>(commit: (reference: string, counter: number) => T): Promise<T> {
    const workstation = options.workstation();
    if (!isWorkstationNumber(workstation)) throw new WorkstationNotSetError();
    const fromKeychain = await options.highWater.readHighWater();
    const fromJournal = options.lastCommitted();
    let last =
      fromKeychain === null ? fromJournal : Math.max(fromKeychain, fromJournal ?? fromKeychain);
    for (;;) {
      const counter = nextCounter(last, options.now());
      const stored = await options.highWater.raiseHighWater(counter, workstation);
      if (stored <= counter) return commit(formatReference(workstation, counter), counter);
      // The mark moved past this counter after it was read (another process on this account's
      // keychain): the counter may have been issued there, so go on after the mark instead.
      last = stored;
    }
  }

  return {
    reserveNext<T>(commit: (reference: string, counter: number) => T) {
      const run = queue.then(() => allocate(commit));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
