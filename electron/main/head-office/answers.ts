import { isEd25519Pem } from '../../../hq/protocol/chain';
import {
  REFUSALS,
  type Ack,
  type Change,
  type EnrolAnswer,
  type RebuildAnswer,
  type Refusal,
} from '../../../hq/protocol/wire';
import { parseJsonObject } from '../json-object';

/*
 * Head office's answers read as the wire says (hq/protocol/wire.ts), each part checked: an answer
 * that is not what head office sends is no answer (the caller says "unexpected answer"), never a
 * partial value.
 */

type Loose = Record<string, unknown>;

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/** A change's hash, GENESIS (64 zeros) included. */
const HASH = /^[0-9a-f]{64}$/;

function object(value: unknown): Loose | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Loose)
    : null;
}

/** An Ed25519 public key in SPKI PEM, or null. */
export function ed25519PublicKey(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 1000) return null;
  return isEd25519Pem('public', value) ? value : null;
}

export function readRefusal(body: string): Refusal | null {
  const o = parseJsonObject(body);
  if (!o || !(REFUSALS as readonly unknown[]).includes(o['refused'])) return null;
  if (!isText(o['message'], 2000)) return null;
  const seq = o['seq'];
  return {
    refused: o['refused'] as Refusal['refused'],
    message: o['message'],
    ...(isCount(seq) ? { seq } : {}),
  };
}

/** Head office's answer when it could not answer: `{error: "internal", message}` (HTTP 500). */
export function readInternal(body: string): boolean {
  return parseJsonObject(body)?.['error'] === 'internal';
}

/** Head office's answer when its push slots are full (D116): `{error: "busy", message}` (503). */
export function readBusy(body: string): boolean {
  return parseJsonObject(body)?.['error'] === 'busy';
}

export function readEnrolAnswer(body: string): EnrolAnswer | null {
  const o = parseJsonObject(body);
  if (!o || !isText(o['workstationId'])) return null;
  const branch = readBranch(o['branch']);
  const number = o['number'];
  const headOfficeKey = ed25519PublicKey(o['headOfficeKey']);
  const replacing = readReplacing(o['replacing']);
  if (!branch || !isCount(number) || number < 1 || !headOfficeKey || replacing === undefined) {
    return null;
  }
  return { workstationId: o['workstationId'], branch, number, headOfficeKey, replacing };
}

export function readBranch(value: unknown): EnrolAnswer['branch'] | null {
  const o = object(value);
  if (!o) return null;
  const { code, name, country, timeZone } = o;
  if (!isText(code) || !isText(name) || !isText(country) || !isText(timeZone)) return null;
  return { code, name, country, timeZone };
}

/** What a replacement takes over (null: none), or undefined when it is not well formed. */
export function readReplacing(value: unknown): EnrolAnswer['replacing'] | undefined {
  if (value === null || value === undefined) return null;
  const o = object(value);
  if (!o || !isCount(o['seq']) || typeof o['head'] !== 'string' || !HASH.test(o['head'])) {
    return undefined;
  }
  return { seq: o['seq'], head: o['head'] };
}

/** An acknowledgement's shape only: whoever holds head office's key checks its signature. */
export function readAck(body: string): Ack | null {
  return ackOf(parseJsonObject(body));
}

/** An acknowledgement kept in a file of this workstation's (a takeover's note), shape only. */
export function readAckObject(value: unknown): Ack | null {
  return ackOf(object(value));
}

/** A page of a rebuild: its changes' shapes, and head office's acknowledgement (unchecked). */
export function readRebuildPage(body: string): RebuildAnswer | null {
  const o = parseJsonObject(body);
  const ack = ackOf(object(o?.['ack']));
  const changes = o?.['changes'];
  if (!ack || !Array.isArray(changes)) return null;
  const read = changes.map(changeOf);
  return read.every((c): c is Change => c !== null) ? { changes: read, ack } : null;
}

const OPS: readonly unknown[] = ['insert', 'update', 'delete'];

function changeOf(value: unknown): Change | null {
  const o = object(value);
  if (!o || !isCount(o['seq']) || !OPS.includes(o['op'])) return null;
  const { at, table, key, row, prev, hash } = o;
  if (typeof at !== 'string' || typeof table !== 'string' || typeof key !== 'string') return null;
  if (row !== null && typeof row !== 'string') return null;
  if (
    typeof prev !== 'string' ||
    !HASH.test(prev) ||
    typeof hash !== 'string' ||
    !HASH.test(hash)
  ) {
    return null;
  }
  return { seq: o['seq'], at, table, op: o['op'] as Change['op'], key, row, prev, hash };
}

function ackOf(o: Loose | null): Ack | null {
  if (!o || !isText(o['workstationId']) || !isCount(o['seq'])) return null;
  const { head, at, signature } = o;
  if (typeof head !== 'string' || !HASH.test(head)) return null;
  if (!isText(at) || Number.isNaN(Date.parse(at)) || !isText(signature, 200)) return null;
  return { workstationId: o['workstationId'], seq: o['seq'], head, at, signature };
}
