import { app } from 'electron';
import type { Relauncher } from './relauncher';

/**
 * `app.relaunch()` then a normal quit: the before-quit handler of index.ts waits for a send on the
 * wire and closes the journal (D15), and Electron starts the app again once this process has
 * exited. Deferred a moment, so the IPC answer saying "restarting" reaches the window first.
 */
export function createElectronRelauncher(): Relauncher {
  return {
    relaunch() {
      setTimeout(() => {
        app.relaunch();
        app.quit();
      }, 250);
    },
  };
}
