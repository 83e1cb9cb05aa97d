import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxOptions } from '../../../electron/main/sandbox/options';
import { startSandbox, type Sandbox } from '../../../electron/main/sandbox/sandbox';
import { TUESDAY_MORNING } from './e2e-app';

export interface TuesdayBank {
  /** The bank's service, on 127.0.0.1. */
  readonly bank: Sandbox;
  /** The file's temporary folder; the bank keeps its data in `bank/` inside it. */
  readonly dir: string;
}

/**
 * A bank's service of the file's own, whose clock stands where the app's does (Tuesday morning,
 * inside the RTGS window), in a new temporary folder named after `name`: started before the
 * file's tests, closed and removed after them.
 */
export function useTuesdayBank(
  name: string,
  options: Omit<SandboxOptions, 'dataDir' | 'now'>,
): TuesdayBank {
  let bank: Sandbox | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `remit-desk-e2e-${name}-`));
    const offset = TUESDAY_MORNING - Date.now();
    bank = await startSandbox({
      ...options,
      dataDir: join(dir, 'bank'),
      now: () => Date.now() + offset,
    });
  });
  afterAll(async () => {
    await bank?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get bank() {
      if (!bank) throw new Error('the bank starts before the tests');
      return bank;
    },
    get dir() {
      return dir;
    },
  };
}
