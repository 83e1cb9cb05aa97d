// The app's services as a campaign's child process builds them (crash-child.ts, and the partition
// campaign's workstation-child.ts): the test keyring's entries under the parent's prefix, real
// HTTP and fast bank retries; and how such a child talks to its parent and exits. No vitest
// import: child processes load it.
import type { EnvironmentName } from '@shared/domain/environments';
import { createKeychainSecretStore } from '../../../electron/main/keys/keychain-secret-store';
import { keytarBackend } from '../../../electron/main/keys/keytar-secret-store';
import { nodeHttp } from '../../../electron/main/bank/node-fetch';
import { createServices, type ServicesOptions } from '../../../electron/main/services';
import { journalKeychainFor } from '../keys/keychain-fixture';

export function createChildServices(
  dataDir: string,
  prefix: string,
  extra: Partial<ServicesOptions> = {},
): ReturnType<typeof createServices> {
  return createServices({
    dataDir,
    secretStore: (environment: EnvironmentName) =>
      createKeychainSecretStore({ environment, backend: keytarBackend, servicePrefix: prefix }),
    journalKeychain: journalKeychainFor(prefix, dataDir),
    retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
    http: nodeHttp,
    ...extra,
  });
}

/** One line to the parent, which reads the child's standard output line by line. */
export function line(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** Runs a child's `main`: its number is the exit code, and a throw a FAILED line and code 5. */
export function runChild(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      line(`FAILED ${(error as Error).stack ?? String(error)}`);
      process.exitCode = 5;
    },
  );
}
