import type { Paper, PrintDocument } from './printer';

/**
 * What every printed document is wrapped in: no script, nothing fetched (only inline styles and
 * `data:` images), the page size of its paper, and the fonts every workstation has.
 */
export const PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export interface PrintContent {
  title: string;
  paper: Paper;
  /** HTML made with escapeHtml for every value that comes from data. */
  body: string;
  css?: string;
}

export function makePrintDocument(content: PrintContent): PrintDocument {
  const { title, paper, body, css = '' } = content;
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
