import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { MessageLeaf, MessageTree, MessageValues } from '../../shared/i18n/messages';

/*
 * The checks that hold every language's catalog to English (D65, D84), as functions of catalogs
 * so that a test can run them on small fixtures as well as on shared/i18n: every key of English in
 * every language and no other; each function message taking the same named values and showing
 * each value English shows; no message left in English by mistake; and a translator's note (a
 * JSDoc comment in shared/i18n/en) on each message too short to say what it is for.
 */

export type LanguageProblem =
  'missing' | 'extra' | 'kind' | 'values' | 'value-not-shown' | 'throws' | 'untranslated';

export interface LanguageFinding {
  language: string;
  key: string;
  problem: LanguageProblem;
  /** What is wrong, for the person who mends it. */
  detail: string;
}

type Node = MessageLeaf | MessageTree | undefined;

function isTree(node: Node): node is MessageTree {
  return typeof node === 'object' && node !== null;
}

/**
 * The named values a function message takes, from its source: the names its destructured
 * parameter lists (`({ amount, currency }: …) =>`), sorted. Empty for a function that takes none.
 */
export function parameterNames(message: (values: never) => string): string[] {
  const source = message.toString();
  const opening = source.indexOf('{');
  const arrow = source.indexOf('=>');
  const parenthesis = source.indexOf('(');
  // `(values) => …` or `values => …` names no value it shows: one parameter of no shape.
  if (opening < 0 || (arrow >= 0 && opening > arrow) || opening < parenthesis) return [];
  let depth = 0;
  let end = opening;
  for (; end < source.length; end += 1) {
    if (source[end] === '{') depth += 1;
    if (source[end] === '}' && --depth === 0) break;
  }
  return source
    .slice(opening + 1, end)
    .split(',')
    .map((part) => part.split(/[:=]/)[0]!.trim())
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name))
    .sort();
}

/** A value no translation would write by itself: the marker of value `index`. */
const marker = (index: number) => `⟦${index}⟧`;

/** The message worded with a marker for each value, or the error it throws. */
function withMarkers(
  message: (values: never) => string,
  names: readonly string[],
): { text: string } | { error: string } {
  const values: Record<string, string> = {};
  names.forEach((name, index) => (values[name] = marker(index)));
  try {
    return { text: (message as (v: MessageValues) => string)(values) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export interface CompareOptions {
  /**
   * Keys whose text is rightly the same as English in `language` (a code, a name, a word both
   * languages write alike), by language. Messages with no letters are never reported.
   */
  sameAsEnglish?: Readonly<Record<string, readonly string[]>>;
  /** Report messages left as English's (the translators' check, D84). */
  untranslated?: boolean;
}

/**
 * What is wrong with each catalog against English (`reference`): a key it lacks or English does
 * not have, a sentence where English has a function or the other way round, a function taking
 * other named values, or one that does not show a value English shows; with `untranslated`, a
 * message whose text is English's.
 */
export function compareCatalogs(
  reference: MessageTree,
  catalogs: Readonly<Record<string, MessageTree>>,
  options: CompareOptions = {},
): LanguageFinding[] {
  const findings: LanguageFinding[] = [];
  for (const [language, catalog] of Object.entries(catalogs)) {
    const same = new Set(options.sameAsEnglish?.[language] ?? []);
    const found = (key: string, problem: LanguageProblem, detail: string): void => {
      findings.push({ language, key, problem, detail });
    };
    const walk = (english: Node, translated: Node, key: string): void => {
      if (isTree(english) || isTree(translated)) {
        if (!isTree(english)) return found(key, 'extra', 'English has no such section.');
        if (!isTree(translated)) {
          if (translated === undefined) {
            for (const missing of leafKeys(english, key)) {
              found(missing, 'missing', 'English has it; translate it.');
            }
            return;
          }
          return found(key, 'kind', 'English has a section of messages here.');
        }
        const names = new Set([...Object.keys(english), ...Object.keys(translated)]);
        for (const name of names) {
          const child = key ? `${key}.${name}` : name;
          walk(
            Object.hasOwn(english, name) ? english[name] : undefined,
            Object.hasOwn(translated, name) ? translated[name] : undefined,
            child,
          );
        }
        return;
      }
      if (english === undefined) return found(key, 'extra', 'English has no such message.');
      if (translated === undefined) return found(key, 'missing', 'English has it; translate it.');
      compareLeaves(english, translated, key, found, same.has(key) || !options.untranslated);
    };
    walk(reference, catalog, '');
  }
  return findings;
}

function leafKeys(tree: MessageTree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([name, node]) =>
    isTree(node) ? leafKeys(node, `${prefix}.${name}`) : [`${prefix}.${name}`],
  );
}

function compareLeaves(
  english: MessageLeaf,
  translated: MessageLeaf,
  key: string,
  found: (key: string, problem: LanguageProblem, detail: string) => void,
  sameAllowed: boolean,
): void {
  if (typeof english !== typeof translated) {
    const kind = typeof english === 'string' ? 'a sentence without values' : 'a function of values';
    return found(key, 'kind', `English has ${kind} here.`);
  }
  if (typeof english === 'string') {
    if (!sameAllowed && english === translated && /\p{L}/u.test(english)) {
      found(key, 'untranslated', `Still English: "${english}".`);
    }
    return;
  }
  const names = parameterNames(english);
  const theirs = parameterNames(translated as typeof english);
  if (names.join(',') !== theirs.join(',')) {
    return found(
      key,
      'values',
      `Takes { ${theirs.join(', ')} }; English takes { ${names.join(', ')} }.`,
    );
  }
  const reference = withMarkers(english, names);
  const worded = withMarkers(translated as typeof english, names);
  if ('error' in worded) {
    if (!('error' in reference)) found(key, 'throws', `Fails with sample values: ${worded.error}`);
    return;
  }
  if ('error' in reference) return;
  const dropped = names.filter(
    (_, index) => reference.text.includes(marker(index)) && !worded.text.includes(marker(index)),
  );
  if (dropped.length > 0) {
    found(key, 'value-not-shown', `Does not show ${dropped.join(', ')}, which English shows.`);
  }
  if (!sameAllowed && reference.text === worded.text && /\p{L}/u.test(reference.text)) {
    found(key, 'untranslated', `Still English: "${reference.text}".`);
  }
}

/** The findings as lines a test failure shows: language, key, problem and what to do. */
export function formatFindings(findings: readonly LanguageFinding[]): string[] {
  return findings.map((f) => `${f.language} ${f.key} (${f.problem}): ${f.detail}`);
}

/*
 * Translators' notes. A note is the JSDoc comment on a message of shared/i18n/en, or on a section
 * that holds it: it says where the words stand and what they mean. A label of a word or two
 * ("State", "Open", "Kind") can mean several things in another language; it needs one.
 */

/** A message short enough to need a note: a label of at most three words, not a sentence. */
export function needsNote(message: MessageLeaf): boolean {
  if (typeof message !== 'string') return false;
  const words = message.trim().split(/\s+/).filter(Boolean);
  return words.length === 1 && /^\p{L}+$/u.test(words[0]!);
}

/** Where a message's note is looked for: the object literal it was written in, in a file. */
export interface NotedSection {
  /** The object a module exports, as the catalog holds it. */
  value: MessageTree;
  /** The paths, within it, of the messages and sections that carry a note. */
  noted: Set<string>;
}

/**
 * The notes of one catalog file: for each object it exports (`export const area = { … }`), the
 * paths of its properties that carry a JSDoc comment.
 */
export function notesOf(source: string, fileName = 'catalog.ts'): Map<string, Set<string>> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const byExport = new Map<string, Set<string>>();
  const visitObject = (literal: ts.ObjectLiteralExpression, path: string, noted: Set<string>) => {
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name.getText(file).replace(/^['"]|['"]$/g, '');
      const child = path ? `${path}.${name}` : name;
      if (ts.getJSDocCommentsAndTags(property).length > 0) noted.add(child);
      const value = unwrap(property.initializer);
      if (ts.isObjectLiteralExpression(value)) visitObject(value, child, noted);
    }
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && unwrap(declaration.initializer);
      if (!value || !ts.isObjectLiteralExpression(value)) continue;
      const noted = new Set<string>();
      visitObject(value, '', noted);
      byExport.set(declaration.name.getText(file), noted);
    }
  }
  return byExport;
}

function unwrap(expression: ts.Expression): ts.Expression {
  let inner = expression;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
  return inner;
}

/**
 * The keys of `catalog` that need a note and have none, neither on themselves nor on a section
 * that holds them. `sections` are the catalog's files' exports with their notes (`notesOf`),
 * found in the catalog by identity, so a file's export is placed wherever the catalog holds it.
 */
export function keysWithoutNotes(
  catalog: MessageTree,
  sections: readonly NotedSection[],
): string[] {
  const notedKeys = new Set<string>();
  const place = (tree: MessageTree, prefix: string): void => {
    for (const section of sections) {
      if (section.value !== tree) continue;
      for (const path of section.noted) notedKeys.add(prefix ? `${prefix}.${path}` : path);
    }
    for (const [name, node] of Object.entries(tree)) {
      if (isTree(node)) place(node, prefix ? `${prefix}.${name}` : name);
    }
  };
  place(catalog, '');
  const missing: string[] = [];
  const walk = (tree: MessageTree, prefix: string): void => {
    for (const [name, node] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (isTree(node)) walk(node, key);
      else if (needsNote(node) && !prefixes(key).some((p) => notedKeys.has(p))) missing.push(key);
    }
  };
  walk(catalog, '');
  return missing;
}

/** `a.b.c`, `a.b` and `a`: a key and the sections that hold it. */
function prefixes(key: string): string[] {
  const parts = key.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

/** The catalog's source files under `folder` (shared/i18n/en), each with its text. */
export function catalogFiles(folder: string): { path: string; source: string }[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return catalogFiles(path);
    return name.endsWith('.ts') ? [{ path, source: readFileSync(path, 'utf8') }] : [];
  });
}
