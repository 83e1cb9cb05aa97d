import { isCalendarDate } from '../domain/calendar-date';
import type { ListedPerson } from '../domain/screening';
import { ref, text, type MessageRef } from '../i18n/catalog';
import type { ListFormat, ListKey } from '../domain/screening';

/** A list file read whole: its entries, and the date it gives itself (null: the admin says it). */
export interface ParsedList {
  readonly format: ListFormat;
  readonly list: ListKey;
  readonly publishedOn: string | null;
  readonly people: readonly ListedPerson[];
}

/** Why a file was refused, and on which line (D78): nothing of it is kept. */
export class ListFileProblem extends Error {
  /** The refusal's words, the line's problem inside them, for the admin's language (D93). */
  readonly text: MessageRef;

  constructor(
    readonly line: number,
    problem: MessageRef,
  ) {
    super(text('screening.file.refused', { line, problem }));
    this.text = ref('screening.file.refused', { line, problem });
  }
}

/** The 1-based line of the `n`th (0-based) occurrence of `needle`, or the last line. */
export function lineOfNth(source: string, needle: string, n: number): number {
  let at = -1;
  for (let i = 0; i <= n; i += 1) {
    at = source.indexOf(needle, at + 1);
    if (at < 0) return lineAt(source, source.length);
  }
  return lineAt(source, at);
}

export function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i >= 0 && i < offset; i = source.indexOf('\n', i + 1))
    line += 1;
  return line;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A listed date of birth as ISO text: "1957-03-10", "10 Mar 1957", "Mar 1957", "circa 1957" or
 * "1957" (the precision the list gives); null for anything else, and for a day or month the
 * calendar has not (D153): "1970-25-03", typed day first, would count against the real date.
 */
export function isoBirth(raw: string): string | null {
  const value = raw.trim().replace(/^(circa|approximately|ca\.?)\s+/i, '');
  if (/^\d{4}(-\d{2}(-\d{2})?)?$/.test(value)) return realBirth(value);
  const words = /^(?:(\d{1,2})\s+)?([A-Za-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(value);
  if (!words) return null;
  const month = MONTHS.indexOf((words[2] as string).toLowerCase());
  if (month < 0) return null;
  const yearMonth = `${words[3]}-${String(month + 1).padStart(2, '0')}`;
  return realBirth(
    words[1] === undefined ? yearMonth : `${yearMonth}-${words[1].padStart(2, '0')}`,
  );
}

/** `YYYY`, `YYYY-MM` of a month 01–12, or a day of the calendar; else null. */
function realBirth(value: string): string | null {
  if (value.length === 10) return isCalendarDate(value) ? value : null;
  if (value.length === 7) return isCalendarDate(`${value}-01`) ? value : null;
  return value;
}
