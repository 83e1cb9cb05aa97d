import type { WorkstationSettings } from '@shared/domain/settings';
import { textIn, type Language } from '@shared/i18n/catalog';
import { escapeHtml } from '../desktop/print-document';
import { printedTimeText } from './receipt-document';

/*
 * What the branch's A4 reports (the end of day, the month's reconciliation) print alike: the
 * headings and tables' look, the branch named with its code, and who printed the sheet when, so
 * every sheet a supervisor files reads the same way.
 */

/** The A4 reports' common style; each report adds its own cell padding and rules after it. */
// catalog-ignore: the sheet's CSS, not words
export const A4_REPORT_CSS = `h1 { font-size: 1.4em; margin: 2mm 0; }
h2 { font-size: 1.1em; margin: 5mm 0 1mm; }
p { margin: 0.5mm 0; }
table { border-collapse: collapse; width: 100%; }`;

/** The branch by name, then its code when it has one, in `language`. */
export function branchText(workstation: WorkstationSettings, language: Language): string {
  const code = workstation.branchCode;
  return code
    ? `${workstation.branchName}, ${textIn(language, 'reports.branchCode', { code })}`
    : workstation.branchName;
}

/** The sheet's last line, as HTML: when, on the branch's clock, and by whom it was printed. */
export function printedByFooter(
  print: { printedAt: number; printedBy: string },
  timeZone: string,
  language: Language,
): string {
  const printed = textIn(language, 'reports.printedBy', {
    at: escapeHtml(printedTimeText(print.printedAt, timeZone)),
    by: escapeHtml(print.printedBy),
  });
  return `<p style="margin-top: 6mm">${printed}</p>`;
}
