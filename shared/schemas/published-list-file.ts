import { isCalendarDate } from '../domain/calendar-date';
import type { PublishedListFile } from '../domain/published-settings';
import { LIST_FORMATS, LIST_OF_FORMAT, MAX_LIST_FILE_MB, type ListKey } from '../domain/screening';
import { text } from '../i18n/catalog';
import { ok, type Result } from '../result';
import { invalidInput, type InvalidInput } from './invalid-input';

/*
 * D139: a sanctions list file as head office publishes it, checked before a workstation keeps it
 * or downloads a byte: a reference only head office writes (from a file it read whole), so one
 * that is not exactly this shape is refused whole, never read in part.
 */

const MAX_LIST_FILE_BYTES = MAX_LIST_FILE_MB * 1024 * 1024;

const KEYS = [
  'version',
  'fileId',
  'list',
  'format',
  'fileName',
  'listDate',
  'sha256',
  'size',
  'entries',
] as const;

const count = (v: unknown, max = Number.MAX_SAFE_INTEGER): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= max;

function isListFile(value: unknown, list: ListKey): value is PublishedListFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const o = value as Record<string, unknown>;
  if (Object.keys(o).length !== KEYS.length || !KEYS.every((k) => k in o)) return false;
  const format = o.format as (typeof LIST_FORMATS)[number];
  return (
    count(o.version) &&
    count(o.fileId) &&
    LIST_FORMATS.includes(format) &&
    LIST_OF_FORMAT[format] === list &&
    o.list === list &&
    typeof o.fileName === 'string' &&
    o.fileName.length <= 200 &&
    isCalendarDate(o.listDate) &&
    typeof o.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(o.sha256) &&
    count(o.size, MAX_LIST_FILE_BYTES) &&
    count(o.entries)
  );
}

/** A published list file's reference for `list`, or why not in words. */
export function validatePublishedListFile(
  list: ListKey,
  value: unknown,
): Result<PublishedListFile, InvalidInput> {
  if (isListFile(value, list)) return ok(value);
  return invalidInput([{ path: '', message: text('screening.published.badReference') }]);
}
