import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineAt, repositoryFiles, repositoryPaths, textOf } from './repository-files';

// The repository stands alone: nothing in it points at a file outside it or names a folder of the
// machine it was built on, and every decision the code cites is written down in docs/.

// These tests hold, as samples, the very paths and links they look for: the only files not scanned.
const SAMPLES = new Set([
  'tests/main/lint/stands-alone.test.ts',
  'tests/main/lint/doc-links.test.ts',
]);
const files = repositoryFiles()?.filter((file) => !SAMPLES.has(file)) ?? null;
const SKIPPED = 'skipped: this is not a git checkout, so the repository’s files are unknown';

// Absolute paths that belong to one machine. A path is only taken where it starts (not inside a
// URL such as https://example.com/home/…), so `file:///home/…` counts and `…/src/work/…` does not;
// a user's folder only with a user name in it, so a placeholder like `C:/Users/.../` does not.
const START = String.raw`(?<![\w.~:-])`;
const MACHINE_PATHS: { pattern: RegExp; what: string; inTests: boolean }[] = [
  { pattern: new RegExp(`${START}/work/`), what: 'the build machines’ work folder', inTests: true },
  // Tests hand invented users' paths to the code as data (a log line to redact, a command-line
  // switch to refuse), so there only this machine's own folders (below) count.
  {
    pattern: new RegExp(`${START}/(?:home|Users)/\\w[\\w.-]*/`),
    what: 'a user’s home folder',
    inTests: false,
  },
  {
    pattern: /(?<!\w)[A-Za-z]:[\\/]{1,2}Users[\\/]{1,2}\w/,
    what: 'a Windows user’s folder',
    inTests: false,
  },
];
const HERE = process.cwd();
const HOME = homedir();

// `../` paths, and any mention of a Markdown file.
const CLIMBING_PATH = /(?<![\w./])(?:\.\.\/)+[\w@.-][\w@./-]*/g;
const MARKDOWN_NAME = /(?<![\w./-])(?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w.-]+\.md\b/g;
const RESOLVES_WITH = ['', '.ts', '.mjs', '.js', '.vue', '.json', '/index.ts'];

/**
 * What is wrong with the paths `text` names, as "file:line: problem" lines. `file` is where the
 * text is (relative to the repository, with /), `known` every path in the repository.
 */
function pathProblems(file: string, text: string, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const at = (offset: number, problem: string) =>
    problems.push(`${file}:${lineAt(text, offset)}: ${problem}`);
  const folder = posix.dirname(file);
  const exists = (path: string) => RESOLVES_WITH.some((ending) => known.has(`${path}${ending}`));

  const inTests = file.startsWith('tests/');
  let offset = 0;
  for (const line of text.split('\n')) {
    for (const { pattern, what, inTests: counts } of MACHINE_PATHS) {
      if ((counts || !inTests) && pattern.test(line)) at(offset, `names ${what}: ${line.trim()}`);
    }
    if (line.includes(HERE)) at(offset, `names this checkout’s own folder: ${line.trim()}`);
    if (HOME.split('/').length > 2 && line.includes(`${HOME}/`)) {
      at(offset, `names this machine’s home folder: ${line.trim()}`);
    }
    offset += line.length + 1;
  }

  for (const match of text.matchAll(CLIMBING_PATH)) {
    const target = posix.normalize(posix.join(folder, match[0]));
    if (target === '..' || target.startsWith('../')) {
      at(match.index, `${match[0]} climbs out of the repository`);
    } else if (/^(?:\.\.\/)+shared\//.test(match[0]) && !exists(target.replace(/\/$/, ''))) {
      at(match.index, `${match[0]} names ${target}, which is not in the repository`);
    }
  }

  for (const match of text.matchAll(MARKDOWN_NAME)) {
    const name = match[0];
    const candidates = [posix.normalize(posix.join(folder, name)), posix.normalize(name)];
    if (!candidates.some((candidate) => known.has(candidate))) {
      at(
        match.index,
        `${name} is not a file of the repository (the project's documents are in docs/)`,
      );
    }
  }
  return problems;
}

describe('the repository stands alone', () => {
  it.skipIf(files === null)(
    `names no file outside it and no folder of a build machine${files === null ? ` (${SKIPPED})` : ''}`,
    () => {
      const known = repositoryPaths(files!);
      const problems = files!.flatMap((file) => {
        const text = textOf(file);
        return text === null ? [] : pathProblems(file, text, known);
      });
      expect(problems).toEqual([]);
    },
  );

  it('finds each kind of path that points outside, and leaves paths inside alone', () => {
    const known = repositoryPaths([
      'docs/decisions.md',
      'docs/service-interface.md',
      'shared/result.ts',
      'tests/shared/d2-example.ts',
    ]);
    const problems = (file: string, text: string) => pathProblems(file, text, known);

    expect(
      problems('docs/architecture.md', 'The interface is `../shared/spec/remittance-service.md`.'),
    ).toEqual([
      'docs/architecture.md:1: ../shared/spec/remittance-service.md names shared/spec/remittance-service.md, which is not in the repository',
      expect.stringContaining(
        'docs/architecture.md:1: ../shared/spec/remittance-service.md is not a file',
      ),
    ]);
    expect(
      problems('docs/sandbox-bank.md', 'stand-in\n(`/work/shared/spec/x.txt`, D1–D11)'),
    ).toEqual([
      expect.stringMatching(/^docs\/sandbox-bank\.md:2: names the build machines’ work folder/),
    ]);
    expect(problems('tests/shared/d2-example.ts', '// The D2 example (spec/decisions.md)')).toEqual(
      [expect.stringContaining('spec/decisions.md is not a file of the repository')],
    );
    expect(problems('scripts/a.ts', "import x from '../../elsewhere/x';")).toEqual([
      'scripts/a.ts:1: ../../elsewhere/x climbs out of the repository',
    ]);
    expect(problems('README.md', 'Clone it to /home/alice/remit-desk/ first.')).toEqual([
      expect.stringContaining('names a user’s home folder'),
    ]);
    expect(problems('electron/main/a.ts', String.raw`const d = 'C:\\Users\\alice\\repo';`)).toEqual(
      [expect.stringContaining('names a Windows user’s folder')],
    );
    expect(problems('docs/a.md', `Built in ${HERE}.`)).toContainEqual(
      expect.stringContaining('names this checkout’s own folder'),
    );

    // A test may hand the code an invented user's path, but not this machine's own folders.
    expect(
      problems('tests/main/a.test.ts', "redact('/home/clerk/.config/x', 'C:/Users/clerk/y')"),
    ).toEqual([]);
    expect(problems('tests/main/a.test.ts', `const data = '${HERE}/fixtures';`)).toContainEqual(
      expect.stringContaining('names this checkout’s own folder'),
    );

    // Paths inside the repository, system paths and URLs are not a machine's folders.
    expect(
      problems('electron/main/bank/a.ts', "import { ok } from '../../../shared/result';"),
    ).toEqual([]);
    expect(problems('tests/shared/a.ts', '// see docs/decisions.md and ./d2-example.ts')).toEqual(
      [],
    );
    expect(
      problems('docs/a.md', '[the decisions](decisions.md), https://example.com/home/alice/x'),
    ).toEqual([]);
    expect(problems('tests/e2e/a.ts', "executablePath: '/usr/bin/chromium'")).toEqual([]);
  });
});

describe('the decisions the code cites', () => {
  const decisions = readFileSync('docs/decisions.md', 'utf8');
  const numbers = [...decisions.matchAll(/^## D(\d+)\. \S/gm)].map((m) => Number(m[1]));

  it('are numbered from D1 on, without a gap or a repeat', () => {
    expect(numbers.length).toBeGreaterThanOrEqual(11);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.skipIf(files === null)(
    `each have their entry in docs/decisions.md${files === null ? ` (${SKIPPED})` : ''}`,
    () => {
      const cited = new Map<number, string>();
      for (const file of files!) {
        if (!/\.(?:[cm]?[jt]s|vue|md|ya?ml)$/.test(file)) continue;
        const text = textOf(file) ?? '';
        for (const match of text.matchAll(/\bD(\d{1,2})\b/g)) {
          const n = Number(match[1]);
          if (!cited.has(n)) cited.set(n, `${file}:${lineAt(text, match.index)}`);
        }
      }
      expect(cited.size).toBeGreaterThan(5);
      const missing = [...cited]
        .filter(([n]) => !numbers.includes(n))
        .map(([n, where]) => `D${n} (${where})`);
      expect(missing).toEqual([]);
    },
  );
});
