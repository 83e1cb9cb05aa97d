import { open, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import { writeAtomically } from '../files/atomic-file';

export type ReadFileErrorCode = 'unreadable' | 'too-large' | 'not-text';

/**
 * Reads a file the person chose in a dialog, as UTF-8 text (a byte-order mark dropped), at most
 * `maxBytes`. The messages name the file, never its content: it may hold a key or credentials.
 */
export async function readChosenTextFile(
  path: string,
  maxBytes: number,
): Promise<Result<{ name: string; text: string }, AppError<ReadFileErrorCode>>> {
  const name = basename(path);
  let bytes: Buffer;
  try {
    const handle = await open(path, 'r');
    try {
      const size = (await handle.stat()).size;
      if (size > maxBytes) {
        return fail({
          code: 'too-large',
          message: `${name} is ${kilobytes(size)} KB, too large for this kind of file (at most ${kilobytes(maxBytes)} KB). Check that you chose the right file.`,
        });
      }
      bytes = Buffer.alloc(size);
      const { bytesRead } = await handle.read(bytes, 0, size, 0);
      bytes = bytes.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    return fail({
      code: 'unreadable',
      message: `${name} could not be read (${systemReason(error)}). Check that the file is still there and that you may open it, then choose it again.`,
    });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail({
      code: 'not-text',
      message: `${name} is not a text file. Choose the text file the bank or your key tool gave you.`,
    });
  }
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(text)) {
    return fail({
      code: 'not-text',
      message: `${name} is not a text file. Choose the text file the bank or your key tool gave you.`,
    });
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
    return fail({
      code: 'write-failed',
      message: `${name} could not be written (${systemReason(error)}). Choose another folder, or check that the file is not open in another program, and try again.`,
    });
  }
}

function kilobytes(bytes: number): string {
  return String(Math.ceil(bytes / 1024));
}

/** The OS's reason in words, without the path (which may name the person's own folders). */
function systemReason(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOENT':
      return 'it does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EROFS':
      return 'the disk is read-only';
    case 'EBUSY':
      return 'it is in use';
    default:
      return 'the system refused';
  }
}
