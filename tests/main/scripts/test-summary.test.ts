import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs scripts/test-summary.mjs on a report (and optional failed-steps list) in a temp folder. */
function summary(report: object | null, failedSteps?: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'remit-desk-summary-'));
  const path = join(dir, 'vitest.json');
  if (report) writeFileSync(path, JSON.stringify(report));
  if (failedSteps) writeFileSync(join(dir, 'failed-steps.json'), JSON.stringify(failedSteps));
  const run = spawnSync(process.execPath, ['scripts/test-summary.mjs', path], {
    encoding: 'utf8',
  });
  const lines = run.stdout.trim().split('\n');
  return { line: lines.at(-1), lines, status: run.status, stderr: run.stderr };
}

const passing = { numPassedTests: 12, numFailedTests: 0, success: true };

describe('the CI summary line', () => {
  it('counts passed and failed tests from the report and exits by them', () => {
    expect(summary(passing, [])).toMatchObject({ line: '12 passed, 0 failed', status: 0 });
    expect(
      summary({ numPassedTests: 10, numFailedTests: 2, success: false }, [
        'vitest (throwaway keyring)',
      ]),
    ).toMatchObject({ line: '10 passed, 2 failed', status: 1 });
  });

  it('never says 0 failed for a run whose lint, typecheck or vitest step failed', () => {
    const lint = summary(passing, ['lint']);
    expect(lint).toMatchObject({ line: '12 passed, 1 failed', status: 1 });
    expect(lint.stderr).toContain('lint');
    // Vitest failed on an error outside any test: its report still says success.
    expect(summary(passing, ['typecheck', 'vitest (throwaway keyring)'])).toMatchObject({
      line: '12 passed, 2 failed',
      status: 1,
    });
  });

  it('lists skipped tests by suite before the line, and counts them neither passed nor failed', () => {
    const skippedHere = {
      numPassedTests: 12,
      numFailedTests: 0,
      numPendingTests: 2,
      numTodoTests: 0,
      success: true,
      testResults: [
        {
          assertionResults: [
            { status: 'passed', ancestorTitles: ['journal'], title: 'opens' },
            {
              status: 'skipped',
              ancestorTitles: ['the built app in Electron (skipped: no binary)'],
              title: 'opens one window',
            },
            {
              status: 'skipped',
              ancestorTitles: ['the built app in Electron (skipped: no binary)'],
              title: 'refuses window.open',
            },
          ],
        },
      ],
    };
    const run = summary(skippedHere, []);
    expect(run).toMatchObject({ line: '12 passed, 0 failed', status: 0 });
    expect(run.lines).toEqual([
      '2 skipped, counted as neither passed nor failed:',
      '  2 in the built app in Electron (skipped: no binary)',
      '12 passed, 0 failed',
    ]);
  });

  it('says the tests did not run when there is no report', () => {
    expect(summary(null)).toMatchObject({ line: '0 passed, 1 failed', status: 1 });
  });
});
