// Prints the CI summary line, `N passed, N failed`, counted from vitest's JSON report. A step of
// `npm test` that failed without a failed test (typecheck, lint, an unhandled error) counts as one
// failure, so the line never says 0 failed for a run that failed. Skipped tests (the Electron
// smoke test where Electron's binary is absent) are neither passed nor failed: they are listed on
// the lines before it, by the suite whose name says why.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const path = process.argv[2] ?? 'reports/vitest.json';
if (!existsSync(path)) {
  console.log('0 passed, 1 failed');
  console.error(`No vitest report at ${path}: the tests did not run.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(path, 'utf8'));
const failedTests = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);

const stepsPath = join(dirname(path), 'failed-steps.json');
const failedSteps = existsSync(stepsPath) ? JSON.parse(readFileSync(stepsPath, 'utf8')) : [];
const otherFailures = failedSteps.filter((step) => !(step.startsWith('vitest') && failedTests > 0));
if (otherFailures.length > 0) {
  console.error(`Failed outside the counted tests: ${otherFailures.join(', ')}.`);
}

const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
if (skipped > 0) {
  const suites = new Map();
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' || test.status === 'failed') continue;
      const suite = test.ancestorTitles?.[0] ?? test.title;
      suites.set(suite, (suites.get(suite) ?? 0) + 1);
    }
  }
  console.log(`${skipped} skipped, counted as neither passed nor failed:`);
  for (const [suite, count] of suites) console.log(`  ${count} in ${suite}`);
}

const failed = failedTests + otherFailures.length;
console.log(`${report.numPassedTests} passed, ${failed} failed`);
process.exit(failed > 0 || report.success === false ? 1 : 0);
