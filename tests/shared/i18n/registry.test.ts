import { describe, expect, it } from 'vitest';
import { addMessages, text, wordIn, wordRef, wordsByName } from '@shared/i18n/catalog';

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
