import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import {
  createKeychainSecretStore,
  type KeychainBackend,
} from '../../electron/main/keys/keychain-secret-store';
import { createKeychainJournalKeychain } from '../../electron/main/keys/journal-keychain';
import { createServices } from '../../electron/main/services';
import { rtgsDraft } from './fixtures';

/*
 * Memory of the engine over a working day: transfers sent one after another through the real
 * services and the embedded sandbox bank over HTTP. The keychain is an in-memory backend so the
 * benchmark runs anywhere; everything else is the app's own code. Run with --expose-gc.
 */
const SENDS = Number(process.env['BENCH_SENDS'] ?? 1000);

const entries = new Map<string, string>();
const memoryKeychain: KeychainBackend = {
  getPassword: async (service, account) => entries.get(`${service}\n${account}`) ?? null,
  setPassword: async (service, account, password) => {
    entries.set(`${service}\n${account}`, password);
  },
  deletePassword: async (service, account) => entries.delete(`${service}\n${account}`),
};

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

const started = await createServices({
  dataDir: mkdtempSync(join(tmpdir(), 'remit-desk-bench-')),
  secretStore: (environment) => createKeychainSecretStore({ environment, backend: memoryKeychain }),
  journalKeychain: createKeychainJournalKeychain({ backend: memoryKeychain }),
  http: nodeHttp,
  sandbox: { rtgsWindow: 'open' },
});
if (!started.ok) throw new Error(started.error.message);
const services = started.value;
await services.purposes.refresh();

async function sendMany(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const sent = await services.transfers.send(rtgsDraft(), 'clerk-1');
    if (!sent.ok || sent.value.state !== 'succeeded') {
      throw new Error(`send ${i} did not succeed: ${JSON.stringify(sent)}`);
    }
  }
}

await sendMany(50); // warm up: schemas built, token fetched, statements prepared
const before = heap();
const rssBefore = process.memoryUsage().rss;
const startedAt = performance.now();
await sendMany(SENDS);
const seconds = (performance.now() - startedAt) / 1000;
const after = heap();
await services.close();

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(`engine memory over ${SENDS} RTGS sends (embedded sandbox, HTTP, journal on disk)`);
console.log(`  heap after warm-up:  ${mb(before)} MB`);
console.log(`  heap after sends:    ${mb(after)} MB`);
console.log(`  retained per send:   ${((after - before) / SENDS).toFixed(0)} bytes`);
console.log(`  RSS growth:          ${mb(process.memoryUsage().rss - rssBefore)} MB`);
console.log(`  throughput:          ${(SENDS / seconds).toFixed(1)} sends/s end to end`);
