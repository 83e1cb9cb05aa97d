import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type AppSettings } from '@shared/domain/settings';
import { worded } from '@shared/i18n/worded';
import { fail } from '@shared/result';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import { startHeadOffice, type StartedHeadOffice } from '../../../hq/src/start';
import {
  createHeadOfficeService,
  type HeadOfficeService,
} from '../../../electron/main/head-office/head-office-service';
import type { Journal } from '../../../electron/main/journal/journal';
import { silentLogger } from '../../../electron/main/logging/logger';
import { createOperatorService } from '../../../electron/main/operators/operator-service';
import { mergedInSpan } from '../../../electron/main/transfers/branch-merge';
import { approvalNeedOf } from '../../../electron/main/transfers/control-desk';
import { customerDocumentOf } from '../../../electron/main/transfers/controls';
import { waitingDuplicates } from '../../../electron/main/transfers/duplicate-guard';
import { splitSeriesAt, widestWindowOf } from '../../../electron/main/transfers/split-windows';
import {
  branchAmounts,
  branchFactsOf,
  branchLimitOf,
  offlineLimits,
  reservationRequestOf,
  type BranchLimitDeps,
} from '../../../electron/main/transfers/branch-limit';
import { openTempJournal } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { MemoryOutbox } from './memory-outbox';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import {
  postToHeadOffice,
  type HeadOfficeFetch,
} from '../../../electron/main/head-office/pinned-transport';
import {
  HEAD_OFFICE_PATHS,
  type HeadOfficeTimeouts,
} from '../../../electron/main/head-office/head-office-client';
import { REMEMBERED_SILENCE_MS } from '../../../electron/main/head-office/reach-memory';
import { freePort } from '../engine/engine-fixture';

/*
 * D128 against head office itself (PGlite, plain HTTP on loopback): two counters of one branch
 * count a customer's IMT daily total together, two at once cannot both pass it, and a counter
 * whose head office does not answer counts alone under the lower offline limits.
 */
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

/** How a counter reaches head office and reads its clock; the test's real HTTP and Date.now. */
interface CounterLink {
  fetch?: HeadOfficeFetch;
  now?: () => number;
  timeouts?: () => HeadOfficeTimeouts;
}

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

const NOW = Date.parse('2026-11-28T09:00:00.000Z');

/** The counter, its head office not answering. */
const unreachableFrom = (counter: BranchLimitDeps): BranchLimitDeps => ({
  ...counter,
  reservations: {
    reserve: () =>
      Promise.resolve(
        fail(worded('unreachable', 'headOffice.client.unreachable', { address: 'hq' })),
      ),
  },
});
const draftOf = (amount: string, documentNumber: string) =>
  imtDraft({ transfer: { amount }, sender: { documentNumber } });

describe('the IMT daily total counted through head office', () => {
  it("counts the other counter's transfer, and frees a refused one", async () => {
    const [a, b] = await branchWithCounters(2);
    const first = await branchLimitOf(a!, draftOf('300000.00', '31000001'), '111000000001', NOW);
    expect(first).toMatchObject({ problem: null, checkedOffline: false });
    const second = await branchLimitOf(b!, draftOf('300000.00', '31000001'), '112000000001', NOW);
    expect(second.problem?.message).toMatch(
      /has already sent 300,000.00 KES .* above the daily limit of 500,000.00 KES/,
    );
    // Refused at the counter: freed at head office, so the customer's smaller one goes.
    await second.release();
    const third = await branchLimitOf(b!, draftOf('200000.00', '31000001'), '112000000002', NOW);
    expect(third.problem).toBeNull();
  });

  it('lets one of two counters at once pass the limit, never both', async () => {
    const [a, b] = await branchWithCounters(2);
    const both = await Promise.all([
      branchLimitOf(a!, draftOf('300000.00', '31000002'), '111000000002', NOW),
      branchLimitOf(b!, draftOf('300000.00', '31000002'), '112000000003', NOW),
    ]);
    expect(both.map((limit) => limit.problem === null).sort()).toEqual([false, true]);
  });

  it('counts alone under the offline limits when head office does not answer', async () => {
    const [counter] = await branchWithCounters(1);
    const unreachable = unreachableFrom(counter!);
    const within = await branchLimitOf(unreachable, draftOf('150000.00', '3100003'), '1', NOW);
    expect(within).toMatchObject({ problem: null, checkedOffline: true });
    const over = await branchLimitOf(unreachable, draftOf('250000.00', '3100003'), '2', NOW);
    expect(over.checkedOffline).toBe(true);
    expect(over.problem?.message).toMatch(
      /above the daily limit of 200,000.00 KES.*Head office cannot be reached/,
    );
    // Not enrolled: counted here, under the day's limit, as ever.
    const alone = { ...counter!, reservations: { reserve: () => Promise.resolve(null) } };
    expect(await branchLimitOf(alone, draftOf('250000.00', '3100003'), '3', NOW)).toMatchObject({
      problem: null,
      checkedOffline: false,
    });
  });
});

describe('the controls by customer counted through head office (D133)', () => {
  it('finds a split series, the day total and a waiting duplicate over two counters', async () => {
    const [a, b] = await branchWithCounters(2);
    const held = await branchLimitOf(a!, draftOf('60000.00', '31000009'), '111000000009', NOW);
    expect(held).toMatchObject({ problem: null, checkedOffline: false });
    // The same customer at the other counter, the same recipient and amount, a minute later.
    const atMs = NOW + 60_000;
    const second = draftOf('60000.00', '31000009');
    const atB = await branchLimitOf(b!, second, '112000000009', atMs);
    expect(atB.facts!.series.map((t) => [t.reference, t.state])).toEqual([
      ['111000000009', 'reserved'],
    ]);
    // The counter's own rules, unchanged, on its journal merged with head office's answer.
    const currency = 'KES';
    const window = widestWindowOf(atMs);
    const customer = customerDocumentOf(second)!;
    const merged = mergedInSpan(
      b!.journal.controlTotals.ofCustomer(customer, currency, window.from, window.to),
      atB.facts,
      { currency, ...window },
    );
    const itself = {
      createdAt: new Date(atMs).toISOString(),
      amount: '60000.00',
      currency,
      state: 'reserved' as const,
    };
    expect(
      splitSeriesAt([...merged, itself], { atMs, currency }, '100000.00').map((s) => s.window),
    ).toEqual(['24h', '7d', '30d']);
    const thresholds = {
      ...DEFAULT_SETTINGS.controls,
      approvalAbove: { rtgs: {}, imt: { KES: '100000.00' } },
    };
    const need = approvalNeedOf(
      { journal: b!.journal, thresholds: () => thresholds, timeZone: () => 'Africa/Nairobi' },
      second,
      atMs,
      atB.facts,
    );
    expect(need?.grounds[0]).toMatchObject({ rule: 'customer', total: '120000.00' });
    // D134: the same account and recipient too (the other tests' IMT sends to it count as well).
    expect(need?.grounds.map((g) => g.rule)).toEqual(['customer', 'recipient']);
    expect(
      waitingDuplicates(b!.journal, second, atMs, atB.facts!.waiting).map((t) => t.reference),
    ).toEqual(['111000000009']);
    // Alone, the second counter's journal sees none of it.
    expect(waitingDuplicates(b!.journal, second, atMs)).toEqual([]);
    // A review's read holds nothing: the first counter's next reservation counts only its own.
    const peek = await branchFactsOf(b!, second, atMs);
    expect(peek?.series.map((t) => t.reference)).toEqual(['111000000009', '112000000009']);
    expect((await branchFactsOf(b!, second, atMs))?.series).toHaveLength(2);
  });

  it("counts the recipient's day total over two counters (D134)", async () => {
    const [a, b] = await branchWithCounters(2);
    const source = { accountNumber: '0011999999001' };
    const first = rtgsDraft({ transfer: { amount: '60000.00' }, source });
    expect(await branchLimitOf(a!, first, '111000000021', NOW)).toMatchObject({
      problem: null,
      checkedOffline: false,
    });
    // Another customer, the same account and recipient, at the other counter.
    const second = rtgsDraft({
      transfer: { amount: '60000.00' },
      source,
      customer: { documentNumber: '31000021' },
    });
    const atMs = NOW + 60_000;
    const facts = await branchFactsOf(b!, second, atMs);
    expect(facts?.toRecipient.map((t) => [t.reference, t.state])).toEqual([
      ['111000000021', 'reserved'],
    ]);
    const thresholds = {
      ...DEFAULT_SETTINGS.controls,
      approvalAbove: { rtgs: { KES: '100000.00' }, imt: {} },
    };
    const deps = {
      journal: b!.journal,
      thresholds: () => thresholds,
      timeZone: () => 'Africa/Nairobi',
    };
    const need = approvalNeedOf(deps, second, atMs, facts);
    expect(need?.grounds.map((g) => [g.rule, g.total])).toEqual([['recipient', '120000.00']]);
    // Alone, the second counter's journal sees nothing to add.
    expect(approvalNeedOf(deps, second, atMs, null)).toBeNull();
  });

  it('marks an RTGS send checked offline when head office does not answer', async () => {
    const [counter] = await branchWithCounters(1);
    const unreachable = unreachableFrom(counter!);
    const limit = await branchLimitOf(unreachable, rtgsDraft(), '4', NOW);
    expect(limit).toMatchObject({ problem: null, checkedOffline: true });
    expect(limit.facts).toMatchObject({ offline: true, series: [], waiting: [] });
    expect(await branchFactsOf(unreachable, rtgsDraft(), NOW)).toMatchObject({ offline: true });
  });
});

describe('a head office that did not answer, remembered for a while (D134)', () => {
  it('falls back at once after a silence, and asks again once the while is over', async () => {
    // A real socket that takes the connection and never answers, and a port closed.
    const held: Socket[] = [];
    const silent = createServer((socket) => {
      held.push(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const closedPort = await freePort();
    const to = { hq: '', silent: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` };
    let route: 'hq' | 'silent' | 'closed' = 'hq';
    let shift = 0;
    let timeouts = { connectTimeoutMs: 5_000, requestTimeoutMs: 10_000 };
    const [counter] = await branchWithCounters(1, {
      now: () => Date.now() + shift,
      timeouts: () => timeouts,
      fetch: (post) =>
        postToHeadOffice(
          // Only the reservations: the background pushes keep reaching head office.
          route === 'hq' || post.path !== HEAD_OFFICE_PATHS.reservations
            ? post
            : {
                ...post,
                origin: route === 'silent' ? to.silent : `http://127.0.0.1:${closedPort}`,
              },
        ),
    });
    try {
      // The admin's timeouts shortened, so that the wait is a fraction of a second here.
      timeouts = { connectTimeoutMs: 300, requestTimeoutMs: 400 };
      route = 'silent';
      const started = performance.now();
      const first = await branchLimitOf(counter!, rtgsDraft(), '5', NOW);
      expect(first).toMatchObject({ problem: null, checkedOffline: true });
      expect(performance.now() - started).toBeGreaterThanOrEqual(350);
      expect(held).toHaveLength(1);
      // The review and the next send do not wait again, and are told why.
      const asked = performance.now();
      expect(await branchFactsOf(counter!, rtgsDraft(), NOW)).toMatchObject({ offline: true });
      expect(await branchLimitOf(counter!, rtgsDraft(), '6', NOW)).toMatchObject({
        checkedOffline: true,
      });
      expect(performance.now() - asked).toBeLessThan(200);
      expect(held).toHaveLength(1);
      const said = await counter!.service.reservation(
        reservationRequestOf(rtgsDraft(), '7', NOW, 'Africa/Nairobi'),
      );
      expect(said).toMatchObject({ ok: false, error: { code: 'unreachable' } });
      expect(said?.ok ? '' : said?.error.message).toMatch(
        /^Head office did not answer a moment ago: .* again in (29|30) seconds\.$/,
      );
      // Once the while is over, a send asks again: a closed port is remembered the same way.
      shift = REMEMBERED_SILENCE_MS;
      route = 'closed';
      expect(await branchLimitOf(counter!, rtgsDraft(), '8', NOW)).toMatchObject({
        checkedOffline: true,
      });
      expect(
        await counter!.service.reservation(
          reservationRequestOf(rtgsDraft(), '9', NOW, 'Africa/Nairobi'),
        ),
      ).toMatchObject({
        ok: false,
        error: { text: { key: 'headOffice.client.rememberedSilence' } },
      });
      // Head office back, the while over: the send is counted through it, and nothing is remembered.
      shift = 2 * REMEMBERED_SILENCE_MS;
      route = 'hq';
      expect(await branchLimitOf(counter!, rtgsDraft(), '10', NOW)).toMatchObject({
        checkedOffline: false,
      });
      expect(await branchFactsOf(counter!, rtgsDraft(), NOW)).toMatchObject({ offline: false });
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((done) => silent.close(done));
    }
  });
});

describe('the pure parts', () => {
  it('counts one reference once, head office first', () => {
    const hqCounted = [
      { reference: 'A', amount: '1.00' },
      { reference: 'B', amount: '2.00' },
    ];
    const local = [
      { reference: 'B', amount: '2.00' },
      { reference: 'C', amount: '4.00' },
    ];
    expect(branchAmounts(hqCounted, local)).toEqual(['1.00', '2.00', '4.00']);
  });

  it('takes the lower of the offline and the daily totals, the default where none is set', () => {
    const limits = offlineLimits({
      ...DEFAULT_SETTINGS.limits,
      imtDailyPerDocument: { KES: '100000.00', UGX: '10000000.00' },
      offlineImtDailyPerDocument: { KES: '300000.00' },
    });
    expect(limits.imtDailyPerDocument).toEqual({ KES: '100000.00', UGX: '5000000.00' });
  });
});
