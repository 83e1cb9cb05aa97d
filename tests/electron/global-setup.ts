import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { locateElectron, smokeTestBlocker } from './support/electron-binary';
import { prepareSmokeApp } from './support/smoke-app';

/*
 * Builds the app for the Electron smoke test, once per run, only where Electron can run. Where it
 * cannot, nothing is built and the test file reports itself skipped with the same reason. What it
 * provides is typed in support/smoke-context.ts.
 */
const root = resolve(import.meta.dirname, '../..');
const electronPackage = join(root, 'node_modules', 'electron');

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  project.provide('electronAppDir', null);
  project.provide('electronSetupError', null);
  const binary = locateElectron(electronPackage);
  if (!binary.available || smokeTestBlocker(electronPackage) !== null) return undefined;
  try {
    const app = await prepareSmokeApp(root, binary);
    project.provide('electronAppDir', app.dir);
    return () => app.remove();
  } catch (error) {
    project.provide('electronSetupError', (error as Error).message);
    return undefined;
  }
}
