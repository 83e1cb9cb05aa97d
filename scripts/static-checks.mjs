// The static checks `npm test` runs beside vitest: typecheck, then lint, one after the other, each
// with its output kept in reports/static-checks.log. Ends with the labels of those that failed as
// JSON on its last line, and exit status 1 when any did.
import { spawnSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';

const isWindows = process.platform === 'win32';
const npm = isWindows ? 'npm.cmd' : 'npm';
const log = 'reports/static-checks.log';
writeFileSync(log, '');

const failed = [];
for (const label of ['typecheck', 'lint']) {
  appendFileSync(log, `\n▶ ${label}\n`);
  const result = spawnSync(npm, ['run', '-s', label], { encoding: 'utf8', shell: isWindows });
  appendFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) failed.push(label);
}
console.log(JSON.stringify(failed));
process.exit(failed.length > 0 ? 1 : 0);
