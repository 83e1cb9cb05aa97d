import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChosenTextFile, writeChosenFile } from '../../../electron/main/desktop/chosen-files';
import { textIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

const dir = mkdtempSync(join(tmpdir(), 'remit-desk-chosen-'));

describe('a file the person chose', () => {
  it('is read as UTF-8 text without its byte-order mark', async () => {
    const path = join(dir, 'creds.env');
    writeFileSync(path, '\uFEFFAPI_KEY=ключ\n');
    expect(await readChosenTextFile(path, 1024)).toEqual({
      ok: true,
      value: { name: 'creds.env', text: 'API_KEY=ключ\n' },
    });
  });

  it('is read from UTF-16 with its byte-order mark, as PowerShell and Notepad save it (D153)', async () => {
    // `Write-Output … > creds.env` in Windows PowerShell 5 writes UTF-16 LE with its mark.
    const little = join(dir, 'creds-utf16le.env');
    writeFileSync(
      little,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('API_KEY=ключ\r\n', 'utf16le')]),
    );
    const big = join(dir, 'creds-utf16be.env');
    writeFileSync(
      big,
      Buffer.concat([
        Buffer.from([0xfe, 0xff]),
        Buffer.from('API_KEY=ключ\r\n', 'utf16le').swap16(),
      ]),
    );
    for (const path of [little, big]) {
      expect(await readChosenTextFile(path, 1024)).toMatchObject({
        ok: true,
        value: { text: 'API_KEY=ключ\r\n' },
      });
    }
  });

  it('is refused as a folder when a folder is chosen, never as too large (D153)', async () => {
    // A folder opens for reading on Linux and macOS, its size that of its entries.
    const folder = join(dir, 'keys.pem');
    mkdirSync(folder);
    expect(await readChosenTextFile(folder, 1024)).toMatchObject({
      ok: false,
      error: { code: 'unreadable', message: expect.stringContaining('(it is a folder)') },
    });
  });

  // /proc's files tell a size of 0 and hold text, as a file the system cannot size does: one
  // read() of the told size took it for empty. Only Linux has /proc.
  it.skipIf(process.platform !== 'linux')(
    'is read to its end when the system tells no size, and refused past the limit',
    async () => {
      const read = await readChosenTextFile('/proc/self/status', 64 * 1024);
      expect(read.ok && read.value.text).toMatch(/^Name:[\s\S]*\nPid:\s+\d+\n/);
      expect(await readChosenTextFile('/proc/self/status', 1024)).toMatchObject({
        ok: false,
        error: {
          code: 'too-large',
          message:
            'status is larger than 1 KB, too large for this kind of file. Check that you chose the right file.',
        },
      });
    },
  );

  it('is refused when too large, binary or missing, by name and never by content', async () => {
    const big = join(dir, 'big.pem');
    writeFileSync(big, 'S'.repeat(5000));
    const binary = join(dir, 'key.der');
    writeFileSync(binary, Buffer.from([0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0xff, 0xfe]));
    const answers = [
      await readChosenTextFile(big, 4096),
      await readChosenTextFile(binary, 4096),
      await readChosenTextFile(join(dir, 'gone.pem'), 4096),
    ];
    expect(answers.map((a) => !a.ok && a.error.code)).toEqual([
      'too-large',
      'not-text',
      'unreadable',
    ]);
    expect(answers.map((a) => !a.ok && a.error.message)).toEqual([
      'big.pem is 5 KB, too large for this kind of file (at most 4 KB). Check that you chose the right file.',
      'key.der is not a text file. Choose the text file the bank or your key tool gave you.',
      'gone.pem could not be read (it does not exist). Check that the file is still there and that you may open it, then choose it again.',
    ]);
  });

  it('is written whole, and a refusal names the file, not its folder', async () => {
    const path = join(dir, 'public.pem');
    expect(await writeChosenFile(path, 'PEM')).toEqual({ ok: true, value: { name: 'public.pem' } });
    expect(readFileSync(path, 'utf8')).toBe('PEM');
    const folder = join(dir, 'a-folder.pem');
    mkdirSync(folder);
    const refused = await writeChosenFile(folder, 'PEM');
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'write-failed',
        message:
          'a-folder.pem could not be written (it is a folder). Choose another folder, or check that the file is not open in another program, and try again.',
        text: {
          key: 'desktop.chosenFile.unwritable',
          // The OS's reason as a message, worded with the sentence (D93).
          values: { name: 'a-folder.pem', reason: { key: 'desktop.systemReason.folder' } },
        },
      },
    });
    const words = expectWordedAnswer(
      (refused as { error: { message: string } }).error,
      'desktop.chosenFile.unwritable',
    );
    expect(words.fr).toContain(`(${textIn('fr', 'desktop.systemReason.folder')})`);
  });
});
