import { PIECE_SELECTOR } from './print-document';
import type { Paper, PrintDocument } from './printer';

/*
 * D54: on a roll, each piece of a document (a receipt's customer's copy, its bank's copy) is one
 * page exactly as long as its content, so the printer cuts each copy whole. Chromium cannot size a
 * page by its content, so the printer measures first: the document is laid out at the paper's
 * printable width in print media, each piece's height is read through the DevTools protocol (DOM
 * and Emulation domains, which need no script in the page, whose JavaScript stays off), and the
 * document is printed again with a named `@page` of that length for each piece. The app's
 * printer speaks the protocol through `webContents.debugger`, the harness's through Playwright's
 * CDP session: the same measuring on both.
 */

/** One DevTools protocol command and its result. */
export type DevToolsSend = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/** CSS pixels in a millimetre: Chromium prints at 96 of them to the inch. */
const PX_PER_MM = 96 / 25.4;

/**
 * Paper fed after each piece's last line, beyond its margin: room for the rounding of a printer's
 * dots to the CSS pixel, so a last line never spills onto a page of its own.
 */
const ROLL_FEED_MM = 4;

/** A PDF page is at most 200 inches long; a longer piece is printed on as many as it needs. */
const LONGEST_PAGE_MM = 5080;

interface BoxModelResult {
  model: { height: number };
}

/**
 * The height in millimetres of each piece of the document loaded in the page `send` talks to,
 * laid out as it prints on `paper`: in print media, at the paper's width less its margins. The
 * page's own layout is restored afterwards.
 */
async function measurePiecesMm(send: DevToolsSend, paper: Paper): Promise<number[]> {
  // Rounded down, so a line that would just fit wraps here rather than on the paper.
  const width = Math.floor((paper.widthMm - 2 * paper.marginMm) * PX_PER_MM);
  await send('Emulation.setEmulatedMedia', { media: 'print' });
  await send('Emulation.setDeviceMetricsOverride', {
    width,
    height: 1000,
    deviceScaleFactor: 1,
    mobile: false,
  });
  try {
    const { root } = (await send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeIds } = (await send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: PIECE_SELECTOR,
    })) as { nodeIds: number[] };
    if (nodeIds.length === 0) throw new Error('The document to print holds no piece to measure.');
    const heights: number[] = [];
    for (const nodeId of nodeIds) {
      const { model } = (await send('DOM.getBoxModel', { nodeId })) as BoxModelResult;
      heights.push(model.height / PX_PER_MM);
    }
    return heights;
  } finally {
    await send('Emulation.clearDeviceMetricsOverride');
    await send('Emulation.setEmulatedMedia', { media: '' });
  }
}

/** A piece's page length: its content, the margins above and below, and the feed; whole mm. */
function pieceLengthMm(contentMm: number, paper: Paper): number {
  return Math.min(LONGEST_PAGE_MM, Math.ceil(contentMm + 2 * paper.marginMm + ROLL_FEED_MM));
}

/**
 * The document with a page of its own length for each piece (named `@page` rules, which Chromium
 * honours per page when printing with the CSS page size preferred) and its paper as long as the
 * longest piece, for the printer's own page size.
 */
function fitPieces(document: PrintDocument, contentHeightsMm: readonly number[]): PrintDocument {
  const { paper } = document;
  const lengths = contentHeightsMm.map((mm) => pieceLengthMm(mm, paper));
  const rules = lengths
    .map(
      (mm, i) =>
        // catalog-ignore: page rules for the printer, not words
        `@page piece-${i + 1} { size: ${paper.widthMm}mm ${mm}mm; }\nsection.piece[data-piece="${i + 1}"] { page: piece-${i + 1}; }`,
    )
    .join('\n');
  const head = document.html.indexOf('</head>');
  if (head < 0) throw new Error('The document to print has no head to size its pages in.');
  return {
    ...document,
    html: `${document.html.slice(0, head)}<style>\n${rules}\n</style>\n${document.html.slice(head)}`,
    paper: { ...paper, heightMm: Math.max(...lengths) },
  };
}

/** The page a printer lays a document out in, as roll fitting needs it. */
export interface PrintPage {
  load(html: string): Promise<void>;
  /** Runs `use` over a DevTools protocol connection to the page, closed after it. */
  devTools<T>(use: (send: DevToolsSend) => Promise<T>): Promise<T>;
}

/**
 * What both printers do first: a document on a roll is loaded, measured and loaded again cut to
 * length, and that fitted document is the one to print; a document on sheets is loaded as it is.
 */
export async function loadToPrint(
  page: PrintPage,
  document: PrintDocument,
): Promise<PrintDocument> {
  await page.load(document.html);
  if (!document.paper.continuous) return document;
  const heights = await page.devTools((send) => measurePiecesMm(send, document.paper));
  const fitted = fitPieces(document, heights);
  await page.load(fitted.html);
  return fitted;
}
