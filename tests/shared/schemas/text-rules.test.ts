import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasForbiddenCharacters, isTrimmed } from '@shared/schemas/text-rules';

describe('text that may go into a signed body', () => {
  it('allows letters of every script, punctuation and inner spaces', () => {
    for (const text of [
      'Jane Wanjiku',
      'Zoë Ñandú',
      'محمد علي',
      '张伟',
      'O’Brien & Sons, Ltd.',
      '😀',
    ]) {
      expect(hasForbiddenCharacters(text)).toBe(false);
    }
  });

  it('finds every C0 control, DEL and C1 control', () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, i) => i),
      ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
    ];
    for (const code of controls) {
      expect(hasForbiddenCharacters(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(
        true,
      );
    }
    expect(hasForbiddenCharacters('a\u00a0b')).toBe(false); // U+00A0 is the first after C1
  });

  it('finds bidirectional controls and line separators (Trojan Source)', () => {
    const bidi = [0x061c, 0x200e, 0x200f, 0x2028, 0x2029, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e];
    for (const code of [...bidi, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(hasForbiddenCharacters(`abc${String.fromCharCode(code)}def`), code.toString(16)).toBe(
        true,
      );
    }
  });

  it('finds lone surrogates, which have no UTF-8 form, but not paired ones', () => {
    expect(hasForbiddenCharacters('a\ud800b')).toBe(true);
    expect(hasForbiddenCharacters('a\udc00')).toBe(true);
    expect(hasForbiddenCharacters('a\ud83d\ude00')).toBe(false);
  });

  it('is exactly "survives a UTF-8 round trip and contains no control, bidi or separator"', () => {
    const forbidden = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const roundTrips = new TextDecoder().decode(new TextEncoder().encode(text)) === text;
        expect(hasForbiddenCharacters(text)).toBe(!roundTrips || forbidden.test(text));
      }),
    );
  });

  it('knows trimmed text', () => {
    expect(isTrimmed('Jane')).toBe(true);
    expect(isTrimmed(' Jane')).toBe(false);
    expect(isTrimmed('Jane\u00a0')).toBe(false);
  });
});
