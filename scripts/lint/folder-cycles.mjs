// No folder imports from a folder that imports it. This module builds the folder-level import
// graph of the project's own source from the files on disk, with TypeScript's module resolution,
// and finds the cycles in it; eslint.config.js runs it as the rule `remit-desk/no-folder-cycles`.
//
// What counts as an edge: every import a file makes of another file of the project, type-only
// ones included (`import type`, `export … from`, `import()`, `require()`, `import('x').T`), in
// .ts, .mjs, .js and the <script> blocks of .vue files.
//
// Which folders are compared: for an import between two files, take the deepest folder that holds
// both; the import goes from the folder directly inside it that holds the importer to the one that
// holds the imported file, each counted with everything below it. So electron/main/bank and
// electron/main/keys are compared, and so are renderer/src/components (with its fields/) and
// renderer/src/stores. A folder's own files and its subfolders are not compared with each other:
// the files directly in a folder are what ties its subfolders together (index.ts, services.ts,
// App.vue, router.ts) or what they all share, and they are judged as part of that folder against
// its siblings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { parse as parseSfc } from 'vue/compiler-sfc';

/** The top-level folders whose imports make the graph. */
export const GRAPH_ROOTS = ['electron', 'shared', 'renderer', 'hq', 'scripts', 'tests'];

const SOURCE_FILE = /\.(?:[cm]?[jt]s|vue)$/;
const DECLARATION_FILE = /\.d\.[cm]?ts$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'out', 'dist', 'release', 'reports']);

// tsconfig.base.json's resolution, with JavaScript files (scripts/*.mjs) resolvable too. Its one
// `paths` alias, `@shared/…`, is read as the relative path it stands for (unaliased below).
const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowJs: true,
  allowImportingTsExtensions: true,
  noEmit: true,
};

const toPosix = (path) => path.split(sep).join('/');

/**
 * The script text of a file, with the offset where each piece starts in the file: the whole file,
 * or for a .vue file its <script> and <script setup> blocks.
 * @returns {{ text: string, offset: number }[]}
 */
export function scriptsOf(path, text) {
  if (!path.endsWith('.vue')) return [{ text, offset: 0 }];
  const { descriptor } = parseSfc(text, { filename: path, ignoreEmpty: false });
  return [descriptor.script, descriptor.scriptSetup]
    .filter((block) => block !== null)
    .map((block) => ({ text: block.content, offset: block.loc.start.offset }));
}

/**
 * Every module a file names, with the offset of the name (inside its quotes) in the file.
 * @returns {{ specifier: string, offset: number }[]}
 */
export function importsOf(path, text) {
  return scriptsOf(path, text).flatMap(({ text: script, offset }) =>
    ts.preProcessFile(script, true, true).importedFiles.map((imported) => ({
      specifier: imported.fileName,
      // TypeScript gives where the string starts: the name is one quote further.
      offset: offset + imported.pos + 1,
    })),
  );
}

const SHARED_FOLDER = resolve(import.meta.dirname, '..', '..', 'shared');

/** `@shared/x` as the relative specifier it stands for from `fromFile`; others unchanged. */
function unalias(fromFile, specifier) {
  if (!specifier.startsWith('@shared/')) return specifier;
  const target = relative(
    dirname(fromFile),
    join(SHARED_FOLDER, specifier.slice('@shared/'.length)),
  );
  return toPosix(target.startsWith('.') ? target : `./${target}`);
}

/** The project file `specifier` names from `fromFile` (absolute paths), or null for a package. */
export function resolveImport(fromFile, aliased) {
  const specifier = unalias(fromFile, aliased);
  if (!specifier.startsWith('.')) return null;
  const resolved = ts.resolveModuleName(
    specifier,
    fromFile,
    COMPILER_OPTIONS,
    ts.sys,
  ).resolvedModule;
  if (resolved !== undefined && !resolved.isExternalLibraryImport) {
    return resolve(resolved.resolvedFileName);
  }
  // What TypeScript does not resolve by itself: a .vue component, a stylesheet.
  const direct = resolve(dirname(fromFile), specifier);
  return existsSync(direct) && statSync(direct).isFile() ? direct : null;
}

/**
 * The two folders an import between two files (paths relative to the root, with /) crosses
 * between, or null when it stays inside one folder, or goes between a folder's own files and one
 * of its subfolders.
 * @returns {{ from: string, to: string } | null}
 */
export function crossing(fromFile, toFile) {
  const from = fromFile.split('/').slice(0, -1);
  const to = toFile.split('/').slice(0, -1);
  let shared = 0;
  while (shared < from.length && shared < to.length && from[shared] === to[shared]) shared += 1;
  if (shared === from.length || shared === to.length) return null;
  return { from: from.slice(0, shared + 1).join('/'), to: to.slice(0, shared + 1).join('/') };
}

/** Source files under the graph's roots, relative to `root`, with /. */
export function sourceFiles(root) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(path);
      } else if (SOURCE_FILE.test(entry.name) && !DECLARATION_FILE.test(entry.name)) {
        found.push(path);
      }
    }
  };
  for (const top of GRAPH_ROOTS) if (existsSync(join(root, top))) walk(top);
  return found.sort();
}

/**
 * @typedef {{ file: string, specifier: string, offset: number, target: string, from: string, to: string }} FolderImport
 *   One import that crosses between two folders: `file` imports `target` (paths relative to the
 *   root) by `specifier`, written at `offset` in `file`.
 */

/**
 * The imports of one file (relative to `root`) that cross between folders, given its text.
 * @returns {FolderImport[]}
 */
export function folderImportsOf(root, file, text) {
  const absolute = join(root, file);
  const result = [];
  for (const { specifier, offset } of importsOf(file, text)) {
    const resolved = resolveImport(absolute, specifier);
    if (resolved === null) continue;
    const target = toPosix(relative(root, resolved));
    if (target.startsWith('../')) continue;
    const folders = crossing(file, target);
    if (folders !== null) result.push({ file, specifier, offset, target, ...folders });
  }
  return result;
}

// Parsed files are kept between calls (ESLint asks once per linted file) and read again when they
// change; a file added or removed can change what a specifier resolves to, so then all are redone.
const cache = { fileSet: '', files: new Map() };

/**
 * The folder imports of every source file under `root` as they are on disk.
 * @returns {Map<string, FolderImport[]>} by file
 */
export function folderImportsOnDisk(root) {
  const files = sourceFiles(root);
  const fileSet = `${root}\n${files.join('\n')}`;
  if (fileSet !== cache.fileSet) {
    cache.fileSet = fileSet;
    cache.files = new Map();
  }
  const byFile = new Map();
  for (const file of files) {
    const { mtimeMs, size } = statSync(join(root, file));
    let entry = cache.files.get(file);
    if (entry === undefined || entry.mtimeMs !== mtimeMs || entry.size !== size) {
      const text = readFileSync(join(root, file), 'utf8');
      entry = { mtimeMs, size, imports: folderImportsOf(root, file, text) };
      cache.files.set(file, entry);
    }
    byFile.set(file, entry.imports);
  }
  return byFile;
}

/**
 * The folder graph: for each folder, the folders it imports, each with the first import that does.
 * @param {Iterable<FolderImport[]>} importLists
 * @returns {Map<string, Map<string, FolderImport>>}
 */
export function folderGraph(importLists) {
  const graph = new Map();
  for (const list of importLists) {
    for (const edge of list) {
      if (!graph.has(edge.from)) graph.set(edge.from, new Map());
      const targets = graph.get(edge.from);
      if (!targets.has(edge.to)) targets.set(edge.to, edge);
    }
  }
  return graph;
}

/**
 * The shortest chain of imports from folder `start` to folder `goal`, or null when there is none.
 * @returns {FolderImport[] | null}
 */
export function importChain(graph, start, goal) {
  const cameBy = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === goal) {
      const chain = [];
      for (let at = goal; cameBy.get(at) !== null; at = cameBy.get(at).from)
        chain.unshift(cameBy.get(at));
      return chain;
    }
    for (const [next, edge] of graph.get(folder) ?? []) {
      if (!cameBy.has(next)) {
        cameBy.set(next, edge);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * Every cycle in the graph, one per strongly connected group of folders, each as the chain of
 * imports that closes it (shortest, starting from the group's first folder in name order).
 * @returns {FolderImport[][]}
 */
export function folderCycles(graph) {
  const cycles = [];
  const seen = new Set();
  for (const folder of [...graph.keys()].sort()) {
    if (seen.has(folder)) continue;
    let shortest = null;
    for (const edge of graph.get(folder).values()) {
      const back = importChain(graph, edge.to, folder);
      if (back !== null && (shortest === null || back.length + 1 < shortest.length)) {
        shortest = [edge, ...back];
      }
    }
    if (shortest === null) continue;
    // Every folder that reaches `folder` and is reached from it is in the same cycle group.
    for (const other of graph.keys()) {
      if (
        importChain(graph, folder, other) !== null &&
        importChain(graph, other, folder) !== null
      ) {
        seen.add(other);
      }
    }
    cycles.push(shortest);
  }
  return cycles;
}

/** "a → b → a (a/x.ts imports '../b/y'; b/z.ts imports '../a/w')". */
export function describeCycle(chain) {
  const folders = [chain[0].from, ...chain.map((edge) => edge.to)].join(' → ');
  const imports = chain.map((edge) => `${edge.file} imports '${edge.specifier}'`).join('; ');
  return `${folders} (${imports})`;
}

/**
 * The tree on disk as read at most a few seconds ago. `eslint .` lints some 1,500 files one after
 * another, and checking every file's size and time again for each of them was most of the lint's
 * time; an editor that lints one file at a time still sees the tree anew after this long.
 */
const SNAPSHOT_MS = 5_000;
const snapshot = { root: '', at: 0, imports: new Map() };

function recentImportsOnDisk(root) {
  const now = Date.now();
  if (snapshot.root !== root || now - snapshot.at > SNAPSHOT_MS) {
    snapshot.imports = folderImportsOnDisk(root);
    snapshot.root = root;
    snapshot.at = Date.now();
  }
  return snapshot.imports;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No folder imports from a folder that imports it.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Folder cycle: {{cycle}}. Move what both use into the lower folder, so that no folder ' +
        'imports from a folder that imports it.',
    },
  },
  create(context) {
    const root = resolve(context.options[0].root);
    const file = toPosix(relative(root, context.filename));
    if (!GRAPH_ROOTS.includes(file.split('/')[0]) || !SOURCE_FILE.test(file)) return {};
    return {
      'Program:exit'() {
        // The text being linted, which may be newer than the file on disk (an editor, lintText).
        const own = folderImportsOf(root, file, context.sourceCode.text);
        const disk = new Map(recentImportsOnDisk(root));
        disk.set(file, own);
        const graph = folderGraph(disk.values());
        for (const edge of own) {
          const back = importChain(graph, edge.to, edge.from);
          if (back === null) continue;
          const start = context.sourceCode.getLocFromIndex(edge.offset);
          const end = context.sourceCode.getLocFromIndex(edge.offset + edge.specifier.length);
          context.report({
            loc: { start, end },
            messageId: 'cycle',
            data: { cycle: describeCycle([edge, ...back]) },
          });
        }
      },
    };
  },
};
