import { contextBridge, ipcRenderer } from 'electron';
import type { IpcRendererEvent } from 'electron';
import { remitDeskContract } from '@shared/ipc/contract';
import { createApi } from './expose';

// The only renderer-side use of ipcRenderer (a lint rule enforces it). The page sees
// `window.remitDesk` and nothing else: contextIsolation keeps this script's objects out of reach.
const api = createApi(remitDeskContract, {
  invoke: (channel, payload) => ipcRenderer.invoke(channel, payload),
  subscribe: (channel, listener) => {
    const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  },
});

contextBridge.exposeInMainWorld('remitDesk', api);
