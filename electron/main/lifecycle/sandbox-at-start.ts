import { join } from 'node:path';
import type { EnvironmentName } from '@shared/domain/environments';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { branchListsFromSandbox } from '../environment/sandbox-lists';
import { provisionSandbox } from '../environment/sandbox-provisioning';
import type { SecretStore } from '../keys/secret-store';
import type { AppLogger } from '../logging/logger';
import { startSandbox, type Sandbox, type SandboxOptions } from '../sandbox/sandbox';
import type { BranchListsStore } from '../settings/branch-lists-store';
import { text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';

export interface SandboxStartDeps {
  environment: EnvironmentName;
  dataDir: string;
  options?: Omit<SandboxOptions, 'dataDir'>;
  /** The clock the sandbox bank reads, when a test or the harness sets one. */
  now?: () => number;
  branchLists: Pick<BranchListsStore, 'fillEmpty'>;
  /** A journal that fails its check gets no rows from this start (admins may only look at it). */
  journalSound: boolean;
  store: SecretStore;
  log: AppLogger;
}

export interface SandboxBank {
  /** The embedded sandbox bank while the environment is `sandbox`, else null. */
  sandbox: Sandbox | null;
  /**
   * Sets up the sandbox bank's credentials and key in the keychain, once; a failure (a locked
   * keychain) is tried again at the next call. Resolves at once without a sandbox bank.
   */
  provision: () => Promise<void>;
}

/**
 * The embedded sandbox bank of the `sandbox` environment: started, the empty branch lists filled
 * from its listing, and the keychain provisioned for it (retried by sends if it is locked now).
 */
export async function startSandboxBank(
  deps: SandboxStartDeps,
): Promise<Result<SandboxBank, AppError<'sandbox-failed'>>> {
  let sandbox: Sandbox | null = null;
  if (deps.environment === 'sandbox') {
    try {
      sandbox = await startSandbox({
        ...deps.options,
        dataDir: join(deps.dataDir, 'sandbox-bank'),
        ...(deps.now ? { now: deps.now } : {}),
      });
    } catch (error) {
      return fail(
        worded('sandbox-failed', 'send.readiness.sandboxFailed', {
          reason: (error as Error).message,
        }),
      );
    }
  }
  if (sandbox && deps.journalSound) {
    const filled = deps.branchLists.fillEmpty(
      'sandbox',
      branchListsFromSandbox(sandbox.listing()),
      text('send.readiness.sandboxListing'),
    );
    if (filled.length > 0) deps.log.info('Branch lists filled from the sandbox bank.', { filled });
  }
  const provision = provisionOnce(deps.store, sandbox);
  await provision().catch((error: unknown) =>
    deps.log.warn('The sandbox bank could not be set up yet.', {
      error: (error as Error).message,
    }),
  );
  return ok({ sandbox, provision });
}

/** Provisioning needs the keychain; if it is locked now, the next call tries again. */
function provisionOnce(store: SecretStore, sandbox: Sandbox | null): () => Promise<void> {
  let provisioned: Promise<void> | null = null;
  return () => {
    if (!sandbox) return Promise.resolve();
    provisioned ??= provisionSandbox(store, sandbox).catch((error: unknown) => {
      provisioned = null;
      throw error;
    });
    return provisioned;
  };
}
