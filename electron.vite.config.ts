import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import type { Plugin } from 'vite';
import {
  CONTENT_SECURITY_POLICY,
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
  metaPolicy,
} from './electron/main/csp';
import { wordChunks } from './scripts/build/word-chunks.mjs';

const root = import.meta.dirname;

/** `@shared/…` is shared/ from every other folder (tsconfig.base.json names the same path). */
const alias = { '@shared': resolve(root, 'shared') };

/**
 * The renderer words by area (D74): every import of the whole catalog (shared/i18n/catalog.ts,
 * which registers all of English as it loads) resolves to the registry with sign-in's words
 * (renderer/src/words/sign-in.ts); each role's words come with its screens (renderer/src/words.ts).
 */
function catalogByArea(): Plugin {
  const whole = resolve(root, 'shared/i18n/catalog.ts');
  const signInWords = resolve(root, 'renderer/src/words/sign-in.ts');
  return {
    name: 'remit-desk-catalog-by-area',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(^|\/)catalog(\.ts)?$/.test(source)) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found?.id === whole ? signInWords : found;
    },
  };
}

/**
 * The dev server injects each component's styles as <style> elements, which the page's strict
 * meta policy blocks: under `npm run dev` only, the meta carries the development policy instead.
 */
function devServerCsp(): Plugin {
  return {
    name: 'remit-desk-dev-server-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(
        metaPolicy(CONTENT_SECURITY_POLICY),
        metaPolicy(DEVELOPMENT_CONTENT_SECURITY_POLICY),
      ),
  };
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      // keytar and better-sqlite3 are native: they stay external and load from node_modules.
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: resolve(root, 'electron/main/index.ts') },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      // A sandboxed preload cannot load ES modules or node_modules: bundle it whole, as CommonJS.
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    // Every component is written with <script setup>: the Options API is dead weight.
    plugins: [
      vue({ features: { optionsAPI: false } }),
      devServerCsp(),
      catalogByArea(),
      wordChunks(alias['@shared']),
    ],
    resolve: { alias },
    build: {
      // electron-vite leaves the renderer unminified; the window parses every byte before sign-in
      // shows, and minified it is about half (docs/benchmarks.md: initial JS, time to interactive).
      minify: true,
      rolldownOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
        output: {
          // Everything the first screen imports is one file: split by what later chunks share, it
          // was 15 files, which Chromium fetches six at a time (the harness's HTTP/1.1), each
          // round a wait of 30 to 80 ms on a loaded machine before sign-in could run (D91).
          codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
        },
      },
    },
  },
});
