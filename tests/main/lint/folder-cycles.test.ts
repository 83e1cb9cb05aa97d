import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectEslint } from './support/project-eslint';

// The folder-cycle check: its pieces on snippets and on a throwaway tree, the real source through
// it, and the rule as the project's own eslint.config.js runs it.
interface FolderImport {
  file: string;
  specifier: string;
  offset: number;
  target: string;
  from: string;
  to: string;
}
type FolderGraph = Map<string, Map<string, FolderImport>>;
const check = (await import('../../../scripts/lint/folder-cycles.mjs' as string)) as {
  importsOf(path: string, text: string): { specifier: string; offset: number }[];
  crossing(fromFile: string, toFile: string): { from: string; to: string } | null;
  folderImportsOnDisk(root: string): Map<string, FolderImport[]>;
  folderGraph(importLists: Iterable<FolderImport[]>): FolderGraph;
  folderCycles(graph: FolderGraph): FolderImport[][];
  describeCycle(chain: FolderImport[]): string;
};

const cyclesUnder = (root: string): string[] =>
  check
    .folderCycles(check.folderGraph(check.folderImportsOnDisk(root).values()))
    .map(check.describeCycle);

describe('what counts as an import', () => {
  it('reads every way a file can name another, type-only ones included', () => {
    const code = [
      "import type { A } from './a';",
      "export type { B } from './b';",
      "export * from './c';",
      "const d = () => import('./d');",
      "type E = import('./e').E;",
      "import './f.css';",
      "const g = require('./g');",
      "import { h } from 'some-package';",
    ].join('\n');
    expect(check.importsOf('x.ts', code).map((found) => found.specifier)).toEqual([
      './a',
      './b',
      './c',
      './d',
      './e',
      './f.css',
      './g',
      'some-package',
    ]);
  });

  it('reads the script blocks of a .vue file, at their place in the file', () => {
    const sfc = [
      '<template><p>{{ label }}</p></template>',
      '<script lang="ts">',
      "import type { Role } from '../roles';",
      '</script>',
      '<script setup lang="ts">',
      "import Field from './Field.vue';",
      '</script>',
    ].join('\n');
    const found = check.importsOf('Thing.vue', sfc);
    expect(found.map((f) => f.specifier)).toEqual(['../roles', './Field.vue']);
    for (const f of found)
      expect(sfc.slice(f.offset, f.offset + f.specifier.length)).toBe(f.specifier);
  });

  it('compares the folders directly inside the deepest folder that holds both files', () => {
    expect(check.crossing('electron/main/bank/a.ts', 'electron/main/keys/b.ts')).toEqual({
      from: 'electron/main/bank',
      to: 'electron/main/keys',
    });
    // A subfolder counts with its parent against the parent's siblings.
    expect(
      check.crossing('renderer/src/components/fields/A.vue', 'renderer/src/stores/b.ts'),
    ).toEqual({ from: 'renderer/src/components', to: 'renderer/src/stores' });
    expect(check.crossing('scripts/harness/a.ts', 'electron/main/b.ts')).toEqual({
      from: 'scripts',
      to: 'electron',
    });
    // Inside one folder, and between a folder's own files and its subfolders: not compared.
    expect(check.crossing('shared/domain/a.ts', 'shared/domain/b.ts')).toBeNull();
    expect(check.crossing('electron/main/bank/a.ts', 'electron/main/json-object.ts')).toBeNull();
    expect(check.crossing('electron/main/services.ts', 'electron/main/bank/a.ts')).toBeNull();
  });
});

describe('the folder graph of a tree on disk', () => {
  const root = mkdtempSync(join(tmpdir(), 'remit-desk-folders-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  it('finds a cycle through three folders, made of type-only imports, and names each import', () => {
    write('shared/a/one.ts', "import type { Two } from '../b/two';\nexport type One = Two;\n");
    write(
      'shared/b/two.ts',
      "import type { Three } from '../c/three';\nexport type Two = Three;\n",
    );
    write('shared/c/three.ts', "import type { One } from '../a/one';\nexport type Three = One;\n");
    expect(cyclesUnder(root)).toEqual([
      "shared/a → shared/b → shared/c → shared/a (shared/a/one.ts imports '../b/two'; " +
        "shared/b/two.ts imports '../c/three'; shared/c/three.ts imports '../a/one')",
    ]);
  });

  it('finds nothing once the import that closes the cycle is gone', () => {
    write('shared/c/three.ts', 'export type Three = string;\n');
    expect(cyclesUnder(root)).toEqual([]);
  });

  it('leaves a folder’s own files and its subfolders alone, but not its subfolders’ siblings', () => {
    write(
      'renderer/src/main.ts',
      "import { store } from './stores/store';\nexport const s = store;\n",
    );
    write('renderer/src/format.ts', 'export const format = (t: string) => t;\n');
    write(
      'renderer/src/stores/store.ts',
      "import { format } from '../format';\nexport const store = format;\n",
    );
    write(
      'renderer/src/components/fields/Field.vue',
      '<script setup lang="ts">\nimport { store } from \'../../stores/store\';\n</script>\n',
    );
    expect(cyclesUnder(root)).toEqual([]);
    write(
      'renderer/src/stores/store.ts',
      "import type Field from '../components/fields/Field.vue';\nexport type F = typeof Field;\n",
    );
    expect(cyclesUnder(root)).toEqual([
      'renderer/src/components → renderer/src/stores → renderer/src/components ' +
        "(renderer/src/components/fields/Field.vue imports '../../stores/store'; " +
        "renderer/src/stores/store.ts imports '../components/fields/Field.vue')",
    ]);
  });
});

describe('the project’s own source', () => {
  const graph = check.folderGraph(check.folderImportsOnDisk(process.cwd()).values());

  it('has no folder that imports from a folder that imports it', () => {
    expect([...check.folderCycles(graph)].map(check.describeCycle)).toEqual([]);
  });

  it('is seen whole: TypeScript, .vue components, scripts and tests', () => {
    const edge = (from: string, to: string) => graph.get(from)?.get(to);
    expect(edge('electron/main/bank', 'electron/main/keys')).toBeDefined();
    expect(edge('shared/ipc', 'shared/domain')).toBeDefined();
    // Through the alias of shared/ (`@shared/…`), which every other folder imports it by.
    expect(edge('electron', 'shared')?.file).toMatch(/^electron\//);
    expect(edge('renderer', 'shared')).toBeDefined();
    // Only .vue files import components.
    expect(edge('renderer/src/views', 'renderer/src/components')?.file).toMatch(/\.vue$/);
    expect(edge('scripts', 'electron')).toBeDefined();
    expect(edge('tests', 'scripts')).toBeDefined();
  });
});

// ESLint loads the project's config and plugins on its first lint here: slow on a loaded two-core
// machine, and its time is not what these tests judge.
const FIRST_LINT_MS = 60_000;

describe('the lint rule in eslint.config.js', { timeout: FIRST_LINT_MS }, () => {
  // Snippets linted in place of existing files, against the rest of the tree as it is on disk.
  const eslint = projectEslint();
  const RULE = 'remit-desk/no-folder-cycles';

  async function cycleErrors(code: string, filePath: string) {
    const [result] = await eslint.lintText(code, { filePath });
    expect(
      result?.messages.filter((m) => m.fatal),
      `parse errors at ${filePath}`,
    ).toEqual([]);
    return result!.messages
      .filter((m) => m.ruleId === RULE)
      .map((m) => ({ line: m.line, message: m.message }));
  }

  it('refuses a type-only import that closes a cycle, naming the cycle and the import back', async () => {
    const code =
      "import type { SendHooks } from '../bank/bank-client';\nexport type Hooks = SendHooks;\n";
    const errors = await cycleErrors(code, 'electron/main/keys/key-pair.ts');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.line).toBe(1);
    expect(errors[0]!.message).toContain(
      'Folder cycle: electron/main/keys → electron/main/bank → electron/main/keys',
    );
    expect(errors[0]!.message).toMatch(/electron\/main\/bank\/\S+\.ts imports '\.\.\/keys\//);
    expect(errors[0]!.message).toContain('Move what both use into the lower folder');
  });

  it('refuses a cycle through three folders, and a dynamic import', async () => {
    const threeWay = await cycleErrors(
      "import type { RemitDeskApi } from '../ipc/contract';\nexport type Api = RemitDeskApi;\n",
      'shared/api/paths.ts',
    );
    expect(threeWay.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^Folder cycle: shared\/api → shared\/ipc → shared\/(domain|schemas) → shared\/api /,
      ),
    ]);
    const dynamic = await cycleErrors(
      "export const later = () => import('../schemas/validate');\n",
      'shared/domain/money.ts',
    );
    expect(dynamic.map((e) => e.message)).toEqual([
      expect.stringContaining('shared/domain → shared/schemas → shared/domain'),
    ]);
  });

  it('refuses a component that imports a view, from a subfolder, on the import’s line', async () => {
    const sfc = [
      '<script setup lang="ts">',
      "import { useFormField } from '../../composables/useFormField';",
      "import SignInView from '../../views/SignInView.vue';",
      'const used = [useFormField, SignInView];',
      '</script>',
      '<template><p>{{ used.length }}</p></template>',
      '',
    ].join('\n');
    const errors = await cycleErrors(sfc, 'renderer/src/components/fields/TextField.vue');
    expect(errors).toEqual([
      {
        line: 3,
        message: expect.stringContaining(
          'renderer/src/components → renderer/src/views → renderer/src/components',
        ),
      },
    ]);
  });

  it('covers a subfolder with its parent: a migration that reached into transfers/', async () => {
    const code =
      "import type { OutcomeContext } from '../../transfers/outcome';\nexport type O = OutcomeContext;\n";
    const errors = await cycleErrors(code, 'electron/main/journal/migrations/001-first-journal.ts');
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringContaining(
        'Folder cycle: electron/main/journal → electron/main/transfers → electron/main/journal',
      ),
    ]);
  });

  it('lets an import follow the graph downwards', async () => {
    const code =
      "import type { SecretStore } from '../keys/secret-store';\nexport type S = SecretStore;\n";
    expect(await cycleErrors(code, 'electron/main/bank/bank-client.ts')).toEqual([]);
  });
});
