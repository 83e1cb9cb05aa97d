import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MIGRATIONS } from '../../electron/main/journal/migrations';
import { JOURNAL_FILE_NAME } from '../../electron/main/journal/open-journal';
import {
  createKeychainJournalKeychain,
  JOURNAL_KEYCHAIN_ACCOUNTS,
  journalKeychainServiceName,
  type JournalKeychain,
} from '../../electron/main/keys/journal-keychain';
import { createKeychainSecretStore } from '../../electron/main/keys/keychain-secret-store';
import type { KeychainBackend } from '../../electron/main/keys/keychain-session';
import type { ServicesOptions } from '../../electron/main/services';
import { generateJournal, type JournalDataResult } from './journal-data';

/*
 * The benchmarks' journal of a million transfers, generated once and kept in .bench-cache/ (git
 * ignored), in a folder named by the schema version and the generator's, so a new migration or a
 * change here makes a new one. Beside it, the keychain entries the app's services need to trust
 * it (audit key, head, last checked row, and the sandbox's credentials) in a JSON file: a bench
 * key for a bench journal, never a workstation's.
 */

/** Raise when journal-data.ts writes something different. */
const GENERATOR_VERSION = 3;
export const BENCH_ROOT = resolve(import.meta.dirname, '../..');
export const CACHE_DIR = join(BENCH_ROOT, '.bench-cache');

export interface BenchJournal {
  dataDir: string;
  keychainFile: string;
  meta: JournalDataResult;
}

/** A keychain kept in a JSON file, so a child process sees what the parent wrote. */
export function fileKeychain(file: string): KeychainBackend {
  const read = (): Record<string, string> =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const write = (entries: Record<string, string>) =>
    writeFileSync(file, JSON.stringify(entries, null, 1));
  const at = (service: string, account: string) => `${service}\n${account}`;
  return {
    getPassword: async (service, account) => read()[at(service, account)] ?? null,
    setPassword: async (service, account, password) => {
      write({ ...read(), [at(service, account)]: password });
    },
    deletePassword: async (service, account) => {
      const entries = read();
      const had = at(service, account) in entries;
      delete entries[at(service, account)];
      write(entries);
      return had;
    },
  };
}

/** What createServices needs besides the folder and the HTTP client, on a file keychain. */
export function keychainsFor(
  keychainFile: string,
): Pick<ServicesOptions, 'secretStore' | 'journalKeychain'> & { journal: JournalKeychain } {
  const backend = fileKeychain(keychainFile);
  const journal = createKeychainJournalKeychain({ backend });
  return {
    journal,
    journalKeychain: journal,
    secretStore: (environment) => createKeychainSecretStore({ environment, backend }),
  };
}

export function benchJournalDir(transfers: number): string {
  return join(CACHE_DIR, `journal-schema${MIGRATIONS.length}-gen${GENERATOR_VERSION}-${transfers}`);
}

/** The cached journal of `transfers` transfers, generated first if there is none. */
export function ensureBenchJournal(
  transfers: number,
  onProgress?: (written: number) => void,
): BenchJournal & { generatedMs: number | null } {
  const dir = benchJournalDir(transfers);
  const metaFile = join(dir, 'meta.json');
  const keychainFile = join(dir, 'keychain.json');
  const dataDir = join(dir, 'data');
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as JournalDataResult;
    return { dataDir, keychainFile, meta, generatedMs: null };
  }
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(join(partial, 'data'), { recursive: true });
  const auditKey = randomBytes(32);
  const databaseKey = randomBytes(32);
  const started = performance.now();
  const meta = generateJournal(join(partial, 'data', JOURNAL_FILE_NAME), {
    transfers,
    lastDay: '2026-11-21',
    perDay: 1_000,
    auditKey,
    databaseKey,
    ...(onProgress ? { onProgress } : {}),
  });
  const generatedMs = performance.now() - started;
  // As the keychain holds them after the app's last start: keys, head, and the head checked.
  const service = journalKeychainServiceName();
  const point = JSON.stringify(meta.head);
  writeFileSync(
    join(partial, 'keychain.json'),
    JSON.stringify({
      [`${service}\n${JOURNAL_KEYCHAIN_ACCOUNTS.key}`]: auditKey.toString('base64'),
      [`${service}\n${JOURNAL_KEYCHAIN_ACCOUNTS.databaseKey}`]: databaseKey.toString('base64'),
      [`${service}\n${JOURNAL_KEYCHAIN_ACCOUNTS.head}`]: point,
      [`${service}\n${JOURNAL_KEYCHAIN_ACCOUNTS.checked}`]: point,
    }),
  );
  writeFileSync(join(partial, 'meta.json'), JSON.stringify(meta));
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return { dataDir, keychainFile, meta, generatedMs };
}
