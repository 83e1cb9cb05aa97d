import type { Language } from './registry';

/*
 * Lists inside a sentence (D87). A message's values are text or a count (D65), and an answer from
 * main is worded in the renderer in the operator's language, so a value must not be words in one
 * language: a list crosses as its codes (`codeList`), and each language's message words the codes
 * and joins them as that language does (Intl.ListFormat), "a, b or c", "a, b ou c", "a, b au c".
 */

/** Codes carried as one message value: only `codeList` makes one, so no joined words slip in. */
export type CodeList = string & { readonly codeList: true };

export function codeList(codes: readonly string[]): CodeList {
  return codes.join(',') as CodeList;
}

/** The codes of a list; a value that arrived as data is split the same way. */
export function codesOf(list: string): string[] {
  return list.split(',').filter((code) => code !== '');
}

// The app's English writes a list without the serial comma ("a, b or c"), as en-GB does.
const LIST_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr', sw: 'sw' };

/** Words any one of which is meant, joined as `language` joins them: "a, b or c". */
export function eitherOf(language: Language, words: readonly string[]): string {
  return new Intl.ListFormat(LIST_LOCALES[language], { type: 'disjunction' }).format(words);
}

/** Words all of which are meant, joined as `language` joins them: "a, b and c". */
export function allOf(language: Language, words: readonly string[]): string {
  return new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(words);
}

/** The word a table holds for a code, else the code itself (a value that arrived as data). */
export function wordFor(table: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(table, code) ? table[code]! : code;
}

/** The words of a list of codes from `table`, any one of them meant: "a clerk or an admin". */
export function eitherOfCodes(
  language: Language,
  table: Readonly<Record<string, string>>,
  list: string,
): string {
  return eitherOf(
    language,
    codesOf(list).map((code) => wordFor(table, code)),
  );
}

/**
 * A country by code, in `language`: the catalog's name for the service's countries (`table`,
 * by service code), else the region's name as the language's locale data says it (a number from
 * a country the service does not serve), else the code.
 */
export function countryIn(
  language: Language,
  table: Readonly<Record<string, string>>,
  code: string,
): string {
  if (Object.hasOwn(table, code)) return table[code]!;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A row named by its table's code and its identifying key, as a table of messages names it ("The
 * operator account amina.admin"); the key itself for a table the catalog does not name.
 */
export function rowNamed(
  table: Readonly<Record<string, (values: { key: string }) => string>>,
  code: string,
  key: string,
): string {
  return Object.hasOwn(table, code) ? table[code]!({ key }) : key;
}
