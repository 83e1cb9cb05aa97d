import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from '@actions/workflow-parser';
import { REQUIRE_ELECTRON_VARIABLE } from './support/electron-binary';

// The desktop workflow runs only on GitHub's runners, so what can be checked offline is checked
// here: GitHub's own workflow parser and schema (@actions/workflow-parser, the one behind the
// Actions language service), and that the workflow still runs what the project has.
const root = process.cwd();
const WORKFLOW = '.github/workflows/desktop.yml';
const text = readFileSync(join(root, WORKFLOW), 'utf8');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  'runs-on': string;
  container?: { image: string };
  strategy?: { matrix: { include: Record<string, string>[] } };
  steps: Step[];
}
const workflow = load(text) as {
  on: Record<string, unknown>;
  env: Record<string, string>;
  jobs: Record<string, Job>;
};
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const builderConfig = load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
  directories: { output: string };
  nsis: { artifactName: string };
  dmg: { artifactName: string };
};

async function schemaErrors(content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name: WORKFLOW, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (parsed.value === undefined) return errors;
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return [...new Set([...errors, ...(template.errors ?? []).map((error) => error.Message)])];
}

const steps = (job: string) => workflow.jobs[job]!.steps;
const runs = (job: string) => steps(job).flatMap((step) => (step.run ? [step.run] : []));

describe('.github/workflows/desktop.yml', () => {
  it("passes GitHub's workflow schema", async () => {
    expect(await schemaErrors(text)).toEqual([]);
  });

  it('fails the schema with a misspelt key, so the check really runs', async () => {
    const misspelt = text.replace('runs-on: ${{ matrix.os }}', 'run-on: ${{ matrix.os }}');
    expect(misspelt).not.toBe(text);
    expect((await schemaErrors(misspelt)).join('\n')).toMatch(/Unexpected value 'run-on'/);
  });

  it('runs on pushes to main, release tags, pull requests and by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(
      ['pull_request', 'push', 'workflow_dispatch'].sort(),
    );
    expect(workflow.on['push']).toEqual({ branches: ['main'], tags: ['v*'] });
  });

  it('makes the Electron smoke test fail, not skip, where Electron is missing', () => {
    expect(workflow.env[REQUIRE_ELECTRON_VARIABLE]).toBe('1');
  });

  it('tests on Windows and macOS: npm ci, Electron, typecheck, lint, npm test, the smoke test', () => {
    const matrix = workflow.jobs['desktop']!.strategy!.matrix.include;
    expect(matrix.map((entry) => entry['os'])).toEqual(['windows-latest', 'macos-latest']);
    const node = steps('desktop').find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(Number(node?.with?.['node-version'])).toBeGreaterThanOrEqual(22);
    const commands = runs('desktop').join('\n');
    for (const command of [
      'npm ci',
      'npx install-electron',
      'npm run typecheck',
      'npm run lint',
      'npm test -- --project node --project renderer',
      'npm run test:electron',
    ]) {
      expect(commands).toContain(command);
    }
  });

  it('runs the whole npm test on Debian with a display, as .ci/run does plus Electron', () => {
    const linux = workflow.jobs['linux']!;
    expect(linux.container?.image).toMatch(/^node:22-bookworm$/);
    const commands = runs('linux').join('\n');
    for (const tool of ['gnome-keyring', 'dbus-x11', 'chromium', 'xvfb']) {
      expect(commands).toContain(tool);
    }
    expect(commands).toContain('npx install-electron');
    expect(commands).toContain('xvfb-run -a npm test');
  });

  it('runs only npm scripts the project has', () => {
    const named = [...text.matchAll(/npm run (?:-s )?([\w:-]+|\$\{\{ matrix\.package \}\})/g)].map(
      (match) => match[1]!,
    );
    const matrixScripts = workflow.jobs['desktop']!.strategy!.matrix.include.map(
      (entry) => entry['package']!,
    );
    const scripts = [...named.filter((name) => !name.startsWith('${{')), ...matrixScripts];
    expect(scripts).toEqual(
      expect.arrayContaining(['typecheck', 'lint', 'test:electron', 'package:win', 'package:mac']),
    );
    for (const script of scripts) expect(Object.keys(packageJson.scripts)).toContain(script);
  });

  it("uploads the NSIS installer and the DMGs from electron-builder's output folder", () => {
    const matrix = workflow.jobs['desktop']!.strategy!.matrix.include;
    const installers = Object.fromEntries(
      matrix.map((entry) => [entry['os'], entry['installers']]),
    );
    const output = builderConfig.directories.output;
    expect(installers).toEqual({
      'windows-latest': `${output}/*.exe`,
      'macos-latest': `${output}/*.dmg`,
    });
    expect(builderConfig.nsis.artifactName.endsWith('.${ext}')).toBe(true);
    expect(builderConfig.dmg.artifactName.endsWith('.${ext}')).toBe(true);
    const upload = steps('desktop').filter(
      (step) =>
        step.uses?.startsWith('actions/upload-artifact@') &&
        step.with?.['path'] === '${{ matrix.installers }}',
    );
    expect(upload).toHaveLength(1);
    expect(upload[0]!.with?.['if-no-files-found']).toBe('error');
    expect(upload[0]!.if).toBeUndefined();
  });

  it('builds a release tag signed or not at all', () => {
    const release = steps('desktop').find((step) => step.if?.includes('refs/tags/v'));
    expect(release?.run).toContain('-c.forceCodeSigning=true');
    const build = steps('desktop').find((step) => step.run?.includes('matrix.package'));
    expect(build?.run).toContain('${PACKAGE_ARGS:-}');
  });
});
