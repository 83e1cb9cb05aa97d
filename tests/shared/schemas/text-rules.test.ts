import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  findInvisibleCharacter,
  hasForbiddenCharacters,
  isNfc,
  isTrimmed,
} from '@shared/schemas/text-rules';

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

  it('is exactly "survives a UTF-8 round trip and has no control, separator or invisible"', () => {
    const forbidden = /[\p{Cc}\p{Cf}\u2028\u2029\u{e0000}-\u{e007f}\u115f\u1160\u3164\uffa0]/u;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const roundTrips = new TextDecoder().decode(new TextEncoder().encode(text)) === text;
        expect(hasForbiddenCharacters(text)).toBe(!roundTrips || forbidden.test(text));
      }),
    );
  });

  it('finds format characters, tag characters and Hangul fillers, naming each (D67)', () => {
    const cases: [string, string, string][] = [
      ['\u00ad', 'U+00AD', 'format'],
      ['\u200b', 'U+200B', 'format'],
      ['\u200c', 'U+200C', 'format'],
      ['\u2060', 'U+2060', 'format'],
      ['\ufeff', 'U+FEFF', 'format'],
      ['\u0600', 'U+0600', 'format'],
      ['\u{1d173}', 'U+1D173', 'format'],
      ['\u{e0000}', 'U+E0000', 'tag'],
      ['\u{e0001}', 'U+E0001', 'tag'],
      ['\u{e0041}', 'U+E0041', 'tag'],
      ['\u{e007f}', 'U+E007F', 'tag'],
      ['\u115f', 'U+115F', 'filler'],
      ['\u1160', 'U+1160', 'filler'],
      ['\u3164', 'U+3164', 'filler'],
      ['\uffa0', 'U+FFA0', 'filler'],
    ];
    for (const [character, code, kind] of cases) {
      expect(hasForbiddenCharacters(`Jane${character}Wanjiku`), code).toBe(true);
      expect(findInvisibleCharacter(`Jane${character}Wanjiku`)).toEqual({ code, kind });
    }
    expect(findInvisibleCharacter('Jane Wanjiku')).toBeUndefined();
    // Next to the ranges, visible characters stay allowed.
    expect(hasForbiddenCharacters('\u{e0080}\u3163\u3165\uffa1')).toBe(false);
  });

  it('knows text in NFC from the same text decomposed', () => {
    expect(isNfc('Zoë Ñandú')).toBe(true);
    expect(isNfc('Zoë Ñandú'.normalize('NFD'))).toBe(false);
    expect(isNfc('Jane Wanjiku')).toBe(true);
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (t) => isNfc(t.normalize('NFC'))));
  });

  it('knows trimmed text', () => {
    expect(isTrimmed('Jane')).toBe(true);
    expect(isTrimmed(' Jane')).toBe(false);
    expect(isTrimmed('Jane\u00a0')).toBe(false);
  });
});
