import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHUNK_MAX_BYTES,
  ENTRY_MAX_BYTES,
  describeValue,
  encodeManifest,
  mismatch,
  parseManifest,
  splitUtf8,
  utf8Bytes,
} from '../../../electron/main/keys/keychain-records';

describe('splitUtf8', () => {
  it('joins back to the value, every piece within the bound and valid text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 3000 }),
        fc.integer({ min: 4, max: 64 }),
        (value, maxBytes) => {
          const pieces = splitUtf8(value, maxBytes);
          expect(pieces.join('')).toBe(value);
          for (const piece of pieces) {
            expect(piece.length).toBeGreaterThan(0);
            expect(utf8Bytes(piece)).toBeLessThanOrEqual(maxBytes);
            // A piece that ended inside a surrogate pair would not survive UTF-8 encoding.
            expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
          }
        },
      ),
    );
  });

  it('fills pieces up to the bound', () => {
    expect(splitUtf8('a'.repeat(10), 4)).toEqual(['aaaa', 'aaaa', 'aa']);
    // '€' is 3 bytes: two do not fit in 4.
    expect(splitUtf8('€€€', 4)).toEqual(['€', '€', '€']);
    expect(splitUtf8('', 4)).toEqual([]);
  });

  it('keeps chunks of the store under the Windows bound', () => {
    expect(CHUNK_MAX_BYTES).toBeLessThanOrEqual(ENTRY_MAX_BYTES);
    expect(ENTRY_MAX_BYTES).toBe(2560);
  });

  it('refuses a bound that cannot hold a code point', () => {
    expect(() => splitUtf8('a', 3)).toThrow(RangeError);
  });
});

describe('manifest', () => {
  const value = 'ünïcödé value';
  const manifest = describeValue(value, 'b', 1);

  it('round-trips and fits one keychain entry', () => {
    const text = encodeManifest(manifest);
    expect(parseManifest(text)).toEqual(manifest);
    expect(utf8Bytes(text)).toBeLessThan(ENTRY_MAX_BYTES);
    expect(manifest.bytes).toBe(utf8Bytes(value));
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'null',
      '[]',
      '{}',
      encodeManifest(manifest).replace('"v":1', '"v":2'),
      encodeManifest({ ...manifest, chunks: 0 }),
      encodeManifest({ ...manifest, chunks: 9 }),
      encodeManifest({ ...manifest, chunks: 1.5 }),
      encodeManifest({ ...manifest, bytes: 0 }),
      encodeManifest({ ...manifest, sha256: 'ab' }),
      encodeManifest(manifest).replace('"gen":"b"', '"gen":"c"'),
      encodeManifest(manifest).slice(0, -1),
    ]) {
      expect(parseManifest(text), text).toBeNull();
    }
  });

  it('tells a value that is not the one described', () => {
    expect(mismatch(value, manifest)).toBeNull();
    expect(mismatch(value.slice(1), manifest)).toMatch(/add up to/);
    expect(mismatch(value.replace('v', 'w'), manifest)).toMatch(/checksum/);
  });
});
