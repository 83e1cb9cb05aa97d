import { execFileSync } from 'node:child_process';

/*
 * What a printed PDF says, read the way a person checking a print would: its text (pdftotext
 * from poppler-utils, with the layout kept) and its page size (pdfinfo).
 */

export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** The first page's size in millimetres, rounded to a tenth. */
export function pdfPageSizeMm(path: string): { widthMm: number; heightMm: number; pages: number } {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  const pages = /Pages:\s+(\d+)/.exec(info);
  if (!size || !pages) throw new Error('pdfinfo gave no page size');
  const mm = (pts: string) => Math.round((Number(pts) * 25.4 * 10) / 72) / 10;
  return { widthMm: mm(size[1]!), heightMm: mm(size[2]!), pages: Number(pages[1]) };
}

export interface PdfPage {
  widthMm: number;
  heightMm: number;
  /** The page's own text (pdftotext -f n -l n), with the layout kept. */
  text: string;
  /** From the page's top edge to the bottom of its lowest word; null on a page with no text. */
  lastLineMm: number | null;
}

/** Every page of a PDF: its size, its text and how far down its text reaches. */
export function pdfPages(path: string): PdfPage[] {
  const { pages } = pdfPageSizeMm(path);
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), path], {
    encoding: 'utf8',
  });
  const mm = (pts: number) => Math.round((pts * 25.4 * 10) / 72) / 10;
  return Array.from({ length: pages }, (_, i) => {
    const n = String(i + 1);
    const size = new RegExp(`Page\\s+${n} size:\\s+([\\d.]+) x ([\\d.]+) pts`).exec(info);
    if (!size) throw new Error(`pdfinfo gave no size for page ${n}`);
    const page = ['-f', n, '-l', n];
    const text = execFileSync('pdftotext', ['-layout', ...page, path, '-'], { encoding: 'utf8' });
    const boxes = execFileSync('pdftotext', ['-bbox', ...page, path, '-'], { encoding: 'utf8' });
    const bottoms = [...boxes.matchAll(/<word [^>]*yMax="([\d.]+)"/g)].map((m) => Number(m[1]));
    return {
      widthMm: mm(Number(size[1])),
      heightMm: mm(Number(size[2])),
      text,
      lastLineMm: bottoms.length > 0 ? mm(Math.max(...bottoms)) : null,
    };
  });
}
