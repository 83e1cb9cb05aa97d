import { constants, createPrivateKey, randomBytes, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_PATHS, SIGNATURE_HEADER } from '@shared/api/paths';
import { formatReference } from '@shared/domain/references';
import { signatureString } from '@shared/domain/signature-strings';
import { nodeHttp } from '../../electron/main/bank/node-fetch';
import { createTokenClient } from '../../electron/main/bank/token-client';
import { DATABASE_KEY_BYTES, openKeyed } from '../../electron/main/journal/journal-cipher';
import { createKeychainJournalKeychain } from '../../electron/main/keys/journal-keychain';
import { createKeychainSecretStore } from '../../electron/main/keys/keychain-secret-store';
import type { KeychainBackend } from '../../electron/main/keys/keychain-session';
import { createRequestSigner } from '../../electron/main/keys/request-signer';
import { generateSigningKeyPair } from '../../electron/main/keys/key-pair';
import { createServices } from '../../electron/main/services';
import { bodyTextFor } from '../../electron/main/transfers/transfer-body';
import type { Database } from 'better-sqlite3';
import { JOURNAL_FILE_NAME } from '../../electron/main/journal/open-journal';
import { interleaved, interleavedRuns, percentile, ratioAtP50, type Measured } from './figures';
import {
  journalWriteRecorder,
  openJournalReplica,
  type JournalReplica,
  type WrittenTransaction,
} from './journal-writes';
import { RULES, rtgsDraft } from './fixtures';

/** Tuesday 24 November 2026, 11:00 in Nairobi: inside the RTGS window, whatever the hour here. */
export const BENCH_MORNING = Date.parse('2026-11-24T08:00:00Z');

/** A clock that starts at `at` and runs on with the real one, as the tests' clocks do. */
export function clockFrom(at: number): () => number {
  const offset = at - Date.now();
  return () => Date.now() + offset;
}

export function memoryKeychain(): KeychainBackend {
  const entries = new Map<string, string>();
  return {
    getPassword: async (service, account) => entries.get(`${service}\n${account}`) ?? null,
    setPassword: async (service, account, password) => {
      entries.set(`${service}\n${account}`, password);
    },
    deletePassword: async (service, account) => entries.delete(`${service}\n${account}`),
  };
}

/**
 * The send path end to end (draft checked, reference reserved, the journal's durable commits,
 * token from its cache, signature, POST to the embedded sandbox bank on 127.0.0.1, answer read
 * and journaled), interleaved with three baselines that each POST the same kind of body, signed,
 * to the same sandbox on a new connection as the app's policy has it:
 *   - `bare`: around the POST, two small durable commits (the reference before, the answer
 *     after) to a file encrypted as the journal must be (D70): what no app can avoid (D90);
 *   - `journal`: around the POST, the very writes the app's send before it made to the journal,
 *     statement by statement, in the same transactions and durable commits, on a plain copy of
 *     the journal without the row seal's triggers: the same rows, indexes, search, outbox and
 *     commits without the seal and the encryption (D108);
 *   - `sealed`: the same writes on an encrypted copy that seals them, as the journal does.
 * The keychain is in memory so the figures are the app's own cost.
 */
export async function sendPathFigures(iterations: number): Promise<Measured[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-send-'));
  const journalPath = join(dataDir, JOURNAL_FILE_NAME);
  const recorder = journalWriteRecorder((db) => db.name === journalPath);
  const backend = memoryKeychain();
  const journalKeychain = createKeychainJournalKeychain({ backend });
  const now = clockFrom(BENCH_MORNING);
  const replicas: JournalReplica[] = [];
  let started: Awaited<ReturnType<typeof createServices>> | null = null;
  const http = nodeHttp({ connectTimeoutMs: 5_000 });
  const baselineDb = openKeyed(join(dataDir, 'baseline.sqlite'), randomBytes(DATABASE_KEY_BYTES));
  try {
    started = await createServices({
      dataDir,
      secretStore: (environment) => createKeychainSecretStore({ environment, backend }),
      journalKeychain,
      http: nodeHttp,
      now,
      sandbox: { rtgsWindow: 'open' },
    });
    if (!started.ok) throw new Error(started.error.message);
    const services = started.value;
    await services.purposes.refresh();
    const store = createKeychainSecretStore({ environment: 'sandbox', backend });
    const signer = createRequestSigner((await store.privateKeyPem())!);
    const baseUrl = services.sandbox!.url;
    const { accessToken: token } = await createTokenClient({
      baseUrl,
      tokenPath: SERVICE_PATHS.token,
      fetch: http,
      credentials: () => store.credentials(),
      timeoutMs: 10_000,
      now,
    }).requestToken();

    baselineDb.pragma('journal_mode = WAL');
    baselineDb.pragma('synchronous = FULL');
    baselineDb.exec('CREATE TABLE sent (reference TEXT PRIMARY KEY, body TEXT, answer TEXT)');
    const reserve = baselineDb.prepare('INSERT INTO sent (reference, body) VALUES (?, ?)');
    const answer = baselineDb.prepare('UPDATE sent SET answer = ? WHERE reference = ?');
    // Workstation 99: references the app (workstation 10 on the sandbox) never issues.
    let counter = 1;

    /** A body signed and POSTed as the app's client does; the bank's answer text. */
    const signedPost = async (reference: string, body: string) => {
      const signature = signer.sign(
        signatureString('rtgs', JSON.parse(body) as Record<string, unknown>),
      );
      const response = await http(baseUrl + SERVICE_PATHS.rtgs, {
        purpose: 'send',
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signature,
        },
        body,
        timeoutMs: 10_000,
        redirect: 'manual',
      });
      const text = await response.text();
      if (response.status !== 200) {
        throw new Error(`The baseline POST got ${response.status}: ${text}`);
      }
      return text;
    };
    const nextBody = () => {
      const reference = formatReference(99, counter++);
      return { reference, body: bodyTextFor(rtgsDraft(), reference, '2026-11-24', RULES) };
    };

    /** The app's sends' journal writes, each waiting for the two replicas to make them again. */
    const pending = { journal: [] as WrittenTransaction[][], sealed: [] as WrittenTransaction[][] };
    const commits: number[] = [];
    const appSend = async () => {
      const sent = await services.transfers.send(rtgsDraft(), 'clerk-1');
      if (!sent.ok || sent.value.state !== 'succeeded') {
        throw new Error(`The benchmark's send did not succeed: ${JSON.stringify(sent)}`);
      }
    };
    /** A send of the app, its journal writes kept for the replicas to make again. */
    const appSendKept = async () => {
      await appSend();
      const writes = recorder.take();
      commits.push(writes.length);
      pending.journal.push(writes);
      pending.sealed.push(writes);
    };
    const bareSend = async () => {
      const { reference, body } = nextBody();
      baselineDb.transaction(() => reserve.run(reference, body)).immediate();
      const text = await signedPost(reference, body);
      baselineDb.transaction(() => answer.run(text, reference)).immediate();
    };
    /** An earlier send's journal writes made again: all but the last commit before the POST. */
    const replaySend = (replica: JournalReplica, queue: WrittenTransaction[][]) => async () => {
      const writes = queue.shift();
      if (!writes) throw new Error('No send of the app is left to make again.');
      const { reference, body } = nextBody();
      replica.replay(writes.slice(0, -1));
      await signedPost(reference, body);
      replica.replay(writes.slice(-1));
    };

    await interleaved(20, appSend, bareSend); // warm up: schemas, statements, token, JIT
    // The replicas copy the journal as it is now; from here each makes what the app's sends
    // write, one send behind them, so their rows and ids stay the journal's.
    const databaseKey = (await journalKeychain.readDatabaseKey())!;
    const auditKey = (await journalKeychain.readKey())!;
    const journal = recorder.connection;
    const plain = openJournalReplica(journal, join(dataDir, 'plain.sqlite'), databaseKey, {
      sealed: false,
    });
    replicas.push(plain);
    const sealed = openJournalReplica(journal, join(dataDir, 'sealed.sqlite'), databaseKey, {
      sealed: true,
      auditKey,
    });
    replicas.push(sealed);
    recorder.start();
    await appSendKept();
    // The process's CPU time of each run too (the sandbox bank's included, the same in each):
    // on a busy machine the wall time is mostly waiting for a core, the CPU time the work.
    const cpu = {
      app: [] as number[],
      bare: [] as number[],
      journal: [] as number[],
      sealed: [] as number[],
    };
    const cpuOf = (name: keyof typeof cpu, run: () => Promise<void>) => async () => {
      const before = process.cpuUsage();
      await run();
      const used = process.cpuUsage(before);
      cpu[name].push((used.user + used.system) / 1000);
    };
    const replayPlain = replaySend(plain, pending.journal);
    const replaySealed = replaySend(sealed, pending.sealed);
    const runs = {
      app: cpuOf('app', appSendKept),
      bare: cpuOf('bare', bareSend),
      journal: cpuOf('journal', replayPlain),
      sealed: cpuOf('sealed', replaySealed),
    };
    await interleavedRuns(10, runs); // warm up the replicas' statements
    for (const samples of Object.values(cpu)) samples.length = 0;
    const times = await interleavedRuns(iterations, runs);
    // Each replica one send behind: the last send, so both end with the journal's rows.
    await replayPlain();
    await replaySealed();
    const sameWork = sameJournalWork(journal, plain, sealed);

    const p50 = (samples: number[]) => percentile(samples, 50);
    const [app, bare, plainJournal, sealedJournal] = [
      p50(times.app),
      p50(times.bare),
      p50(times.journal),
      p50(times.sealed),
    ];
    const detail = {
      iterations,
      appP50Ms: app,
      bareP50Ms: bare,
      journalP50Ms: plainJournal,
      sealedJournalP50Ms: sealedJournal,
      cpuP50Ms: {
        app: p50(cpu.app),
        bare: p50(cpu.bare),
        journal: p50(cpu.journal),
        sealed: p50(cpu.sealed),
      },
      // From the prime send on: the warm-up's sends were not recorded.
      journalCommitsPerSend: percentile(commits, 50),
      rowsCompared: sameWork,
    };
    return [
      {
        id: 'send-path',
        value: app / bare,
        note: `app ${app.toFixed(1)} ms, baseline ${bare.toFixed(1)} ms`,
        detail,
      },
      {
        id: 'send-path-journal',
        value: app / plainJournal,
        note: `app ${app.toFixed(1)} ms, the same journal work plain and unsealed ${plainJournal.toFixed(1)} ms`,
        detail,
      },
      {
        id: 'send-path-seal',
        value: sealedJournal / plainJournal,
        note: `sealed and encrypted ${sealedJournal.toFixed(1)} ms, plain and unsealed ${plainJournal.toFixed(1)} ms`,
        detail,
      },
    ];
  } finally {
    recorder.stop();
    for (const replica of replicas) replica.close();
    baselineDb.close();
    await http.close();
    if (started?.ok) await started.value.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What a send writes, counted in the journal and its replicas once both made every send again. */
const SEND_TABLES = [
  'transfers',
  'attempts',
  'audit',
  'outbox',
  'transfer_screenings',
  'control_marks',
  'transfers_search_docsize',
  'transfers_digits_docsize',
];

/** The replicas did the journal's work: the same rows; else the figure would compare other work. */
function sameJournalWork(journal: Database, ...replicas: JournalReplica[]): Record<string, number> {
  const counts = Object.fromEntries(
    SEND_TABLES.map((table) => [
      table,
      journal.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number,
    ]),
  );
  for (const replica of replicas) {
    const theirs = replica.rowCounts(SEND_TABLES);
    const differs = SEND_TABLES.find((table) => theirs[table] !== counts[table]);
    if (differs) {
      throw new Error(
        `A baseline's copy holds ${theirs[differs]} rows of ${differs}, the journal ${counts[differs]}.`,
      );
    }
  }
  return counts;
}

/** The app's signer (D2) against Node's crypto.sign with the same key and text. */
export async function signingFigure(samples: number): Promise<Measured> {
  const pem = generateSigningKeyPair(2048).privateKeyPem;
  const signer = createRequestSigner(pem);
  const key = createPrivateKey(pem);
  const body = JSON.parse(bodyTextFor(rtgsDraft(), '106921946257', '2026-11-24', RULES)) as Record<
    string,
    unknown
  >;
  const text = signatureString('rtgs', body);
  const perSample = 20; // one signature is ~1 ms: a sample of 20 is well above the timer's grain
  const app = () => {
    for (let i = 0; i < perSample; i += 1) signer.sign(text);
  };
  const raw = () => {
    for (let i = 0; i < perSample; i += 1) {
      sign('sha256', Buffer.from(text, 'utf8'), { key, padding: constants.RSA_PKCS1_PADDING });
    }
  };
  await interleaved(5, app, raw);
  const times = await interleaved(samples, app, raw);
  const { ratio, subjectP50, baselineP50 } = ratioAtP50(times);
  return {
    id: 'signing',
    value: ratio,
    note: `app ${(subjectP50 / perSample).toFixed(3)} ms, raw ${(baselineP50 / perSample).toFixed(3)} ms per signature`,
    detail: {
      samples,
      perSample,
      appP50Ms: subjectP50 / perSample,
      rawP50Ms: baselineP50 / perSample,
    },
  };
}
