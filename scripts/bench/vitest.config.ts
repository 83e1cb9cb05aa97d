import { defineConfig } from 'vitest/config';

// `npm run bench`: speed is measured here, never asserted in tests.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    benchmark: { include: ['**/*.bench.ts'] },
  },
});
