import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { JOURNAL_FILE_NAME } from '../../electron/main/journal/open-journal';
import { createSettingsStore } from '../../electron/main/settings/settings-store';
import { createServices } from '../../electron/main/services';
import { openSealedJournal } from './engine/engine-fixture';
import { tempDataDir } from './journal/fixtures';
import { keychainStores } from './keys/keychain-fixture';

const stores = keychainStores();
afterAll(() => stores.cleanUp());

describe('the composition root', () => {
  it('refuses to start on a damaged journal, says so, and leaves the file as it was', async () => {
    const dataDir = tempDataDir();
    const path = join(dataDir, JOURNAL_FILE_NAME);
    const damaged = Buffer.from('SQLite format 3\u0000 but not really a database at all');
    writeFileSync(path, damaged);
    const started = await createServices({
      dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      http: nodeHttp,
    });
    expect(started.ok).toBe(false);
    expect(!started.ok && started.error.code).toBe('damaged');
    expect(!started.ok && started.error.message).toMatch(/Sending is disabled\. Do not delete/);
    expect(readFileSync(path).equals(damaged)).toBe(true);
  });

  it('on the sandbox, provisions its own credentials and key and is ready to send', async () => {
    const dataDir = tempDataDir();
    const started = await createServices({
      dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      http: nodeHttp,
    });
    if (!started.ok) throw new Error(started.error.message);
    const services = started.value;
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

  it('on the sandbox, holds the embedded sandbox’s operator token, and never writes it to the data folder', async () => {
    const dataDir = tempDataDir();
    const started = await createServices({
      dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      http: nodeHttp,
    });
    if (!started.ok) throw new Error(started.error.message);
    const services = started.value;
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
    const started = await createServices({
      dataDir,
      secretStore: stores.store,
      journalKeychain,
      http: nodeHttp,
    });
    if (!started.ok) throw new Error(started.error.message);
    const services = started.value;
    try {
      expect(services.sandbox).toBeNull();
      expect(await services.problems()).toEqual([
        'No address is set for the live service. An admin must enter it in the settings.',
      ]);
      const sent = await services.transfers.send({ kind: 'rtgs' }, 'clerk-1');
      expect(sent.ok).toBe(false);
      expect(services.journal.transfers.lastCounter()).toBeNull();
    } finally {
      await services.close();
    }
  });
});
