import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_SETTINGS, type AppSettings } from '@shared/domain/settings';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import { startHeadOffice, type StartedHeadOffice } from '../../../hq/src/start';
import {
  createHeadOfficeService,
  type HeadOfficeService,
} from '../../../electron/main/head-office/head-office-service';
import type { HeadOfficeTimeouts } from '../../../electron/main/head-office/head-office-client';
import type { HeadOfficeFetch } from '../../../electron/main/head-office/pinned-transport';
import type { Journal } from '../../../electron/main/journal/journal';
import { silentLogger } from '../../../electron/main/logging/logger';
import { createOperatorService } from '../../../electron/main/operators/operator-service';
import type { BranchLimitDeps } from '../../../electron/main/transfers/branch-limit';
import { openTempJournal } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { MemoryOutbox } from './memory-outbox';

/*
 * D128, D133, D137 against head office itself (PGlite, plain HTTP on loopback), started once for a
 * test file: branches of counters enrolled with it, each counter's journal and head-office service
 * as the send path's controls use them.
 */

/** How a counter reaches head office and reads its clock; the test's real HTTP and Date.now. */
export interface CounterLink {
  fetch?: HeadOfficeFetch;
  now?: () => number;
  timeouts?: () => HeadOfficeTimeouts;
}

/** Head office for the file's tests, and branches of enrolled counters on it. */
export function useBranchHeadOffice() {
  const stores = keychainStores();
  const hqDir = mkdtempSync(join(tmpdir(), 'remit-hq-limits-'));
  let hq: StartedHeadOffice;
  const opened: { journal: Journal; service: HeadOfficeService }[] = [];

  beforeAll(async () => {
    hq = await startHeadOffice({ dataDir: hqDir, port: 0 });
  }, 120_000);
  afterEach(async () => {
    for (const { journal, service } of opened.splice(0)) {
      await service.close();
      journal.close();
    }
  });
  afterAll(async () => {
    await hq.stop();
    rmSync(hqDir, { recursive: true, force: true });
    await stores.cleanUp();
  });

  const SETTINGS: AppSettings = {
    ...DEFAULT_SETTINGS,
    workstation: { ...DEFAULT_SETTINGS.workstation, number: 11, countryCode: 'KE' },
    limits: {
      ...DEFAULT_SETTINGS.limits,
      imtDailyPerDocument: { ...DEFAULT_SETTINGS.limits.imtDailyPerDocument, KES: '500000.00' },
      offlineImtDailyPerDocument: { KES: '200000.00' },
    },
  };

  let branches = 0;

  async function branchWithCounters(
    count: number,
    link: CounterLink = {},
  ): Promise<(BranchLimitDeps & { service: HeadOfficeService })[]> {
    const branchCode = `KSM-L${(branches += 1)}-${Date.now() % 10_000}`;
    const deps = { db: hq.db, now: () => new Date() };
    const branch = await registerBranch(deps, {
      code: branchCode,
      name: 'Kisumu',
      country: 'KE',
      timeZone: 'Africa/Nairobi',
    });
    if (!branch.ok) throw new Error(branch.error.message);
    const counters: (BranchLimitDeps & { service: HeadOfficeService })[] = [];
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
        timeouts: link.timeouts ?? (() => ({ connectTimeoutMs: 5_000, requestTimeoutMs: 10_000 })),
        now: link.now ?? Date.now,
        ...(link.fetch ? { fetch: link.fetch } : {}),
        log: silentLogger,
        dataDir: dirname(journal.path),
        relauncher: { relaunch: () => undefined },
      });
      opened.push({ journal, service });
      const operators = createOperatorService({
        journal,
        now: Date.now,
        scryptParams: CHEAP_SCRYPT,
      });
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
      counters.push({
        journal,
        environment: 'sandbox',
        settings: () => SETTINGS,
        timeZone: () => 'Africa/Nairobi',
        reservations: { reserve: service.reservation },
        service,
      });
    }
    return counters;
  }

  return {
    branchWithCounters,
    get hq(): StartedHeadOffice {
      return hq;
    },
  };
}
