import type { Paper, PrintDocument } from './printer';

/**
 * What every printed document is wrapped in: no script, nothing fetched (only inline styles and
 * `data:` images), the page size of its paper, and the fonts every workstation has.
 */
// catalog-ignore: a content security policy, not words
export const PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** HTML made with escapeHtml for every value that comes from data. */
type PrintBody =
  | { body: string }
  /**
   * Parts printed apart, such as a receipt's customer's and bank's copies: each begins a page of
   * its own, and on a roll each is one page cut to its own length (D54).
   */
  | { pieces: readonly string[] };

export type PrintContent = PrintBody & {
  title: string;
  paper: Paper;
  css?: string;
};

/** What the printer measures and cuts on a roll (roll-fit.ts): `data-piece` numbers them from 1. */
export const PIECE_SELECTOR = 'section.piece[data-piece]';

export function makePrintDocument(content: PrintContent): PrintDocument {
  const { title, paper, css = '' } = content;
  const pieces = 'pieces' in content ? content.pieces : [content.body];
  const body = pieces
    .map((piece, i) => `<section class="piece" data-piece="${i + 1}">\n${piece}\n</section>`)
    .join('\n');
  // catalog-ignore: markup and styles; the words come from the caller's title and body
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${PRINT_CSP}">
<title>${escapeHtml(title)}</title>
<style>
@page { size: ${paper.widthMm}mm ${paper.heightMm}mm; margin: ${paper.marginMm}mm; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: "Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", sans-serif; color: #000; background: #fff; }
/* A piece holds its children's margins inside it, so its box is all the paper it takes. */
.piece { display: flow-root; break-after: page; }
.piece:last-child { break-after: auto; }
${css}
</style>
</head>
<body>
${body}
</body>
</html>
`;
  return { title, html, paper };
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text from data (names, codes, a PEM) as HTML text or an attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
