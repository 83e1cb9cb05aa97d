import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineAt, repositoryFiles, repositoryPaths, textOf } from './repository-files';

// The README and docs/ describe what exists: every relative link leads to a file of the
// repository (and to a heading, when it names one), and every `npm run` they mention is a script.

const files = repositoryFiles();
const SKIPPED = 'skipped: this is not a git checkout, so the repository’s files are unknown';
const SCRIPTS = new Set(
  Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts),
);

/** The text with code blocks and code spans blanked (same length), where links are not links. */
function withoutCode(markdown: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return markdown.replace(/^```[\s\S]*?^```/gm, blank).replace(/`[^`\n]*`/g, blank);
}

/** GitHub's anchors for the headings of a Markdown text. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, title] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = title!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm;
const NPM_RUN = /\bnpm run(?: -s)? ([\w:.-]+)/g;

/**
 * Links of `file` (a Markdown file, relative to the repository) that lead nowhere, and scripts it
 * mentions that package.json does not have, as "file:line: problem" lines.
 */
function docProblems(
  file: string,
  markdown: string,
  known: ReadonlySet<string>,
  read: (file: string) => string,
): string[] {
  const problems: string[] = [];
  const text = withoutCode(markdown);
  for (const match of text.matchAll(LINK)) {
    const target = (match[1] ?? match[2])!;
    const where = `${file}:${lineAt(markdown, match.index)}`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const resolved = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
    if (resolved.startsWith('../') || !known.has(resolved.replace(/\/$/, ''))) {
      problems.push(`${where}: ${target} leads to ${resolved}, which is not in the repository`);
    } else if (anchor !== undefined && !anchorsOf(read(resolved)).has(anchor)) {
      problems.push(`${where}: ${target}: ${resolved} has no heading #${anchor}`);
    }
  }
  for (const match of markdown.matchAll(NPM_RUN)) {
    const script = match[1]!.replace(/\.+$/, ''); // the end of a sentence
    if (!SCRIPTS.has(script)) {
      problems.push(
        `${file}:${lineAt(markdown, match.index)}: npm run ${script} is no script of package.json`,
      );
    }
  }
  return problems;
}

describe('the README and docs/', () => {
  it.skipIf(files === null)(
    `link only to what exists, and name only scripts that exist${files === null ? ` (${SKIPPED})` : ''}`,
    () => {
      const known = repositoryPaths(files!);
      const docs = files!.filter((file) => file.endsWith('.md'));
      expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
      const problems = docs.flatMap((file) =>
        docProblems(file, textOf(file)!, known, (other) => readFileSync(other, 'utf8')),
      );
      expect(problems).toEqual([]);
    },
  );

  it('finds a dead link, a missing heading, a link out of the repository and an unknown script', () => {
    const known = repositoryPaths(['README.md', 'docs/decisions.md', 'docs/architecture.md']);
    const pages: Record<string, string> = {
      'docs/decisions.md': '# Decisions\n\n## D7. Outcomes without a clear answer\n',
    };
    const page = [
      'See [the decisions](decisions.md#d7-outcomes-without-a-clear-answer) and',
      '[the plan](architecture.md), [the interface](service-interface.md),',
      '[D99](decisions.md#d99-nothing), [outside](../../spec/decisions.md),',
      '[the web](https://example.com/x.md), and run `npm run bench` or npm run deploy.',
      '',
      '```sh',
      '[not a link](nowhere.md)',
      '```',
    ].join('\n');
    expect(docProblems('docs/page.md', page, known, (file) => pages[file] ?? '')).toEqual([
      'docs/page.md:2: service-interface.md leads to docs/service-interface.md, which is not in the repository',
      'docs/page.md:3: decisions.md#d99-nothing: docs/decisions.md has no heading #d99-nothing',
      'docs/page.md:3: ../../spec/decisions.md leads to ../spec/decisions.md, which is not in the repository',
      'docs/page.md:4: npm run deploy is no script of package.json',
    ]);
  });
});
