import { describe, expect, it } from 'vitest';
import { projectEslint } from './support/project-eslint';

// The project's own eslint.config.js, run on snippets placed at existing paths of each kind.
const eslint = projectEslint();
const RULE = '@typescript-eslint/no-restricted-imports';

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(
    result?.messages.filter((m) => m.fatal),
    `parse errors at ${filePath}`,
  ).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const ELECTRON_VALUE = `import { app } from 'electron';\nexport const name = app.name;\n`;
const ELECTRON_TYPE = `import type { BrowserWindow } from 'electron';\nexport type W = BrowserWindow;\n`;
const KEYTAR = `import keytar from 'keytar';\nexport const k = keytar;\n`;
const SQLITE = `import Database from 'better-sqlite3';\nexport const d = Database;\n`;

// ESLint loads the project's config and plugins on its first lint here: slow on a loaded two-core
// machine, and its time is not what these tests judge.
const FIRST_LINT_MS = 60_000;

describe('module boundaries of the house plan', { timeout: FIRST_LINT_MS }, () => {
  it('keeps Electron in the adapters: plain modules may only import its types', async () => {
    expect(await boundaryErrors(ELECTRON_VALUE, 'electron/main/services.ts')).toEqual([
      expect.stringContaining('Only the Electron adapters'),
    ]);
    expect(await boundaryErrors(ELECTRON_TYPE, 'electron/main/window.ts')).toEqual([]);
    expect(await boundaryErrors(ELECTRON_VALUE, 'electron/main/app-protocol-electron.ts')).toEqual(
      [],
    );
    expect(await boundaryErrors(ELECTRON_VALUE, 'electron/preload/index.ts')).toEqual([]);
  });

  it('keeps keytar in the keychain adapter', async () => {
    expect(await boundaryErrors(KEYTAR, 'electron/main/keys/keychain-secret-store.ts')).toEqual([
      expect.stringContaining('keytar-secret-store.ts'),
    ]);
    expect(await boundaryErrors(KEYTAR, 'electron/main/keys/keytar-secret-store.ts')).toEqual([]);
  });

  it('keeps better-sqlite3 in the journal and the sandbox’s own ledger', async () => {
    expect(await boundaryErrors(SQLITE, 'electron/main/services.ts')).toEqual([
      expect.stringContaining('journal/'),
    ]);
    expect(await boundaryErrors(SQLITE, 'electron/main/journal/journal.ts')).toEqual([]);
    expect(await boundaryErrors(SQLITE, 'electron/main/sandbox/ledger.ts')).toEqual([]);
  });

  it('keeps tests away from Electron and from the adapters that load it', async () => {
    const file = 'tests/main/window.test.ts';
    expect(await boundaryErrors(ELECTRON_VALUE, file)).toHaveLength(1);
    expect(
      await boundaryErrors(`import '../../electron/main/app-protocol-electron';\n`, file),
    ).toHaveLength(1);
    expect(await boundaryErrors(`import '../../electron/main/index';\n`, file)).toHaveLength(1);
    expect(await boundaryErrors(`import '../../electron/main/app-protocol';\n`, file)).toEqual([]);
  });

  /** The lines of a sandbox bank file that its import limits refuse. */
  async function sandboxRefusedLines(lines: string[]): Promise<number[]> {
    const [result] = await eslint.lintText([...lines, ''].join('\n'), {
      filePath: 'electron/main/sandbox/sandbox.ts',
    });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
  }

  it('keeps the sandbox bank apart from the client: wire types and signature strings only', async () => {
    const refusedLines = await sandboxRefusedLines([
      "import { SERVICE_PATHS } from '../../../shared/api/paths';",
      "import { signatureString } from '../../../shared/domain/signature-strings';",
      "import { fieldLabel } from '../../../shared/schemas/field-labels';",
      "import { isAmountText } from '../../../shared/domain/money';",
      "import { createRequestSigner } from '../keys/request-signer';",
      'export const used = [SERVICE_PATHS, signatureString, fieldLabel, isAmountText, createRequestSigner];',
    ]);
    expect(refusedLines).toEqual([3, 4, 5]);
  });

  it('holds the sandbox bank to the same through the alias of shared/', async () => {
    const refusedLines = await sandboxRefusedLines([
      "import { SERVICE_PATHS } from '@shared/api/paths';",
      "import { ok } from '@shared/result';",
      "import { fieldLabel } from '@shared/schemas/field-labels';",
      'export const used = [SERVICE_PATHS, ok, fieldLabel];',
    ]);
    expect(refusedLines).toEqual([3]);
  });
});
