import { join } from 'node:path';
import { app, BrowserWindow, dialog, Menu, session } from 'electron';
import { registerAppSchemePrivileges, serveAppProtocol } from './app-protocol-electron';
import { resolveRendererLocation, type RendererLocation } from './app-origin';
import { createNetFetch, keepBankCallsOffQuic } from './bank/net-fetch-electron';
import { createElectronFileDialogs } from './desktop/file-dialogs-electron';
import { createElectronPrinter } from './desktop/printer-electron';
import { createElectronRelauncher } from './desktop/relauncher-electron';
import {
  checkDebugSwitches,
  ignoredEnvironmentMessage,
  refusedDebugSwitchesMessage,
} from './debug-switches';
import type { FileDialogs } from './desktop/file-dialogs';
import { createKeyMissingIpc } from './ipc/key-missing-ipc';
import { createEscrowImportDesk } from './journal/escrow-import';
import type { JournalKeychain } from './keys/journal-keychain';
import { registerIpcRouter } from './ipc/register-electron';
import { createRemitDeskIpc } from './ipc/remit-desk-ipc';
import { journalServiceSuffix } from './keys/journal-keychain';
import { createKeytarJournalKeychain, createKeytarSecretStore } from './keys/keytar-secret-store';
import { createElectronLogger } from './logging/electron-log-adapter';
import { createOperatorService } from './operators/operator-service';
import { sessionOptionsFrom } from './operators/session-settings';
import { createServices, operatorParts } from './services';
import { createAppWindow, hardenSession, hardenWebContents } from './window';
import { text } from '@shared/i18n/catalog';

/*
 * The Electron adapter: lifecycle, one window, the app:// protocol and IPC registration. Every
 * decision lives in the plain modules it wires together, which are tested under Node.
 */

const development = !app.isPackaged;
const log = createElectronLogger({ logsDir: app.getPath('logs'), development });

// First of all: a packaged app started with a debugging switch stops here, before any window,
// journal or keychain entry exists for a debugger to reach (debug-switches.ts says what the
// fuses already cover and why the rest is refused).
const debugging = checkDebugSwitches({
  argv: process.argv,
  env: process.env,
  packaged: app.isPackaged,
});
if (debugging.refused.length > 0) {
  const message = refusedDebugSwitchesMessage(debugging.refused);
  log.error(message, { refused: debugging.refused });
  dialog.showErrorBox(text('ipc.app.willNotStart'), message);
  app.exit(1);
} else {
  for (const name of debugging.ignored) log.warn(ignoredEnvironmentMessage(name));
  launch();
}

function launch(): void {
  const location = resolveRendererLocation({
    development,
    devServerUrl: process.env['ELECTRON_RENDERER_URL'],
  });
  registerAppSchemePrivileges();
  keepBankCallsOffQuic();
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, { appOrigin: location.origin, log }),
  );

  // One journal, one keychain session, one window: a second launch only brings the first forward.
  if (!app.requestSingleInstanceLock()) {
    app.quit();
  } else {
    void app.whenReady().then(() => start(location));
  }
}

async function start(location: RendererLocation): Promise<void> {
  hardenSession(session.defaultSession, { log });
  serveAppProtocol(join(import.meta.dirname, '../renderer'));
  if (!development) Menu.setApplicationMenu(productionMenu());

  const dataDir = app.getPath('userData');
  // Dialogs are modal to the window, which is made once the services have started.
  let appWindow: BrowserWindow | null = null;
  const journalKeychain = createKeytarJournalKeychain({
    serviceSuffix: journalServiceSuffix(dataDir, join(app.getPath('appData'), app.getName())),
  });
  const dialogs = createElectronFileDialogs(() => appWindow);
  const started = await createServices({
    dataDir,
    secretStore: (environment) => createKeytarSecretStore({ environment }),
    journalKeychain,
    http: () => createNetFetch(),
    log,
    sandbox: { log: (line) => log.info(`sandbox bank: ${line}`) },
    desktop: {
      dialogs,
      printer: createElectronPrinter({
        harden: (printSession) => hardenSession(printSession, { log }),
      }),
      relauncher: createElectronRelauncher(),
    },
  });
  if (!started.ok && started.error.code === 'key-missing') {
    // Another workstation's journal (a backup restored on this PC): one screen asks for head
    // office's key file and its passphrase, then the app starts again (D75).
    log.warn('The journal’s key is not in this keychain: only its key file can be imported.');
    appWindow = openKeyMissingWindow(location, dataDir, journalKeychain, dialogs);
    return;
  }
  if (!started.ok) {
    // The journal is kept as it is: it is the record of what was sent. Nothing can be sent.
    log.error('Remit Desk cannot start.', { code: started.error.code });
    dialog.showErrorBox(text('ipc.app.cannotStart'), started.error.message);
    app.exit(1);
    return;
  }
  const services = started.value;
  const operators = createOperatorService({
    ...sessionOptionsFrom(services.settings.review().settings),
    ...operatorParts(services),
    now: Date.now,
    log,
  });

  const window = createAppWindow(BrowserWindow, {
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    development,
  });
  appWindow = window;
  const ipc = createRemitDeskIpc({
    services,
    operators,
    version: app.getVersion(),
    trustedOrigin: location.origin,
    log,
    appWebContentsId: () => (window.isDestroyed() ? null : window.webContents.id),
    send: (channel, payload) => {
      if (!window.isDestroyed()) window.webContents.send(channel, payload);
    },
  });
  const unregister = registerIpcRouter(ipc.router);

  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  window.once('ready-to-show', () => window.show());
  app.on('window-all-closed', () => app.quit());

  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    event.preventDefault();
    closed = true;
    unregister();
    ipc.dispose();
    operators.dispose();
    void services
      .close()
      .catch((error: unknown) => log.error('Closing failed.', { error: String(error) }))
      .finally(() => app.quit());
  });

  await window.loadURL(location.entryUrl);
}

/** The one window of a start whose journal's key is missing, and its one IPC operation (D75). */
function openKeyMissingWindow(
  location: RendererLocation,
  dataDir: string,
  keychain: JournalKeychain,
  dialogs: FileDialogs,
): BrowserWindow {
  const window = createAppWindow(BrowserWindow, {
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    development,
  });
  const unregister = registerIpcRouter(
    createKeyMissingIpc({
      desk: createEscrowImportDesk({
        dataDir,
        keychain,
        dialogs,
        relauncher: createElectronRelauncher(),
        now: Date.now,
        log,
      }),
      trustedOrigin: location.origin,
      log,
      appWebContentsId: () => (window.isDestroyed() ? null : window.webContents.id),
    }),
  );
  app.on('second-instance', () => window.focus());
  window.once('ready-to-show', () => window.show());
  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', unregister);
  void window.loadURL(location.entryUrl);
  return window;
}

/** No reload, no devtools: a reload mid-send would only confuse the clerk. Edit keeps copy/paste. */
function productionMenu(): Menu | null {
  if (process.platform !== 'darwin') return null;
  return Menu.buildFromTemplate([{ role: 'appMenu' }, { role: 'editMenu' }]);
}
