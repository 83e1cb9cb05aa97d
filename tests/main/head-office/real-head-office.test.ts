import { dirname } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { listWorkstations } from '../../../hq/src/enrolment/health';
import { revokeWorkstation } from '../../../hq/src/enrolment/workstations';
import { createHeadOfficeService } from '../../../electron/main/head-office/head-office-service';
import { createConnectionRecords } from '../../../electron/main/head-office/connection-record';
import { createHeadOfficeClient } from '../../../electron/main/head-office/head-office-client';
import { postToHeadOffice } from '../../../electron/main/head-office/pinned-transport';
import { publicKeyOf } from '../../../electron/main/head-office/workstation-key';
import { JOURNAL_KEYCHAIN_ACCOUNTS } from '../../../electron/main/keys/journal-keychain';
import { keytarBackend } from '../../../electron/main/keys/keytar-secret-store';
import { silentLogger } from '../../../electron/main/logging/logger';
import { selfSignedCertificate } from '../../support/self-signed';
import { openTempJournal, tempDataDir } from '../journal/fixtures';
import { restoreBackup } from '../backup/restore-fixture';
import { tempDir } from '../engine/engine-fixture';
import { startServices } from '../services-fixture';
import { newBranch, workstationToEnrol } from './enrolled-counters';
import { useRealHeadOffice } from './real-head-office-fixture';
import { MemoryOutbox } from './memory-outbox';

/*
 * D99, D100 against head office itself (hq/src/start.ts on PGlite, serving TLS with an
 * openssl-made certificate): enrolment with the fingerprint head office prints, pushes in order
 * with head office's signed acknowledgements, and head office's refusals (a used code, a fork, a
 * revoked workstation) said in its own words and stopping the sender.
 */
const certificate = selfSignedCertificate();
const office = useRealHeadOffice('remit-hq-ws-', certificate);
const { stores } = office;

const hqDeps = () => ({ db: office.hq.db, now: () => new Date() });
const client = createHeadOfficeClient({
  fetch: postToHeadOffice,
  timeouts: () => ({ connectTimeoutMs: 5_000, requestTimeoutMs: 10_000 }),
});
let branches = 0;

/** A branch with a workstation at head office, and its enrolment code. */
async function registered(): Promise<{ branchCode: string; workstationId: string; code: string }> {
  branches += 1;
  const branchCode = await newBranch(office.hq, `Kisumu ${branches}`, `KSM-${branches}`);
  const { id, code } = await workstationToEnrol(office.hq, branchCode);
  return { branchCode, workstationId: id, code };
}

/** A workstation's journal, keychain and head-office service, with an outbox of `changes`. */
function workstation(changes = 0) {
  const journal = openTempJournal();
  const outbox = new MemoryOutbox();
  outbox.add(changes);
  const service = createHeadOfficeService({
    journal,
    keychain: stores.journalKeychain(dirname(journal.path)),
    dataDir: dirname(journal.path),
    relauncher: { relaunch: () => undefined },
    outbox,
    timeouts: () => ({ connectTimeoutMs: 5_000, requestTimeoutMs: 10_000 }),
    now: Date.now,
    log: silentLogger,
  });
  office.opened({ journal, service });
  /** A commit, as any journal write is: it wakes the sender. */
  const commit = () =>
    journal.settings.set('test.commit', Date.now(), new Date().toISOString(), null);
  return { journal, outbox, service, commit };
}

const enrolment = (code: string) => ({
  address: office.hq.url,
  code: code.toLowerCase().replace(/-/g, ' '),
  fingerprint: office.hq.certificateFingerprint!,
});

async function health(workstationId: string) {
  return (await listWorkstations(hqDeps())).find((w) => w.id === workstationId)!;
}

describe('a workstation and head office', () => {
  it('enrols with the fingerprint head office prints, and head office holds the keychain’s key', async () => {
    expect(office.hq.certificateFingerprint).toBe(certificate.fingerprint);
    const { code, branchCode, workstationId } = await registered();
    const { service, journal } = workstation();
    const enrolled = await service.enrol(enrolment(code), 'admin.amina');
    expect(enrolled).toMatchObject({
      ok: true,
      value: {
        address: office.hq.url,
        fingerprint: certificate.fingerprint,
        workstationId,
        branch: { code: branchCode, country: 'KE', timeZone: 'Africa/Nairobi' },
        number: 1,
      },
    });
    const key = await stores.journalKeychain(dirname(journal.path)).readWorkstationKey();
    const atHeadOffice = await health(workstationId);
    expect(atHeadOffice.status).toBe('active');
    const [row] = await office.hq.db.query<{ public_key: string }>(
      'SELECT public_key FROM workstations WHERE id = $1',
      [workstationId],
    );
    expect(row!.public_key.trim()).toBe(publicKeyOf(key!).trim());
  });

  it('sends the journal’s own outbox, every change, as the app’s services run it', async () => {
    const { code, workstationId } = await registered();
    const dataDir = tempDataDir();
    const services = await startServices(stores, dataDir);
    try {
      const enrolled = await services.headOffice.enrol(enrolment(code), 'admin.amina');
      expect(enrolled.ok).toBe(true);
      // A setting saved after enrolment: one more change, pushed after its commit.
      services.settings.update('backup', { automaticFolder: null }, 'admin.amina');
      await vi.waitFor(() => expect(services.headOffice.status().waiting).toBe(0), {
        timeout: 30_000,
      });
      const status = services.headOffice.status();
      expect(status.problem).toBeNull();
      expect(status.lastAckSeq).toBe(services.journal.outbox.lastSeq());
      expect((await health(workstationId)).storedSeq).toBe(status.lastAckSeq);
    } finally {
      await services.close();
    }
  });

  it('says head office’s own words when a used code is typed again', async () => {
    const { code } = await registered();
    expect((await workstation().service.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
    const again = await workstation().service.enrol(enrolment(code), 'admin.amina');
    expect(again).toMatchObject({ ok: false, error: { code: 'refused' } });
    if (again.ok) return;
    expect(again.error.refusal?.refused).toBe('code-used');
    expect(again.error.message).toMatch(/^Head office refused: /);
    expect(again.error.message).not.toContain(code);
  });

  it('pushes every change in order and keeps head office’s acknowledgements', async () => {
    const { code, workstationId } = await registered();
    const { service, outbox } = workstation(1_207);
    expect((await service.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
    await vi.waitFor(() => expect(service.status().waiting).toBe(0), { timeout: 30_000 });
    expect(service.status()).toMatchObject({ lastAckSeq: 1_207, problem: null });
    expect((await health(workstationId)).storedSeq).toBe(1_207);
    expect(outbox.lastAck?.head).toBe(outbox.changes.at(-1)!.hash);
  });

  it('reads its branch from head office, signed; tells what still waits at each push', async () => {
    // D127: the pushes above said how many changes waited after each; the last said none.
    const { code, workstationId } = await registered();
    const { service, journal } = workstation(620);
    expect((await service.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
    await vi.waitFor(() => expect(service.status().waiting).toBe(0), { timeout: 30_000 });
    const [head] = await office.hq.db.query<{ waiting_count: string | number }>(
      'SELECT waiting_count FROM workstation_heads WHERE workstation_id = $1',
      [workstationId],
    );
    expect(Number(head!.waiting_count)).toBe(0);
    const read = await service.branchTransfers({ filters: {}, after: null, limit: 10 });
    expect(read).toMatchObject({
      ok: true,
      value: { rows: [], next: null, workstations: [{ workstationId, number: 1, ackSeq: 620 }] },
    });
    expect(service.branchDesk()).toMatchObject({ workstationId, number: 1 });
    // A page not signed with the key enrolment gave is no page of head office's.
    const record = createConnectionRecords(journal).read();
    if (!record || record === 'damaged') throw new Error('not enrolled');
    const key = await stores.journalKeychain(dirname(journal.path)).readWorkstationKey();
    const link = { ...record, privateKeyPem: () => Promise.resolve(key!) };
    const forged = await client.branchTransfers(
      { ...link, headOfficeKey: publicKeyOf(key!) },
      { filters: {}, after: null, limit: 10 },
    );
    expect(forged).toMatchObject({ ok: false, error: { code: 'bad-acknowledgement' } });
  });

  it('pages a replacement’s rebuild, each page under head office’s signed acknowledgement', async () => {
    const { code } = await registered();
    const { service, outbox, journal } = workstation(620);
    expect((await service.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
    await vi.waitFor(() => expect(service.status().waiting).toBe(0), { timeout: 30_000 });
    const record = createConnectionRecords(journal).read();
    if (!record || record === 'damaged') throw new Error('not enrolled');
    const key = await stores.journalKeychain(dirname(journal.path)).readWorkstationKey();
    const link = { ...record, privateKeyPem: () => Promise.resolve(key!) };
    const pages = [];
    for (let after = 0; ;) {
      const page = await client.rebuild(link, after, 500);
      if (!page.ok) throw new Error(page.error.message);
      expect(page.value.ack).toMatchObject({ seq: 620, head: outbox.changes.at(-1)!.hash });
      if (page.value.changes.length === 0) break;
      pages.push(page.value.changes.length);
      after = page.value.changes.at(-1)!.seq;
    }
    expect(pages).toEqual([500, 120]);
  });

  it('stops on a fork head office refuses, which it keeps as evidence', async () => {
    const { code, workstationId } = await registered();
    const { service, outbox, commit } = workstation(6);
    expect((await service.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
    await vi.waitFor(() => expect(service.status().waiting).toBe(0), { timeout: 30_000 });
    // The outbox rewritten from change 4 on, and its acknowledgement forgotten.
    for (const change of outbox.changes.slice(3)) {
      change.row = '{"value":"rewritten"}';
      delete change.hash;
    }
    outbox.lastAck = null;
    commit();
    await vi.waitFor(() => expect(service.status().problem).not.toBeNull(), { timeout: 30_000 });
    const { problem } = service.status();
    expect(problem?.stopped).toBe(true);
    expect(problem?.message).toMatch(/^Head office refused this workstation’s changes: /);
    expect((await health(workstationId)).lastRefusal?.reason).toBe('fork');
  });

  it('stops the journal when head office holds changes a restored backup lacks (D145)', async () => {
    const { code, workstationId } = await registered();
    const dataDir = tempDataDir();
    const first = await startServices(stores, dataDir);
    let backup: string;
    try {
      expect((await first.headOffice.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
      await vi.waitFor(() => expect(first.headOffice.status().waiting).toBe(0), {
        timeout: 30_000,
      });
      const made = await first.backups.backupTo(tempDir('remit-hq-backup-'), {
        operatorId: 'sup-1',
        role: 'supervisor',
      });
      if (!made.ok) throw new Error(made.error.message);
      backup = made.value.file;
      // Written after the backup, and held by head office: the backup lacks them.
      first.settings.update(
        'backup',
        { automaticFolder: tempDir('remit-hq-auto-') },
        'admin.amina',
      );
      first.settings.update('backup', { automaticFolder: null }, 'admin.amina');
      await vi.waitFor(() => expect(first.headOffice.status().waiting).toBe(0), {
        timeout: 30_000,
      });
    } finally {
      await first.close();
    }
    const heldAtHeadOffice = (await health(workstationId)).storedSeq;

    restoreBackup(dataDir, backup);
    const services = await startServices(stores, dataDir);
    try {
      expect(services.journal.outbox.lastSeq()).toBeLessThan(heldAtHeadOffice);
      expect(services.seal.problem()?.endsBeforeHead).toBeDefined();
      // The admin confirms the restore (D34): the journal is sound, and merely ends early.
      expect((await services.seal.confirmRestore('admin.amina')).ok).toBe(true);
      // Its next change reuses a seq head office holds with other contents: a fork.
      // Stopped, not held up and tried again (a slow answer under load is that).
      await vi.waitFor(() => expect(services.headOffice.status().problem?.stopped).toBe(true), {
        timeout: 30_000,
      });
      expect((await health(workstationId)).lastRefusal?.reason).toBe('fork');
      // Nothing written from now on could reach head office: the journal stops, as for a
      // finding of its own checks (D97), naming why, until head office's copy is taken over.
      expect(services.seal.problem()).toMatchObject({
        message: expect.stringMatching(
          /^Head office refused this journal’s changes: Change \d+ differs/,
        ) as unknown,
      });
    } finally {
      await services.close();
    }
  });

  it('stops the journal of a workstation head office revoked (D145)', async () => {
    const { code, workstationId } = await registered();
    const services = await startServices(stores, tempDataDir());
    try {
      expect((await services.headOffice.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
      await vi.waitFor(() => expect(services.headOffice.status().waiting).toBe(0), {
        timeout: 30_000,
      });
      // Another PC took it over (a replacement code), or head office withdrew it.
      expect((await revokeWorkstation(hqDeps(), workstationId)).ok).toBe(true);
      services.settings.update('backup', { automaticFolder: null }, 'admin.amina');
      // Stopped, not held up and tried again (a slow answer under load is that).
      await vi.waitFor(() => expect(services.headOffice.status().problem?.stopped).toBe(true), {
        timeout: 30_000,
      });
      expect(services.seal.problem()).toMatchObject({
        message: expect.stringMatching(/^Head office has revoked this workstation/) as unknown,
      });
    } finally {
      await services.close();
    }
  });

  it('stops an enrolled journal on a PC whose keychain holds no key of the workstation (D146)', async () => {
    const { code } = await registered();
    const dataDir = tempDataDir();
    const first = await startServices(stores, dataDir);
    try {
      expect((await first.headOffice.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
      await vi.waitFor(() => expect(first.headOffice.status().waiting).toBe(0), {
        timeout: 30_000,
      });
      expect(first.seal.problem()).toBeNull();
    } finally {
      await first.close();
    }
    // As on a new PC that opened this journal with head office's key file (D75): the file
    // carries the journal's keys, never the workstation's, which stays in the first PC's keychain.
    await keytarBackend.deletePassword(
      stores.journalService(dataDir),
      JOURNAL_KEYCHAIN_ACCOUNTS.workstationKey,
    );
    const services = await startServices(stores, dataDir);
    try {
      // Stopped as for a finding of its own checks (D97): nothing is sent, only admins sign in.
      expect(services.seal.problem()).toMatchObject({
        message: expect.stringMatching(
          /^This journal \(.+\) belongs to a workstation enrolled with head office, but this PC's keychain does not hold the workstation's key/,
        ) as unknown,
      });
    } finally {
      await services.close();
    }
  });

  it('says so when head office has revoked the workstation, and stops', async () => {
    const { code, workstationId } = await registered();
    const { service, outbox, commit } = workstation(2);
    expect((await service.enrol(enrolment(code), 'admin.amina')).ok).toBe(true);
    await vi.waitFor(() => expect(service.status().waiting).toBe(0), { timeout: 30_000 });
    expect((await revokeWorkstation(hqDeps(), workstationId)).ok).toBe(true);
    outbox.add(1);
    commit();
    await vi.waitFor(() => expect(service.status().problem).not.toBeNull(), { timeout: 30_000 });
    expect(service.status().problem).toMatchObject({
      stopped: true,
      message: expect.stringMatching(
        /^Head office has revoked this workstation: nothing more is sent to it\. Head office said: /,
      ) as unknown,
    });
    expect(service.status().waiting).toBe(1);
  });
});
