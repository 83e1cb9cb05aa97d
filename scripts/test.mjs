// `npm test`: typecheck, lint, then every vitest project inside a throwaway keyring, so the real
// OS keychain code is exercised without touching the developer's own keyring.
//
//   npm test                 everything, with a JSON report in reports/vitest.json
//   npm test -- tests/main   only vitest, only those files (a quick loop while working)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { runNpxInThrowawayKeyring } from './keyring.mjs';
import { ensureNodeAbi } from './native-abi.mjs';

const extraArgs = process.argv.slice(2);
const quick = extraArgs.length > 0;
const isWindows = process.platform === 'win32';
const npm = isWindows ? 'npm.cmd' : 'npm';
const failures = [];

function run(label, command, args, env = process.env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: isWindows });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

ensureNodeAbi();

if (!quick) {
  run('typecheck', npm, ['run', '-s', 'typecheck']);
  run('lint', npm, ['run', '-s', 'lint']);
}

mkdirSync('reports', { recursive: true });
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
  ...extraArgs,
];

console.log('\n▶ vitest (throwaway keyring)');
if (runNpxInThrowawayKeyring(vitestArgs) !== 0) failures.push('vitest (throwaway keyring)');

// The CI summary counts a failed step (typecheck, lint, errors outside any test) as a failure,
// since vitest's JSON report only counts tests.
writeFileSync('reports/failed-steps.json', `${JSON.stringify(failures)}\n`);

if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
