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

  it('opens a better-sqlite3 database, since its binary loads only then, not on require', () => {
    // A runtime in which requiring better-sqlite3 works but opening a database hits the wrong
    // ABI, as with a module built for Electron and probed by Node.
    const script = join(dir, 'lazy-binary.cjs');
    writeFileSync(
      script,
      [
        "const Module = require('node:module');",
        'const load = Module._load;',
        'Module._load = function (request, ...rest) {',
        "  if (request !== 'better-sqlite3') return load.call(this, request, ...rest);",
        '  return function Database() {',
        "    throw new Error('was compiled against a different Node.js version using NODE_MODULE_VERSION 140');",
        '  };',
        '};',
        // Run the probe as `node -e` would, resolving modules from the project (the cwd).
        "const probe = process.argv[process.argv.indexOf('-e') + 1];",
        "new Function('require', probe)(Module.createRequire(process.cwd() + '/'));",
      ].join('\n'),
    );
    const runtime = { label: 'lazy', command: process.execPath, args: [script] };
    expect(abi.modulesBuiltForAnotherAbi(runtime)).toEqual(['better-sqlite3']);
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
