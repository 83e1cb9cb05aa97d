import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      // keytar and better-sqlite3 are native: they stay external and load from node_modules.
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: resolve(root, 'electron/main/index.ts') },
      },
    },
  },
  preload: {
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
    plugins: [vue()],
    build: {
      rolldownOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
      },
    },
  },
});
