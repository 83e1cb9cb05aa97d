// `npm test`: typecheck, lint, then every vitest project inside a throwaway keyring, so the real
// OS keychain code is exercised without touching the developer's own keyring.
//
//   npm test                 everything, with a JSON report in reports/vitest.json
//   npm test -- tests/main   only vitest, only those files (a quick loop while working)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { runNpxInThrowawayKeyring } from './keyring.mjs';
import { ensureNodeAbi } from './native-abi.mjs';

const extraArgs = process.argv.slice(2);
const quick = extraArgs.length > 0;
const isWindows = process.platform === 'win32';
const npm = isWindows ? 'npm.cmd' : 'npm';
const npx = isWindows ? 'npx.cmd' : 'npx';
const failures = [];

/** Runs one step with its output held back, so that steps running side by side print whole. */
function runQuietly(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: process.env, shell: isWindows });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n▶ ${label} (${seconds} s)`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) failures.push(label);
      resolve();
    });
  });
}

ensureNodeAbi();

if (!quick) {
  // Each of these uses one core, and ESLint's typed rules take longest: on a two-core runner the
  // type check and Prettier finish on the other core while ESLint runs (230 s instead of 330 s).
  await Promise.all([
    runQuietly('lint (ESLint)', npx, ['eslint', '.']),
    runQuietly('typecheck', npm, ['run', '-s', 'typecheck']).then(() =>
      runQuietly('lint (Prettier)', npx, ['prettier', '--check', '.']),
    ),
  ]);
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
const vitestStarted = Date.now();
if (runNpxInThrowawayKeyring(vitestArgs) !== 0) failures.push('vitest (throwaway keyring)');
console.log(`vitest took ${Math.round((Date.now() - vitestStarted) / 1000)} s`);

// The CI summary counts a failed step (typecheck, lint, errors outside any test) as a failure,
// since vitest's JSON report only counts tests.
writeFileSync('reports/failed-steps.json', `${JSON.stringify(failures)}\n`);

if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
