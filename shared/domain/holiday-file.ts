import type { MessageRef } from '../i18n/catalog';
import { saying } from '../i18n/worded';
import { isCalendarDate } from './calendar-date';
import type { Holiday } from './rtgs-window';

/**
 * A list of public holidays as a bank or a ministry publishes it, one a line:
 *
 *   2026-12-12 Jamhuri Day
 *   2026-12-25 Christmas Day
 *
 * The date, white space, then the name. Blank lines and lines starting with `#` are skipped, a
 * byte-order mark and Windows (CR LF) or old Mac (CR) line ends are allowed. A file with any bad
 * line is refused whole, with every bad line named by its number and what is wrong, so nothing is
 * half-imported.
 */
export const HOLIDAY_FILE_LIMITS = { maxBytes: 64 * 1024, maxLines: 1000, nameMax: 60 } as const;

export interface HolidayFileProblem {
  /** 1-based, as an editor counts. */
  line: number;
  message: string;
  /** `message`'s words, for the admin's window to word in their language (D65). */
  text: MessageRef;
}

export type HolidayFileResult =
  { ok: true; holidays: Holiday[] } | { ok: false; problems: HolidayFileProblem[] };

const LINE = /^(\S+)(?:[ \t]+(.*))?$/;
// A holiday's name is printed: no control or text-direction characters (tabs are tidied first).
/* eslint-disable no-control-regex -- finding control characters is the point */
const HIDDEN =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/* eslint-enable no-control-regex */
/*
 * D153: the page reads the file as UTF-8 and puts U+FFFD for what it cannot read (a file saved as
 * ANSI, Windows-1252), and NULs appear in one saved as UTF-16: such a name would be kept and
 * printed wrong, so its line is refused, saying how to save the file.
 */
// eslint-disable-next-line no-control-regex -- a NUL is the mark of UTF-16 read as UTF-8
const UNREADABLE = /[\uFFFD\u0000]/;

export function parseHolidayFile(file: string): HolidayFileResult {
  const problems: HolidayFileProblem[] = [];
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (lines.length > HOLIDAY_FILE_LIMITS.maxLines) {
    return {
      ok: false,
      problems: [
        {
          line: HOLIDAY_FILE_LIMITS.maxLines + 1,
          ...saying('calendar.file.tooManyLines', { max: HOLIDAY_FILE_LIMITS.maxLines }),
        },
      ],
    };
  }
  const holidays: Holiday[] = [];
  const firstLineOf = new Map<string, number>();
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    if (UNREADABLE.test(content)) {
      problems.push({ line, ...saying('calendar.file.notUtf8', { line }) });
      return;
    }
    const match = LINE.exec(content);
    const date = match?.[1] ?? content;
    const name = (match?.[2] ?? '').trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      problems.push({
        line,
        ...saying('calendar.file.notDate', { line, date: shorten(date) }),
      });
      return;
    }
    if (!isCalendarDate(date)) {
      problems.push({ line, ...saying('calendar.file.notReal', { line, date }) });
      return;
    }
    if (name === '') {
      problems.push({
        line,
        ...saying('calendar.file.noName', { line, date }),
      });
      return;
    }
    if (HIDDEN.test(name)) {
      problems.push({
        line,
        ...saying('calendar.file.hidden', { line, date }),
      });
      return;
    }
    if (name.length > HOLIDAY_FILE_LIMITS.nameMax) {
      problems.push({
        line,
        ...saying('calendar.file.nameTooLong', {
          line,
          date,
          max: HOLIDAY_FILE_LIMITS.nameMax,
        }),
      });
      return;
    }
    const earlier = firstLineOf.get(date);
    if (earlier !== undefined) {
      problems.push({
        line,
        ...saying('calendar.file.twice', { line, date, earlier }),
      });
      return;
    }
    firstLineOf.set(date, line);
    holidays.push({ date, name: name.replace(/[ \t]+/g, ' ') });
  });
  if (problems.length > 0) return { ok: false, problems };
  if (holidays.length === 0) {
    return {
      ok: false,
      problems: [
        {
          line: 1,
          ...saying('calendar.file.empty'),
        },
      ],
    };
  }
  return { ok: true, holidays };
}

function shorten(said: string): string {
  return said.length > 20 ? `${said.slice(0, 20)}…` : said;
}

/**
 * The list after an import: the file's holidays are added, a date already listed takes the
 * file's name, and the list is in date order. Nothing already listed is removed.
 */
export function mergeHolidays(
  current: readonly Holiday[],
  imported: readonly Holiday[],
): Holiday[] {
  const byDate = new Map(current.map((holiday) => [holiday.date, holiday]));
  for (const holiday of imported) byDate.set(holiday.date, { ...holiday });
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
