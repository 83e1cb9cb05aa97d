import { ipcMain } from 'electron';
import type { IpcRouter } from './router';

/**
 * The only main-side use of ipcMain (a lint rule enforces it): every contract channel is handled
 * by the router, which checks sender, role and payload before any handler runs. Only the first
 * argument is passed on; the preload never sends more. Returns the function that unregisters.
 */
export function registerIpcRouter(router: IpcRouter): () => void {
  for (const channel of router.channels) {
    ipcMain.handle(channel, (event, payload: unknown) => router.handle(channel, event, payload));
  }
  return () => {
    for (const channel of router.channels) ipcMain.removeHandler(channel);
  };
}
