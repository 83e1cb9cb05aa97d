import { createHash } from 'node:crypto';
import { text } from '@shared/i18n/catalog';
import { parseJsonObject } from '../json-object';

/**
 * How one value larger than a keychain entry is kept as several entries.
 *
 * Why a bound at all: Windows Credential Manager refuses a secret larger than
 * CRED_MAX_CREDENTIAL_BLOB_SIZE (5 * 512 = 2,560 bytes), and a PKCS#8 PEM of a 4096-bit RSA key is
 * about 3,270 bytes. keytar stores the password's UTF-8 bytes: main.cc converts the JS string with
 * `info[2].As<Napi::String>()` into a std::string (N-API strings convert to UTF-8), and
 * node_modules/keytar/src/keytar_win.cc SetPassword writes it as
 * `cred.CredentialBlobSize = password.size(); cred.CredentialBlob = (LPBYTE)(password.data());`.
 * So the bound is 2,560 UTF-8 bytes per entry, on every entry the store writes.
 *
 * Why chunks rather than envelope encryption: the ciphertext of an envelope would have to live
 * somewhere. In a file it is a second store to keep in step with the keychain (a restored backup
 * or a reinstall pairs a file with the wrong key, and deleting the key no longer means deleting
 * one set of keychain entries); in the keychain it needs chunking anyway. Chunks keep every byte
 * of every secret under the OS keychain's own access control, in one place, and a SHA-256 in the
 * manifest gives the same "whole or nothing" guarantee an AEAD tag would.
 *
 * Layout for a record named `signing-key`:
 *   `signing-key`        manifest: {"v":1,"gen":"a","chunks":2,"bytes":3272,"sha256":"…"}
 *   `signing-key.a0`, `signing-key.a1`   the value's chunks in order
 * A new value is written under the other generation (`b`) first and the manifest last, so a crash
 * or a refused write part-way leaves the previous value whole and readable; the previous
 * generation and any leftover chunks are removed afterwards.
 */
export const ENTRY_MAX_BYTES = 2560;
/** Chunk payload: well under ENTRY_MAX_BYTES; a 4096-bit PKCS#8 PEM takes two. */
export const CHUNK_MAX_BYTES = 2048;
/** About 16 KB per record: four times the largest key the app accepts. */
export const MAX_CHUNKS = 8;
export const GENERATIONS = ['a', 'b'] as const;
export type Generation = (typeof GENERATIONS)[number];

export interface Manifest {
  v: 1;
  gen: Generation;
  chunks: number;
  /** UTF-8 length of the whole value. */
  bytes: number;
  /** SHA-256 of the whole value's UTF-8 bytes, lowercase hex. */
  sha256: string;
}

export function chunkAccount(record: string, gen: Generation, index: number): string {
  return `${record}.${gen}${index}`;
}

export function otherGeneration(gen: Generation): Generation {
  return gen === 'a' ? 'b' : 'a';
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * Splits `value` into pieces of at most `maxBytes` UTF-8 bytes each, only between code points, so
 * that every piece is valid text on its own (libsecret and the macOS keychain store text) and the
 * pieces joined are exactly `value`.
 */
export function splitUtf8(value: string, maxBytes: number): string[] {
  if (maxBytes < 4) throw new RangeError('A chunk must hold at least one code point (4 bytes).');
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const codePoint of value) {
    const size = utf8Bytes(codePoint);
    if (currentBytes + size > maxBytes) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += codePoint;
    currentBytes += size;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function describeValue(value: string, gen: Generation, chunks: number): Manifest {
  return { v: 1, gen, chunks, bytes: utf8Bytes(value), sha256: sha256Hex(value) };
}

export function encodeManifest(manifest: Manifest): string {
  const { v, gen, chunks, bytes, sha256 } = manifest;
  return JSON.stringify({ v, gen, chunks, bytes, sha256 });
}

/** null when the text is not a manifest this version wrote. */
export function parseManifest(text: string): Manifest | null {
  const data = parseJsonObject(text);
  if (!data) return null;
  const { v, gen, chunks, bytes, sha256 } = data;
  if (v !== 1) return null;
  if (gen !== 'a' && gen !== 'b') return null;
  if (typeof chunks !== 'number' || !Number.isInteger(chunks) || chunks < 1 || chunks > MAX_CHUNKS)
    return null;
  if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 1) return null;
  if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) return null;
  return { v, gen, chunks, bytes, sha256 };
}

/** The reason the joined chunks are not the value the manifest describes, or null if they are. */
export function mismatch(whole: string, manifest: Manifest): string | null {
  if (utf8Bytes(whole) !== manifest.bytes) {
    const sizes = { bytes: utf8Bytes(whole), expected: manifest.bytes };
    return text('keys.records.damagedBecause.sizeMismatch', sizes);
  }
  if (sha256Hex(whole) !== manifest.sha256) {
    return text('keys.records.damagedBecause.checksumMismatch');
  }
  return null;
}
