import { en, type EnglishCatalog } from './en';
import {
  leafAt,
  wordLeaf,
  type KeysOf,
  type MessageTree,
  type MessageValues,
  type ValuesArgs,
} from './messages';

/*
 * The one message catalog. Main words its PDFs, CSV files, logs' user-facing lines and IPC
 * answers with `text`; the renderer with vue-i18n over the same catalog (renderer/src/i18n.ts).
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

export const catalogs = { en } as const;
export type Language = keyof typeof catalogs;

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
export function wordRef(message: MessageRef, language: Language = 'en'): string {
  return wordIn(language, message.key, message.values);
}

/** Whether `key` names a message of the catalog: for keys that arrive as data. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && leafAt(en as MessageTree, key) !== undefined;
}

function wordIn(language: Language, key: string, values?: MessageValues): string {
  const leaf = leafAt(catalogs[language] as MessageTree, key) ?? leafAt(en as MessageTree, key);
  // The types make a missing key a compile error; a key that arrives as data and is unknown is a
  // defect to see, not a blank line on a receipt.
  if (leaf === undefined) throw new Error(`No message "${key}" in the catalog.`);
  return wordLeaf(leaf, values);
}
