import { dirname } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { publishListFile } from '../../../hq/src/sanctions/published-list-files';
import type { LiveSession } from '../../../hq/src/operators/sessions';
import { createHeadOfficeService } from '../../../electron/main/head-office/head-office-service';
import { screeningTarget } from '../../../electron/main/head-office/list-file-sync';
import { screeningIpc } from '../../../electron/main/ipc/screening-ipc';
import {
  postToHeadOffice,
  type HeadOfficeFetch,
} from '../../../electron/main/head-office/pinned-transport';
import { silentLogger } from '../../../electron/main/logging/logger';
import { ScreeningService } from '../../../electron/main/screening/screening-service';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { bankCsv } from '../../../scripts/bench/screening-lists';
import { openTempJournal } from '../journal/fixtures';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { MemoryOutbox } from './memory-outbox';
import { useRealHeadOffice } from './real-head-office-fixture';

/*
 * D139 against head office itself: a list file published there is downloaded in chunks at the
 * next contact, checked against the signed answer's size and SHA-256, imported through the
 * workstation's own import path with its version; a tampered download changes nothing and is
 * fetched again; a head-office list older than allowed stops sending in the clerk's words (D78).
 */
const office = useRealHeadOffice('remit-hq-lists-');
const HQ_ADMIN: LiveSession = {
  operatorId: 'hq.admin',
  displayName: 'Head office admin',
  role: 'hq-admin',
  mustChangePassword: false,
  tokenHash: 'x',
};
const DAY_MS = 86_400_000;

async function enrolledWorkstation(tamper: { on: boolean }) {
  const branchCode = `LST-${Date.now() % 100_000}`;
  const deps = { db: office.hq.db, now: () => new Date() };
  const made = await registerBranch(deps, {
    code: branchCode,
    name: 'Eldoret',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
  });
  if (!made.ok) throw new Error(made.error.message);
  const ws = await registerWorkstation(deps, { branchCode });
  if (!ws.ok) throw new Error(ws.error.message);
  const code = await issueEnrolmentCode(deps, { workstationId: ws.value.id, purpose: 'enrol' });
  if (!code.ok) throw new Error(code.error.message);
  const journal = openTempJournal();
  const settings = createSettingsStore(journal, Date.now);
  const screening = new ScreeningService({
    journal,
    environment: 'test',
    now: Date.now,
    settings: () => ({ threshold: 0.88, maxListAgeDays: 7 }),
  });
  // A download whose bytes are changed on the way while `tamper.on`: never imported.
  const fetch: HeadOfficeFetch = async (post) => {
    const answer = await postToHeadOffice(post);
    if (!tamper.on || post.path !== '/api/v1/list-file') return answer;
    const body = JSON.parse(answer.body) as { bytes: string };
    const bytes = Buffer.from(body.bytes, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    return { ...answer, body: JSON.stringify({ ...body, bytes: bytes.toString('base64') }) };
  };
  const service = createHeadOfficeService({
    journal,
    keychain: office.stores.journalKeychain(dirname(journal.path)),
    outbox: new MemoryOutbox(),
    timeouts: () => ({ connectTimeoutMs: 5_000, requestTimeoutMs: 10_000 }),
    now: Date.now,
    log: silentLogger,
    dataDir: dirname(journal.path),
    relauncher: { relaunch: () => undefined },
    settings,
    lists: screeningTarget(screening),
    fetch,
  });
  office.opened({ journal, service });
  const enrolled = await service.enrol(
    { address: office.hq.url, code: code.value.code, fingerprint: '' },
    'amina.admin',
  );
  if (!enrolled.ok) throw new Error(enrolled.error.message);
  const contact = async (until: () => boolean) => {
    journal.settings.set('test.commit', Date.now(), new Date().toISOString(), null);
    await vi.waitFor(
      () => {
        if (!until()) throw new Error(`not yet: ${JSON.stringify(service.status())}`);
      },
      { timeout: 20_000, interval: 50 },
    );
    await service.settled();
  };
  return { branchCode, journal, service, screening, settings, contact };
}

describe('sanctions list files published at head office', () => {
  it('downloads, checks and imports the file; a tampered one changes nothing; stale stops', async () => {
    const tamper = { on: true };
    const ws = await enrolledWorkstation(tamper);
    const listDate = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
    const bytes = new TextEncoder().encode(
      bankCsv([{ reference: 'B-1', kind: 'individual', parts: ['Juma', 'Mwangi'] }]),
    );
    const published = await publishListFile(
      consoleDeps(office.hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT }),
      HQ_ADMIN,
      { format: 'bank-csv', fileName: 'bank.csv', listDate, bytes, branchCode: ws.branchCode },
    );
    expect(published.ok).toBe(true);

    // Tampered on the way: the settings apply, the list does not; the status says it waits.
    await ws.contact(() => ws.service.status().listFiles.length === 1);
    expect(ws.screening.listsInForce()).toEqual([]);
    expect(ws.service.status().listFiles[0]).toMatchObject({ list: 'bank', runs: false });
    // The list's own problem: replication goes on, nothing stopped.
    expect(ws.service.status().problem).toBeNull();

    tamper.on = false;
    await ws.contact(() => ws.screening.listsInForce().length === 1);
    const [inForce] = ws.screening.listsInForce();
    const version = ws.service.status().listFiles[0]!.version;
    expect(inForce).toMatchObject({
      list: 'bank',
      publishedOn: listDate,
      importedBy: 'head-office',
    });
    expect(ws.service.status().listFiles[0]).toMatchObject({ version, date: listDate, runs: true });
    const imported = ws.journal.audit
      .entries()
      .filter((row) => row.action === 'screening.list-imported');
    expect(imported.map((row) => row.details)).toEqual([
      expect.objectContaining({ list: 'bank', headOfficeVersion: version }),
    ]);

    // An admin's own import of the list head office publishes is refused before a dialog opens.
    const ipc = screeningIpc({
      services: {
        screening: ws.screening,
        settings: ws.settings,
        desktop: { dialogs: { openFile: () => Promise.reject(new Error('no dialog may open')) } },
      } as never,
    });
    const refused = await ipc.handlers.importScreeningList(
      { format: 'bank-csv', publishedOn: listDate },
      { session: { operatorId: 'amina.admin', role: 'admin' }, language: 'en' } as never,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'set-at-head-office' } });
    expect(!refused.ok && refused.error.message).toBe(
      "The Bank's own sanctions list is published by head office for every workstation of the branch, so it cannot be imported here. Ask a head-office admin to publish the newer file; it arrives at the next contact.",
    );
    expect(ws.screening.listsInForce()).toHaveLength(1);

    // Older than the 7 days allowed: sending stops, in the clerk's words.
    expect(ws.screening.sendingStop()?.message).toBe(
      `Transfers cannot be sent: the Bank's own sanctions list set at head office is from ${listDate}, older than the 7 days allowed. Ask an admin to have head office publish the current list; nothing has been sent.`,
    );
  });
});
