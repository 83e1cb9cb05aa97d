import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/*
 * What the e2e project's globalSetup (tests/e2e/global-setup.ts) hands the test files: the folder
 * of the renderer it built from the current sources, or why the build failed. A failed build fails
 * every e2e file with the build's own output, and leaves the other vitest projects running.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** out/renderer of this run's `electron-vite build`, in a folder of its own. */
    e2eRendererDir: string;
    /** The build's failure, with its output; null when it built. */
    e2eBuildError: string | null;
  }
}

export function builtRendererDir(): string {
  const failure = inject('e2eBuildError');
  if (failure) throw new Error(failure);
  const dir = inject('e2eRendererDir');
  if (!dir || !existsSync(join(dir, 'index.html'))) {
    throw new Error(
      'The e2e tests found no built renderer: run them through the e2e project of vitest.config.ts, whose globalSetup (tests/e2e/global-setup.ts) builds it.',
    );
  }
  return dir;
}
