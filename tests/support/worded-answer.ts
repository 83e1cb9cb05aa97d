import { expect } from 'vitest';
import { textIn, wordRef, type MessageKey, type MessageRef } from '@shared/i18n/catalog';

/**
 * Holds a refusal to what the renderer words (D65): it carries `key`, its English `message` is
 * that key worded in English, and French and Swahili word the same key and values into their own
 * whole sentence (as `textIn` words it), never main's English. The sentences, by language, for a
 * test to look into further.
 */
export function expectWordedAnswer(
  error: { message: string; text?: MessageRef },
  key: MessageKey,
): { en: string; fr: string; sw: string } {
  expect(error.text?.key).toBe(key);
  const said = error.text!;
  const values = said.values as never;
  expect(wordRef(said, 'en')).toBe(error.message);
  const fr = wordRef(said, 'fr');
  const sw = wordRef(said, 'sw');
  for (const [language, sentence] of [
    ['fr', fr],
    ['sw', sw],
  ] as const) {
    expect(sentence).toBe(
      (textIn as (l: string, k: string, v: never) => string)(language, key, values),
    );
    expect(sentence).not.toBe(error.message);
    expect(sentence).toMatch(/[.!?]$/);
  }
  return { en: error.message, fr, sw };
}
