import { text } from '@shared/i18n/catalog';
import type { AppError, Result } from '@shared/result';

/**
 * A sheet of paper: A4 for letters and forms, an 80 mm roll for thermal receipt printers. The
 * sizes go to the printer and the PDF as they are, and into the document's own `@page` rule, so
 * Chromium lays the page out for the paper it will be printed on.
 */
export interface Paper {
  /** For a person: "A4", "80 mm roll". */
  name: string;
  widthMm: number;
  /**
   * A sheet's length. A roll has none: each piece of the document is cut as long as its content
   * (roll-fit.ts, D54), and this is only the page it is laid out on before it is measured.
   */
  heightMm: number;
  /** The same on every side. */
  marginMm: number;
  /** A roll: every piece is one page whose length the printer measures from its content. */
  continuous?: true;
}

export const PAPER = {
  a4: { name: text('desktop.paper.a4'), widthMm: 210, heightMm: 297, marginMm: 15 },
  roll80: {
    name: text('desktop.paper.roll80'),
    widthMm: 80,
    heightMm: 297,
    marginMm: 3,
    continuous: true,
  },
} as const satisfies Record<string, Paper>;

/** A whole HTML document made in main by a template (print-document.ts), and its paper. */
export interface PrintDocument {
  /** The print job's name in the printer queue, and the PDF's title. */
  title: string;
  html: string;
  /** On a roll once measured (roll-fit.ts), as long as the longest piece. */
  paper: Paper;
}

export type PrintErrorCode = 'canceled' | 'print-failed';

/**
 * Prints documents the main process made. It never loads anything from the network or runs
 * script: the document is self-contained HTML under a CSP that forbids both. Electron's
 * `webContents.print` and `printToPDF` in a hidden, sandboxed, offline window in the app
 * (printer-electron.ts); Chromium's PDF output in the browser harness.
 */
export interface Printer {
  /** Shows the system print dialog, where the person chooses the printer, and prints. */
  print(document: PrintDocument): Promise<Result<null, AppError<PrintErrorCode>>>;
  /** The document as a PDF file's bytes, laid out on its paper. */
  pdf(document: PrintDocument): Promise<Uint8Array>;
}

/** Millimetres in the units Electron's print APIs take. */
export const mmToMicrons = (mm: number): number => Math.round(mm * 1000);
export const mmToInches = (mm: number): number => mm / 25.4;
