// The processes of the partition campaign: head office (hq-child.ts) behind the link proxy, and
// the workstations (workstation-child.ts), each with its data folder, keychain entries and clock.
// Started, killed with SIGKILL, and started again here; checked in campaign.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keychainStores } from '../../main/keys/keychain-fixture';
import { setUpTestEnvironment, tempDir, type TestKey } from '../../main/engine/engine-fixture';
import { startChild, type LineChild } from './child';
import type { Checked } from './checks';
import { START } from './checks';
import type { HeadOfficeDump } from './dump';
import type { LinkProxy } from './link-proxy';

/** Deadlines of the hang guard: a start under load, a command's answer. */
export const START_DEADLINE_MS = 120_000;
export const ANSWER_DEADLINE_MS = 60_000;

/** The shortest timeouts the network settings allow: a hung request costs the sender 5 s. */
const CAMPAIGN_NETWORK = { connectTimeoutMs: 1_000, requestTimeoutMs: 5_000 };
/** The first workstation's number; the others follow (each makes references of its own, D4). */
const FIRST_NUMBER = 61;

export interface HeadOfficeProcess {
  /** Starts it (after a kill too) and points the proxy at it. */
  start(): Promise<void>;
  kill(): Promise<void>;
  running(): boolean;
  command(line: string, answer: string): Promise<string>;
  dump(after: Record<string, number>): Promise<HeadOfficeDump>;
  stop(): Promise<void>;
}

/** Head office on `where` (a PGlite folder or a postgres:// URL), reached through `proxy`. */
export function headOfficeProcess(
  script: string,
  where: string,
  proxy: LinkProxy,
): HeadOfficeProcess {
  let child: LineChild | null = null;
  const dumpFile = join(mkdtempSync(join(tmpdir(), 'remit-partitions-dump-')), 'dump.json');
  const running = () => child?.alive() ?? false;
  const live = () => {
    if (!child || !child.alive()) throw new Error('Head office is not running.');
    return child;
  };
  const command = async (line: string, answer: string) => {
    const it = live();
    const said = it.next(answer, ANSWER_DEADLINE_MS);
    it.send(line);
    return said;
  };
  return {
    async start() {
      if (running()) return;
      child = startChild('head office', script, [where]);
      const ready = await child.next('READY', START_DEADLINE_MS);
      proxy.setUpstream(Number(ready.split(' ')[1]));
    },
    async kill() {
      proxy.setUpstream(null);
      await child?.kill();
    },
    running,
    command,
    async dump(after) {
      await command(`DUMP ${dumpFile} ${JSON.stringify(after)}`, 'DUMPED');
      return JSON.parse(readFileSync(dumpFile, 'utf8')) as HeadOfficeDump;
    },
    async stop() {
      if (running()) {
        const stopped = child!.next('STOPPED', ANSWER_DEADLINE_MS).catch(() => undefined);
        child!.send('STOP');
        await stopped;
        await child!.ended(ANSWER_DEADLINE_MS);
      }
      proxy.setUpstream(null);
      rmSync(join(dumpFile, '..'), { recursive: true, force: true });
    },
  };
}

/** One workstation: where it keeps its journal, and how far head office's copy is checked. */
export interface Workstation {
  name: string;
  /** The bundled workstation-child.ts it runs. */
  script: string;
  dataDir: string;
  prefix: string;
  skewMs: number;
  child: LineChild | null;
  workstationId: string;
  checked: Checked;
  cleanUp(): Promise<void>;
}

/** A workstation set up as an admin does for the `test` environment on `bankUrl`. */
export async function setUpWorkstation(
  index: number,
  bankUrl: string,
  key: TestKey,
  script: string,
): Promise<Workstation> {
  const stores = keychainStores();
  const dataDir = tempDir('remit-partitions-ws-');
  await setUpTestEnvironment({
    dataDir,
    baseUrl: bankUrl,
    secretStore: stores.store,
    journalKeychain: stores.journalKeychain(dataDir),
    privatePem: key.privatePem,
    workstation: FIRST_NUMBER + index,
    network: CAMPAIGN_NETWORK,
    now: Date.now,
  });
  return {
    name: `workstation ${index + 1}`,
    script,
    dataDir,
    prefix: stores.prefix,
    skewMs: 0,
    child: null,
    workstationId: '',
    checked: START,
    async cleanUp() {
      await stores.cleanUp();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the workstation's services in a child of its own; resolves when they are READY. */
export async function startWorkstation(ws: Workstation): Promise<LineChild> {
  const child = startChild(ws.name, ws.script, [ws.dataDir, ws.prefix, String(ws.skewMs)]);
  ws.child = child;
  await child.next('READY', START_DEADLINE_MS);
  return child;
}

/** A command to a running workstation, and the line that answers it. */
export async function tell(ws: Workstation, line: string, answer: string): Promise<string> {
  const child = ws.child;
  if (!child?.alive()) throw new Error(`${ws.name} is not running.`);
  const said = child.next(answer, ANSWER_DEADLINE_MS);
  child.send(line);
  return said;
}

/** Closes the workstation's services as the app does on quit. */
export async function closeWorkstation(ws: Workstation): Promise<void> {
  if (!ws.child?.alive()) return;
  await tell(ws, 'CLOSE', 'CLOSED');
  await ws.child.ended(ANSWER_DEADLINE_MS);
}

export interface WorkstationStatus {
  waiting: number;
  lastAckSeq: number | null;
  problem: string | null;
  stopped: boolean;
  findings: string[];
}

export async function statusOf(ws: Workstation): Promise<WorkstationStatus> {
  const line = await tell(ws, 'STATUS', 'STATUS ');
  return JSON.parse(line.slice('STATUS '.length)) as WorkstationStatus;
}
