import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import globals from 'globals';
import { GRAPH_ROOTS, noFolderCycles } from './scripts/lint/folder-cycles.mjs';

const IPC_MAIN_ADAPTER = 'electron/main/ipc/register-electron.ts';
const IPC_RENDERER_ADAPTER = 'electron/preload/index.ts';
const IPC_NAMES = '/^ipc(Main|Renderer)$/';
const IPC_MESSAGE =
  `Only ${IPC_MAIN_ADAPTER} may use ipcMain and only ${IPC_RENDERER_ADAPTER} may use ipcRenderer: ` +
  'add an operation to shared/ipc/contract.ts instead.';

// Only these files may load Electron at run time: everything else runs, and is tested, under Node.
const ELECTRON_ADAPTERS = [
  'electron/main/index.ts',
  'electron/main/**/*-electron.ts',
  'electron/preload/index.ts',
];

/**
 * The house plan's module boundaries in electron/: Electron only in adapters, keytar only in the
 * keychain adapter, better-sqlite3 only in the journal and the sandbox's own ledger. One complete
 * list per kind of file, because a later block replaces an earlier block's list.
 */
function moduleBoundaries({ electron = false, keytar = false, sqlite = false } = {}) {
  const paths = [];
  if (!electron) {
    paths.push({
      name: 'electron',
      allowTypeImports: true,
      message: `Only the Electron adapters (${ELECTRON_ADAPTERS.join(', ')}) load electron; keep logic in plain modules.`,
    });
  }
  if (!keytar) {
    paths.push({
      name: 'keytar',
      message: 'Only electron/main/keys/keytar-secret-store.ts uses keytar: depend on SecretStore.',
    });
  }
  if (!sqlite) {
    paths.push({
      name: 'better-sqlite3',
      allowTypeImports: true,
      message: 'Only electron/main/journal/ (and the sandbox’s own ledger) use better-sqlite3.',
    });
  }
  return { '@typescript-eslint/no-restricted-imports': ['error', { paths }] };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'hq/dist/',
      'release/',
      'reports/',
      '.bench-cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    files: ['**/*.ts', '**/*.vue'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        extraFileExtensions: ['.vue'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Money moves here: a promise nobody awaits is a send nobody watches.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'vue/multi-word-component-names': 'off',
      // Formatting belongs to Prettier.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
    },
  },
  {
    files: ['electron/**/*.ts', 'scripts/**', 'tests/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**', 'hq/console/**'],
    languageOptions: { globals: globals.browser },
  },
  // IPC has one door on each side: the router's adapter in main and the preload's bridge. Anything
  // else that touches ipcMain or ipcRenderer (or a frame's or contents' own .ipc) would bypass the
  // sender, role and payload checks. Listed before the boundary blocks below, which replace
  // no-restricted-imports with stricter lists for shared/ and renderer/.
  {
    files: ['**/*.{ts,mts,cts,js,mjs,cjs,vue}'],
    ignores: [IPC_MAIN_ADAPTER, IPC_RENDERER_ADAPTER],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message: IPC_MESSAGE,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[property.name=${IPC_NAMES}]`,
          message: IPC_MESSAGE,
        },
        {
          selector: `MemberExpression[computed=true][property.value=${IPC_NAMES}]`,
          message: IPC_MESSAGE,
        },
        {
          selector: `ObjectPattern > Property[key.name=${IPC_NAMES}]`,
          message: IPC_MESSAGE,
        },
        {
          selector: `ExportNamedDeclaration[source.value='electron'] > ExportSpecifier[local.name=${IPC_NAMES}]`,
          message: IPC_MESSAGE,
        },
        {
          selector:
            "CallExpression > MemberExpression.callee[object.property.name='ipc'][property.name=/^(handle|handleOnce|on|once|addListener)$/]",
          message: IPC_MESSAGE,
        },
      ],
    },
  },
  { files: ['electron/**/*.ts'], rules: moduleBoundaries() },
  { files: ELECTRON_ADAPTERS, rules: moduleBoundaries({ electron: true }) },
  {
    files: ['electron/main/keys/keytar-secret-store.ts'],
    rules: moduleBoundaries({ keytar: true }),
  },
  {
    files: ['electron/main/journal/**/*.ts', 'electron/main/sandbox/**/*.ts'],
    rules: moduleBoundaries({ sqlite: true }),
  },
  // The sandbox bank shares only the wire types and the signature strings with the client, so a
  // mistake in either shows up as a disagreement instead of hiding in shared code. The loopback
  // Host check is no client code: the sandbox shares it with the browser harness.
  {
    files: ['electron/main/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.\\./(?!\\.\\./\\.\\./shared/(api/|result$|domain/signature-strings$|loopback-host$))',
              message:
                'The sandbox bank shares only shared/api, shared/result and the signature strings with the client (and the loopback Host check with the harness).',
            },
            {
              // The same rule for the alias of shared/.
              regex: '^@shared/(?!(api/|result$|domain/signature-strings$|loopback-host$))',
              message:
                'The sandbox bank shares only shared/api, shared/result and the signature strings with the client (and the loopback Host check with the harness).',
            },
          ],
        },
      ],
    },
  },
  // Tests run under Node: they never load Electron or an adapter that does.
  {
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              allowTypeImports: true,
              message: 'Tests run under Node, without the Electron binary: test the plain module.',
            },
          ],
          patterns: [
            {
              group: ['**/electron/main/index', '**/*-electron', '**/electron/preload/index'],
              message: 'Tests run under Node, without the Electron binary: test the plain module.',
            },
          ],
        },
      ],
    },
  },
  // No folder imports from a folder that imports it: each import is checked against the folder
  // graph of the whole tree on disk (scripts/lint/folder-cycles.mjs), type-only imports included.
  {
    files: GRAPH_ROOTS.map((top) => `${top}/**/*.{ts,mts,cts,js,mjs,cjs,vue}`),
    plugins: { 'remit-desk': { rules: { 'no-folder-cycles': noFolderCycles } } },
    rules: { 'remit-desk/no-folder-cycles': ['error', { root: import.meta.dirname }] },
  },
  // Small enough to read (CONTRIBUTING.md): no function over 120 lines of code and no file
  // over 400 lines in main and shared/; a closure grown past that is split by what it does.
  {
    files: ['electron/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400 }],
    },
  },
  // The same 400 lines for the renderer's and head office's files; a .vue file counts whole
  // (template, script and style), as its reader sees it.
  {
    files: ['renderer/**/*.{ts,vue}', 'hq/**/*.{ts,vue}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  // Boundaries of the house plan: shared/ stands alone, the renderer never reaches into electron/.
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/electron/**', '**/renderer/**'],
              message: 'shared/ imports only shared/.',
            },
            {
              group: ['electron', 'node:*', 'fs', 'path', 'crypto'],
              message: 'shared/ runs in the renderer too: no Node or Electron APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/electron/**', 'electron'],
              message: 'The renderer talks to main only through window.remitDesk.',
            },
          ],
        },
      ],
    },
  },
  // Head office's console page and the API types it shares with the server run in a browser too:
  // no Node, and nothing of the server (D101).
  {
    files: ['hq/console/**', 'hq/console-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/hq/src/**', '**/electron/**', '**/renderer/**'],
              message: 'The console talks to head office only through its API (hq/console/api.ts).',
            },
            {
              group: ['node:*', 'fs', 'path', 'crypto'],
              message: 'The console runs in a browser: no Node APIs.',
            },
          ],
        },
      ],
    },
  },
);
