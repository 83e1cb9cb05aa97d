import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { HEAD_OFFICE_PATHS } from '../../../electron/main/head-office/head-office-client';
import { postToHeadOffice } from '../../../electron/main/head-office/pinned-transport';
import { REMEMBERED_SILENCE_MS } from '../../../electron/main/head-office/reach-memory';
import {
  branchFactsOf,
  branchLimitOf,
  reservationRequestOf,
} from '../../../electron/main/transfers/branch-limit';
import { clockFrom } from '../../support/shifted-clock';
import { useBranchHeadOffice } from './branch-counters';
import { newBranch, workstationToEnrol } from './enrolled-counters';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { freePort, transferRows } from '../engine/engine-fixture';
import { testClock, TUESDAY_MORNING } from '../engine/test-clock';
import { rawJournal } from '../journal/fixtures';
import { recordingLogger } from '../operators/fixtures';
import { useFileBank } from '../engine/file-bank';
import { deskStation, PEOPLE, type DeskStation } from '../operators/desk-fixture';

/*
 * D137: a head office that did not answer, remembered for a while, against a real socket that
 * never answers and a closed port. D133 through the real send path: two workstations of one branch, each enrolled with head office
 * itself (PGlite, plain HTTP on loopback), send the same account, recipient, amount and currency.
 * The first's answer is lost (its outcome unknown, waiting for a supervisor); the second counter's
 * send is stopped by the duplicate guard on head office's answer, and sends nothing to the bank.
 */
// Head office's clock reads the engine tests' day, as the desks' and the bank's clocks do (D157
// refuses a reservation whose instant is far from head office's clock).
const office = useBranchHeadOffice(clockFrom(TUESDAY_MORNING));
const NOW = TUESDAY_MORNING;

/** Enrols the station's head-office service as workstation `number` of the branch. */
async function enrolled(station: DeskStation, branchCode: string): Promise<void> {
  const { code } = await workstationToEnrol(office.hq, branchCode);
  const done = await station.services.headOffice.enrol(
    { address: office.hq.url, code, fingerprint: '' },
    PEOPLE.admin.operatorId,
  );
  if (!done.ok) throw new Error(done.error.message);
}

describe('two counters of one branch through head office', () => {
  const bank = useFileBank();

  it("stops counter 2's send of what still waits at counter 1, sending nothing", async () => {
    await newBranch(office.hq, 'Kisumu', 'KSM-SEND');
    const [one, two] = [await deskStation(bank), await deskStation(bank)];
    for (const station of [one, two]) {
      await enrolled(station, 'KSM-SEND');
      await station.desk.signIn('clerk');
    }
    // Counter 1's answer is lost after the bank booked it: its outcome is unknown.
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-after-processing', times: 1 });
    const earlier = await one.desk.call('sendTransfer', rtgsDraft());
    expect(earlier).toMatchObject({ ok: true, value: { state: 'unknown' } });
    const reference = earlier.ok ? earlier.value.reference : '';

    const again = await two.desk.call('sendTransfer', rtgsDraft());
    expect(again).toMatchObject({ ok: false, error: { code: 'possible-duplicate' } });
    expect(again.ok ? '' : again.error.message).toContain(`transfer ${reference}`);
    expect(transferRows(two.services.journal.path)).toHaveLength(0);
    expect(two.recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(0);
    expect(one.recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
  });
});

describe("a counter whose clock is a day ahead of head office's (D157)", () => {
  // The desk and the bank on a clock a day ahead of head office's.
  const dayAhead = testClock(TUESDAY_MORNING + 86_400_000);
  const bank = useFileBank(dayAhead);

  it('sends under the offline limits, marks the transfer, and says why', async () => {
    await newBranch(office.hq, 'Nakuru', 'NKR-CLOCK');
    const log = recordingLogger();
    const station = await deskStation(bank, { log: log.logger });
    await enrolled(station, 'NKR-CLOCK');
    await station.desk.signIn('clerk');
    const sender = { documentNumber: '31570001' };
    // Within the offline limit (250,000 KES by default): sent, and marked checked offline.
    const first = await station.desk.call(
      'sendTransfer',
      imtDraft({ transfer: { amount: '150000.00' }, sender }),
    );
    expect(first.ok, first.ok ? '' : first.error.message).toBe(true);
    const journal = rawJournal(station.services.journal.path, { readonly: true });
    try {
      expect(journal.prepare('SELECT checked_offline FROM transfers').all()).toEqual([
        { checked_offline: 1 },
      ]);
    } finally {
      journal.close();
    }
    // Head office's words, with how far off the clock is, are in the log for the admin.
    expect(log.lines.find((l) => l.level === 'warn' && /clock is off/.test(l.message))).toEqual(
      expect.objectContaining({
        details: { message: expect.stringMatching(/about 1 day ahead of head office's/) },
      }),
    );
    // The admin's and supervisor's status says it, in head office's words, until it is set.
    expect(station.services.headOffice.status().clockOff).toEqual({
      at: expect.any(String),
      said: expect.stringMatching(/^This PC's clock is about 1 day ahead of head office's/),
    });
    // Above it (though below the daily total head office would count): refused, in words
    // that name the PC's clock.
    const second = await station.desk.call(
      'sendTransfer',
      imtDraft({ transfer: { amount: '120000.00' }, sender }),
    );
    expect(second.ok).toBe(false);
    expect(second.ok ? '' : second.error.message).toMatch(
      /daily limit of 250,000.00 KES.*this PC's clock does not agree with head office's/,
    );
    expect(transferRows(station.services.journal.path)).toHaveLength(1);

    // IT sets the clock: the next read of head office is served, and the status says no more.
    dayAhead.advance(-86_400_000);
    const served = await station.services.headOffice.reservation({
      reference: '100000000999',
      release: false,
      peek: true,
      kind: 'imt',
      senderDocument: '31570001',
      currency: 'KES',
      amount: '1000.00',
      at: new Date(dayAhead.now).toISOString(),
      from: '2026-11-23T21:00:00.000Z',
      to: '2026-11-24T21:00:00.000Z',
    });
    expect(served?.ok, served?.ok ? '' : served?.error.message).toBe(true);
    expect(station.services.headOffice.status().clockOff).toBeNull();
  });
});

describe('a head office that did not answer, remembered for a while (D137)', () => {
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
    const [counter] = await office.branchWithCounters(1, {
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
