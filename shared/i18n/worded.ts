import {
  LANGUAGES,
  ref,
  text,
  wordRef,
  type MessageArgs,
  type MessageKey,
  type MessageRef,
} from './catalog';
import type { InEveryLanguage, SaidValue } from './messages';

/**
 * Words from the catalog as an answer carries them: `message` in English for the log and for
 * callers that read it, `text` for the renderer to word in the operator's language.
 */
export function saying<K extends MessageKey>(
  key: K,
  ...args: MessageArgs<K>
): { message: string; text: MessageRef<K> } {
  return { message: text(key, ...args), text: ref(key, ...args) };
}

/** An expected failure worded from the catalog (`saying`), with its code. */
export function worded<C extends string, K extends MessageKey>(
  code: C,
  key: K,
  ...args: MessageArgs<K>
): { code: C; message: string; text: MessageRef<K> } {
  return { code, ...saying(key, ...args) };
}

/**
 * An answer's words as a value of another message (D93): its message where it has one, else its
 * sentence as main said it (English, in every language).
 */
export function saidOf(answer: { message: string; text?: MessageRef }): SaidValue {
  return answer.text ?? { words: { en: answer.message } };
}

/**
 * An answer's words made by main in every language, as a value of another message (D93): for a
 * window that holds the outer message's area but not the inner one's (the sign-in screen holds
 * `accounts`, not the journal's findings).
 */
export function saidInEveryLanguage(answer: {
  message: string;
  text?: MessageRef;
}): InEveryLanguage {
  const said = answer.text;
  return {
    words: Object.fromEntries(
      LANGUAGES.map((language) => [language, said ? wordRef(said, language) : answer.message]),
    ),
  };
}
