import { ref, text } from '@shared/i18n/catalog';
import {
  CHUNK_MAX_BYTES,
  GENERATIONS,
  MAX_CHUNKS,
  chunkAccount,
  describeValue,
  encodeManifest,
  mismatch,
  otherGeneration,
  parseManifest,
  splitUtf8,
  utf8Bytes,
  type Generation,
} from './keychain-records';
import type { Session } from './keychain-session';
import { SecretStoreError, type SecretPresence } from './secret-store';

/*
 * One record of the secret store in the keychain, as a manifest entry and its chunks
 * (keychain-records.ts): read whole and checked, written to the other generation first and then
 * swept, deleted manifest first. Each step runs inside one queued operation (a Session).
 */

export interface RecordKind<T> {
  account: string;
  /** Its messages (damaged, too large) under keys.records. */
  name: 'credentials' | 'signingKey' | 'pendingKey' | 'token';
  parse(text: string): T | null;
}

function damaged(kind: RecordKind<unknown>, reason: string): SecretStoreError {
  return new SecretStoreError('corrupt', ref(`keys.records.${kind.name}.damaged`, { reason }));
}

export async function readRecord<T>(session: Session, kind: RecordKind<T>): Promise<T | null> {
  const manifestText = await session.read(kind.account);
  if (manifestText === null) return null;
  const manifest = parseManifest(manifestText);
  if (!manifest) throw damaged(kind, text('keys.records.damagedBecause.indexUnreadable'));
  const parts: string[] = [];
  for (let i = 0; i < manifest.chunks; i++) {
    const part = await session.read(chunkAccount(kind.account, manifest.gen, i));
    if (part === null) {
      const missing = { part: i + 1, parts: manifest.chunks };
      throw damaged(kind, text('keys.records.damagedBecause.partMissing', missing));
    }
    parts.push(part);
  }
  const whole = parts.join('');
  const reason = mismatch(whole, manifest);
  if (reason) throw damaged(kind, reason);
  const value = kind.parse(whole);
  if (value === null) throw damaged(kind, text('keys.records.damagedBecause.notExpectedFormat'));
  return value;
}

export async function writeRecord(
  session: Session,
  kind: RecordKind<unknown>,
  value: string,
): Promise<void> {
  const parts = splitUtf8(value, CHUNK_MAX_BYTES);
  if (parts.length > MAX_CHUNKS) {
    const bytes = utf8Bytes(value);
    throw new SecretStoreError('invalid', ref(`keys.records.${kind.name}.tooLarge`, { bytes }));
  }
  // `read`, not `get`: a locked keyring's "nothing stored" would pick the live generation.
  const previousText = await session.read(kind.account);
  const previous = previousText === null ? null : parseManifest(previousText);
  const gen: Generation = previous ? otherGeneration(previous.gen) : 'a';
  for (const [i, part] of parts.entries()) {
    await session.set(chunkAccount(kind.account, gen, i), part);
  }
  await session.set(kind.account, encodeManifest(describeValue(value, gen, parts.length)));
  await sweep(session, kind.account, gen, parts.length);
  await sweep(session, kind.account, otherGeneration(gen), 0);
}

export async function deleteRecord(session: Session, kind: RecordKind<unknown>): Promise<void> {
  await session.confirmUsable();
  // Manifest first: from here on the record reads as missing, not as damaged.
  await session.del(kind.account);
  for (const gen of GENERATIONS) await sweep(session, kind.account, gen, 0);
}

/** Removes chunks `from`… of a generation, including leftovers of an interrupted write. */
async function sweep(session: Session, account: string, gen: Generation, from: number) {
  for (let i = from; i < MAX_CHUNKS; i++) await session.del(chunkAccount(account, gen, i));
}

/** Whether a read would find the value, find nothing, or find it damaged. */
export async function presenceOf(read: () => Promise<unknown>): Promise<SecretPresence> {
  try {
    return (await read()) === null ? 'missing' : 'present';
  } catch (error) {
    if (error instanceof SecretStoreError && error.code === 'corrupt') return 'damaged';
    throw error;
  }
}
