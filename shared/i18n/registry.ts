import type { EnglishCatalog } from './en';
import {
  leafAt,
  wordLeaf,
  type KeysOf,
  type MessageLeaf,
  type MessageTree,
  type MessageValues,
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

/** A language's code: English is the only one the app ships (D65). */
export type Language = 'en';

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

/** The sentence of `key` in English, with its values. */
export function text<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return wordIn('en', key, args[0] as MessageValues | undefined);
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

/** Whether `key` names a message this process holds: for keys that arrive as data. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && leafAt(english(), key) !== undefined;
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

/** The sentence of `key` in `language`, else in English. */
export function wordIn(language: string, key: string, values?: MessageValues): string {
  const leaf = leafAt(languages.get(language) ?? {}, key) ?? leafAt(english(), key);
  if (leaf !== undefined) return wordLeaf(leaf, values);
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
