import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  displayProblem,
  electronRequired,
  locateElectron,
  smokeTestBlocker,
} from './support/electron-binary';

/*
 * How the smoke test decides it cannot run: on fake copies of node_modules/electron in the states
 * an install leaves it in. These run everywhere, so the skip reason is tested where it is shown.
 */

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** node_modules/electron as `npm ci` leaves it (no binary), plus whatever `files` adds. */
function electronPackage(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'remit-desk-electron-pkg-'));
  made.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const installed = {
  'path.txt': 'electron',
  'dist/version': 'v45.4.1',
  'dist/electron': '#!/bin/sh\n',
};

describe('locateElectron', () => {
  it('finds the binary the installer wrote, with its version', () => {
    const dir = electronPackage(installed);
    expect(locateElectron(dir, {})).toEqual({
      available: true,
      executable: join(dir, 'dist', 'electron'),
      version: '45.4.1',
    });
  });

  it('says the binary is not installed when the download never happened, as on the build machines', () => {
    const found = locateElectron(electronPackage(), {});
    expect(found.available).toBe(false);
    expect(!found.available && found.reason).toMatch(
      /^Electron 45\.4\.1's binary is not installed \(node_modules\/electron has no path\.txt; .*npx install-electron/,
    );
  });

  it('refuses a binary of another version, or one that path.txt names but is gone', () => {
    const other = locateElectron(electronPackage({ ...installed, 'dist/version': 'v44.0.0' }), {});
    expect(!other.available && other.reason).toContain('holds Electron 44.0.0, not 45.4.1');
    const gone = locateElectron(
      electronPackage({ 'path.txt': 'electron', 'dist/version': 'v45.4.1' }),
      {},
    );
    expect(!gone.available && gone.reason).toContain("Electron 45.4.1's binary is missing at");
  });

  it('says so when the electron package itself is missing', () => {
    const found = locateElectron(join(tmpdir(), 'remit-desk-no-such-electron'), {});
    expect(!found.available && found.reason).toContain('the electron package is not installed');
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH as the package does, and checks the file is there', () => {
    const dist = mkdtempSync(join(tmpdir(), 'remit-desk-electron-dist-'));
    made.push(dist);
    const dir = electronPackage();
    expect(locateElectron(dir, { ELECTRON_OVERRIDE_DIST_PATH: dist })).toMatchObject({
      available: false,
      reason: expect.stringContaining(`ELECTRON_OVERRIDE_DIST_PATH names ${dist}`),
    });
    writeFileSync(join(dist, 'electron'), '');
    expect(locateElectron(dir, { ELECTRON_OVERRIDE_DIST_PATH: dist })).toEqual({
      available: true,
      executable: join(dist, 'electron'),
      version: '45.4.1',
    });
  });
});

describe('smokeTestBlocker', () => {
  it('needs a display on Linux only', () => {
    expect(displayProblem('linux', {})).toMatch(/no display .*xvfb-run/);
    expect(displayProblem('linux', { DISPLAY: ':99' })).toBeNull();
    expect(displayProblem('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBeNull();
    expect(displayProblem('win32', {})).toBeNull();
    expect(displayProblem('darwin', {})).toBeNull();
  });

  it('names the missing binary first, then the missing display, and nothing when both are there', () => {
    const dir = electronPackage(installed);
    expect(smokeTestBlocker(electronPackage(), {}, 'linux')).toContain('not installed');
    expect(smokeTestBlocker(dir, {}, 'linux')).toContain('no display');
    expect(smokeTestBlocker(dir, { DISPLAY: ':0' }, 'linux')).toBeNull();
    expect(smokeTestBlocker(dir, {}, 'darwin')).toBeNull();
  });

  it('turns a skip into a failure only when REMIT_DESK_REQUIRE_ELECTRON is 1', () => {
    expect(electronRequired({ REMIT_DESK_REQUIRE_ELECTRON: '1' })).toBe(true);
    expect(electronRequired({ REMIT_DESK_REQUIRE_ELECTRON: 'yes' })).toBe(false);
    expect(electronRequired({})).toBe(false);
  });
});
