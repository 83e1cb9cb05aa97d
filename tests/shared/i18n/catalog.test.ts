import { describe, expect, expectTypeOf, it } from 'vitest';
import { isMessageKey, ref, text, wordRef } from '@shared/i18n/catalog';
import { en } from '@shared/i18n/en';
import {
  allKeys,
  leafAt,
  wordLeaf,
  type MessageTree,
  type Said,
  type SaidValue,
  type ValuesArgs,
} from '@shared/i18n/messages';
import { worded } from '@shared/i18n/worded';

describe('the catalog', () => {
  it('words a message by its key, the same text a receipt and a screen print', () => {
    expect(text('transfer.kind.rtgs')).toBe('RTGS bank transfer');
    const kind = 'imt' as 'rtgs' | 'imt';
    expect(text(`transfer.kind.${kind}`)).toBe('Mobile wallet (IMT)');
  });

  it('carries a message across IPC as its key and values, and words it on the other side', () => {
    const carried = structuredClone(ref('transfer.destination.imt'));
    expect(carried).toEqual({ key: 'transfer.destination.imt' });
    expect(wordRef(carried)).toBe('Mobile wallet');
  });

  it('words a failure in English for the log, with the key for the renderer', () => {
    expect(worded('no-kind', 'transfer.kind.rtgs')).toEqual({
      code: 'no-kind',
      message: 'RTGS bank transfer',
      text: { key: 'transfer.kind.rtgs' },
    });
  });

  it('tells a key that arrives as data from one it does not know', () => {
    expect(isMessageKey('transfer.kind.imt')).toBe(true);
    expect(isMessageKey('transfer.kind')).toBe(false);
    expect(isMessageKey('transfer.kind.imt.x')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(isMessageKey(3)).toBe(false);
    expect(() => wordRef({ key: 'transfer.nothing' as never })).toThrow(
      'No message "transfer.nothing" in the catalog.',
    );
  });

  it('finds sentences and sentence functions, and lists every key once', () => {
    const tree = { a: { b: 'Bee', c: ({ n }: { n: number }) => `${n} cees` } } as const;
    expect(allKeys(tree as MessageTree)).toEqual(['a.b', 'a.c']);
    expect(wordLeaf(leafAt(tree as MessageTree, 'a.c')!, { n: 3 })).toBe('3 cees');
    expect(leafAt(tree as MessageTree, 'a')).toBeUndefined();
    expect(new Set(allKeys(en as MessageTree)).size).toBe(allKeys(en as MessageTree).length);
  });

  it('asks, at compile time, for the values of every key a union of keys may be', () => {
    type Tree = { a: { b: 'Bee'; c: (values: { n: number }) => string; d: 'Dee' } };
    expectTypeOf<ValuesArgs<Tree, 'a.b'>>().toEqualTypeOf<[]>();
    expectTypeOf<ValuesArgs<Tree, 'a.b' | 'a.d'>>().toEqualTypeOf<[]>();
    expectTypeOf<ValuesArgs<Tree, 'a.b' | 'a.c'>>().toEqualTypeOf<[values: { n: number }]>();
  });

  it('asks for a message, not words, where a message takes words inside it (D93)', () => {
    type Tree = { a: { s: (values: { problem: Said; line: number }) => string } };
    expectTypeOf<ValuesArgs<Tree, 'a.s'>>().toEqualTypeOf<
      [values: { problem: SaidValue; line: number }]
    >();
  });
});
