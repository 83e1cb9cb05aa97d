import { dirname } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createHeadOfficeService,
  type HeadOfficeService,
} from '../../../electron/main/head-office/head-office-service';
import { publicKeyOf } from '../../../electron/main/head-office/workstation-key';
import type { Journal } from '../../../electron/main/journal/journal';
import { isRowSealError } from '../../../electron/main/journal/row-seal-error';
import { silentLogger } from '../../../electron/main/logging/logger';
import { openTempJournal, tamper } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { MemoryOutbox } from './memory-outbox';
import {
  ENROLMENT_CODE,
  startScriptedHeadOffice,
  type ScriptedHeadOffice,
} from './scripted-head-office';

/*
 * D99: enrolment on a real journal and the real keychain. The key is in the keychain before a
 * byte goes to head office, a retry after a lost answer presents the same key, nothing is kept of
 * a refused enrolment, and the kept connection is sealed like every row the app decides from.
 */
const NOW = Date.parse('2026-11-24T08:00:00Z');
const stores = keychainStores();
let office: ScriptedHeadOffice;
let journal: Journal;
let service: HeadOfficeService;

beforeAll(async () => {
  office = await startScriptedHeadOffice();
});
afterAll(async () => {
  await office.close();
  await stores.cleanUp();
});
beforeEach(() => {
  journal = openTempJournal();
  service = createHeadOfficeService({
    journal,
    keychain: stores.journalKeychain(dirname(journal.path)),
    dataDir: dirname(journal.path),
    relauncher: { relaunch: () => undefined },
    outbox: new MemoryOutbox(),
    timeouts: () => ({ connectTimeoutMs: 1_000, requestTimeoutMs: 500 }),
    now: () => NOW,
    log: silentLogger,
  });
});
afterEach(async () => {
  await service.close();
  journal.close();
});

const keychain = () => stores.journalKeychain(dirname(journal.path));
const request = (code = ENROLMENT_CODE) => ({
  address: `${office.origin}/`,
  code,
  fingerprint: office.certificate.fingerprint,
});

describe('enrolment', () => {
  it('keeps the key made for an unanswered enrolment, and presents it again', async () => {
    office.script({ hang: true });
    const first = await service.enrol(request(), 'admin.amina');
    expect(first).toMatchObject({ ok: false, error: { code: 'timeout' } });
    const kept = await keychain().readWorkstationKey();
    expect(kept).not.toBeNull();
    expect(JSON.parse(office.heard.at(-1)!.body)).toMatchObject({ publicKey: publicKeyOf(kept!) });
    expect(service.status().enrolled).toBeNull();

    const second = await service.enrol(request(), 'admin.amina');
    expect(second.ok).toBe(true);
    expect(office.workstationKey()).toBe(publicKeyOf(kept!));
    expect(await keychain().readWorkstationKey()).toBe(kept);
  });

  it('keeps nothing of a refused enrolment', async () => {
    const refused = await service.enrol(request('ZZZZ-ZZZZ-ZZZZ-ZZZZ'), 'admin.amina');
    expect(refused).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(service.status().enrolled).toBeNull();
    expect(journal.settings.getRaw('head-office')).toBeUndefined();
  });

  it('answers one enrolment at a time', async () => {
    const [a, b] = await Promise.all([
      service.enrol(request(), 'admin.amina'),
      service.enrol(request(), 'admin.amina'),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({
      ok: false,
      error: { code: 'busy', message: 'An enrolment is under way already: wait for its answer.' },
    });
  });

  it('keeps the connection audited, and stops on an edit of its row', async () => {
    expect((await service.enrol(request(), 'admin.amina')).ok).toBe(true);
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'settings.updated',
      operatorId: 'admin.amina',
      details: { section: 'head-office', value: { origin: office.origin, number: 3 } },
    });
    // Another program points the connection elsewhere, behind the app's back.
    tamper(
      journal.path,
      `UPDATE settings SET value = replace(value, '${office.origin}', 'https://evil.example') WHERE key = 'head-office'`,
    );
    let thrown: unknown = null;
    try {
      service.status();
    } catch (error) {
      thrown = error;
    }
    expect(isRowSealError(thrown)).toBe(true);
  });
});
