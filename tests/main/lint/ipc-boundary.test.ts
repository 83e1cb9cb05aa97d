import { describe, expect, it } from 'vitest';
import { projectEslint } from './support/project-eslint';

// The project's own eslint.config.js, run on snippets placed at paths inside and outside the two
// IPC adapters.
const eslint = projectEslint();

const IPC_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

async function ipcErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result, `ESLint linted nothing at ${filePath}`).toBeDefined();
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, `parse errors at ${filePath}`).toEqual([]);
  return result!.messages
    .filter((m) => m.ruleId !== null && IPC_RULES.has(m.ruleId))
    .map((m) => m.message);
}

// Existing files of each kind; lintText lints the snippet in their place.
const OUTSIDE_MAIN = 'electron/main/window.ts';
const OUTSIDE_PRELOAD = 'electron/preload/expose.ts';
const MAIN_ADAPTER = 'electron/main/ipc/register-electron.ts';
const PRELOAD_ADAPTER = 'electron/preload/index.ts';

const mainSnippets: Record<string, string> = {
  'a named import': `import { ipcMain } from 'electron';\nipcMain.handle('x:y', () => 1);\n`,
  'an aliased import': `import { ipcMain as bus } from 'electron';\nbus.handle('x:y', () => 1);\n`,
  'a namespace import': `import * as electron from 'electron';\nelectron.ipcMain.handle('x:y', () => 1);\n`,
  'a computed member': `import electron from 'electron';\nelectron['ipcMain'].handle('x:y', () => 1);\n`,
  'a destructured require': `const { ipcMain } = require('electron');\nipcMain.handle('x:y', () => 1);\n`,
  'a member of require': `require('electron').ipcMain.handle('x:y', () => 1);\n`,
  'a re-export': `export { ipcMain } from 'electron';\n`,
  "a web contents' own ipc": `import type { WebContents } from 'electron';\nexport function f(contents: WebContents): void {\n  contents.ipc.handle('x:y', () => 1);\n}\n`,
};

const preloadSnippets: Record<string, string> = {
  'a named import': `import { ipcRenderer } from 'electron';\nvoid ipcRenderer.invoke('x:y');\n`,
  'a destructured require': `const { ipcRenderer } = require('electron');\nvoid ipcRenderer.invoke('x:y');\n`,
  'a namespace import': `import * as electron from 'electron';\nvoid electron.ipcRenderer.invoke('x:y');\n`,
};

// ESLint loads the project's config and plugins on its first lint here: slow on a loaded two-core
// machine, and its time is not what these tests judge.
const FIRST_LINT_MS = 60_000;

describe('the IPC boundary lint rule', { timeout: FIRST_LINT_MS }, () => {
  it.each(Object.entries(mainSnippets))(
    'refuses ipcMain through %s outside the adapter',
    async (_, code) => {
      const errors = await ipcErrors(code, OUTSIDE_MAIN);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.join('\n')).toContain('register-electron.ts');
    },
  );

  it.each(Object.entries(preloadSnippets))(
    'refuses ipcRenderer through %s outside the preload adapter',
    async (_, code) => {
      const errors = await ipcErrors(code, OUTSIDE_PRELOAD);
      expect(errors.length).toBeGreaterThan(0);
    },
  );

  it('refuses ipcRenderer in the renderer and in shared code', async () => {
    const code = preloadSnippets['a named import']!;
    expect(await ipcErrors(code, 'renderer/src/main.ts')).not.toEqual([]);
    expect(await ipcErrors(code, 'shared/ipc/define.ts')).not.toEqual([]);
  });

  it('lets the main adapter use ipcMain', async () => {
    expect(await ipcErrors(mainSnippets['a named import']!, MAIN_ADAPTER)).toEqual([]);
  });

  it('lets the preload adapter use ipcRenderer', async () => {
    expect(await ipcErrors(preloadSnippets['a named import']!, PRELOAD_ADAPTER)).toEqual([]);
  });

  it('leaves the other Electron imports alone', async () => {
    const code = `import { app, BrowserWindow } from 'electron';\nexport const both = [app, BrowserWindow];\n`;
    expect(await ipcErrors(code, OUTSIDE_MAIN)).toEqual([]);
  });

  it('passes the real adapters as they are written', async () => {
    const results = await eslint.lintFiles([MAIN_ADAPTER, PRELOAD_ADAPTER]);
    for (const result of results) {
      expect(result.messages.filter((m) => m.ruleId && IPC_RULES.has(m.ruleId))).toEqual([]);
    }
  });
});
