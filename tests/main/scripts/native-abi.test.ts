import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The ABI probe both directions rely on, run against this Node and against stand-ins for a
// runtime the modules were not built for. Nothing here rebuilds anything.
interface Runtime {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}
const abi = (await import('../../../scripts/native-abi.mjs' as string)) as {
  NATIVE_MODULES: string[];
  NODE_RUNTIME: Runtime;
  modulesBuiltForAnotherAbi(runtime?: Runtime): string[];
};

const dir = mkdtempSync(join(tmpdir(), 'remit-desk-abi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function standIn(name: string, stderr: string): Runtime {
  const script = join(dir, `${name}.cjs`);
  writeFileSync(script, `process.stderr.write(${JSON.stringify(stderr)}); process.exit(1);\n`);
  return { label: name, command: process.execPath, args: [script] };
}

describe('modulesBuiltForAnotherAbi', () => {
  it('finds both native modules loadable by this Node (npm test rebuilt them if needed)', () => {
    expect(abi.NATIVE_MODULES).toEqual(['better-sqlite3', 'keytar']);
    expect(abi.modulesBuiltForAnotherAbi()).toEqual([]);
    expect(abi.modulesBuiltForAnotherAbi(abi.NODE_RUNTIME)).toEqual([]);
  });

  it('reports every module a runtime of another ABI refuses', () => {
    const electronLike = standIn(
      'electron-like',
      "Error: The module 'better_sqlite3.node' was compiled against a different Node.js version " +
        'using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 139.',
    );
    expect(abi.modulesBuiltForAnotherAbi(electronLike)).toEqual(['better-sqlite3', 'keytar']);
  });

  it('does not mistake another load failure for an ABI mismatch', () => {
    const broken = standIn('broken', "Error: Cannot find module 'keytar'");
    expect(() => abi.modulesBuiltForAnotherAbi(broken)).toThrow(
      /better-sqlite3 does not load under broken:\nError: Cannot find module/,
    );
  });

  it('passes the runtime its environment (ELECTRON_RUN_AS_NODE for Electron)', () => {
    const script = join(dir, 'env-check.cjs');
    writeFileSync(
      script,
      "if (process.env.ELECTRON_RUN_AS_NODE !== '1') { process.stderr.write('NODE_MODULE_VERSION 0'); process.exit(1); }\n",
    );
    const runtime = { label: 'env', command: process.execPath, args: [script] };
    expect(abi.modulesBuiltForAnotherAbi(runtime)).toHaveLength(2);
    expect(
      abi.modulesBuiltForAnotherAbi({ ...runtime, env: { ELECTRON_RUN_AS_NODE: '1' } }),
    ).toEqual([]);
  });
});
