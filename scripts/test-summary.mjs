// Prints the CI summary line, `N passed, N failed`, counted from vitest's JSON report.
import { existsSync, readFileSync } from 'node:fs';

const path = process.argv[2] ?? 'reports/vitest.json';
if (!existsSync(path)) {
  console.log('0 passed, 1 failed');
  console.error(`No vitest report at ${path}: the tests did not run.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(path, 'utf8'));
const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
console.log(`${report.numPassedTests} passed, ${failed} failed`);
process.exit(failed > 0 || report.success === false ? 1 : 0);
