import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';
import type { Plugin } from 'vite';
import {
  CONTENT_SECURITY_POLICY,
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
  metaPolicy,
} from './electron/main/csp';

const root = import.meta.dirname;

/** `@shared/…` is shared/ from every other folder (tsconfig.base.json names the same path). */
const alias = { '@shared': resolve(root, 'shared') };

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
    plugins: [vue({ features: { optionsAPI: false } }), devServerCsp()],
    resolve: {
      // Every message reaches vue-i18n as a function (renderer/src/i18n.ts): its message compiler
      // would be dead weight in the first chunk.
      alias: { ...alias, 'vue-i18n': 'vue-i18n/dist/vue-i18n.runtime.esm-bundler.js' },
    },
    define: {
      __VUE_I18N_FULL_INSTALL__: 'false',
      __VUE_I18N_LEGACY_API__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
      __INTLIFY_JIT_COMPILATION__: 'true',
      __INTLIFY_DROP_MESSAGE_COMPILER__: 'true',
    },
    build: {
      // electron-vite leaves the renderer unminified; the window parses every byte before sign-in
      // shows, and minified it is about half (docs/benchmarks.md: initial JS, time to interactive).
      minify: true,
      rolldownOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
      },
    },
  },
});
