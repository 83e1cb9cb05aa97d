import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';

/**
 * The repository's files as git sees them (tracked, plus new files not ignored), or null when
 * this is not a git checkout, so a caller can say it skipped and why.
 */
export function repositoryFiles(): string[] | null {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) return null;
  // A file deleted in the working tree but not yet in the index is listed and no longer there.
  return listed.stdout.split('\0').filter((file) => file !== '' && existsSync(file));
}

/** The file's text, or null for a binary file (an icon). */
export function textOf(file: string): string | null {
  const bytes = readFileSync(file);
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

/** 1-based line of `offset` in `text`. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Every path the repository holds: its files and the folders above them. */
export function repositoryPaths(list: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of list) {
    for (let at = file; at !== '.' && at !== ''; at = posix.dirname(at)) paths.add(at);
  }
  return paths;
}
