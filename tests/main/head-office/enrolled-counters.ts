import { dirname } from 'node:path';
import { vi } from 'vitest';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import type { LiveSession } from '../../../hq/src/operators/sessions';
import type { StartedHeadOffice } from '../../../hq/src/start';
import {
  createHeadOfficeService,
  type HeadOfficeService,
  type HeadOfficeServiceDeps,
} from '../../../electron/main/head-office/head-office-service';
import type { Journal } from '../../../electron/main/journal/journal';
import { silentLogger } from '../../../electron/main/logging/logger';
import { createOperatorService } from '../../../electron/main/operators/operator-service';
import type { OperatorService } from '../../../electron/main/operators/operator-types';
import { openTempJournal } from '../journal/fixtures';
import type { keychainStores } from '../keys/keychain-fixture';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { MemoryOutbox } from './memory-outbox';

/*
 * Counters of one branch enrolled with a running head office (PGlite, plain HTTP on loopback):
 * each a real journal, by default with its first admin, and the head-office service that enrolled
 * it. Also the steps of an enrolment for tests that take them one at a time: a branch, a
 * workstation's enrolment code, a counter's next contact.
 */

export interface EnrolledCounter {
  journal: Journal;
  service: HeadOfficeService;
  /** The operators `CounterOptions.operators` made, kept open; absent otherwise. */
  operators?: OperatorService;
}

/** The local admin who enrols a counter, as before D115. */
export const FIRST_ADMIN = {
  operatorId: 'amina.admin',
  displayName: 'Amina Odhiambo',
  role: 'admin',
  password: 'kettle orchard violin 42',
} as const;

/** A head-office admin's session, as the console's routes hand it to the accounts' code. */
export const HQ_ADMIN: LiveSession = {
  operatorId: 'hq.admin',
  displayName: 'Head office admin',
  role: 'hq-admin',
  mustChangePassword: false,
  tokenHash: 'x',
};

export interface CounterOptions {
  /** The branch the counters enrol in; a new one (`newBranch`) when absent. */
  branchCode?: string;
  /** Enrol with head office: true by default; false leaves the counter on its own. */
  enrol?: boolean;
  /** Add the local first admin who enrols it: true by default. */
  firstAdmin?: boolean;
  /** The head-office service's dependencies beyond the ones made here. */
  deps?: (journal: Journal) => Partial<HeadOfficeServiceDeps>;
  /**
   * The counter's operators, kept open (the first admin signed out before the enrolment); without
   * it a plain operator service adds the first admin and is closed.
   */
  operators?: (journal: Journal, service: HeadOfficeService) => OperatorService;
  /** Told each counter once it is made, before it enrols: the test file closes it afterwards. */
  opened?: (counter: EnrolledCounter) => void;
}

let branches = 0;

/** A new branch at `hq` in Kenya, under `code` or a code of its own; its code. */
export async function newBranch(
  hq: StartedHeadOffice,
  name = 'Kisumu',
  code = `${name.slice(0, 3).toUpperCase()}-L${(branches += 1)}-${Date.now() % 10_000}`,
): Promise<string> {
  const branch = await registerBranch(
    { db: hq.db, now: () => new Date() },
    { code, name, country: 'KE', timeZone: 'Africa/Nairobi' },
  );
  if (!branch.ok) throw new Error(branch.error.message);
  return code;
}

/** `count` counters of one branch at `hq` (a new branch unless told), in order (Counter 1, 2, …). */
export async function enrolledCounters(
  hq: StartedHeadOffice,
  stores: ReturnType<typeof keychainStores>,
  count: number,
  options: CounterOptions = {},
): Promise<EnrolledCounter[]> {
  const enrol = options.enrol ?? true;
  const branchCode = options.branchCode ?? (enrol ? await newBranch(hq) : '');
  const counters: EnrolledCounter[] = [];
  for (let i = 0; i < count; i += 1) {
    const journal = openTempJournal();
    const service = createHeadOfficeService({
      journal,
      keychain: stores.journalKeychain(dirname(journal.path)),
      outbox: new MemoryOutbox(),
      timeouts: () => ({ connectTimeoutMs: 5_000, requestTimeoutMs: 10_000 }),
      now: Date.now,
      log: silentLogger,
      dataDir: dirname(journal.path),
      relauncher: { relaunch: () => undefined },
      ...options.deps?.(journal),
    });
    const operators = options.operators?.(journal, service);
    const counter: EnrolledCounter = { journal, service, ...(operators ? { operators } : {}) };
    counters.push(counter);
    options.opened?.(counter);
    if (options.firstAdmin ?? true) await addFirstAdmin(journal, operators);
    if (enrol) await enrolAt(hq, branchCode, service);
  }
  return counters;
}

async function addFirstAdmin(journal: Journal, kept: OperatorService | undefined): Promise<void> {
  const operators =
    kept ?? createOperatorService({ journal, now: Date.now, scryptParams: CHEAP_SCRYPT });
  const first = await operators.addFirstAdmin({ ...FIRST_ADMIN });
  if (!first.ok) throw new Error(first.error.message);
  if (kept) kept.signOut();
  else operators.dispose();
}

/**
 * Registers a workstation of `branchCode` at `hq` (number `number`, or the next free one) and
 * issues its enrolment code, as head office's console does: the workstation's id and the code.
 */
export async function workstationToEnrol(
  hq: StartedHeadOffice,
  branchCode: string,
  number?: number,
): Promise<{ id: string; code: string }> {
  const deps = { db: hq.db, now: () => new Date() };
  const ws = await registerWorkstation(deps, {
    branchCode,
    ...(number === undefined ? {} : { number }),
  });
  if (!ws.ok) throw new Error(ws.error.message);
  const code = await issueEnrolmentCode(deps, { workstationId: ws.value.id, purpose: 'enrol' });
  if (!code.ok) throw new Error(code.error.message);
  return { id: ws.value.id, code: code.value.code };
}

/** Registers a workstation of `branchCode` at `hq` and enrols `service` as it, by the first admin. */
async function enrolAt(
  hq: StartedHeadOffice,
  branchCode: string,
  service: HeadOfficeService,
): Promise<void> {
  const { code } = await workstationToEnrol(hq, branchCode);
  const enrolled = await service.enrol(
    { address: hq.url, code, fingerprint: '' },
    FIRST_ADMIN.operatorId,
  );
  if (!enrolled.ok) throw new Error(enrolled.error.message);
}

/**
 * A counter's next contact: a commit (at `now`) wakes its sender, which pushes, then fetches what
 * head office has for it; waits until `until` holds, then for the sender to settle.
 */
export async function contactOf(
  counter: Pick<EnrolledCounter, 'journal' | 'service'>,
  until: () => boolean | Promise<boolean>,
  now: () => number = Date.now,
): Promise<void> {
  counter.journal.settings.set('test.commit', now(), new Date(now()).toISOString(), null);
  await vi.waitFor(
    async () => {
      if (!(await until())) {
        throw new Error(`not yet: ${JSON.stringify(counter.service.status())}`);
      }
    },
    { timeout: 20_000, interval: 50 },
  );
  await counter.service.settled();
}
