import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createFirstAdmin } from '../../electron/main/environment/first-admin';
import { createKeychainJournalKeychain } from '../../electron/main/keys/journal-keychain';
import { createKeychainSecretStore } from '../../electron/main/keys/keychain-secret-store';
import { startHarness } from '../harness/harness-server';
import { BENCH_ROOT } from './bench-journal';
import { percentile, type Measured } from './figures';
import { BENCH_MORNING, clockFrom, memoryKeychain } from './send-figures';

/** The renderer as `electron-vite build` makes it, in a folder of this run (as the e2e tests do). */
export function buildRenderer(): { dir: string; cleanup: () => void } {
  const outDir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-build-'));
  const built = spawnSync(
    'npx',
    ['electron-vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: BENCH_ROOT,
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  if (built.error || built.status !== 0) {
    throw new Error(`electron-vite build failed: ${built.stderr || built.error?.message}`);
  }
  return {
    dir: join(outDir, 'renderer'),
    cleanup: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

/**
 * The files index.html loads before the app can run: its module scripts, the modules they preload
 * and its style sheets (chunks loaded later by a route are not initial). Pure, for the tests.
 */
export function initialAssets(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || /^(?:[a-z]+:)?\/\//i.test(src)) continue;
    const isScript = tag.startsWith('<script');
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (isScript || rel === 'stylesheet' || rel === 'modulepreload')
      found.add(src.replace(/^\.?\//, ''));
  }
  return [...found];
}

export function bundleFigure(rendererDir: string): Measured {
  const assets = initialAssets(readFileSync(join(rendererDir, 'index.html'), 'utf8'));
  const sizes = Object.fromEntries(
    assets.map((asset) => {
      const bytes = readFileSync(join(rendererDir, asset));
      return [asset, { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
    }),
  );
  const total = Object.values(sizes).reduce((sum, size) => sum + size.gzip, 0);
  return {
    id: 'renderer-bundle',
    value: total / 1024,
    detail: { assets: sizes },
  };
}

/** Page script (a string: it runs in Chromium, not here) noting when sign-in can be typed in. */
const READY_WATCH = `(() => {
  const field = 'input[data-testid="sign-in-operator-id"]';
  const check = () => {
    const input = document.querySelector(field);
    if (input && !input.disabled && window.__benchReadyAt === undefined) {
      window.__benchReadyAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * From navigation to the sign-in form ready for typing (its first field in the page and enabled),
 * in Debian's Chromium on the browser harness, which serves the built renderer and answers its
 * IPC with the real services. Each load is a new browser context, so nothing is cached.
 */
export async function timeToInteractiveFigure(
  rendererDir: string,
  loads: number,
): Promise<Measured> {
  const [times] = await timesToInteractive([rendererDir], loads);
  return {
    id: 'renderer-tti',
    value: percentile(times!, 50),
    detail: { loadsMs: times },
  };
}

/**
 * The time to interactive of each build, measured in turn (a load of the first, then of the
 * second, and again), so that a shared machine's load weighs on each alike: the fair comparison
 * of two builds (scripts/bench/tti-compare.ts). One harness per build, one browser; the first
 * round warms the harnesses, not the pages, and is not counted.
 */
export async function timesToInteractive(
  rendererDirs: readonly string[],
  loads: number,
): Promise<number[][]> {
  const harnesses = await Promise.all(rendererDirs.map(signInHarness));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const times = rendererDirs.map((): number[] => []);
    for (let i = 0; i < loads + 1; i += 1) {
      for (const [at, harness] of harnesses.entries()) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
        const page = await context.newPage();
        // Watches from the first byte: the moment the field is there and enabled, not when polled.
        await page.addInitScript(READY_WATCH);
        await page.goto(harness.url);
        await page.waitForFunction('window.__benchReadyAt !== undefined', undefined, {
          timeout: 30_000,
        });
        const ms = (await page.evaluate('window.__benchReadyAt')) as number;
        if (i > 0) times[at]!.push(ms);
        await context.close();
      }
    }
    return times;
  } finally {
    await browser.close();
    for (const harness of harnesses) await harness.close();
  }
}

/** The harness on a built renderer, its first admin made and signed out: the sign-in screen. */
async function signInHarness(
  rendererDir: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-harness-'));
  const backend = memoryKeychain();
  const harness = await startHarness({
    dataDir,
    rendererDir,
    secretStore: (environment) => createKeychainSecretStore({ environment, backend }),
    journalKeychain: createKeychainJournalKeychain({ backend }),
    now: clockFrom(BENCH_MORNING),
  });
  const admin = await createFirstAdmin(
    { operators: harness.operators, services: harness.services },
    {
      operatorId: 'admin.amina',
      displayName: 'Amina Mohamed',
      role: 'admin',
      password: 'maize harvest lantern 42',
    },
  );
  if (!admin.ok) throw new Error(admin.error.message);
  harness.operators.signOut();
  return {
    url: harness.url,
    close: async () => {
      await harness.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
