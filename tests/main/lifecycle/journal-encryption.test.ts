import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../electron/main/journal/audit-log';
import { importKeyEscrow } from '../../../electron/main/journal/key-escrow';
import { sealEscrow } from '../../../electron/main/keys/journal-escrow';
import { migrate } from '../../../electron/main/journal/migrations';
import {
  AUDIT_ENCRYPTED,
  openCheckedJournal,
} from '../../../electron/main/lifecycle/journal-at-start';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import {
  createKeychainJournalKeychain,
  JOURNAL_KEYCHAIN_ACCOUNTS,
} from '../../../electron/main/keys/journal-keychain';
import { keytarBackend } from '../../../electron/main/keys/keytar-secret-store';
import { silentLogger } from '../../../electron/main/logging/logger';
import { CLERK, imtDraft, tempDir } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';
import { insertTransfer } from '../journal/migrations/old-journal';
import { keychainStores, removeAll, uniquePrefix } from '../keys/keychain-fixture';
import { reservation, tempDataDir, TEST_AUDIT_KEY, TEST_DATABASE_KEY } from '../journal/fixtures';

/*
 * D70: the journal, its WAL and every backup are encrypted, so someone with the disk or a backup
 * reads no customer's name, account or ID number, with `strings` or with a plain SQLite.
 */

/** What identifies the customers of imtDraft(): names, account, ID numbers, mobile number. */
const CUSTOMER_DATA = [
  'Jane Wanjiku',
  'Faith Njeri',
  '0011547896523',
  '23456789',
  '34567890',
  '254712345678',
];

/** Printable runs of 4 or more characters, as `strings -a` lists them (also in UTF-16). */
function printableText(path: string): string {
  const bytes = readFileSync(path);
  const runs = (text: string) => text.match(/[\x20-\x7e]{4,}/g)?.join('\n') ?? '';
  return `${runs(bytes.toString('latin1'))}\n${runs(bytes.toString('utf16le'))}`;
}

/** What `strings` (binutils, which .ci/run installs) finds; the JS scan above runs everywhere. */
function stringsTool(path: string): string | null {
  const run = spawnSync('strings', ['-a', path], { encoding: 'utf8', maxBuffer: 256 << 20 });
  return run.status === 0 ? run.stdout : null;
}

function customerDataIn(path: string): string[] {
  const seen = `${printableText(path)}\n${stringsTool(path) ?? ''}`;
  return CUSTOMER_DATA.filter((value) => seen.includes(value));
}

/** A plain SQLite open, as any tool would try it: the driver without a key. */
function plainOpenError(path: string): string {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    db.prepare('SELECT name FROM sqlite_schema').all();
    return 'opened';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    db.close();
  }
}

/** The sqlite3 program (which .ci/run installs), or null on a machine without it. */
function sqliteCli(path: string): { status: number | null; output: string } | null {
  const run = spawnSync('sqlite3', ['-readonly', path, 'SELECT * FROM transfers;'], {
    encoding: 'utf8',
  });
  if (run.error) return null;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the journal at rest (D70)', () => {
  const fileBank = useFileBank();

  it('shows no customer data to strings or a plain SQLite in the journal, its WAL or a backup', async () => {
    const { services, dataDir } = await fileBank.station();
    const sent = await services.transfers.send(imtDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    const journalPath = join(dataDir, JOURNAL_FILE_NAME);
    const wal = `${journalPath}-wal`;
    // The app's connection is open: the send's pages are in the WAL, not yet in the file.
    expect(statSync(wal).size).toBeGreaterThan(0);

    const folder = tempDir('remit-desk-backups-');
    const made = await services.backups.backupTo(folder, null);
    if (!made.ok) throw new Error(made.error.message);
    const backup = made.value.file;
    // The copy holds the transfer, read with the journal's key …
    expect(services.journal.copies.check(backup)).toMatchObject({ ok: true, transfers: 1 });

    for (const file of [journalPath, wal, backup]) {
      expect({ file, found: customerDataIn(file) }).toEqual({ file, found: [] });
    }
    // … and with no key, neither the driver nor the sqlite3 program reads a table of it.
    for (const file of [journalPath, backup]) {
      expect(plainOpenError(file)).toBe('SQLITE_NOTADB');
      const cli = sqliteCli(file);
      if (cli) {
        expect(cli.status).not.toBe(0);
        expect(cli.output).toMatch(/not a database/);
        expect(CUSTOMER_DATA.filter((value) => cli.output.includes(value))).toEqual([]);
      }
    }
  });
});

describe('a journal written before D70', () => {
  const stores = keychainStores();
  afterAll(() => stores.cleanUp());

  it('is encrypted in place at its first start, audited, with every row kept', async () => {
    const dir = tempDataDir();
    const path = join(dir, JOURNAL_FILE_NAME);
    const prefix = uniquePrefix();
    const keychain = createKeychainJournalKeychain({
      backend: keytarBackend,
      servicePrefix: prefix,
    });
    try {
      const deps = {
        dataDir: dir,
        journalKeychain: keychain,
        storeOf: stores.store,
        now: () => Date.parse('2026-11-24T08:00:00Z'),
        log: silentLogger,
      };
      // The version before: plain, keyed chain, schema 13 (before the row seal and this), one
      // transfer as that schema holds it; its audit key in the keychain.
      const plain = new Database(path);
      plain.pragma('journal_mode = WAL');
      migrate(plain, 13);
      insertTransfer(plain, { reference: '420000000077' });
      const audit = new AuditLog(plain);
      audit.useKey(TEST_AUDIT_KEY);
      audit.append({
        at: '2026-11-24T07:00:00.000Z',
        operatorId: 'clerk-1',
        action: 'transfer.reserved',
        details: { reference: '420000000077' },
      });
      plain.close();
      await keytarBackend.setPassword(
        keychain.service,
        JOURNAL_KEYCHAIN_ACCOUNTS.key,
        TEST_AUDIT_KEY.export().toString('base64'),
      );
      expect(customerDataIn(path)).toContain('0011547896523');

      const started = await openCheckedJournal(deps);
      if (!started.ok) throw new Error(started.error.message);
      const { journal } = started.value;
      expect(journal.encryptedNow).toBe(true);
      expect(journal.transfers.getByReference('420000000077')?.recipientName).toBe('John Otieno');
      // Once, with the file it encrypted (the start then settles the interrupted reservation).
      expect(journal.audit.entries().filter((row) => row.action === AUDIT_ENCRYPTED)).toEqual([
        expect.objectContaining({ operatorId: null, details: { file: path } }),
      ]);
      journal.close();
      expect(customerDataIn(path)).toEqual([]);
      expect(plainOpenError(path)).toBe('SQLITE_NOTADB');
      expect(existsSync(`${path}-journal`)).toBe(false);

      // The key is the keychain's: 32 random bytes, the same at the next start, no re-encryption.
      const key = await keychain.readDatabaseKey();
      expect(key?.length).toBe(32);
      expect(key?.equals(TEST_DATABASE_KEY)).toBe(false);
      const again = await openCheckedJournal(deps);
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.journal.encryptedNow).toBe(false);
      again.value.journal.close();
    } finally {
      await removeAll(keychain.service);
    }
  });

  it('refuses an encrypted journal whose key the keychain does not hold, and keeps it as it is', async () => {
    const dir = tempDataDir();
    const first = createKeychainJournalKeychain({
      backend: keytarBackend,
      servicePrefix: uniquePrefix(),
    });
    const other = createKeychainJournalKeychain({
      backend: keytarBackend,
      servicePrefix: uniquePrefix(),
    });
    const deps = {
      dataDir: dir,
      storeOf: stores.store,
      now: () => Date.parse('2026-11-24T08:00:00Z'),
      log: silentLogger,
    };
    try {
      const made = await openCheckedJournal({ ...deps, journalKeychain: first });
      if (!made.ok) throw new Error(made.error.message);
      made.value.journal.close();
      const bytes = readFileSync(join(dir, JOURNAL_FILE_NAME));
      const refused = await openCheckedJournal({ ...deps, journalKeychain: other });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'key-missing',
          message: expect.stringMatching(/encrypted.*does not hold its key.*escrow file/s),
        },
      });
      expect(readFileSync(join(dir, JOURNAL_FILE_NAME)).equals(bytes)).toBe(true);
      // No key was made for it: a new key would never open it.
      expect(await other.readDatabaseKey()).toBeNull();
    } finally {
      await removeAll(first.service);
      await removeAll(other.service);
    }
  });
});

describe('a backup restored on a replacement PC (D70)', () => {
  const stores = keychainStores();
  afterAll(() => stores.cleanUp());
  const passphrase = 'head office keeps this apart';

  it('opens only once head office’s escrow file and its passphrase gave the keychain its keys', async () => {
    const dir = tempDataDir();
    const deps = {
      dataDir: dir,
      storeOf: stores.store,
      now: () => Date.parse('2026-11-24T08:00:00Z'),
      log: silentLogger,
    };
    const old = createKeychainJournalKeychain({
      backend: keytarBackend,
      servicePrefix: uniquePrefix(),
    });
    const fresh = createKeychainJournalKeychain({
      backend: keytarBackend,
      servicePrefix: uniquePrefix(),
    });
    try {
      // The old PC: a journal with a transfer, and its keys saved for head office.
      const made = await openCheckedJournal({ ...deps, journalKeychain: old });
      if (!made.ok) throw new Error(made.error.message);
      made.value.journal.transfers.reserve(reservation({ recipientName: 'Faith Njeri' }));
      made.value.journal.close();
      const label = {
        workstation: '42',
        exportedAt: '2026-11-24T07:00:00Z',
        exportedBy: 'admin-1',
      };
      const escrowFile = await sealEscrow(
        { auditKey: (await old.readKey())!.export(), databaseKey: (await old.readDatabaseKey())! },
        label,
        passphrase,
      );

      // The new PC's keychain holds nothing: the journal is refused, and stays as it is.
      const refused = await openCheckedJournal({ ...deps, journalKeychain: fresh });
      expect(!refused.ok && refused.error.code).toBe('key-missing');

      const wrong = await importKeyEscrow({
        dataDir: dir,
        keychain: fresh,
        fileText: escrowFile,
        passphrase: 'a guess at it',
      });
      expect(!wrong.ok && wrong.error.code).toBe('wrong-passphrase');
      // Another workstation's escrow file does not open this journal: nothing is stored.
      const other = await sealEscrow(
        { auditKey: randomBytes(32), databaseKey: randomBytes(32) },
        { ...label, workstation: '43' },
        passphrase,
      );
      const notThis = await importKeyEscrow({
        dataDir: dir,
        keychain: fresh,
        fileText: other,
        passphrase,
      });
      expect(notThis).toMatchObject({
        ok: false,
        error: {
          code: 'not-this-journal',
          message: expect.stringMatching(
            /workstation 43.*does not open the journal.*Nothing was stored/,
          ),
        },
      });
      expect(await fresh.readDatabaseKey()).toBeNull();
      expect(await fresh.readKey()).toBeNull();

      const imported = await importKeyEscrow({
        dataDir: dir,
        keychain: fresh,
        fileText: escrowFile,
        passphrase,
      });
      expect(imported).toEqual({ ok: true, value: label });
      const restored = await openCheckedJournal({ ...deps, journalKeychain: fresh });
      if (!restored.ok) throw new Error(restored.error.message);
      // Its chain checks with the audit key from the file, and its rows are all there.
      expect(restored.value.seal.problem()).toBeNull();
      expect(restored.value.journal.transfers.lastCounter()).not.toBeNull();
      restored.value.journal.close();
    } finally {
      await removeAll(old.service);
      await removeAll(fresh.service);
    }
  });
});
