import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { FileMatcher } from 'app-builder-lib/out/fileMatcher.js';
import { DebugLogger } from 'builder-util';

// electron-builder's own loader, schema validator and file matcher, all offline: the packaging
// itself needs Windows or macOS, but what it would package is decided here.
const root = process.cwd();
const yamlText = readFileSync(join(root, 'electron-builder.yml'), 'utf8');
const config = load(yamlText) as Configuration;

const validate = (candidate: unknown) =>
  validateConfiguration(candidate as Configuration, new DebugLogger(false));

type Target = { target: string; arch: string[] };
const targetsOf = (platform: 'win' | 'mac') =>
  (config[platform]?.target as Target[] | undefined)?.map(
    (t) => `${t.target}:${[...t.arch].sort().join(',')}`,
  );

function matcher(patterns: string[]) {
  const filter = new FileMatcher(root, '/packaged/app', (p) => p, patterns).createFilter();
  const stat = (isDirectory: boolean) =>
    ({
      isDirectory: () => isDirectory,
      isFile: () => !isDirectory,
      isSymbolicLink: () => false,
    }) as never;
  return (path: string, isDirectory = false) => filter(join(root, path), stat(isDirectory));
}

describe('electron-builder.yml', () => {
  it('is found and loaded by electron-builder, and passes its schema', async () => {
    const loaded = await getConfig(root, 'electron-builder.yml', null);
    expect(loaded.appId).toBe('com.remitdesk.app');
    await expect(validate(loaded)).resolves.toBeUndefined();
  });

  it('fails validation with a misspelt key, so the validator really runs', async () => {
    await expect(validate({ ...config, electronFuse: config.electronFuses })).rejects.toThrow(
      /unknown property 'electronFuse'/,
    );
    await expect(
      validate({ ...config, electronFuses: { ...config.electronFuses, runAsNod: false } }),
    ).rejects.toThrow(/electronFuses/);
    await expect(
      validate({ ...config, nsis: { ...config.nsis, oneclick: false } }),
    ).rejects.toThrow(/nsis/);
  });

  it('names the product and puts the output and build resources where the project keeps them', () => {
    expect(config.productName).toBe('Remit Desk');
    expect(config.directories).toEqual({ output: 'release', buildResources: 'resources' });
    expect(existsSync(join(root, 'resources', 'icon.png'))).toBe(true);
    expect(config.win?.icon).toBe('resources/icon.png');
    expect(config.mac?.icon).toBe('resources/icon.png');
  });

  it('flips every security fuse', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false,
    });
  });

  it('builds an NSIS installer for Windows x64 and DMGs for Intel and Apple silicon Macs', () => {
    expect(targetsOf('win')).toEqual(['nsis:x64']);
    expect(targetsOf('mac')).toEqual(['dmg:arm64,x64']);
  });

  it('installs per machine, with a choice, and never deletes the journal on uninstall', () => {
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: true,
      deleteAppDataOnUninstall: false,
    });
  });

  it('signs the Mac app with the hardened runtime and only the JIT exception', () => {
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      entitlements: 'resources/entitlements.mac.plist',
      entitlementsInherit: 'resources/entitlements.mac.plist',
    });
    const plist = readFileSync(join(root, 'resources', 'entitlements.mac.plist'), 'utf8');
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1]);
    expect(keys).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('packs into asar and unpacks both native modules', () => {
    expect(config.asar).toBe(true);
    const unpacked = matcher(config.asarUnpack as string[]);
    for (const file of [
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      'node_modules/better-sqlite3/lib/database.js',
      'node_modules/keytar/build/Release/keytar.node',
      'node_modules/keytar/lib/keytar.js',
    ]) {
      expect(unpacked(file), file).toBe(true);
    }
    expect(unpacked('node_modules/vue/index.js')).toBe(false);
    expect(unpacked('out/main/index.js')).toBe(false);
  });

  it('ships the build output only: no sources, tests, scripts, source maps or harness', () => {
    const shipped = matcher(config.files as string[]);
    for (const file of [
      'package.json',
      'out/main/index.js',
      'out/preload/index.cjs',
      'out/renderer/index.html',
      'out/renderer/assets/index-3f2a.js',
      'out/renderer/assets/index-3f2a.css',
    ]) {
      expect(shipped(file), file).toBe(true);
    }
    for (const file of [
      'electron/main/index.ts',
      'shared/ipc/contract.ts',
      'renderer/src/App.vue',
      'tests/main/window.test.ts',
      'scripts/test.mjs',
      'electron.vite.config.ts',
      'electron-builder.yml',
      'resources/icon.png',
      '.sandbox-data/ledger.sqlite3',
      'out/main/index.js.map',
      'out/harness/index.html',
      'out/renderer/harness.html',
      'out/renderer/assets/harness-91ab.js',
    ]) {
      expect(shipped(file), file).toBe(false);
    }
  });
});
