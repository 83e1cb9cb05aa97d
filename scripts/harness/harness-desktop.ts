import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { extname, basename, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { Desktop } from '../../electron/main/desktop/desktop';
import type {
  ChooseFolderRequest,
  FileDialogs,
  OpenFileRequest,
  SaveFileRequest,
} from '../../electron/main/desktop/file-dialogs';
import type { PrintDocument, Printer } from '../../electron/main/desktop/printer';
import { loadToPrint, type DevToolsSend } from '../../electron/main/desktop/roll-fit';
import type { AppLogger } from '../../electron/main/logging/logger';
import { ok } from '@shared/result';

/*
 * The desktop of the browser harness: what Electron's dialogs, printer and relaunch do in the app,
 * done here through the same interfaces (electron/main/desktop/) so that the code using them runs
 * unchanged.
 *
 * - Dialogs answer what a test programs, in-process on the Harness object (`harness.desktop
 *   .dialogs.answer(…)`): no route of the harness can program them, so nothing a page does can
 *   choose a file for main to read. Unprogrammed, a save goes to the downloads folder under the
 *   name the app offers (a browser download), a folder choice is that folder, and an open is
 *   cancelled (a person would have to choose a file).
 * - The printer is Debian's Chromium, headless: `page.pdf()` of the document, offline and without
 *   script, on a roll each piece cut to its length as in the app (roll-fit.ts, through Playwright's
 *   CDP session). A print job is a PDF written to the prints folder, where a test reads it back
 *   with pdftotext.
 * - A relaunch builds the services again on the same data folder and tells the page to reload.
 */

export type DialogKind = 'openFile' | 'saveFile' | 'chooseFolder';

export interface DialogRequestRecord {
  kind: DialogKind;
  request: OpenFileRequest | SaveFileRequest | ChooseFolderRequest;
  answer: string | null;
}

export interface HarnessDialogs extends FileDialogs {
  /** The next dialog of this kind answers `path` (null: the person cancels). Answers queue up. */
  answer(kind: DialogKind, path: string | null): void;
  /** Every dialog the app asked for, with its answer, oldest first. */
  requests(): readonly DialogRequestRecord[];
}

export interface PrintedDocument {
  title: string;
  /** As printed: on a roll, as long as its longest piece. */
  paper: PrintDocument['paper'];
  /** The PDF the print job made. */
  path: string;
}

export interface HarnessPrinter extends Printer {
  /** Every document printed so far, oldest first. */
  printed(): readonly PrintedDocument[];
  close(): Promise<void>;
}

export interface HarnessDesktop extends Desktop {
  dialogs: HarnessDialogs;
  printer: HarnessPrinter;
}

export interface HarnessDesktopOptions {
  downloadsDir: string;
  printsDir: string;
  chromiumPath: string;
  relaunch: () => void;
  log: AppLogger;
}

export function createHarnessDesktop(options: HarnessDesktopOptions): HarnessDesktop {
  return {
    dialogs: createHarnessDialogs(options),
    printer: createHarnessPrinter(options),
    relauncher: { relaunch: options.relaunch },
  };
}

function createHarnessDialogs(options: HarnessDesktopOptions): HarnessDialogs {
  const queued: Record<DialogKind, (string | null)[]> = {
    openFile: [],
    saveFile: [],
    chooseFolder: [],
  };
  const asked: DialogRequestRecord[] = [];

  function take(kind: DialogKind): { programmed: boolean; path: string | null } {
    const list = queued[kind];
    return list.length > 0
      ? { programmed: true, path: list.shift()! }
      : { programmed: false, path: null };
  }

  function record(
    kind: DialogKind,
    request: DialogRequestRecord['request'],
    answer: string | null,
  ): Promise<string | null> {
    asked.push({ kind, request, answer });
    return Promise.resolve(answer);
  }

  return {
    answer(kind, path) {
      queued[kind].push(path);
    },
    requests: () => asked,
    openFile(request) {
      const next = take('openFile');
      if (!next.programmed) {
        options.log.warn('An open-file dialog was cancelled: no file was programmed for it.', {
          title: request.title,
        });
      }
      return record('openFile', request, next.path);
    },
    saveFile(request) {
      const next = take('saveFile');
      const path = next.programmed
        ? next.path
        : freePath(options.downloadsDir, request.defaultName);
      return record('saveFile', request, path);
    },
    chooseFolder(request) {
      const next = take('chooseFolder');
      if (!next.programmed) mkdirSync(options.downloadsDir, { recursive: true });
      return record('chooseFolder', request, next.programmed ? next.path : options.downloadsDir);
    },
  };
}

/** `name.pem`, or `name (2).pem` … when taken, as a browser names a download. */
function freePath(folder: string, name: string): string {
  mkdirSync(folder, { recursive: true });
  const extension = extname(name);
  const stem = basename(name, extension);
  for (let n = 1; ; n += 1) {
    const candidate = join(folder, n === 1 ? name : `${stem} (${n})${extension}`);
    if (!existsSync(candidate)) return candidate;
  }
}

function createHarnessPrinter(options: HarnessDesktopOptions): HarnessPrinter {
  let browser: Promise<Browser> | null = null;
  const printed: PrintedDocument[] = [];

  /** The PDF's bytes and the document as printed (on a roll, cut to length). */
  async function render(
    document: PrintDocument,
  ): Promise<{ bytes: Uint8Array; printed: PrintDocument }> {
    browser ??= chromium.launch({
      executablePath: options.chromiumPath,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    });
    const context = await (await browser).newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      // Only the document itself: anything it would fetch is refused, as in the app's print window.
      await page.route('**/*', (route) => route.abort());
      const printed = await loadToPrint(
        {
          load: (html) => page.setContent(html, { waitUntil: 'load' }),
          async devTools(use) {
            const session = await context.newCDPSession(page);
            try {
              // Playwright types each command by name; roll-fit.ts names them as the app does.
              const send: DevToolsSend = (method, params) =>
                session.send(method as 'DOM.getDocument', params);
              return await use(send);
            } finally {
              await session.detach();
            }
          },
        },
        document,
      );
      const { widthMm, heightMm } = printed.paper;
      const bytes = await page.pdf({
        width: `${widthMm}mm`,
        height: `${heightMm}mm`,
        printBackground: true,
        preferCSSPageSize: true,
        margin: { top: '0', right: '0', bottom: '0', left: '0' },
      });
      return { bytes, printed };
    } finally {
      await context.close();
    }
  }

  return {
    pdf: async (document) => (await render(document)).bytes,
    async print(document) {
      const { bytes, printed: laidOut } = await render(document);
      mkdirSync(options.printsDir, { recursive: true });
      const slug = document.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const path = join(
        options.printsDir,
        `${String(printed.length + 1).padStart(3, '0')}-${slug || 'document'}.pdf`,
      );
      writeFileSync(path, bytes);
      printed.push({ title: document.title, paper: laidOut.paper, path });
      return ok(null);
    },
    printed: () => printed,
    async close() {
      const running = browser;
      browser = null;
      if (running) await (await running).close().catch(() => undefined);
    },
  };
}
