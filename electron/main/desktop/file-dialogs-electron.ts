import { dialog, type BrowserWindow } from 'electron';
import type { FileDialogs } from './file-dialogs';

/**
 * Electron's dialogs, modal to the app window when there is one, so the person cannot go on at the
 * counter with a dialog hidden behind the window.
 */
export function createElectronFileDialogs(parent: () => BrowserWindow | null): FileDialogs {
  const owner = () => {
    const window = parent();
    return window && !window.isDestroyed() ? window : null;
  };
  return {
    async openFile({ title, filters }) {
      const options = { title, filters, properties: ['openFile' as const] };
      const window = owner();
      const answer = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
    async saveFile({ title, defaultName, filters }) {
      const options = { title, defaultPath: defaultName, filters };
      const window = owner();
      const answer = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options);
      return answer.canceled || !answer.filePath ? null : answer.filePath;
    },
    async chooseFolder({ title }) {
      const options = { title, properties: ['openDirectory' as const, 'createDirectory' as const] };
      const window = owner();
      const answer = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options);
      return answer.canceled ? null : (answer.filePaths[0] ?? null);
    },
  };
}
