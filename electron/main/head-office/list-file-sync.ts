import { createHash } from 'node:crypto';
import type { PublishedListFile, PublishedState } from '@shared/domain/published-settings';
import type { PublishedListFileStatus } from '@shared/domain/head-office';
import type { ScreeningService } from '../screening/screening-service';
import { HEAD_OFFICE_ACTOR } from '@shared/domain/operators';
import type { ListKey } from '@shared/domain/screening';
import { ref } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { ListFileAnswer, ListFileRequest } from '../../../hq/protocol/wire';
import { parseJsonObject } from '../json-object';
import type {
  HeadOfficeClient,
  HeadOfficeError,
  HeadOfficeLink,
  HeadOfficeResult,
} from './head-office-client';

/*
 * D139: after the settings, at the same contact, each sanctions list file head office publishes
 * to the branch and not yet in force here is downloaded in chunks (a signed request per chunk),
 * checked whole against the size and SHA-256 the signed settings answer named, and only then
 * imported through the workstation's own import path (the same parser and journal rows as an
 * admin's import, D78), audited with its head-office version. A failed or partial download
 * changes nothing: the list in force stays, and the next contact tries again.
 */

export const LIST_FILE_PATH = '/api/v1/list-file';

/** The workstation's side of its sanctions lists, as this sync needs it. */
export interface ListFileTarget {
  /** The SHA-256 of each list in force here. */
  inForce(): { list: ListKey; checksum: string }[];
  /** A downloaded file, checked already, imported as an admin's import is (D78). */
  importFile(file: PublishedListFile, bytes: Uint8Array): Result<unknown, AppError>;
}

export interface ListFileSyncDeps {
  published: () => PublishedState | null;
  lists: ListFileTarget;
  client: Pick<HeadOfficeClient, 'call'>;
  /** A file not taken this time (refused, not the bytes announced, not importable): said once. */
  onProblem?: (file: PublishedListFile, error: AppError) => void;
}

/** The published files whose SHA-256 is not the one in force here: what to download. */
export function filesToFetch(
  published: PublishedState | null,
  inForce: readonly { list: ListKey; checksum: string }[],
): PublishedListFile[] {
  return (published?.listFiles ?? []).filter(
    (file) => !inForce.some((v) => v.list === file.list && v.checksum === file.sha256),
  );
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function readChunk(text: string): ListFileAnswer | null {
  const o = parseJsonObject(text);
  if (!o) return null;
  const { fileId, chunk, chunks, bytes } = o;
  if (!isCount(fileId) || !isCount(chunk) || !isCount(chunks) || typeof bytes !== 'string') {
    return null;
  }
  return { fileId, chunk, chunks, bytes };
}

/** The whole file, chunk by chunk, never more bytes than head office said it has. */
async function download(
  deps: ListFileSyncDeps,
  link: HeadOfficeLink,
  file: PublishedListFile,
): Promise<HeadOfficeResult<Uint8Array>> {
  const parts: Buffer[] = [];
  let size = 0;
  const mismatch = () =>
    fail(
      worded('bad-acknowledgement', 'screening.published.mismatch', {
        list: ref(`screening.list.${file.list}`),
      }),
    );
  for (let n = 0, chunks = 1; n < chunks; n += 1) {
    const request: Omit<ListFileRequest, 'workstationId'> = { fileId: file.fileId, chunk: n };
    const answer = await deps.client.call(
      link,
      LIST_FILE_PATH,
      request,
      readChunk,
      (a) => a.fileId === file.fileId && a.chunk === n,
    );
    if (!answer.ok) return answer;
    chunks = answer.value.chunks;
    const part = Buffer.from(answer.value.bytes, 'base64');
    size += part.byteLength;
    if (size > file.size) return mismatch();
    parts.push(part);
  }
  const bytes = Buffer.concat(parts);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (bytes.byteLength !== file.size || sha256 !== file.sha256) return mismatch();
  return ok(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * Downloads and imports each published list not in force here. Head office out of reach ends the
 * contact as any call does, and the sender tries again later. A file refused, not the bytes the
 * signed answer named, or refused by the import is a problem of that list alone: it is said
 * (`onProblem`), the list in force stays, the other files and the contact go on, and the next
 * contact fetches it again. It never stops replication, which a bad acknowledgement would.
 */
export async function syncListFiles(
  deps: ListFileSyncDeps,
  link: HeadOfficeLink,
): Promise<HeadOfficeResult<null>> {
  for (const file of filesToFetch(deps.published(), deps.lists.inForce())) {
    const bytes = await download(deps, link, file);
    if (!bytes.ok && !listProblem(bytes.error)) return bytes;
    if (!bytes.ok) {
      deps.onProblem?.(file, bytes.error);
      continue;
    }
    const imported = deps.lists.importFile(file, bytes.value);
    if (!imported.ok) deps.onProblem?.(file, imported.error);
  }
  return ok(null);
}

/** Whether a download's failure is the file's own (head office answered), not the line's. */
function listProblem(error: HeadOfficeError): boolean {
  return error.refusal !== undefined || error.code === 'bad-acknowledgement';
}

/** The workstation's screening as the sync's target: its own import path, D78's. */
export function screeningTarget(
  screening: Pick<ScreeningService, 'importList' | 'listsInForce'>,
): ListFileTarget {
  return {
    inForce: () => screening.listsInForce().map(({ list, checksum }) => ({ list, checksum })),
    importFile: (file, bytes) =>
      screening.importList(
        {
          format: file.format,
          fileName: file.fileName,
          bytes,
          publishedOn: file.listDate,
          headOfficeVersion: file.version,
        },
        HEAD_OFFICE_ACTOR,
      ),
  };
}

/** D139: each published list file with whether it is the one in force here, for the status. */
export function listFileStatus(
  published: PublishedState | null,
  lists: ListFileTarget | undefined,
): PublishedListFileStatus[] {
  const waiting = filesToFetch(published, lists?.inForce() ?? []);
  return (published?.listFiles ?? []).map((file) => ({
    list: file.list,
    version: file.version,
    date: file.listDate,
    runs: !waiting.includes(file),
  }));
}
