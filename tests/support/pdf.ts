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
