/*
 * The shape of a message catalog. A message is a sentence without values (a string) or a
 * function of named values that returns the sentence: the values are typed by the function's
 * parameter, so a caller cannot forget one or misspell it, and no message is parsed at run time
 * (no placeholder syntax to escape, nothing compiled under the page's content security policy).
 */

/**
 * Values a sentence may take: text (an amount is text, never a float) or a whole count; and, for
 * a value its message declares `Said`, words of the catalog (D93).
 */
export type MessageValue = string | number | SaidValue;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * A message's value that is itself words (a sentence inside a sentence, a problem after a
 * heading): the message receives them worded in its own language. Its caller hands a `SaidValue`
 * in its place, never words in one language (D87, D93).
 */
export type Said = string & { readonly said: true };

/** A message of the catalog by its key and values, as a value of another (a `MessageRef`). */
export interface SaidRef {
  readonly key: string;
  readonly values?: MessageValues;
}

/**
 * Words made in every shipped language at once, where no message of the catalog holds them whole:
 * a shared schema's message, worded as it validates (`inEveryLanguage`, D93).
 */
export interface InEveryLanguage {
  readonly words: Readonly<Record<string, string>>;
}

/** What a caller hands for a `Said` value: a message, words in every language, or sentences in turn. */
export type SaidValue = SaidRef | InEveryLanguage | readonly (SaidRef | InEveryLanguage)[];

/** The values as a caller hands them: a `SaidValue` wherever the message takes `Said`. */
export type Handed<V> = V extends object
  ? { [P in keyof V]: [NonNullable<V[P]>] extends [Said] ? SaidValue : V[P] }
  : V;

// `never` as the parameter accepts a function of any values: the catalog's own types keep them.
export type MessageLeaf = string | ((values: never) => string);
export interface MessageTree {
  readonly [name: string]: MessageLeaf | MessageTree;
}

/** Every dotted key of a catalog that leads to a message, e.g. `'transfer.kind.rtgs'`. */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends MessageLeaf
    ? `${Prefix}${K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The message at a dotted key. */
export type LeafAt<T, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? LeafAt<T[Head], Rest>
    : never
  : Key extends keyof T
    ? T[Key]
    : never;

/** The values a message takes: none for a plain sentence. Per key, for a union of keys. */
export type ValuesOf<T, Key extends string> = Key extends string
  ? LeafAt<T, Key> extends (values: infer V) => string
    ? V
    : undefined
  : never;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * The arguments after the key: the values, only where the message takes some. For a key that may
 * be one of several, every value any of them takes (a plain sentence ignores values).
 */
export type ValuesArgs<T, Key extends string> = [ValuesOf<T, Key>] extends [undefined]
  ? []
  : [values: Handed<Intersection<Exclude<ValuesOf<T, Key>, undefined>>>];

/**
 * Another language's catalog: the same keys, each message taking the same values. A missing
 * key or a message that drops a value is a type error in that catalog.
 */
export type SameShape<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (values: infer V) => string
      ? (values: V) => string
      : SameShape<T[K]>;
};

/** The message at `key` in `tree`, or undefined where there is none. */
export function leafAt(tree: MessageTree, key: string): MessageLeaf | undefined {
  let node: MessageLeaf | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as MessageTree)[part];
  }
  return typeof node === 'object' ? undefined : node;
}

/** The sentence of a message with its values. */
export function wordLeaf(leaf: MessageLeaf, values?: MessageValues): string {
  return typeof leaf === 'string' ? leaf : (leaf as (v: MessageValues) => string)(values ?? {});
}

/** Every dotted key of a catalog that leads to a message, in the catalog's order. */
export function allKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, node]) =>
    typeof node === 'object' ? allKeys(node, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}
