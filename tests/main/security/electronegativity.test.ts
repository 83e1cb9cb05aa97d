import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * Electronegativity (Doyensec's Electron security scanner) over electron/, inside npm test. Any
 * finding not in the reviewed allowlist fails, and so does an allowlist entry nothing matches.
 * Offline and deterministic: the Electron version is given, and the one check that downloads
 * Electron's release list (AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK) is left out; keeping Electron
 * current is the dependency updates' job.
 */

const root = process.cwd();
const scanned = 'electron';
const binary = join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'electronegativity.cmd' : 'electronegativity',
);
const workDir = mkdtempSync(join(tmpdir(), 'remit-desk-electronegativity-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface AllowlistEntry {
  rule: string;
  file: string;
  reason: string;
}
interface SarifResult {
  ruleId: string;
  message: { text: string };
  locations?: {
    physicalLocation: { artifactLocation: { uri: string }; region?: { startLine?: number } };
  }[];
}
interface Finding {
  rule: string;
  file: string;
  line: number | undefined;
  message: string;
}

const allowlist = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'electronegativity-allowlist.json'), 'utf8'),
  ) as {
    entries: AllowlistEntry[];
  }
).entries;

/** Scans `scanned` under `base` (the repository, or a fixture shaped like it). */
function scan(base = root): Finding[] {
  const sarifPath = join(mkdtempSync(join(workDir, 'scan-')), 'electronegativity.sarif');
  const run = spawnSync(
    binary,
    [
      '-i',
      scanned,
      '-o',
      sarifPath,
      '-e',
      '45.0.0',
      '-r',
      '-x',
      'AvailableSecurityFixesGlobalCheck',
    ],
    {
      cwd: base,
      encoding: 'utf8',
      env: { ...process.env, LANG: 'en-US' },
      shell: process.platform === 'win32',
    },
  );
  expect(run.status, `electronegativity failed:\n${run.stdout}\n${run.stderr}`).toBe(0);
  const sarif = JSON.parse(readFileSync(sarifPath, 'utf8')) as {
    runs: { results: SarifResult[] }[];
  };
  expect(sarif.runs).toHaveLength(1);
  return sarif.runs[0]!.results.map((result) => {
    const location = result.locations?.[0]?.physicalLocation;
    const uri = (location?.artifactLocation.uri ?? 'file:///').replaceAll('\\', '/');
    return {
      rule: result.ruleId,
      file: uri === 'file:///' || uri === 'N/A' ? '(global)' : `${scanned}/${uri}`,
      line: location?.region?.startLine,
      message: result.message.text,
    };
  });
}

const key = (item: { rule: string; file: string }) => `${item.rule} @ ${item.file}`;

/** The gate's judgement: findings no allowlist entry covers, and entries no finding matches. */
function judge(findings: readonly Finding[]): { unreviewed: string[]; stale: string[] } {
  const allowed = new Set(allowlist.map(key));
  const found = new Set(findings.map(key));
  return {
    unreviewed: findings
      .filter((finding) => !allowed.has(key(finding)))
      .map((f) => `${key(f)}${f.line ? `:${f.line}` : ''} (${f.message})`),
    stale: allowlist.filter((entry) => !found.has(key(entry))).map(key),
  };
}

/** A copy of the window options made insecure, shaped like the repository (see its README). */
const INSECURE_FIXTURE = join(root, 'tests', 'fixtures', 'electronegativity', 'insecure-window');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('Electronegativity', () => {
  it('has a reviewed reason for every allowlist entry', () => {
    for (const entry of allowlist) {
      expect(entry.rule, JSON.stringify(entry)).toMatch(/^[A-Z0-9_]+$/);
      expect(entry.file, JSON.stringify(entry)).toMatch(/^(\(global\)|electron\/.+)$/);
      expect(entry.reason.length, key(entry)).toBeGreaterThan(40);
    }
    expect(new Set(allowlist.map(key)).size).toBe(allowlist.length);
  });

  it('can read every source file it is given (a file it cannot parse is silently skipped)', () => {
    const require = createRequire(import.meta.url);
    const { Parser } = require('@doyensec/electronegativity/dist/parser/parser.js') as {
      Parser: new (a: boolean, b: boolean) => { parse(file: string, content: Buffer): unknown };
    };
    const { sourceExtensions } = require('@doyensec/electronegativity/dist/parser/types.js') as {
      sourceExtensions: Record<string, number>;
    };
    const parser = new Parser(false, true);
    const unreadable: string[] = [];
    for (const file of filesUnder(join(root, scanned))) {
      if (!(extname(file).slice(1) in sourceExtensions)) continue;
      try {
        parser.parse(file, readFileSync(file));
      } catch (error) {
        unreadable.push(`${relative(root, file)}: ${(error as Error).message}`);
      }
    }
    expect(unreadable).toEqual([]);
  });

  it('finds nothing in electron/ beyond the reviewed allowlist, and every entry still matters', () => {
    const { unreviewed, stale } = judge(scan());
    expect(
      unreviewed,
      'new Electronegativity findings: fix them, or review and allowlist them',
    ).toEqual([]);
    expect(stale, 'allowlist entries that match no finding any more: remove them').toEqual([]);
  });

  it('fails on a window without the sandbox, with nodeIntegration or without contextIsolation', () => {
    // The same scan and judgement over a copy of the window options made insecure: a gate that
    // could not fail here would pass anything in electron/ too.
    const { unreviewed } = judge(scan(INSECURE_FIXTURE));
    const rules = unreviewed.map((line) => line.replace(/:\d+ \(.*$/s, ''));
    expect(rules).toEqual(
      expect.arrayContaining([
        'NODE_INTEGRATION_JS_CHECK @ electron/main/window.ts',
        'SANDBOX_JS_CHECK @ electron/main/window.ts',
        'SANDBOX_JS_CHECK @ electron/main/help-window.ts',
        'CONTEXT_ISOLATION_JS_CHECK @ electron/main/help-window.ts',
      ]),
    );
    // What the allowlist covers for the real window.ts stays covered in the copy: only the
    // changes are findings there.
    expect(rules.filter((rule) => rule.endsWith('@ electron/main/window.ts')).sort()).toEqual([
      'NODE_INTEGRATION_JS_CHECK @ electron/main/window.ts',
      'SANDBOX_JS_CHECK @ electron/main/window.ts',
    ]);
  });
});
