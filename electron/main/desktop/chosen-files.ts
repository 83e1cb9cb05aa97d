import { open, writeFile, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { ref, type MessageRef } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { writeAtomically } from '../files/atomic-file';

export type ReadFileErrorCode = 'unreadable' | 'too-large' | 'not-text';

/**
 * A file the person chose, as its bytes, at most `maxBytes`; the messages name the file only.
 */
export async function readChosenFile(
  path: string,
  maxBytes: number,
): Promise<Result<{ name: string; bytes: Uint8Array }, AppError<'unreadable' | 'too-large'>>> {
  const name = basename(path);
  let bytes: Buffer;
  try {
    const handle = await open(path, 'r');
    try {
      const stat = await handle.stat();
      // A folder opens for reading on Linux and macOS: it is said to be one, never "too large".
      if (stat.isDirectory()) {
        return fail(
          worded('unreadable', 'desktop.chosenFile.unreadable', {
            name,
            reason: ref('desktop.systemReason.folder'),
          }),
        );
      }
      if (stat.size > maxBytes) {
        return fail(
          worded('too-large', 'desktop.chosenFile.tooLarge', {
            name,
            sizeKb: kilobytes(stat.size),
            maxKb: kilobytes(maxBytes),
          }),
        );
      }
      const read = await readToEnd(handle, maxBytes);
      if (read.length > maxBytes) {
        return fail(
          worded('too-large', 'desktop.chosenFile.tooLargeRead', {
            name,
            maxKb: kilobytes(maxBytes),
          }),
        );
      }
      bytes = read;
    } finally {
      await handle.close();
    }
  } catch (error) {
    return fail(
      worded('unreadable', 'desktop.chosenFile.unreadable', { name, reason: systemReason(error) }),
    );
  }
  return ok({ name, bytes });
}

/**
 * The file's bytes to its end, at most one past `maxBytes`. One `read()` may return fewer bytes
 * than asked (a file on a network share, a file still being written, a size the system does not
 * know), which would have been taken for the whole file: it is read until the system says the
 * end, so a cut file is never taken for a whole one.
 */
async function readToEnd(handle: FileHandle, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.alloc(Math.min(64 * 1024, maxBytes + 1 - total));
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, total);
    if (bytesRead === 0) break;
    chunks.push(chunk.subarray(0, bytesRead));
    total += bytesRead;
    if (total > maxBytes) break;
  }
  return Buffer.concat(chunks, total);
}

/**
 * Reads a file the person chose in a dialog, as UTF-8 text, or UTF-16 behind its byte-order mark
 * (a mark dropped), at most `maxBytes`. The messages name the file, never its content: it may hold
 * a key or credentials.
 */
export async function readChosenTextFile(
  path: string,
  maxBytes: number,
): Promise<Result<{ name: string; text: string }, AppError<ReadFileErrorCode>>> {
  const read = await readChosenFile(path, maxBytes);
  if (!read.ok) return read;
  const { name, bytes } = read.value;
  let text: string;
  try {
    text = new TextDecoder(encodingOf(bytes), { fatal: true }).decode(bytes);
  } catch {
    return fail(worded('not-text', 'desktop.chosenFile.notText', { name }));
  }
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(text)) {
    return fail(worded('not-text', 'desktop.chosenFile.notText', { name }));
  }
  return ok({ name, text: text.replace(/^\uFEFF/, '') });
}

/**
 * Writes what the app made to where the person chose, whole or not at all (a PDF half written is
 * no receipt); the message names the file.
 */
export async function writeChosenFile(
  path: string,
  content: string | Uint8Array,
): Promise<Result<{ name: string }, AppError<'write-failed'>>> {
  const name = basename(path);
  try {
    await writeAtomically(path, (partial) => writeFile(partial, content, { flag: 'wx' }));
    return ok({ name });
  } catch (error) {
    return fail(
      worded('write-failed', 'desktop.chosenFile.unwritable', {
        name,
        reason: systemReason(error),
      }),
    );
  }
}

/**
 * UTF-16 where its byte-order mark says so (D153): Windows PowerShell 5 writes `>` and
 * `Out-File` so, and Notepad's "Unicode"; a credentials or key file an IT department made there
 * is text. Anything else is read as UTF-8.
 */
function encodingOf(bytes: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

function kilobytes(bytes: number): number {
  return Math.ceil(bytes / 1024);
}

/**
 * The OS's reason, without the path (which may name the person's own folders), as a message of
 * the sentence that holds it (D93).
 */
function systemReason(error: unknown): MessageRef {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return ref('desktop.systemReason.missing');
    case 'EACCES':
    case 'EPERM':
      return ref('desktop.systemReason.denied');
    case 'EISDIR':
      return ref('desktop.systemReason.folder');
    case 'ENOSPC':
      return ref('desktop.systemReason.diskFull');
    case 'EROFS':
      return ref('desktop.systemReason.readOnly');
    case 'EBUSY':
      return ref('desktop.systemReason.inUse');
    default:
      return ref('desktop.systemReason.refused');
  }
}
