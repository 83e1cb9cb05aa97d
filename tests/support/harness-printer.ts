import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { silentLogger } from '../../electron/main/logging/logger';
import { createHarnessDesktop } from '../../scripts/harness/harness-desktop';

/*
 * The browser harness's desktop for the tests of a file that print: its printer is Debian's
 * Chromium behind the app's Printer interface, in a folder of the file's own, closed and removed
 * after the file's tests.
 */
export function useHarnessDesktop(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const desktop = createHarnessDesktop({
    downloadsDir: join(dir, 'downloads'),
    printsDir: join(dir, 'prints'),
    chromiumPath: '/usr/bin/chromium',
    relaunch: () => undefined,
    log: silentLogger,
  });
  afterAll(async () => {
    await desktop.printer.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, desktop };
}
