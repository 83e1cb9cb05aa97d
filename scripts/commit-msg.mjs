// The commit message check: a subject of at most 72 characters, and a blank line between it and
// any body, so `git log --oneline`, a review list and a terminal show every subject whole and the
// why stays in the body. Git runs it as the commit-msg hook once a developer installs it:
//
//   npm run hooks                          installs .git's commit-msg hook (this repository only)
//   node scripts/commit-msg.mjs FILE       checks a message file (what the hook does)
//
// tests/main/lint/commit-messages.test.ts holds this branch's commits to the same rules, from the
// commit that added this file on (older history is not judged).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SUBJECT_MAX = 72;

/** Where `git commit --verbose` puts the diff: it and what follows never reach the commit. */
const SCISSORS = /^# -+ >8 -+$/m;

/**
 * The message as git keeps it: what follows the scissors line and comment lines (`#`) dropped,
 * trailing spaces and blank lines at the end removed. Git gives the hook the message before it
 * cleans it up.
 */
export function cleanedMessage(raw) {
  const cut = raw.search(SCISSORS);
  const kept = (cut === -1 ? raw : raw.slice(0, cut))
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (kept.length > 0 && kept[0] === '') kept.shift();
  while (kept.length > 0 && kept.at(-1) === '') kept.pop();
  return kept.join('\n');
}

/** What is wrong with a (cleaned) commit message, in words; empty when nothing is. */
export function commitMessageProblems(message) {
  const lines = message.split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  if (subject.trim() === '') {
    problems.push('The subject (first line) is empty: say in a few words what the commit does.');
    return problems;
  }
  const length = [...subject].length;
  if (length > SUBJECT_MAX) {
    problems.push(
      `The subject is ${length} characters long; keep it to ${SUBJECT_MAX} at most and put the detail in the body, after a blank line.`,
    );
  }
  if (lines.length > 1 && lines[1] !== '') {
    problems.push(
      'The second line is not blank: leave one blank line between the subject and the body.',
    );
  }
  return problems;
}

const HOOK = `#!/bin/sh
# Installed by \`npm run hooks\` (scripts/commit-msg.mjs): subject of at most ${SUBJECT_MAX} characters,
# a blank line before the body.
exec node "$(git rev-parse --show-toplevel)/scripts/commit-msg.mjs" "$1"
`;

/** Writes the commit-msg hook into the hooks folder of the repository at `cwd`; returns its path. */
export function installHook(cwd = process.cwd()) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const hooks = resolve(cwd, git('rev-parse', '--git-path', 'hooks'));
  mkdirSync(hooks, { recursive: true });
  const file = join(hooks, 'commit-msg');
  writeFileSync(file, HOOK);
  chmodSync(file, 0o755);
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [argument] = process.argv.slice(2);
  if (argument === '--install') {
    console.log(`Installed the commit message check as ${installHook()}.`);
  } else if (argument) {
    const problems = commitMessageProblems(cleanedMessage(readFileSync(argument, 'utf8')));
    if (problems.length > 0) {
      console.error(
        `The commit message needs a change:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
      console.error(`Your message is kept: git commit -e -F "${argument}" opens it again.`);
      process.exit(1);
    }
  } else {
    console.error('usage: node scripts/commit-msg.mjs MESSAGE_FILE | --install');
    process.exit(2);
  }
}
