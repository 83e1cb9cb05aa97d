import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { wordChunks } from './scripts/build/word-chunks.mjs';

/** `@shared/…` is shared/ from every other folder, as in tsconfig.base.json. */
const resolveShared = { alias: { '@shared': resolve(import.meta.dirname, 'shared') } };

export default defineConfig({
  test: {
    // vitest would give a two-core runner one worker. Many files wait on something (Chromium, HTTP,
    // PostgreSQL, timers) as much as they compute: three at a time took the whole suite from
    // 2,269 s to 1,371 s here.
    maxWorkers: 3,
    projects: [
      {
        // The renderer's chunks of words, which the languages' test loads.
        plugins: [wordChunks(resolveShared.alias['@shared'])],
        resolve: resolveShared,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/shared/**/*.test.ts',
            'tests/main/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
          exclude: ['tests/security/browser/**'],
          // These files share no state through modules (no vi.mock, no fake timers, no globals), so
          // a worker keeps the modules it has loaded from one file to the next: evaluating the main
          // process's module graph again for each of 270 files was most of the project's time (139
          // files here: 242 s isolated, 129 s not, every test passing).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: resolveShared,
        test: {
          // Head office, on PGlite and on a throwaway PostgreSQL cluster (global-setup.ts).
          name: 'hq',
          environment: 'node',
          include: ['tests/hq/**/*.test.ts'],
          globalSetup: ['tests/hq/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [vue(), wordChunks(resolveShared.alias['@shared'])],
        resolve: resolveShared,
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['tests/renderer/**/*.test.ts'],
          // A whole screen mounted and typed into takes a second alone, five at a load of 15.
          testTimeout: 20_000,
        },
      },
      {
        resolve: resolveShared,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts', 'tests/security/browser/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // As for the node project: each file builds its own app, browser and data folder, and
          // the modules they are built from are the same; ten files took 88 s isolated, 75 s not.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: resolveShared,
        test: {
          // The built app in real Electron: skipped, with the reason, where the binary is absent.
          name: 'electron',
          environment: 'node',
          include: ['tests/electron/**/*.test.ts'],
          globalSetup: ['tests/electron/global-setup.ts'],
          // Imports its JSON schema without an import attribute, which Node refuses: let Vite load it.
          server: { deps: { inline: ['@actions/workflow-parser'] } },
          testTimeout: 60_000,
          // Launching Electron on a cold CI runner.
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
