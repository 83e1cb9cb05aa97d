import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '@shared/i18n/en';
import { allKeys, type MessageTree } from '@shared/i18n/messages';
import {
  countsByFile,
  literalsOutsideCatalog,
  calledKeys,
  quotedKeys,
  readsAsWords,
  scriptLiterals,
  vueLiterals,
} from '../../../scripts/catalog/scan';

// The catalog's checks (D65): words a person sees are written in shared/i18n and nowhere else
// (held to a baseline that may only shrink while the app moves its words there), every key the
// code names is in the catalog, and every message of the catalog is used.

const root = process.cwd();
const baseline = JSON.parse(
  readFileSync('tests/shared/i18n/literals-baseline.json', 'utf8'),
) as Record<string, number>;

describe('the words written outside the catalog', () => {
  const found = literalsOutsideCatalog(root);
  const counts = countsByFile(found);

  it('are no more, file by file, than the baseline holds', () => {
    const grown = Object.entries(counts)
      .filter(([file, count]) => count > (baseline[file] ?? 0))
      .map(([file, count]) => {
        const lines = found.filter((l) => l.file === file).map((l) => `  ${l.line}: ${l.text}`);
        return `${file}: ${count} (baseline ${baseline[file] ?? 0})\n${lines.join('\n')}`;
      });
    expect(grown, 'Write these words in shared/i18n/en and use text() or t().').toEqual([]);
  });

  it('are as few as the baseline says: a file that lost some has its baseline lowered', () => {
    const shrunk = Object.entries(baseline)
      .filter(([file, count]) => (counts[file] ?? 0) < count)
      .map(([file, count]) => `${file}: ${counts[file] ?? 0} (baseline ${count})`);
    expect(shrunk, 'Run `npm run catalog:literals -- --baseline` and commit it.').toEqual([]);
  });
});

describe('the catalog', () => {
  const keys = allKeys(en as MessageTree);
  const sectionsOf = (key: string) =>
    key
      .split('.')
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join('.')}.`);

  it('holds every key the code gives text(), t(), ref() and worded()', () => {
    const called = calledKeys(root);
    const known = new Set(keys);
    const sections = new Set(keys.flatMap(sectionsOf));
    const missing = [
      ...[...called.keys].filter((key) => !known.has(key)),
      ...[...called.sections].filter((section) => !sections.has(section)),
    ];
    expect(missing, 'Add these messages to shared/i18n/en.').toEqual([]);
  });

  it('uses every message it holds', () => {
    const quoted = quotedKeys(root);
    const unused = keys.filter(
      (key) => !quoted.keys.has(key) && !sectionsOf(key).some((s) => quoted.sections.has(s)),
    );
    expect(unused, 'Remove the message, or use it.').toEqual([]);
  });
});

describe('what reads as words', () => {
  it('is a sentence or a capitalised word, not code, SQL, a path or a media type', () => {
    expect(readsAsWords('Choose a folder and try again.')).toBe(true);
    expect(readsAsWords('Cancel')).toBe(true);
    expect(readsAsWords('The bank refused ${} transfers')).toBe(true);
    expect(readsAsWords('rtgs')).toBe(false);
    expect(readsAsWords('transfer.kind.rtgs')).toBe(false);
    expect(readsAsWords('SELECT id FROM transfers WHERE state = ?')).toBe(false);
    expect(readsAsWords('text/html; charset=utf-8')).toBe(false);
    expect(readsAsWords('electron/main/reports')).toBe(false);
    expect(readsAsWords('field field--wide')).toBe(false);
    expect(readsAsWords('<td class="n">${}</td>')).toBe(false);
    expect(readsAsWords('<p>Signed by ${}</p>')).toBe(true);
  });

  it('leaves out imports, log lines, errors for developers and property names', () => {
    const source = [
      "import { x } from 'Some module name';",
      "log.warn('The backup failed at night.');",
      "throw new Error('No handler was registered.');",
      "const o = { 'Content Type': 1, label: 'Branch name' };",
      'const s = `Send ${amount} to the bank`;',
      '// catalog-ignore: the bank reads this, in its own words',
      "const header = 'Remit Desk client';",
    ].join('\n');
    expect(scriptLiterals('x.ts', source).map((l) => [l.line, l.text])).toEqual([
      [4, 'Branch name'],
      [5, 'Send ${} to the bank'],
    ]);
  });

  it('finds the text, worded attributes and quoted words of a template', () => {
    const source = [
      '<script setup lang="ts">',
      "const title = 'Receipt log';",
      '</script>',
      '<template>',
      '  <h1>{{ title }}</h1>',
      '  <button type="button" aria-label="Close the list" class="x">Close</button>',
      "  <p>{{ ok ? t('common.or') : 'Not sent yet' }}</p>",
      '</template>',
    ].join('\n');
    expect(vueLiterals('x.vue', source).map((l) => [l.line, l.text])).toEqual([
      [2, 'Receipt log'],
      [6, 'Close the list'],
      [6, 'Close'],
      [7, 'Not sent yet'],
    ]);
  });
});
