import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { remitDeskContract } from '@shared/ipc/contract';
import { createApi } from './expose';

// The only renderer-side use of ipcRenderer (a lint rule enforces it). The page sees
// `window.remitDesk` and nothing else: contextIsolation keeps this script's objects out of reach.
// The app's status is asked as the preload runs: the first screen needs it (createApi's `early`).
const api = createApi(
  remitDeskContract,
  {
    invoke: (channel, payload) => ipcRenderer.invoke(channel, payload),
    subscribe: (channel, listener) => {
      const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => {
        ipcRenderer.removeListener(channel, forward);
      };
    },
  },
  { early: ['appStatus'] },
);

contextBridge.exposeInMainWorld('remitDesk', api);
