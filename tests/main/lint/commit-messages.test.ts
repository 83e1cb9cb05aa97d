import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Commit subjects of at most 72 characters with a blank line before the body: the rules of
// scripts/commit-msg.mjs, the hook a developer installs with `npm run hooks`, and this branch's
// own commits held to them from the commit that added the check (older history is not judged).

const check = (await import('../../../scripts/commit-msg.mjs' as string)) as {
  SUBJECT_MAX: number;
  cleanedMessage(raw: string): string;
  commitMessageProblems(message: string): string[];
};
const SCRIPT = 'scripts/commit-msg.mjs';

function git(args: string[], cwd?: string) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The commit that added the check: the fixed base from which commits are judged. Null where the
 * history does not hold it (not a git checkout, a shallow clone, the check not committed yet).
 */
function introducingCommit(): string | null {
  const found = git(['log', '--diff-filter=A', '--format=%H', '--', SCRIPT]);
  if (found.status !== 0) return null;
  return found.stdout.trim().split('\n').filter(Boolean).at(-1) ?? null;
}

const base = introducingCommit();

/**
 * Commits written on branches that did not have the check yet, merged after it came: their
 * subjects stay as history has them. Any other commit is judged.
 */
const WRITTEN_BEFORE_THE_CHECK_REACHED_THEM = new Set([
  '73bd461a65918f3280d1fb06492b0fd8daaa43c3',
  '02a278ea669f02833efc7166601c7c9af7222092',
]);
const SKIPPED = `skipped: the history here does not hold the commit that added ${SCRIPT} (not a git checkout, a shallow clone, or the check not committed yet)`;

describe('a commit message', () => {
  const subject = (length: number) => 'x'.repeat(length);

  it(`has a subject of at most ${check.SUBJECT_MAX} characters, counted as characters`, () => {
    expect(check.commitMessageProblems(subject(72))).toEqual([]);
    expect(check.commitMessageProblems(`Pay ${'é'.repeat(68)}`)).toEqual([]);
    expect(check.commitMessageProblems(subject(73))).toEqual([
      'The subject is 73 characters long; keep it to 72 at most and put the detail in the body, after a blank line.',
    ]);
  });

  it('has a blank line between the subject and any body, and a subject at all', () => {
    expect(check.commitMessageProblems('Stream the export\n\nWhy, at length.')).toEqual([]);
    expect(check.commitMessageProblems('Stream the export\nWhy, at once.')).toEqual([
      'The second line is not blank: leave one blank line between the subject and the body.',
    ]);
    expect(check.commitMessageProblems('')).toEqual([
      'The subject (first line) is empty: say in a few words what the commit does.',
    ]);
  });

  it('is read as git keeps it: comments, the verbose diff and trailing blanks dropped', () => {
    const raw = [
      '',
      'Stream the export  ',
      '# Please enter the commit message for your changes.',
      '',
      'Why.',
      '',
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x',
      '',
    ].join('\n');
    expect(check.cleanedMessage(raw)).toBe('Stream the export\n\nWhy.');
  });
});

describe("this branch's commits", () => {
  it.skipIf(base === null)(
    `each pass the check, from the commit that added it on${base === null ? ` (${SKIPPED})` : ''}`,
    () => {
      // From the base itself (`--not base^@` leaves out only its parents and what they reach).
      const log = git(['log', '--format=%H%x1f%B%x1e', 'HEAD', '--not', `${base}^@`]);
      expect(log.status, log.stderr).toBe(0);
      const commits = log.stdout.split('\x1e').filter((entry) => entry.trim() !== '');
      expect(commits.length).toBeGreaterThan(0);
      const problems = commits.flatMap((entry) => {
        const [hash, message] = entry.replace(/^\n/, '').split('\x1f') as [string, string];
        if (WRITTEN_BEFORE_THE_CHECK_REACHED_THEM.has(hash)) return [];
        const cleaned = check.cleanedMessage(message);
        return check
          .commitMessageProblems(cleaned)
          .map((problem) => `${hash.slice(0, 7)} ${cleaned.split('\n')[0]}: ${problem}`);
      });
      expect(problems).toEqual([]);
    },
  );
});

describe('npm run hooks', () => {
  const repo = mkdtempSync(join(tmpdir(), 'remit-desk-hooks-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('installs a commit-msg hook that refuses a long subject and a body without a blank line', () => {
    expect(git(['init', '-q'], repo).status).toBe(0);
    git(['config', 'user.name', 'Hook Test'], repo);
    git(['config', 'user.email', 'hooks@example.invalid'], repo);
    git(['config', 'core.hooksPath', '.git/hooks'], repo);
    mkdirSync(join(repo, 'scripts'));
    copyFileSync(SCRIPT, join(repo, SCRIPT));
    const installed = spawnSync(process.execPath, [SCRIPT, '--install'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(installed.status, installed.stderr).toBe(0);

    const commit = (message: string) => {
      writeFileSync(join(repo, 'message.txt'), message);
      return git(['commit', '-q', '--allow-empty', '-F', 'message.txt'], repo);
    };
    const long = commit(`${'x'.repeat(73)}\n`);
    expect(long.status).not.toBe(0);
    expect(long.stderr).toContain('The subject is 73 characters long');
    const glued = commit('Stream the export\nWhy, with no blank line.\n');
    expect(glued.status).not.toBe(0);
    expect(glued.stderr).toContain('The second line is not blank');
    expect(git(['rev-list', '--all', '--count'], repo).stdout.trim()).toBe('0');

    expect(commit('Stream the export\n\nWhy, after a blank line.\n').status).toBe(0);
    expect(git(['log', '--format=%s'], repo).stdout.trim()).toBe('Stream the export');
  });
});
