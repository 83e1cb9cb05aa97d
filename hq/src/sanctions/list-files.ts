import { createHash } from 'node:crypto';
import type { ConsoleRefusal } from '../../console-api/answers';
import { isCalendarDate } from '../../../shared/domain/calendar-date';
import { LIST_FORMATS, LIST_OF_FORMAT, type ListFormat } from '../../../shared/domain/screening';
import type { ListFileFacts } from '../../../shared/domain/published-settings';
import { ListFileProblem } from '../../../shared/list-files/list-file';
import { parseListFile } from '../../../shared/list-files/parse-list';
import { fail, ok, type Result } from '../../../shared/result';
import type { Queryable } from '../db/db';
import { recordEvent, refusal, type ConsoleDeps } from '../operators/console-deps';
import type { LiveSession } from '../operators/sessions';

/*
 * D135: a sanctions list file a head-office admin uploads, read whole with the workstation's own
 * parser before anything is kept (a bad file refused naming its line, as at a workstation, D78),
 * then kept with its SHA-256, size, entry count and the list's own date, its bytes in chunks.
 */

/** The bytes of one chunk row: a list of 128 MB is 128 rows, each statement small. */
export const LIST_CHUNK_BYTES = 1024 * 1024;

/** Any number: every upload takes it, so ids commit in order. */
const LIST_FILE_LOCK = 7_204_134;

export interface ListFileUpload {
  format: ListFormat;
  fileName: string;
  /** The list's date for the CSV files, which carry none (YYYY-MM-DD); ignored for XML. */
  listDate: string | null;
  bytes: Uint8Array;
}

export interface StoredListFile extends ListFileFacts {
  id: number;
}

/** What a read upload keeps: everything but its id. */
export type ReadListFile = Omit<StoredListFile, 'id'> & { bytes: Uint8Array };

/** An upload read whole with the workstation's parser, or refused in words naming the line. */
export function readListUpload(upload: ListFileUpload): Result<ReadListFile, ConsoleRefusal> {
  if (!(LIST_FORMATS as readonly unknown[]).includes(upload.format)) {
    return fail(
      refusal('invalid', 'Choose the list file’s format: un-xml, ofac-xml, ofac-csv or bank-csv.'),
    );
  }
  let parsed;
  try {
    parsed = parseListFile(upload.format, upload.bytes);
  } catch (error) {
    if (error instanceof ListFileProblem) return fail(refusal('invalid', error.message));
    throw error;
  }
  const listDate = parsed.publishedOn ?? upload.listDate;
  // A day of the calendar (D153): a list of no date would never be too old at a workstation.
  if (listDate === null || !isCalendarDate(listDate)) {
    return fail(refusal('invalid', 'Enter the list’s date (YYYY-MM-DD): this file carries none.'));
  }
  return ok({
    list: LIST_OF_FORMAT[upload.format],
    format: upload.format,
    fileName: upload.fileName.slice(0, 200),
    listDate,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    size: upload.bytes.byteLength,
    entries: parsed.people.length,
    bytes: upload.bytes,
  });
}

/** Keeps a read file in the caller's transaction: its row, its chunks and a console event. */
export async function keepListFile(
  tx: Queryable,
  at: Date,
  by: Pick<LiveSession, 'operatorId'>,
  file: ReadListFile,
): Promise<StoredListFile> {
  const { bytes, ...kept } = file;
  const chunks = Math.ceil(kept.size / LIST_CHUNK_BYTES);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [LIST_FILE_LOCK]);
  const [last] = await tx.query<{ v: number | string | null }>(
    'SELECT max(id) AS v FROM sanctions_list_files',
  );
  const id = Number(last?.v ?? 0) + 1;
  await tx.query(
    `INSERT INTO sanctions_list_files
       (id, at, by_operator, list, format, file_name, list_date, sha256, size, entries, chunks)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      at,
      by.operatorId,
      kept.list,
      kept.format,
      kept.fileName,
      kept.listDate,
      kept.sha256,
      kept.size,
      kept.entries,
      chunks,
    ],
  );
  for (let n = 0; n < chunks; n += 1) {
    const part = bytes.subarray(n * LIST_CHUNK_BYTES, (n + 1) * LIST_CHUNK_BYTES);
    await tx.query('INSERT INTO sanctions_list_chunks (file_id, n, bytes) VALUES ($1, $2, $3)', [
      id,
      n,
      Buffer.from(part),
    ]);
  }
  await recordEvent(tx, at, by.operatorId, 'sanctions.list-uploaded', {
    id,
    list: kept.list,
    sha256: kept.sha256,
    size: kept.size,
    entries: kept.entries,
    listDate: kept.listDate,
  });
  return { id, ...kept };
}

/** Reads, checks and keeps one uploaded list file; a new id, recorded as a console event. */
export async function storeListFile(
  deps: Pick<ConsoleDeps, 'db' | 'now'>,
  by: Pick<LiveSession, 'operatorId'>,
  upload: ListFileUpload,
): Promise<Result<StoredListFile, ConsoleRefusal>> {
  const read = readListUpload(upload);
  if (!read.ok) return read;
  return ok(await deps.db.transaction((tx) => keepListFile(tx, deps.now(), by, read.value)));
}

/** One chunk of a kept file's bytes, or null past its end: what a workstation downloads. */
export async function listFileChunk(
  q: Queryable,
  fileId: number,
  n: number,
): Promise<Uint8Array | null> {
  const [row] = await q.query<{ bytes: Uint8Array }>(
    'SELECT bytes FROM sanctions_list_chunks WHERE file_id = $1 AND n = $2',
    [fileId, n],
  );
  return row ? new Uint8Array(row.bytes) : null;
}
