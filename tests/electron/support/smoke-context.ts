import { inject } from 'vitest';

/*
 * What the electron project's globalSetup (tests/electron/global-setup.ts) hands the test file:
 * the folder of the app it built, or why it could not build it. A failed build fails the smoke
 * test with the build's own output; it never turns into a skip.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** package.json and out/ of this run's build, beside Electron's native modules. */
    electronAppDir: string | null;
    /** Why the app could not be prepared; null when it was, or when Electron cannot run here. */
    electronSetupError: string | null;
  }
}

export function builtAppDir(): string {
  const failure = inject('electronSetupError');
  if (failure) throw new Error(failure);
  const dir = inject('electronAppDir');
  if (!dir) {
    throw new Error(
      'The Electron smoke test found no built app: run it through the electron project of vitest.config.ts, whose globalSetup (tests/electron/global-setup.ts) builds it.',
    );
  }
  return dir;
}
