import { closeDay } from './reports/close-day';
import { SANDBOX_CREDENTIALS } from '../../electron/main/sandbox/sandbox';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { JOURNAL_FILE_NAME } from '../../electron/main/journal/open-journal';
import { createSettingsStore } from '../../electron/main/settings/settings-store';
import { createServices } from '../../electron/main/services';
import { servicesOptions, startServices } from './services-fixture';
import { openSealedJournal } from './engine/engine-fixture';
import { reservation, scribbleOnPage, tempDataDir } from './journal/fixtures';
import { keychainStores } from './keys/keychain-fixture';

const stores = keychainStores();
afterAll(() => stores.cleanUp());

describe('the composition root', () => {
  it('refuses to start on a damaged journal, says so, and leaves the file as it was', async () => {
    const dataDir = tempDataDir();
    const path = join(dataDir, JOURNAL_FILE_NAME);
    const damaged = Buffer.from('SQLite format 3\u0000 but not really a database at all');
    writeFileSync(path, damaged);
    const started = await createServices(servicesOptions(stores, dataDir));
    expect(started.ok).toBe(false);
    expect(!started.ok && started.error.code).toBe('damaged');
    expect(!started.ok && started.error.message).toMatch(/Sending is disabled\. Do not delete/);
    expect(readFileSync(path).equals(damaged)).toBe(true);
  });

  it('checks the whole file at the admin’s check and a day’s closing, and at the start after a failure (D40)', async () => {
    const dataDir = tempDataDir();
    const options = servicesOptions(stores, dataDir, {
      now: () => Date.parse('2026-11-24T15:00:00.000Z'),
    });
    const first = await createServices(options);
    if (!first.ok) throw new Error(first.error.message);
    const { journal } = first.value;
    const at = '2026-11-24T09:00:00.000Z';
    const by = { operatorId: 'clerk.brian', action: 'transfer.outcome' };
    journal.transaction(() => {
      for (let i = 0; i < 400; i += 1) {
        const { id } = journal.transfers.reserve(reservation());
        journal.transfers.move(id, 'reserved', { state: 'sending' }, at, by);
        journal.transfers.move(id, 'sending', { state: 'succeeded' }, at, by);
      }
    });
    await first.value.close();
    // A start reads the rows written since the one before (D68): this one reads those 400.
    const between = await createServices(options);
    if (!between.ok) throw new Error(between.error.message);
    expect(between.value.seal.problem()).toBeNull();
    await between.value.close();

    // Damage where a start does not look: the page of the oldest transfers, long final.
    scribbleOnPage(
      join(dataDir, JOURNAL_FILE_NAME),
      "SELECT pageno FROM dbstat WHERE name = 'transfers' AND pagetype = 'leaf' ORDER BY path LIMIT 1",
    );

    const second = await createServices(options);
    if (!second.ok) throw new Error(second.error.message);
    const services = second.value;
    expect(services.seal.problem()).toBeNull();
    const supervisor = { operatorId: 'super.grace', role: 'supervisor' } as const;
    const closing = closeDay(services.endOfDay, '2026-11-24', supervisor);
    expect(closing).toMatchObject({ ok: false, error: { code: 'journal-damaged' } });
    expect(!closing.ok && closing.error.message).toMatch(
      /journal file .* is damaged.*call support/s,
    );
    expect(services.journal.days.closing('2026-11-24')).toBeUndefined();
    expect(services.seal.problem()).toMatchObject({ fileDamaged: true });
    expect(await services.problems()).toEqual([expect.stringMatching(/is damaged/)]);
    const check = await services.seal.checkInFull('admin.amina');
    expect(check).toMatchObject({ ok: true, value: { ok: false, fileDamaged: true } });
    await services.close();
    expect(await options.journalKeychain.readChecked()).toBeNull();

    // No check has passed since: the next start reads the whole file, and refuses it.
    const third = await createServices(options);
    expect(third).toMatchObject({ ok: false, error: { code: 'damaged' } });
  });

  it('refuses, as damaged, a start whose own reads meet a damaged page (D40)', async () => {
    const dataDir = tempDataDir();
    const options = servicesOptions(stores, dataDir);
    const first = await createServices(options);
    if (!first.ok) throw new Error(first.error.message);
    const { journal } = first.value;
    journal.transaction(() => {
      for (let i = 0; i < 400; i += 1) journal.transfers.reserve(reservation());
    });
    await first.value.close();
    // The transfers left reserved are read at start, to be settled: their pages are damaged.
    const path = join(dataDir, JOURNAL_FILE_NAME);
    const bytes = scribbleOnPage(
      path,
      "SELECT rootpage FROM sqlite_schema WHERE name = 'transfers'",
    );

    const second = await createServices(options);
    expect(second).toMatchObject({ ok: false, error: { code: 'damaged' } });
    expect(!second.ok && second.error.message).toMatch(/Sending is disabled\. Do not delete/);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('on the sandbox, provisions its own credentials and key and is ready to send', async () => {
    const dataDir = tempDataDir();
    const services = await startServices(stores, dataDir);
    try {
      expect(services.environment).toBe('sandbox');
      expect(await services.problems()).toEqual([]);
      const status = await stores.store('sandbox').status();
      expect(status).toMatchObject({ credentials: 'present', privateKey: 'present' });
      expect(services.sandbox?.publicKeys()).toHaveLength(1);
    } finally {
      await services.close();
      await services.close(); // a second close is harmless
    }
  });

  it('on the sandbox, binds its published credentials to where the sandbox listens now (D71)', async () => {
    const dataDir = tempDataDir();
    // An earlier start's sandbox listened on another port: the credentials are bound there.
    await stores.store('sandbox').saveCredentials({ ...SANDBOX_CREDENTIALS }, 'http://127.0.0.1:1');
    const started = await createServices({
      dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      http: nodeHttp,
    });
    if (!started.ok) throw new Error(started.error.message);
    const services = started.value;
    try {
      expect(await services.problems()).toEqual([]);
      expect(await stores.store('sandbox').credentials()).toEqual({
        ...SANDBOX_CREDENTIALS,
        origin: new URL(services.sandbox!.url).origin,
      });
    } finally {
      await services.close();
    }
  });

  it('on the sandbox, holds the embedded sandbox’s operator token, and never writes it to the data folder', async () => {
    const dataDir = tempDataDir();
    const services = await startServices(stores, dataDir);
    const sandbox = services.sandbox!;
    try {
      const keys = `${sandbox.url}/sandbox/keys`;
      expect((await fetch(keys)).status).toBe(401);
      const listed = await fetch(keys, {
        headers: { Authorization: `Bearer ${sandbox.operatorToken}` },
      });
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1);
    } finally {
      await services.close();
    }
    // The journal, the sandbox's ledger and everything beside them (WAL files included).
    const files = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(files.map((f) => f.name)).toContain(JOURNAL_FILE_NAME);
    for (const file of files) {
      const bytes = readFileSync(join(file.parentPath, file.name));
      expect(bytes.includes(sandbox.operatorToken), file.name).toBe(false);
    }
  });

  it('on the live environment with nothing set up, names what an admin must do, in order', async () => {
    const dataDir = tempDataDir();
    const journalKeychain = stores.journalKeychain(dataDir);
    const opened = await openSealedJournal(dataDir, journalKeychain, stores.store, Date.now);
    createSettingsStore(opened.journal, Date.now).update('environment', 'live', 'admin-1');
    await opened.close();
    const services = await startServices(stores, dataDir);
    try {
      expect(services.sandbox).toBeNull();
      expect(await services.problems()).toEqual([
        'No address is set for the bank’s live service. An admin must enter it in the settings.',
      ]);
      const sent = await services.transfers.send({ kind: 'rtgs' }, 'clerk-1');
      expect(sent.ok).toBe(false);
      expect(services.journal.transfers.lastCounter()).toBeNull();
    } finally {
      await services.close();
    }
  });
});
