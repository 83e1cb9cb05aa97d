import type { EnglishCatalog } from './en';
import {
  leafAt,
  wordLeaf,
  type InEveryLanguage,
  type KeysOf,
  type MessageLeaf,
  type MessageTree,
  type MessageValue,
  type MessageValues,
  type SaidRef,
  type ValuesArgs,
} from './messages';

/*
 * The words the process holds, by language, and the functions that word a key with them (D74).
 * Main holds the whole catalog (catalog.ts registers it as it loads); the renderer registers area
 * by area: sign-in's words in its first chunk (renderer/src/words/sign-in.ts, which its build puts
 * in catalog.ts's place), each role's with its screens (renderer/src/words.ts), so a window
 * downloads only what it shows.
 * English is the catalog every other language is held to (SameShape in messages.ts).
 */

export type MessageKey = KeysOf<EnglishCatalog>;
export type MessageArgs<K extends MessageKey> = ValuesArgs<EnglishCatalog, K>;
/** The keys of sentences that take no values: a title or a label a table holds by key. */
export type PlainMessageKey = {
  [K in MessageKey]: MessageArgs<K> extends [] ? K : never;
}[MessageKey];

/**
 * A message as an IPC answer carries it: the key and its values, which the renderer words in the
 * operator's language. Plain data, so it crosses the structured clone unchanged.
 */
export interface MessageRef<K extends MessageKey = MessageKey> {
  key: K;
  values?: MessageValues;
}

/** The languages the app ships: English, French and Swahili. English is the reference. */
export const LANGUAGES = ['en', 'fr', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Each language named in itself, as a speaker of it looks for it in a list (D83): the same in
 * every language, so not a message to translate.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  // catalog-ignore: a language's own name, written the same in every language
  en: 'English',
  // catalog-ignore: a language's own name, written the same in every language
  fr: 'Français',
  // catalog-ignore: a language's own name, written the same in every language
  sw: 'Kiswahili',
};

/** Whether a value that arrives as data (a setting, an IPC payload) names a shipped language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

type Tree = { [name: string]: MessageLeaf | Tree };
const languages = new Map<string, Tree>();

/**
 * Adds messages to a language's words: whole areas (`{ transfer }`) or a part of one
 * (`{ counter: { frame } }`), merged into what is there. Whether any message was new.
 */
export function addMessages(language: string, messages: MessageTree): boolean {
  let tree = languages.get(language);
  if (!tree) languages.set(language, (tree = {}));
  return mergeInto(tree, messages);
}

function mergeInto(target: Tree, source: MessageTree): boolean {
  let added = false;
  for (const [name, node] of Object.entries(source)) {
    const held = target[name];
    if (typeof node === 'object') {
      if (typeof held !== 'object') target[name] = {};
      added = mergeInto(target[name] as Tree, node) || added;
    } else if (held !== node) {
      target[name] = node;
      added = true;
    }
  }
  return added;
}

/**
 * Words a process says without naming a language: `text()` reads it when it words. Main never
 * changes it, so everything main words with `text()` (its answers' English `message`, logs' lines,
 * the schemas' messages its handlers return) stays English; a renderer window follows its locale,
 * so a schema's message worded when a form validates is in the operator's language (D89).
 */
let wordingLanguage: () => Language = () => 'en';

/**
 * Makes `text()` word in the language `current` gives from now on. A function, not a value, so
 * the renderer hands over its reactive locale and a template that words through `text()` words
 * again when it changes.
 */
export function setWordingLanguage(current: () => Language): void {
  wordingLanguage = current;
}

/** The language `text()` words in now: English in main; the window's in the renderer. */
export function currentLanguage(): Language {
  return wordingLanguage();
}

/**
 * Words worded when they are said, not when they are written down: a schema's label or message
 * made as its module loads, read as it validates (D89).
 */
export type Worded = () => string;

/**
 * The sentence of `key` in the process's language (`setWordingLanguage`: English in main), with
 * its values.
 */
export function text<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return wordIn(wordingLanguage(), key, args[0] as MessageValues | undefined);
}

/** The sentence of `key` in `language` (English where that language lacks it), with its values. */
export function textIn<K extends MessageKey>(
  language: Language,
  key: K,
  ...args: MessageArgs<K>
): string {
  return wordIn(language, key, args[0] as MessageValues | undefined);
}

/** `text` in `language`: for a document or a file worded whole in one language (D88). */
export function textFor(
  language: Language,
): <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string {
  return (key, ...args) => wordIn(language, key, args[0] as MessageValues | undefined);
}

/** A reference to a message, for an answer that crosses IPC. */
export function ref<K extends MessageKey>(key: K, ...args: MessageArgs<K>): MessageRef<K> {
  const values = args[0] as MessageValues | undefined;
  return values === undefined ? { key } : { key, values };
}

/** The sentence of a reference, in `language`. */
export function wordRef(message: MessageRef, language: string = 'en'): string {
  return wordIn(language, message.key, message.values);
}

/**
 * `make(language)`, made once per language and kept: words a file writes on every row or every
 * export (a CSV's headers, a state's name), in the language of whoever asked (D88). For main,
 * which holds every language whole from the start (catalog.ts); a window adds words as it goes
 * and must not keep what it made before.
 */
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
}

/** Whether `key` names a message this process holds: for keys that arrive as data. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && leafAt(english(), key) !== undefined;
}

/**
 * Whether `key` is a message `wordIn(language, key)` can word here: in that language or in
 * English. A window in French holds its role's words in French only (D84).
 */
export function isWordedIn(language: string, key: unknown): key is MessageKey {
  return (
    typeof key === 'string' &&
    (leafAt(languages.get(language) ?? {}, key) ?? leafAt(english(), key)) !== undefined
  );
}

/**
 * A table of words by name, each worded when it is read (a getter), not when the table is made:
 * a module may make it before the window holds its area's words (D74).
 */
export function wordsByName<N extends string>(
  names: readonly N[],
  word: (name: N) => string,
): Readonly<Record<N, string>> {
  const table = {} as Record<N, string>;
  for (const name of names) {
    Object.defineProperty(table, name, { enumerable: true, get: () => word(name) });
  }
  return table;
}

/** A table whose words are `Worded`, read as their text: `Worded` leaves become strings. */
export type WordedWhenRead<T> = {
  readonly [K in keyof T]: T[K] extends Worded
    ? string
    : T[K] extends object
      ? WordedWhenRead<T[K]>
      : T[K];
};

/**
 * A table (nested or not) of `Worded` leaves, each read as its text in the process's language at
 * the time it is read (a getter): a schema's labels, made as its module loads, that a form shows
 * and a message names in the window's language (D89).
 */
export function wordedWhenRead<T extends object>(table: T): WordedWhenRead<T> {
  const read = {} as Record<string, unknown>;
  for (const [name, leaf] of Object.entries(table)) {
    if (typeof leaf === 'function') {
      Object.defineProperty(read, name, { enumerable: true, get: leaf as Worded });
    } else if (typeof leaf === 'object' && leaf !== null) {
      read[name] = wordedWhenRead(leaf as object);
    } else {
      read[name] = leaf;
    }
  }
  return read as WordedWhenRead<T>;
}

/** The sentence of `key` in `language`, else in English. */
export function wordIn(language: string, key: string, values?: MessageValues): string {
  const leaf = leafAt(languages.get(language) ?? {}, key) ?? leafAt(english(), key);
  if (leaf !== undefined) return wordLeaf(leaf, values && saidIn(language, values));
  // The types make a missing key a compile error; a key that arrives as data and is unknown is a
  // defect to see, not a blank line on a receipt. So is a window wording an area it never loaded.
  const area = key.split('.')[0]!;
  if (!Object.hasOwn(english(), area)) {
    throw new Error(`No message "${key}": the words of "${area}" are not loaded.`);
  }
  throw new Error(`No message "${key}" in the catalog.`);
}

function english(): Tree {
  return languages.get('en') ?? {};
}

/**
 * `values` with each `Said` value worded in `language` (D93): a message by its key, words made in
 * every language, or sentences said one after another (joined by a space). Text and counts pass.
 */
function saidIn(language: string, values: MessageValues): MessageValues {
  let worded: Record<string, MessageValue> | undefined;
  for (const name in values) {
    const value = values[name];
    if (typeof value !== 'object') continue;
    worded ??= { ...values };
    worded[name] = isSaidList(value)
      ? value.map((part) => wordSaid(language, part)).join(' ')
      : wordSaid(language, value);
  }
  return worded ?? values;
}

function isSaidList(value: MessageValue): value is readonly (SaidRef | InEveryLanguage)[] {
  return Array.isArray(value);
}

function wordSaid(language: string, said: SaidRef | InEveryLanguage): string {
  if ('words' in said) return said.words[language] ?? said.words['en'] ?? '';
  return wordIn(language, said.key, said.values);
}

/**
 * Words made by `words` in every shipped language, for a value a message takes as `Said` (D93):
 * a shared schema's message, which yup words through `text()` as it validates. `words` runs once
 * per language with `text()` wording in it, and must be synchronous (a promise would word later,
 * in whatever language the process has then).
 */
export function inEveryLanguage(words: () => string): InEveryLanguage {
  return { words: madeInEveryLanguage(words) };
}

/**
 * What `make` returns in each shipped language, run once per language with `text()` wording in
 * it (then the process's language again): `inEveryLanguage` for more than one sentence, such as a
 * schema's refusal with its fields. `make` must be synchronous.
 */
export function madeInEveryLanguage<T>(make: () => T): Record<Language, T> {
  const made = {} as Record<Language, T>;
  for (const language of LANGUAGES) made[language] = wordedIn(language, make);
  return made;
}

/**
 * What `make` returns with `text()` wording in `language`, then the process's language again:
 * for main, a view built from facts with the shared words (first launch's wizard) for the admin
 * who asks (D93). `make` must be synchronous.
 */
export function wordedIn<T>(language: Language, make: () => T): T {
  const before = wordingLanguage;
  wordingLanguage = () => language;
  try {
    const made = make();
    // Work that goes on after this returns would word in whatever language the process has then.
    if (made instanceof Promise) throw new Error('wordedIn words synchronous work only.');
    return made;
  } finally {
    wordingLanguage = before;
  }
}

/**
 * Whether a reference and every message inside its values can be worded in `language` here (in
 * it or in English): what a window checks before wording an answer from main (D84, D93).
 */
export function isSaidIn(language: string, said: SaidRef): said is MessageRef {
  if (!isWordedIn(language, said.key)) return false;
  for (const value of Object.values(said.values ?? {})) {
    if (typeof value !== 'object') continue;
    const parts = isSaidList(value) ? value : [value];
    if (parts.some((part) => !('words' in part) && !isSaidIn(language, part))) return false;
  }
  return true;
}

/**
 * Whether data read back (a record main kept) is a message this process can word: a key it
 * holds, and values that are text, counts or words inside words (D93), each of them so too.
 */
export function isMessageRef(value: unknown): value is MessageRef {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  if (!isMessageKey(key)) return false;
  if (values === undefined) return true;
  if (typeof values !== 'object' || values === null) return false;
  return Object.values(values).every(isMessageValue);
}

function isMessageValue(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number') return true;
  if (Array.isArray(value))
    return value.every((part) => !Array.isArray(part) && isMessageValue(part));
  if (typeof value !== 'object' || value === null) return false;
  if ('words' in value) {
    const words = (value as { words: unknown }).words;
    return (
      typeof words === 'object' &&
      words !== null &&
      Object.values(words).every((w) => typeof w === 'string')
    );
  }
  return isMessageRef(value);
}

/**
 * An answer's words in the process's language: its message where it carries one (and this
 * process can word it), else its sentence as it came.
 */
export function answerText(answer: { message: string; text?: MessageRef }): string {
  const said = answer.text;
  const language = wordingLanguage();
  return said && isSaidIn(language, said)
    ? wordIn(language, said.key, said.values)
    : answer.message;
}
