import { ref } from 'vue';
import {
  addMessages,
  isSaidIn,
  setWordingLanguage,
  wordIn,
  type Language,
  type MessageArgs,
  type MessageKey,
  type MessageRef,
} from '@shared/i18n/catalog';
import type { MessageTree, MessageValues } from '@shared/i18n/messages';

/*
 * The renderer's words: the catalog main uses too (shared/i18n), read in the operator's language.
 * Every message is a typed string or function, so nothing is compiled in the page (the content
 * security policy allows no eval) and a sentence reads the same on a screen and on a receipt.
 * No vue-i18n (D74): of its 13 KB gzip in the first chunk the app used a key lookup and a
 * reactive locale, which the catalog's own lookup and one ref give; plurals and values are the
 * catalog's functions, and a language is a catalog of the same shape added with its words.
 */

const locale = ref<Language>('en');
/** Counts the words added, so a template worded before an area arrived words again after. */
const added = ref(0);

// The shared modules' `text()` (the schemas' messages as a form validates, lists, countries)
// words in the window's language too, and words again with it (D89).
setWordingLanguage(() => {
  void added.value;
  return locale.value;
});

function word(key: string, values?: MessageValues): string {
  void added.value;
  return wordIn(locale.value, key, values);
}

/** The operator's language and the words of each, named as vue-i18n's `global` names them. */
export const i18n = {
  global: {
    locale,
    t: (key: MessageKey, values?: MessageValues): string => word(key, values),
    setLocaleMessage(language: string, messages: MessageTree): void {
      // Only new words word a page again: main's whole catalog (as in tests) needs no re-render.
      if (addMessages(language, messages)) added.value += 1;
    },
  },
};

/**
 * The sentence of `key` in the operator's language. Reactive: a template that calls it words
 * again when the language changes or more words arrive. Works without any setup, so a component
 * mounted alone in a test words like the app.
 */
export function t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return word(key, args[0] as MessageValues | undefined);
}

/**
 * The words of an answer from main: its catalog message where the window holds its area (and
 * those of the messages inside it, D93), else main's own sentence (the same English words, worded
 * there).
 */
export function errorText(error: { message: string; text?: MessageRef }): string {
  // Reactive like `t`: words that arrive later word the answer again.
  void added.value;
  return error.text && isSaidIn(locale.value, error.text)
    ? word(error.text.key, error.text.values)
    : error.message;
}
