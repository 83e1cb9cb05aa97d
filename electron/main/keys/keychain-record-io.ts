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
  /** "the signing key", as it reads inside a sentence. */
  noun: string;
  plural?: boolean;
  /** What an admin does when the stored value is damaged. */
  remedy: string;
  parse(text: string): T | null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function damaged(kind: RecordKind<unknown>, reason: string): SecretStoreError {
  return new SecretStoreError(
    'corrupt',
    `${capitalise(kind.noun)} in the OS keychain ${kind.plural ? 'are' : 'is'} damaged (${reason}), so ${kind.plural ? 'they' : 'it'} cannot be used. ${kind.remedy}`,
  );
}

export async function readRecord<T>(session: Session, kind: RecordKind<T>): Promise<T | null> {
  const manifestText = await session.read(kind.account);
  if (manifestText === null) return null;
  const manifest = parseManifest(manifestText);
  if (!manifest) throw damaged(kind, 'its index entry is unreadable');
  const parts: string[] = [];
  for (let i = 0; i < manifest.chunks; i++) {
    const part = await session.read(chunkAccount(kind.account, manifest.gen, i));
    if (part === null) throw damaged(kind, `part ${i + 1} of ${manifest.chunks} is missing`);
    parts.push(part);
  }
  const whole = parts.join('');
  const reason = mismatch(whole, manifest);
  if (reason) throw damaged(kind, reason);
  const value = kind.parse(whole);
  if (value === null) throw damaged(kind, 'its content is not in the expected format');
  return value;
}

export async function writeRecord(
  session: Session,
  kind: RecordKind<unknown>,
  value: string,
): Promise<void> {
  const parts = splitUtf8(value, CHUNK_MAX_BYTES);
  if (parts.length > MAX_CHUNKS) {
    throw new SecretStoreError(
      'invalid',
      `${capitalise(kind.noun)} ${kind.plural ? 'are' : 'is'} too large to keep in the OS keychain (${utf8Bytes(value)} bytes).`,
    );
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
