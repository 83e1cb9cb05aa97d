import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, type ElectronApplication, type Page } from 'playwright-core';

/*
 * One launch of the built app under Playwright's Electron support, on a data folder of its own.
 *
 * The data folder: index.ts keeps everything under app.getPath('userData'), and Electron itself
 * honours `--user-data-dir=<absolute path>` for it (lib/browser/api/app.ts, _setDefaultAppPaths),
 * packaged or not, so the app needs no test-only switch or variable of its own. The journal, the
 * embedded sandbox bank's ledger, Chromium's profile and the single-instance lock all move with
 * it: the test never meets a developer's journal or a running Remit Desk. Logs follow it on
 * Windows and Linux (userData/logs); macOS keeps them in ~/Library/Logs/Remit Desk.
 *
 * The keychain is the OS keychain: on Linux `npm test` runs inside a throwaway gnome-keyring; on
 * Windows and macOS the app provisions the sandbox environment's own entries, as `npm run dev`
 * does (idempotent, never the test or live entries), and the test never sends, so no reference
 * is reserved.
 *
 * Playwright drives Electron through its inspector (--inspect, --remote-debugging-port), which
 * the packaged app's fuses and debug-switch check refuse on purpose: so this is the built app run
 * by the Electron binary (app.isPackaged false), not the installer's copy.
 */

/** Windows may hold a file of the data folder for a moment after Electron exits. */
const REMOVE = { recursive: true, force: true, maxRetries: 10, retryDelay: 200 } as const;

export interface LaunchedApp {
  app: ElectronApplication;
  page: Page;
  dataDir: string;
  /** main.log of this launch, as the app writes it. */
  logFile: string;
  /** Where main.log ends now: pass it to logSince() to read what an action wrote. */
  logMark(): number;
  logSince(mark: number): string;
  close(): Promise<void>;
}

export async function launchBuiltApp(appDir: string): Promise<LaunchedApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-desk-electron-data-'));
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined) env[name] = value;
  }
  // The renderer from app://, as shipped, never a dev server; Electron as Electron, not as Node.
  delete env['ELECTRON_RENDERER_URL'];
  delete env['ELECTRON_RUN_AS_NODE'];

  let app: ElectronApplication | null = null;
  try {
    app = await _electron.launch({
      args: [appDir, `--user-data-dir=${dataDir}`],
      cwd: appDir,
      env,
      timeout: 90_000,
    });
    const page = await app.firstWindow({ timeout: 90_000 });
    const logsDir = await app.evaluate(({ app: electronApp }) => electronApp.getPath('logs'));
    const logFile = join(logsDir, 'main.log');
    const size = () => (existsSync(logFile) ? statSync(logFile).size : 0);
    const launched = app;
    return {
      app: launched,
      page,
      dataDir,
      logFile,
      logMark: size,
      logSince: (mark) =>
        existsSync(logFile) ? readFileSync(logFile).subarray(mark).toString('utf8') : '',
      async close() {
        try {
          await launched.close();
        } finally {
          rmSync(dataDir, REMOVE);
        }
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    rmSync(dataDir, REMOVE);
    throw error;
  }
}
