import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ack } from '../../../hq/protocol/wire';
import { parseJsonObject } from '../json-object';
import { readAckObject } from './answers';
import { readConnection, type ConnectionRecord } from './connection-record';

/*
 * A takeover from head office in progress (D112), kept beside the journal in a folder of its own:
 * the note (what head office answered at enrolment, how far the rebuild got, the acknowledgement
 * it is rebuilt to) and the staging journal the changes are written into. Nothing of it is a
 * secret: the workstation's private key is in the keychain, the code was used and is not kept.
 */

/** The folder, inside the data folder, that holds the note and the staging journal. */
export const TAKEOVER_FOLDER = 'takeover';
const NOTE_FILE = 'takeover.json';

/**
 * `pulling`: changes are being copied into the staging journal (resumable); `rebuilt`: every
 * change head office acknowledged is in it, and the next start swaps it in and finishes it.
 */
export type TakeoverState = 'pulling' | 'rebuilt';

export interface TakeoverNote {
  state: TakeoverState;
  /** Who this PC now is at head office, as the replacement's enrolment answered. */
  connection: Omit<ConnectionRecord, 'enrolledBy'>;
  /** The last change the staging journal holds. */
  reached: number;
  /** Head office's signed acknowledgement of the replaced chain, once a page brought it. */
  ack: Ack | null;
}

export function takeoverDir(dataDir: string): string {
  return join(dataDir, TAKEOVER_FOLDER);
}

export function readTakeoverNote(dataDir: string): TakeoverNote | null {
  let raw: string;
  try {
    raw = readFileSync(join(takeoverDir(dataDir), NOTE_FILE), 'utf8');
  } catch {
    return null;
  }
  return parseNote(raw);
}

/** Written whole to a file beside it, then renamed over the note: never half a note. */
export function writeTakeoverNote(dataDir: string, note: TakeoverNote): void {
  const dir = takeoverDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const next = join(dir, `${NOTE_FILE}.next`);
  writeFileSync(next, `${JSON.stringify(note)}\n`, { mode: 0o600 });
  renameSync(next, join(dir, NOTE_FILE));
}

/** The takeover is over: the note and what is left of the staging folder go. */
export function removeTakeover(dataDir: string): void {
  rmSync(takeoverDir(dataDir), { recursive: true, force: true });
}

function parseNote(raw: string): TakeoverNote | null {
  const o = parseJsonObject(raw);
  if (!o) return null;
  const { state, reached } = o;
  if (state !== 'pulling' && state !== 'rebuilt') return null;
  if (typeof reached !== 'number' || !Number.isSafeInteger(reached) || reached < 0) return null;
  const ack = o['ack'] === null ? null : readAckObject(o['ack']);
  if (ack === null && o['ack'] !== null) return null;
  const connection = o['connection'];
  if (typeof connection !== 'object' || connection === null) return null;
  const read = readConnection(connection as Record<string, unknown>);
  // A takeover always replaces a workstation: its connection names the one it replaces.
  if (!read?.replacing) return null;
  return { state, reached, ack, connection: read };
}
