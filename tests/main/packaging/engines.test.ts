import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// package.json's `engines` against the Node versions the installed tools themselves declare, and
// the README against both.
interface SemverRange {
  set: readonly (readonly { value: string }[])[];
}
const require = createRequire(import.meta.url);
const semver = require('semver') as {
  Range: new (range: string) => SemverRange;
  subset(sub: string, dom: string): boolean;
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { major: number; minor: number; version: string } | null;
};

const readJson = (path: string) =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const ours = (readJson('package.json')['engines'] as { node: string }).node;
const nodeRangeOf = (name: string): string =>
  (readJson(`node_modules/${name}/package.json`)['engines'] as { node?: string } | undefined)
    ?.node ?? '*';

/** What `npm test`, `npm run build`, the harness, the sandbox and the benchmarks run on Node. */
const NODE_TOOLCHAIN = [
  'eslint',
  'prettier',
  'typescript',
  'vitest',
  'vite',
  '@vitejs/plugin-vue',
  'electron-vite',
  'tsx',
  'playwright-core',
];
/**
 * Native modules list each Node major they have prebuilt binaries for, so their range ends at the
 * newest Node of their release: only the lowest Node of each part of ours is held against them.
 */
const NATIVE_MODULES = ['better-sqlite3'];
/** What installs Electron and rebuilds the native modules for it (`npm run dev`, packaging). */
const ELECTRON_TOOLCHAIN = ['electron', '@electron/get', '@electron/rebuild'];

/** The lowest version of each part of `range` (one per `||`). */
const floorsOf = (range: string): string[] =>
  new semver.Range(range).set.map(
    (comparators) => semver.minVersion(comparators.map((c) => c.value).join(' '))!.version,
  );

describe('the Node versions package.json admits', () => {
  it('are all supported by every tool the tests and the build run', () => {
    const refusing = NODE_TOOLCHAIN.filter((name) => !semver.subset(ours, nodeRangeOf(name))).map(
      (name) => `${name} wants ${nodeRangeOf(name)}`,
    );
    expect(refusing).toEqual([]);
    const nativeRefusing = NATIVE_MODULES.flatMap((name) =>
      floorsOf(ours)
        .filter((floor) => !semver.satisfies(floor, nodeRangeOf(name)))
        .map((floor) => `${name} refuses Node ${floor}`),
    );
    expect(nativeRefusing).toEqual([]);
  });

  it('include Node 20.19, on which the tests run, though Electron’s installer needs a later Node', () => {
    expect(semver.satisfies('20.19.0', ours)).toBe(true);
    expect(ELECTRON_TOOLCHAIN.some((name) => !semver.satisfies('20.19.0', nodeRangeOf(name)))).toBe(
      true,
    );
  });

  it('are the ones the README names, with the first from which Electron works', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`\`${ours}\``);
    const electronFloor = floorsOf(ours).find((floor) =>
      ELECTRON_TOOLCHAIN.every((name) => semver.satisfies(floor, nodeRangeOf(name))),
    );
    expect(electronFloor).toBeDefined();
    const [major, minor] = electronFloor!.split('.');
    expect(readme).toContain(`Node ${major}.${minor} or later`);
    const electronOwn = semver.minVersion(nodeRangeOf('electron'))!;
    expect(readme).toContain(`need Node ${electronOwn.major}.${electronOwn.minor} or later`);
  });
});
