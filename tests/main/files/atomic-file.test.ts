import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { streamAtomically, writeAtomically } from '../../../electron/main/files/atomic-file';

const dir = mkdtempSync(join(tmpdir(), 'remit-desk-atomic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** A folder of its own for each test, so what is left in it is what that test left. */
const folder = () => mkdtempSync(join(dir, 'f-'));

describe('writeAtomically', () => {
  it('writes the file under a temporary name beside it, then gives it the name', async () => {
    const at = folder();
    const destination = join(at, 'export.csv');
    let partial = '';
    const result = await writeAtomically(destination, async (temporary) => {
      partial = temporary;
      await writeFile(temporary, 'a,b\r\n');
      expect(existsSync(destination)).toBe(false);
      return 'filled';
    });
    expect(result).toBe('filled');
    expect(partial).toMatch(/^.*export\.csv\.[0-9a-f]{8}\.partial$/);
    expect(join(partial, '..')).toBe(at);
    expect(readFileSync(destination, 'utf8')).toBe('a,b\r\n');
    expect(readdirSync(at)).toEqual(['export.csv']);
  });

  it('replaces a file of that name only once the new one is whole', async () => {
    const at = folder();
    const destination = join(at, 'backup.sqlite');
    writeFileSync(destination, 'the old copy');
    await writeAtomically(destination, async (temporary) => {
      await writeFile(temporary, 'the new');
      expect(readFileSync(destination, 'utf8')).toBe('the old copy');
      await writeFile(temporary, 'the new copy');
    });
    expect(readFileSync(destination, 'utf8')).toBe('the new copy');
    expect(readdirSync(at)).toEqual(['backup.sqlite']);
  });

  it('leaves the file before as it was, and nothing else, when the write fails', async () => {
    const at = folder();
    const destination = join(at, 'log.csv');
    writeFileSync(destination, 'kept');
    const failing = writeAtomically(destination, async (temporary) => {
      await writeFile(temporary, 'half of it');
      throw new Error('ENOSPC: the disk is full');
    });
    await expect(failing).rejects.toThrow('ENOSPC');
    expect(readFileSync(destination, 'utf8')).toBe('kept');
    expect(readdirSync(at)).toEqual(['log.csv']);
  });

  it('refuses to put a file in the place of a folder, before writing anything', async () => {
    const at = folder();
    const destination = join(at, 'log.csv');
    mkdirSync(destination);
    let filled = false;
    const failing = writeAtomically(destination, async () => {
      filled = true;
    });
    await expect(failing).rejects.toMatchObject({ code: 'EISDIR' });
    expect(filled).toBe(false);
    expect(readdirSync(at)).toEqual(['log.csv']);
  });

  it('flushes the file to the disk before it takes the name', async () => {
    const at = folder();
    const destination = join(at, 'flags.csv');
    // The real FileHandle.sync, watched: which file it flushed, and whether it had its name yet.
    const probe = await open(join(at, 'probe'), 'w');
    const prototype = Object.getPrototypeOf(probe) as { sync: () => Promise<void> };
    await probe.close();
    rmSync(join(at, 'probe'));
    const flushed: boolean[] = [];
    const sync = prototype.sync;
    vi.spyOn(prototype, 'sync').mockImplementation(function (this: unknown) {
      flushed.push(existsSync(destination));
      return sync.call(this);
    });
    await writeAtomically(destination, (temporary) => writeFile(temporary, 'x'));
    // The file while it had no name yet; then, where the system allows it, the folder's new entry.
    expect(flushed[0]).toBe(false);
    if (process.platform !== 'win32') expect(flushed).toEqual([false, true]);
  });
});

describe('streamAtomically', () => {
  it('streams through the transforms into the file and says how many bytes it holds', async () => {
    const at = folder();
    const destination = join(at, 'upper.txt');
    const upper = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        done(null, chunk.toString('utf8').toUpperCase());
      },
    });
    const written = await streamAtomically(destination, [Readable.from(['né', 'e\n']), upper]);
    expect(readFileSync(destination, 'utf8')).toBe('NÉE\n');
    expect(written).toEqual({ bytes: Buffer.byteLength('NÉE\n') });
    expect(readdirSync(at)).toEqual(['upper.txt']);
  });

  it('gives no file the name while it streams, and removes the part when the source fails', async () => {
    const at = folder();
    const destination = join(at, 'log.csv');
    function* rows() {
      yield 'first\r\n';
      expect(existsSync(destination)).toBe(false);
      throw new Error('the journal could not be read');
    }
    await expect(streamAtomically(destination, [Readable.from(rows())])).rejects.toThrow(
      'the journal could not be read',
    );
    expect(readdirSync(at)).toEqual([]);
  });

  it('refuses a folder that is not there, leaving nothing behind', async () => {
    const destination = join(dir, 'no-such-folder', 'log.csv');
    await expect(streamAtomically(destination, [Readable.from(['x'])])).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(existsSync(join(dir, 'no-such-folder'))).toBe(false);
  });
});
