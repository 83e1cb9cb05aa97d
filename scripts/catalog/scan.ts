import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { parse as parseSfc } from 'vue/compiler-sfc';

/*
 * What the message catalog's checks read: the words a person may see that are written outside
 * the catalog, and the catalog keys the code names. Heuristic by design (a sentence is text with
 * two words, or a capitalised word, or any text in a template), and held to a baseline
 * (tests/shared/i18n/literals-baseline.json) that may only shrink.
 */

/** Where people's words may be written: the app's code, the catalog itself apart. */
const SCANNED_FOLDERS = ['electron', 'shared', 'renderer/src'];

/**
 * Not the app's words: the catalog; the embedded sandbox bank, which stands for the bank and
 * answers in the bank's words (its messages are the service's, shown as the bank's); the
 * journal's migrations, whose text is schema (trigger refusals a later step matches on) and
 * which are never edited once released (D63); the bench and the harness live outside the
 * scanned folders.
 */
const NOT_SCANNED = [
  /^shared\/i18n\//,
  /^electron\/main\/sandbox\//,
  /^electron\/main\/journal\/migrations\//,
  /\.d\.ts$/,
];

export interface Literal {
  file: string;
  line: number;
  text: string;
}

const SENTENCE = /[A-Za-z]{2,}[,;:.!?'’)]*\s+[A-Za-z(‘"“]/;
const CAPITALISED_WORD = /^[A-Z][a-z]{2,}[.!?:]?$/;
const NOT_WORDS =
  /^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|WITH|ALTER|DROP|BEGIN|COMMIT|ROLLBACK|ATTACH|VACUUM|REINDEX)\b|\b(FROM|WHERE|JOIN)\b [a-z_]+|^[\w.-]+\/[\w./-]+$|^[a-z]+\/[\w.+-]+;|^[a-z][\w-]*(\.[\w-]+)+$/;

/** Class names (`field field--wide`): lower case, at least one joined by a hyphen. */
const CLASS_LIST =
  /^(?=.*[a-z0-9][-_])[a-z0-9]+(?:[-_]{1,2}[a-z0-9]+)*(?: [a-z0-9]+(?:[-_]{1,2}[a-z0-9]+)*)+$/;

/**
 * A line (or the line after a comment) that says why its text is not words for a person:
 * `// catalog-ignore: <reason>` in a script, `<!-- catalog-ignore: <reason> -->` in a template.
 */
const IGNORE = /catalog-ignore: \S/;

function ignoredLines(source: string): Set<number> {
  const ignored = new Set<number>();
  source.split('\n').forEach((line, index) => {
    if (!IGNORE.test(line)) return;
    ignored.add(index + 1);
    ignored.add(index + 2);
  });
  return ignored;
}

/** Whether a piece of script text reads as words for a person. */
export function readsAsWords(text: string): boolean {
  const words = text
    .replace(/\$\{[^}]*\}/g, ' ')
    .replace(/<\/?[a-z][^>]*>/g, ' ')
    .trim();
  if (NOT_WORDS.test(words) || CLASS_LIST.test(words)) return false;
  return SENTENCE.test(words) || CAPITALISED_WORD.test(words);
}

/** Calls whose text is for the log or a developer, not for a person at the counter. */
const NOT_FOR_PEOPLE =
  /(^|\.)(log|logger|console)\.(debug|info|warn|error|verbose|silly|log)$|^(warn|debug)$/;

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => '${}' + span.literal.text).join('');
  }
  return null;
}

function excludedContext(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isLiteralTypeNode(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === at) return true;
    if (ts.isCallExpression(parent) && NOT_FOR_PEOPLE.test(parent.expression.getText())) {
      return true;
    }
    if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true;
    if (ts.isCallExpression(parent) && parent.expression.getText() === 'require') return true;
  }
  return false;
}

/** The literals of a script that read as words for a person. */
export function scriptLiterals(file: string, source: string, lineOffset = 0): Literal[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const ignored = ignoredLines(source);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== null) {
      if (readsAsWords(text) && !excludedContext(node)) {
        const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (!ignored.has(line)) found.push({ file, line: line + lineOffset, text });
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Attributes whose value a person reads or hears. */
const WORDED_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'heading',
  'text',
]);

interface TemplateNode {
  type: number;
  content?: unknown;
  name?: string;
  value?: { content: string } | undefined;
  exp?: { content?: string; loc?: { start: { line: number } } };
  loc: { start: { line: number } };
  children?: TemplateNode[];
  props?: TemplateNode[];
  branches?: TemplateNode[];
}

/** The words of a .vue file's template and scripts. */
export function vueLiterals(file: string, source: string): Literal[] {
  const { descriptor } = parseSfc(source, { filename: file });
  const ignored = ignoredLines(source);
  const found: Literal[] = [];
  for (const script of [descriptor.script, descriptor.scriptSetup]) {
    if (script) found.push(...scriptLiterals(file, script.content, script.loc.start.line - 1));
  }
  const expression = (content: string, line: number) => {
    for (const literal of scriptLiterals(file, `(${content})`)) {
      found.push({ file, line: line + literal.line - 1, text: literal.text });
    }
  };
  const visit = (node: TemplateNode): void => {
    // 2: text; 5: {{ interpolation }}; 6: attribute; 7: directive (v-bind and the like).
    if (node.type === 2 && typeof node.content === 'string' && /[A-Za-z]{2,}/.test(node.content)) {
      found.push({ file, line: node.loc.start.line, text: node.content.trim() });
    }
    if (node.type === 5 && node.content && typeof node.content === 'object') {
      const inner = node.content as { content?: string; loc: { start: { line: number } } };
      if (inner.content) expression(inner.content, inner.loc.start.line);
    }
    if (node.type === 6 && node.name && WORDED_ATTRIBUTES.has(node.name)) {
      const value = node.value?.content ?? '';
      if (/[A-Za-z]{2,}/.test(value)) found.push({ file, line: node.loc.start.line, text: value });
    }
    if (node.type === 7 && node.exp?.content && node.name !== 'on') {
      expression(node.exp.content, node.exp.loc?.start.line ?? node.loc.start.line);
    }
    for (const child of [
      ...(node.props ?? []),
      ...(node.children ?? []),
      ...(node.branches ?? []),
    ]) {
      visit(child);
    }
  };
  if (descriptor.template?.ast) visit(descriptor.template.ast as unknown as TemplateNode);
  return found.filter((literal) => !ignored.has(literal.line));
}

function* sourceFiles(root: string, folder: string): Generator<string> {
  for (const name of readdirSync(join(root, folder)).sort()) {
    const path = join(folder, name);
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(root, path);
    else if (/\.(ts|vue)$/.test(name)) yield path.split(sep).join('/');
  }
}

/** Every scanned file of the project, relative to `root`, with `/` between folders. */
function scannedFiles(root: string): string[] {
  return SCANNED_FOLDERS.flatMap((folder) => [...sourceFiles(root, folder)]).filter(
    (file) => !NOT_SCANNED.some((pattern) => pattern.test(file)),
  );
}

/** The words written outside the catalog, file by file. */
export function literalsOutsideCatalog(root: string): Literal[] {
  return scannedFiles(root).flatMap((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    return file.endsWith('.vue') ? vueLiterals(file, source) : scriptLiterals(file, source);
  });
}

/** How many such words each file holds: the baseline's shape. */
export function countsByFile(literals: readonly Literal[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const literal of literals) counts[literal.file] = (counts[literal.file] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** Any quoted dotted key in code: whole, or a section and a value (`transfer.kind.${kind}`). */
const QUOTED_KEY = /['"`]([a-z][\w-]*(?:\.[\w-]+)+)(\.\$\{)?/g;
/** A key given to the catalog's functions: text, t, ref, wordRef, or worded after its code. */
const CALLED_KEY =
  /\b(?:text|t|ref|wordRef|worded\(\s*[^,()]+,)\(?\s*['"`]([a-z][\w-]*(?:\.[\w-]+)+)(\.\$\{)?/g;

export interface NamedKeys {
  /** Whole keys. */
  keys: Set<string>;
  /** Sections a key is built in (ending in `.`). */
  sections: Set<string>;
}

/**
 * The keys `sources` name: whole (`'transfer.kind.rtgs'`), or a section a key is built in with a
 * value (`` `transfer.kind.${kind}` ``), which names every key under it. A key the code reaches
 * only through a name computed some other way must be written out where this finds it (a table
 * of its keys, as `missingKeysFor` has), or the catalog check calls it unused.
 */
export function namedIn(sources: Iterable<string>, pattern: RegExp = QUOTED_KEY): NamedKeys {
  const named: NamedKeys = { keys: new Set(), sections: new Set() };
  for (const source of sources) {
    for (const match of source.matchAll(pattern)) {
      if (match[2]) named.sections.add(`${match[1]}.`);
      else named.keys.add(match[1]!);
    }
  }
  return named;
}

function* sourcesOf(root: string): Generator<string> {
  for (const file of scannedFiles(root)) yield readFileSync(join(root, file), 'utf8');
}

/** The keys the code gives the catalog's functions: each must be in the catalog. */
export const calledKeys = (root: string) => namedIn(sourcesOf(root), CALLED_KEY);
/** Every quoted key in code, in a call or as data: a message named nowhere is unused. */
export const quotedKeys = (root: string) => namedIn(sourcesOf(root), QUOTED_KEY);

/** The sections that hold a key: `a.b.` and `a.` for `a.b.c`. */
function sectionsOf(key: string): string[] {
  return key
    .split('.')
    .slice(0, -1)
    .map((_, i, parts) => `${parts.slice(0, i + 1).join('.')}.`);
}

/**
 * The catalog's keys the code never names (D65: "no unused key"): neither whole nor under a
 * section it builds a key in.
 */
export function unusedKeys(keys: readonly string[], named: NamedKeys): string[] {
  return keys.filter(
    (key) => !named.keys.has(key) && !sectionsOf(key).some((s) => named.sections.has(s)),
  );
}

/** The keys the code names that the catalog lacks, whole or as a section. */
export function missingKeys(keys: readonly string[], named: NamedKeys): string[] {
  const known = new Set(keys);
  const sections = new Set(keys.flatMap(sectionsOf));
  return [
    ...[...named.keys].filter((key) => !known.has(key)),
    ...[...named.sections].filter((section) => !sections.has(section)),
  ];
}
