import { BrowserWindow, session, type Session } from 'electron';
import { text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import { mmToInches, mmToMicrons, type PrintDocument, type Printer } from './printer';
import { loadToPrint, type DevToolsSend } from './roll-fit';

/** In memory only, and apart from the app window's session: nothing printed is cached on disk. */
const PRINT_PARTITION = 'remit-desk-print';

/**
 * Prints in a hidden window made for one document and destroyed after it: sandboxed, no preload,
 * no script, offline (every request but the document itself is cancelled), with the document's
 * own CSP. `harden` applies the app's session guards (permissions, downloads) to its session. On
 * a roll, each piece is measured through the window's own DevTools protocol connection
 * (`webContents.debugger`, no port opened, the page's script still off) and printed as long as
 * its content (roll-fit.ts, D54).
 */
export function createElectronPrinter(options: { harden: (session: Session) => void }): Printer {
  let printSession: Session | null = null;
  function offlineSession(): Session {
    if (printSession) return printSession;
    const ses = session.fromPartition(PRINT_PARTITION, { cache: false });
    options.harden(ses);
    ses.enableNetworkEmulation({ offline: true });
    ses.webRequest.onBeforeRequest((details, callback) =>
      callback({ cancel: !details.url.startsWith('data:') }),
    );
    printSession = ses;
    return ses;
  }

  async function withDocument<T>(
    document: PrintDocument,
    work: (window: BrowserWindow, printed: PrintDocument) => Promise<T>,
  ): Promise<T> {
    const window = new BrowserWindow({
      show: false,
      width: 900,
      height: 1200,
      title: document.title,
      webPreferences: {
        session: offlineSession(),
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        javascript: false,
        webSecurity: true,
        webviewTag: false,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        plugins: false,
        enableWebSQL: false,
        webgl: false,
        navigateOnDragDrop: false,
        // catalog-ignore: a Blink feature's name, not words
        disableBlinkFeatures: 'Auxclick',
        safeDialogs: true,
        spellcheck: false,
        devTools: false,
      },
    });
    try {
      const printed = await loadToPrint(
        {
          load: (html) =>
            window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`),
          async devTools(use) {
            const devTools = window.webContents.debugger;
            devTools.attach();
            try {
              const send: DevToolsSend = (method, params) => devTools.sendCommand(method, params);
              return await use(send);
            } finally {
              devTools.detach();
            }
          },
        },
        document,
      );
      return await work(window, printed);
    } finally {
      window.destroy();
    }
  }

  return {
    print: (document) =>
      withDocument(
        document,
        (window, printed) =>
          new Promise((resolve) => {
            // On a roll: the longest piece's length, each piece's own in its @page rule (D54).
            const { widthMm, heightMm } = printed.paper;
            window.webContents.print(
              {
                silent: false,
                printBackground: true,
                // The document's @page rule holds the margins.
                margins: { marginType: 'none' },
                pageSize: { width: mmToMicrons(widthMm), height: mmToMicrons(heightMm) },
              },
              (success, failureReason) => {
                if (success) return resolve(ok(null));
                const canceled = /cancel/i.test(failureReason);
                resolve(
                  fail(
                    canceled
                      ? worded('canceled', 'desktop.print.canceled')
                      : worded('print-failed', 'desktop.print.failed', {
                          reason: failureReason || text('desktop.print.noReason'),
                        }),
                  ),
                );
              },
            );
          }),
      ),
    pdf: (document) =>
      withDocument(document, async (window, printed) => {
        const { widthMm, heightMm } = printed.paper;
        const bytes = await window.webContents.printToPDF({
          printBackground: true,
          preferCSSPageSize: true,
          margins: { top: 0, bottom: 0, left: 0, right: 0 },
          pageSize: { width: mmToInches(widthMm), height: mmToInches(heightMm) },
        });
        return new Uint8Array(bytes);
      }),
  };
}
