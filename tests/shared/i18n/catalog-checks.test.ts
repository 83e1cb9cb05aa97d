import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '@shared/i18n/en';
import { allKeys, type MessageTree } from '@shared/i18n/messages';
import {
  countsByFile,
  literalsOutsideCatalog,
  calledKeys,
  missingKeys,
  namedIn,
  quotedKeys,
  unusedKeys,
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

  it('holds every key the code gives text(), t(), ref() and worded()', () => {
    expect(missingKeys(keys, calledKeys(root)), 'Add these messages to shared/i18n/en.').toEqual(
      [],
    );
  });

  it('uses every message it holds', () => {
    expect(unusedKeys(keys, quotedKeys(root)), 'Remove the message, or use it.').toEqual([]);
  });
});

describe('the catalog checks, on fixtures', () => {
  const keys = ['area.used', 'area.unused', 'area.kind.rtgs', 'area.kind.imt', 'area.table.one'];
  const sources = [
    "const a = text('area.used');",
    'const b = t(`area.kind.${kind}`);',
    "const KEYS = { one: 'area.table.one' } as const;",
  ];

  it('reports a message the code names nowhere, and only that one', () => {
    expect(unusedKeys(keys, namedIn(sources))).toEqual(['area.unused']);
  });

  it('counts a key named in a table, or under a section built with a value, as used', () => {
    expect(unusedKeys(keys, namedIn([...sources, "ref('area.unused')"]))).toEqual([]);
    // Without the table, a key reached only through a computed name is reported.
    expect(unusedKeys(keys, namedIn(sources.slice(0, 2)))).toEqual([
      'area.unused',
      'area.table.one',
    ]);
  });

  it('reports a key or a section the code names that the catalog lacks', () => {
    const named = namedIn(
      ["text('area.used')", "text('area.gone')", 'text(`other.kind.${k}`)'],
      /\b(?:text|t|ref)\(\s*['"`]([a-z][\w-]*(?:\.[\w-]+)+)(\.\$\{)?/g,
    );
    expect(missingKeys(keys, named)).toEqual(['area.gone', 'other.kind.']);
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
