import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePrintDocument } from '../../../electron/main/desktop/print-document';
import { PAPER } from '../../../electron/main/desktop/printer';
import { silentLogger } from '../../../electron/main/logging/logger';
import { createHarnessDesktop } from '../../../scripts/harness/harness-desktop';
import { pdfPageSizeMm, pdfText } from '../../support/pdf';

/*
 * The browser harness's desktop: dialogs that answer what a test programs, and a printer that is
 * Chromium's PDF output (Debian's chromium, headless) through the app's Printer interface.
 */
const dir = mkdtempSync(join(tmpdir(), 'remit-desk-harness-desktop-'));
let relaunched = 0;
const desktop = createHarnessDesktop({
  downloadsDir: join(dir, 'downloads'),
  printsDir: join(dir, 'prints'),
  chromiumPath: '/usr/bin/chromium',
  relaunch: () => void (relaunched += 1),
  log: silentLogger,
});
afterAll(async () => {
  await desktop.printer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the harness dialogs', () => {
  it('answer in the order programmed, per kind, and record what was asked', async () => {
    const { dialogs } = desktop;
    dialogs.answer('openFile', '/first.pem');
    dialogs.answer('openFile', null);
    dialogs.answer('saveFile', '/chosen.pdf');
    const filters = [{ name: 'PEM', extensions: ['pem'] }];
    expect(await dialogs.openFile({ title: 'One', filters })).toBe('/first.pem');
    expect(await dialogs.saveFile({ title: 'Two', defaultName: 'x.pdf', filters })).toBe(
      '/chosen.pdf',
    );
    expect(await dialogs.openFile({ title: 'Three', filters })).toBeNull();
    // Nothing programmed: an open is cancelled, a person would have to choose the file.
    expect(await dialogs.openFile({ title: 'Four', filters })).toBeNull();
    expect(dialogs.requests().map((r) => [r.kind, r.request.title, r.answer])).toEqual([
      ['openFile', 'One', '/first.pem'],
      ['saveFile', 'Two', '/chosen.pdf'],
      ['openFile', 'Three', null],
      ['openFile', 'Four', null],
    ]);
  });

  it('save unprogrammed into the downloads folder under the offered name, as a browser does', async () => {
    const { dialogs } = desktop;
    const request = { title: 'Save', defaultName: 'key.pem', filters: [] };
    const first = await dialogs.saveFile(request);
    expect(first).toBe(join(dir, 'downloads', 'key.pem'));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(first!, 'taken');
    expect(await dialogs.saveFile(request)).toBe(join(dir, 'downloads', 'key (2).pem'));
    expect(await dialogs.chooseFolder({ title: 'Folder' })).toBe(join(dir, 'downloads'));
  });

  it('relaunch as the harness was told to', () => {
    desktop.relauncher.relaunch();
    expect(relaunched).toBe(1);
  });
});

describe('the harness printer', () => {
  const body = (text: string) =>
    `<h1>${text}</h1><p>Reference 692194625798, amount 1000.00 KES.</p><img src="https://example.invalid/x.png" alt="">`;

  it('prints to a PDF in the prints folder, on the paper asked for', async () => {
    const printed = await desktop.printer.print(
      makePrintDocument({ title: 'Receipt 692194625798', paper: PAPER.a4, body: body('Receipt') }),
    );
    expect(printed).toEqual({ ok: true, value: null });
    const [job] = desktop.printer.printed();
    expect(job).toMatchObject({ title: 'Receipt 692194625798', paper: PAPER.a4 });
    expect(job!.path).toBe(join(dir, 'prints', '001-receipt-692194625798.pdf'));
    expect(readFileSync(job!.path).subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(job!.path)).toMatch(/Receipt\s+Reference 692194625798, amount 1000\.00 KES\./);
    // Chromium rounds the page to whole points: within half a millimetre.
    const size = pdfPageSizeMm(job!.path);
    expect(size.widthMm).toBeCloseTo(210, 0);
    expect(size.heightMm).toBeCloseTo(297, 0);
    expect(size.pages).toBe(1);
  });

  it('lays an 80 mm roll out as 80 mm wide', async () => {
    const bytes = await desktop.printer.pdf(
      makePrintDocument({ title: 'Roll', paper: PAPER.roll80, body: body('Roll') }),
    );
    const path = join(dir, 'roll.pdf');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path, bytes);
    expect(pdfPageSizeMm(path).widthMm).toBeCloseTo(80, 0);
    expect(pdfText(path)).toContain('Roll');
    expect(existsSync(join(dir, 'prints', '002-roll.pdf'))).toBe(false);
  });
});
