import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * A file the app writes where a person chose (a CSV export, a journal backup, a PDF) is there
 * whole or not at all: a reader, a spreadsheet or a restore never finds half of one, even after a
 * crash or a power cut in the middle.
 */

/**
 * Writes `destination` whole or not at all. `fill` writes a file of its own beside it, under a
 * temporary name (the destination's, a random suffix and `.partial`: in the same folder, so the
 * rename below cannot cross disks). That file is then flushed to the disk (fsync), given the
 * destination's name (a rename, which replaces a file of that name in one step), and the folder
 * flushed too, so the new name survives a power cut. When anything fails, the temporary file is
 * removed and the error thrown again: a file under the destination's name is always complete,
 * the one before or the new one.
 */
export async function writeAtomically<T>(
  destination: string,
  fill: (partial: string) => Promise<T>,
): Promise<T> {
  // A folder cannot be replaced by a file: said at once, as a write to it would, on every system
  // (Windows refuses the rename as a permission), before anything is written.
  if ((await stat(destination).catch(() => null))?.isDirectory()) {
    throw Object.assign(new Error(`EISDIR: ${destination} is a folder`), { code: 'EISDIR' });
  }
  const partial = `${destination}.${randomUUID().slice(0, 8)}.partial`;
  try {
    const filled = await fill(partial);
    await flush(partial, 'r+');
    await rename(partial, destination);
    await flushFolder(dirname(destination));
    return filled;
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Streams `stages` (a source, then any transforms) into `destination` as `writeAtomically` does,
 * as fast as the disk takes it, and returns the file's size in bytes. The temporary file is
 * created new (`wx`): never a file someone else is writing.
 */
export async function streamAtomically(
  destination: string,
  stages: readonly [Readable, ...Transform[]],
): Promise<{ bytes: number }> {
  return writeAtomically(destination, async (partial) => {
    const file = createWriteStream(partial, { flags: 'wx' });
    await pipeline([...stages, file]);
    return { bytes: file.bytesWritten };
  });
}

/** Opens `path` and flushes what is written to it to the disk. */
async function flush(path: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes a folder's entries (the rename) to the disk. Windows cannot open a folder for this (its
 * file system journals the rename itself), and some file systems, network shares among them,
 * refuse it: the file itself is flushed by then, so that is no reason to fail the write.
 */
async function flushFolder(path: string): Promise<void> {
  if (process.platform === 'win32') return;
  await flush(path, 'r').catch(() => undefined);
}
