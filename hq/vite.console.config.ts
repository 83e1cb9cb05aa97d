import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin } from 'vite';

/*
 * The head-office console's build (D101): Vue 3 from hq/console into hq/dist/console, served by
 * head office under /console/ with a CSP that allows no inline script or style, so every script
 * and style is a file (no module-preload polyfill, which Vite would otherwise inline).
 * `npm run hq:console` runs it; `npm run hq` runs it first when the build is missing or older
 * than its sources (hq/src/console/console-build.ts).
 */
const root = resolve(import.meta.dirname, '..');

/** The console words in English only: the catalog resolves to the areas it uses (words.ts). */
function consoleWords(): Plugin {
  const whole = resolve(root, 'shared/i18n/catalog.ts');
  const words = resolve(root, 'hq/console/words.ts');
  return {
    name: 'remit-hq-console-words',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/(^|\/)catalog(\.ts)?$/.test(source)) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found?.id === whole ? words : found;
    },
  };
}

export const CONSOLE_OUT_DIR = resolve(root, 'hq/dist/console');

export default defineConfig({
  root: resolve(root, 'hq/console'),
  base: '/console/',
  plugins: [vue({ features: { optionsAPI: false } }), consoleWords()],
  resolve: { alias: { '@shared': resolve(root, 'shared') } },
  logLevel: 'warn',
  build: {
    outDir: CONSOLE_OUT_DIR,
    emptyOutDir: true,
    minify: true,
    modulePreload: { polyfill: false },
    // Vite inlines small assets as data: URLs; the CSP allows data: only for images.
    assetsInlineLimit: 0,
  },
});
