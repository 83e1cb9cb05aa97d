import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import {
  createTeardown,
  generateTestKey,
  startBank,
  testWorkstation,
  type TestKey,
  type TestWorkstation,
  type WorkstationOptions,
} from './engine-fixture';
import { testClock, type TestClock } from './test-clock';

/**
 * One sandbox bank and one test key for all the tests of a file (an RSA key and a server are the
 * slow part), with a teardown run after each test for the workstations it started. After each
 * test the bank's faults are cleared, so a fault set by one test never hits the next.
 */
export function useFileBank(clock: TestClock = testClock()) {
  const fileTeardown = createTeardown();
  const teardown = createTeardown();
  let key: TestKey | undefined;
  let sandbox: Sandbox | undefined;

  beforeAll(async () => {
    key = generateTestKey();
    sandbox = await startBank({ clock });
    fileTeardown.add(() => sandbox?.close());
  });
  afterEach(async () => {
    sandbox?.clearFaults();
    await teardown.run();
  });
  afterAll(() => fileTeardown.run());

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The file bank is set up in beforeAll.');
    return value;
  };
  return {
    clock,
    teardown,
    get key(): TestKey {
      return started(key);
    },
    get sandbox(): Sandbox {
      return started(sandbox);
    },
    /** A workstation on the `test` environment of this bank, taken down after the test. */
    station(options: Partial<WorkstationOptions> = {}) {
      return testWorkstation({ sandbox: this.sandbox, key: this.key, clock, teardown, ...options });
    },
  };
}

/**
 * One test key for all the tests of a file (an RSA key is the slow part), for files that start
 * banks of their own, with a teardown run after each test for the banks and workstations it
 * started.
 */
export function useFileKey() {
  const teardown = createTeardown();
  let key: TestKey | undefined;
  beforeAll(() => {
    key = generateTestKey();
  });
  afterEach(() => teardown.run());
  const fileKey = (): TestKey => {
    if (key === undefined) throw new Error('The file key is generated in beforeAll.');
    return key;
  };
  return {
    teardown,
    get key(): TestKey {
      return fileKey();
    },
    /** `first` started again, as after an app restart: its folder and its keychain entries. */
    restart(
      first: Pick<TestWorkstation, 'dataDir' | 'stores'>,
      options: Omit<WorkstationOptions, 'key' | 'teardown' | 'dataDir' | 'stores'>,
    ): Promise<TestWorkstation> {
      return testWorkstation({
        key: fileKey(),
        teardown,
        ...options,
        dataDir: first.dataDir,
        stores: first.stores,
      });
    },
    /** A sandbox bank of the test's own that holds the file's key, closed after the test. */
    async bank(options: Parameters<typeof startBank>[0] = {}): Promise<Sandbox> {
      const sandbox = await startBank(options);
      teardown.add(() => sandbox.close());
      const registered = sandbox.registerPublicKey(fileKey().publicPem);
      if (!registered.ok) throw new Error(registered.error.message);
      return sandbox;
    },
  };
}
