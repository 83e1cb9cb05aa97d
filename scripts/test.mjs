// `npm test`: every vitest project inside a throwaway keyring, so the real OS keychain code is
// exercised without touching the developer's own keyring, with typecheck and lint beside it.
//
//   npm test                 everything, with a JSON report in reports/vitest.json
//   npm test -- tests/main   only vitest, only those files (a quick loop while working)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { runNpxInThrowawayKeyring } from './keyring.mjs';
import { ensureNodeAbi } from './native-abi.mjs';

const extraArgs = process.argv.slice(2);
const quick = extraArgs.length > 0;
const failures = [];

ensureNodeAbi();

mkdirSync('reports', { recursive: true });

// Typecheck and lint run beside vitest, at a lower priority: vitest's files spend much of their
// time waiting on Chromium, HTTP and timers, and the checks take that time instead of five
// minutes of their own before the tests (a two-core runner's 30-minute budget).
const checks = quick ? null : startStaticChecks();

function startStaticChecks() {
  console.log('\n▶ typecheck and lint (beside vitest; output after it)');
  const child = spawn(process.execPath, ['scripts/static-checks.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    setPriority(child.pid, 10);
  } catch {
    // Not allowed here: the checks run at the tests' priority, only slower.
  }
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const lastLine = out.trim().split('\n').at(-1) ?? '';
      let failed;
      try {
        failed = JSON.parse(lastLine);
      } catch {
        failed = ['typecheck and lint (they did not finish)'];
      }
      resolve({ status, failed });
    });
  });
}

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

if (checks) {
  const { failed } = await checks;
  console.log(readFileSync('reports/static-checks.log', 'utf8'));
  failures.unshift(...failed);
}

// The CI summary counts a failed step (typecheck, lint, errors outside any test) as a failure,
// since vitest's JSON report only counts tests.
writeFileSync('reports/failed-steps.json', `${JSON.stringify(failures)}\n`);

if (failures.length > 0) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
