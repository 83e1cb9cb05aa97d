import { dirname } from 'node:path';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import type { StartedHeadOffice } from '../../../hq/src/start';
import {
  createHeadOfficeService,
  type HeadOfficeService,
  type HeadOfficeServiceDeps,
} from '../../../electron/main/head-office/head-office-service';
import type { Journal } from '../../../electron/main/journal/journal';
import { silentLogger } from '../../../electron/main/logging/logger';
import { createOperatorService } from '../../../electron/main/operators/operator-service';
import { openTempJournal } from '../journal/fixtures';
import type { keychainStores } from '../keys/keychain-fixture';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { MemoryOutbox } from './memory-outbox';

/*
 * Counters of one branch enrolled with a running head office (PGlite, plain HTTP on loopback):
 * each a real journal with its first admin, and the head-office service that enrolled it.
 */

export interface EnrolledCounter {
  journal: Journal;
  service: HeadOfficeService;
}

let branches = 0;

/** A new branch at `hq` and `count` counters enrolled in it, in order (Counter 1, 2, …). */
export async function enrolledCounters(
  hq: StartedHeadOffice,
  stores: ReturnType<typeof keychainStores>,
  count: number,
  extra: (journal: Journal) => Partial<HeadOfficeServiceDeps> = () => ({}),
): Promise<EnrolledCounter[]> {
  const branchCode = `KSM-L${(branches += 1)}-${Date.now() % 10_000}`;
  const deps = { db: hq.db, now: () => new Date() };
  const branch = await registerBranch(deps, {
    code: branchCode,
    name: 'Kisumu',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
  });
  if (!branch.ok) throw new Error(branch.error.message);
  const counters: EnrolledCounter[] = [];
  for (let i = 0; i < count; i += 1) {
    const ws = await registerWorkstation(deps, { branchCode });
    if (!ws.ok) throw new Error(ws.error.message);
    const code = await issueEnrolmentCode(deps, { workstationId: ws.value.id, purpose: 'enrol' });
    if (!code.ok) throw new Error(code.error.message);
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
      ...extra(journal),
    });
    counters.push({ journal, service });
    const operators = createOperatorService({ journal, now: Date.now, scryptParams: CHEAP_SCRYPT });
    const first = await operators.addFirstAdmin({
      operatorId: 'amina.admin',
      displayName: 'Amina Odhiambo',
      role: 'admin',
      password: 'kettle orchard violin 42',
    });
    if (!first.ok) throw new Error(first.error.message);
    operators.dispose();
    const enrolled = await service.enrol(
      { address: hq.url, code: code.value.code, fingerprint: '' },
      'amina.admin',
    );
    if (!enrolled.ok) throw new Error(enrolled.error.message);
  }
  return counters;
}
