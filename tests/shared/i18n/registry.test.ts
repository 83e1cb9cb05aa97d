import { describe, expect, it } from 'vitest';
import {
  addMessages,
  inEveryLanguage,
  isMessageRef,
  isSaidIn,
  text,
  textIn,
  wordIn,
  wordRef,
  wordsByName,
  type MessageRef,
} from '@shared/i18n/catalog';
import type { Said } from '@shared/i18n/messages';

// The registry the catalog's functions read (D74): main holds the whole catalog; a window holds
// the areas it loaded, and more are added as its screens load.

describe('the words a process holds', () => {
  it('are the whole catalog in main, from the moment the catalog loads', () => {
    expect(text('settings.receiptPaper.a4')).toBeTruthy();
    expect(text('accounts.operatorForm.passwordsDiffer')).toBe(
      'The two passwords are not the same. Type the same password twice.',
    );
  });

  it('name the area a key is in when that area was never loaded', () => {
    expect(() => wordRef({ key: 'nowhere.at.all' as never })).toThrow(
      'No message "nowhere.at.all": the words of "nowhere" are not loaded.',
    );
  });

  it('grow by area or part of one, and say whether anything was new', () => {
    expect(addMessages('en', { transfer: { kind: { rtgs: text('transfer.kind.rtgs') } } })).toBe(
      false,
    );
    expect(addMessages('x-test', { transfer: { kind: { rtgs: 'Virement RTGS' } } })).toBe(true);
    expect(addMessages('x-test', { transfer: { kind: { imt: 'Portefeuille mobile' } } })).toBe(
      true,
    );
    expect(wordIn('x-test', 'transfer.kind.rtgs')).toBe('Virement RTGS');
    expect(wordIn('x-test', 'transfer.kind.imt')).toBe('Portefeuille mobile');
    // What a language lacks is said in English.
    expect(wordIn('x-test', 'transfer.destination.rtgs')).toBe('Bank account');
  });

  it('word a table made before its words were held when it is read', () => {
    let held = 'Before';
    const table = wordsByName(['a', 'b'] as const, (name) => `${held} ${name}`);
    held = 'After';
    expect(table.a).toBe('After a');
    expect(Object.entries(table)).toEqual([
      ['a', 'After a'],
      ['b', 'After b'],
    ]);
  });
});

describe('words inside words (D93)', () => {
  const tree = {
    probe: {
      heading: ({ problem }: { problem: Said }) => `Not done: ${problem}`,
      problem: ({ line }: { line: number }) => `line ${line} is wrong.`,
      more: 'Try again.',
    },
  };
  addMessages('en', tree);
  addMessages('x-said', {
    probe: {
      heading: ({ problem }: { problem: Said }) => `Pas fait : ${problem}`,
      problem: ({ line }: { line: number }) => `la ligne ${line} est fausse.`,
    },
  });
  const heading = (problem: unknown) =>
    ({ key: 'probe.heading', values: { problem } }) as unknown as MessageRef;

  it('words a message handed as a value in the language of the message that holds it', () => {
    const said = heading({ key: 'probe.problem', values: { line: 3 } });
    expect(wordRef(said, 'en')).toBe('Not done: line 3 is wrong.');
    expect(wordRef(said, 'x-said')).toBe('Pas fait : la ligne 3 est fausse.');
    expect(wordRef(structuredClone(said), 'x-said')).toBe('Pas fait : la ligne 3 est fausse.');
  });

  it('says sentences handed as a list one after another, each in that language', () => {
    const said = heading([{ key: 'probe.problem', values: { line: 1 } }, { key: 'probe.more' }]);
    expect(wordRef(said, 'x-said')).toBe('Pas fait : la ligne 1 est fausse. Try again.');
  });

  it('words a schema’s message in every language as it validates, then words as before', () => {
    const made = inEveryLanguage(() => text('languages.signedIn'));
    expect(made.words).toEqual({
      en: textIn('en', 'languages.signedIn'),
      fr: textIn('fr', 'languages.signedIn'),
      sw: textIn('sw', 'languages.signedIn'),
    });
    expect(made.words['fr']).not.toBe(made.words['en']);
    expect(text('languages.signedIn')).toBe(made.words['en']);
    expect(wordRef(heading(made), 'fr')).toBe(`Not done: ${made.words['fr']}`);
  });

  it('tells whether a window can word a message and every message inside it', () => {
    addMessages('x-part', { probe: { heading: tree.probe.heading } });
    const said = heading({ key: 'probe.problem', values: { line: 1 } });
    expect(isSaidIn('x-part', said)).toBe(true);
    expect(isSaidIn('x-part', heading({ key: 'nowhere.at.all' }))).toBe(false);
    expect(isSaidIn('x-part', heading([{ key: 'probe.more' }, { key: 'nowhere.x' }]))).toBe(false);
    expect(isSaidIn('x-part', heading({ words: { en: 'x' } }))).toBe(true);
  });
});

describe('a message read back from a record', () => {
  it('is taken only with a key this process holds and values it can word', () => {
    expect(isMessageRef({ key: 'transfer.kind.rtgs' })).toBe(true);
    expect(
      isMessageRef({
        key: 'journal.keychainFailed',
        values: { what: { key: 'journal.seal.cannotCheck' }, trouble: { words: { en: 'x' } } },
      }),
    ).toBe(true);
    expect(isMessageRef({ key: 'no.such.key' })).toBe(false);
    expect(isMessageRef({ key: 'transfer.kind.rtgs', values: { a: { key: 'no.such' } } })).toBe(
      false,
    );
    expect(isMessageRef({ key: 'transfer.kind.rtgs', values: { a: true } })).toBe(false);
    expect(isMessageRef('transfer.kind.rtgs')).toBe(false);
  });
});
