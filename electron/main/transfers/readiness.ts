import type { EnvironmentName } from '@shared/domain/environments';
import type { AppSettings } from '@shared/domain/settings';
import { fail, type AppError, type Result } from '@shared/result';
import type { BankClient } from '../bank/bank-client';
import { endpointOf, type Endpoint } from '../bank/bank-runtime';
import { firstLaunchPending } from '../environment/first-launch';
import type { Journal } from '../journal/journal';
import { isSecretStoreError, type SecretStore } from '../keys/secret-store';
import { closingRefusal, type WorkInFlight } from '../lifecycle/work-in-flight';
import type { BranchListsStore } from '../settings/branch-lists-store';
import type { SettingsStore } from '../settings/settings-store';
import { ref, wordRef, type Language, type MessageRef } from '@shared/i18n/catalog';
import { saying, worded } from '@shared/i18n/worded';

/** What decides whether the bank may be called now. */
export interface ReadinessDeps {
  environment: EnvironmentName;
  /** The first-launch wizard's record, kept in the journal's settings. */
  journal: Journal;
  work: Pick<WorkInFlight, 'closing'>;
  /** The journal's check: a journal that fails it, or an earlier setup undecided, sends nothing. */
  seal: { problem(): { message: string; text?: MessageRef } | null; earlierSetup(): unknown };
  settings: Pick<SettingsStore, 'current'>;
  branchLists: Pick<BranchListsStore, 'current'>;
  store: Pick<SecretStore, 'status'>;
  /** The embedded sandbox bank's address while it runs, else null. */
  sandboxUrl: string | null;
  /** Sets up the sandbox bank's keychain entries if they are not yet (a no-op elsewhere). */
  provision: () => Promise<void>;
  clientFor: (endpoint: Endpoint, network: AppSettings['network']) => Result<BankClient, AppError>;
  /** D126: what head office publishes that stops sending now (an out-of-date calendar), or null. */
  publishedStop?: () => AppError | null;
}

/**
 * Everything a call to the bank needs besides the request, checked in the order an admin would
 * fix it: not closing, the journal sound and no earlier setup undecided, the settings valid, the
 * service's address, the credentials and the signing key. The bank client when all are there.
 */
export async function bankReadiness(deps: ReadinessDeps): Promise<Result<BankClient, AppError>> {
  if (deps.work.closing) return fail(closingRefusal('closing'));
  const problem = deps.seal.problem();
  if (problem) {
    const { message, text: said } = problem;
    return fail({ code: 'journal-check-failed', message, ...(said ? { text: said } : {}) });
  }
  if (deps.seal.earlierSetup()) {
    return fail(worded('earlier-setup', 'send.readiness.earlierSetupPending'));
  }
  const current = deps.settings.current();
  if (!current.ok) return fail(current.error);
  const endpoint = endpointOf(current.value, deps.environment, deps.sandboxUrl);
  if (!endpoint.ok) return endpoint;
  try {
    await deps.provision();
    const status = await deps.store.status();
    if (status.credentials !== 'present') {
      const condition = status.credentials === 'damaged' ? 'damaged' : 'missing';
      return fail(
        worded('no-credentials', 'send.readiness.noCredentials', {
          environment: ref(`environments.words.${deps.environment}`),
          condition: ref(`send.readiness.credentials.${condition}`),
        }),
      );
    }
    if (status.privateKey !== 'present') {
      return fail(worded('no-signing-key', 'send.readiness.noSigningKey'));
    }
  } catch (error) {
    if (isSecretStoreError(error)) return fail(error.toAppError());
    throw error;
  }
  return deps.clientFor(endpoint.value, current.value.network);
}

/** A send's readiness: nothing is sent before an admin has finished the first-launch setup. */
export function sendReadiness(deps: ReadinessDeps): Promise<Result<BankClient, AppError>> {
  // A stopped journal says so first: its settings rows may not even be readable (D68).
  return !deps.seal.problem() && firstLaunchPending(deps.journal)
    ? Promise.resolve(fail(worded('first-launch', 'environment.setup.firstLaunch.notFinished')))
    : bankReadiness(deps).then((ready) => {
        const stop = ready.ok ? (deps.publishedStop?.() ?? null) : null;
        return stop ? fail(stop) : ready;
      });
}

/** What stops a send, as an answer carries it: English, and its message where it has one. */
export type SendProblem = { message: string; text?: MessageRef };

/** Why a send would be refused right now (each message says what to do); empty when ready. */
export async function sendProblems(deps: ReadinessDeps): Promise<SendProblem[]> {
  if (!deps.seal.problem() && firstLaunchPending(deps.journal)) {
    return [saying('environment.setup.firstLaunch.notFinished')];
  }
  const ready = await bankReadiness(deps);
  if (!ready.ok) return [ready.error];
  const stop = deps.publishedStop?.() ?? null;
  if (stop) return [stop];
  const lists = deps.branchLists.current(deps.environment);
  if (!lists.ok) return [lists.error];
  return lists.value.sourceAccounts.length === 0
    ? [
        saying('send.readiness.noSourceAccounts', {
          environment: ref(`environments.words.${deps.environment}`),
        }),
      ]
    : [];
}

/**
 * The problems in `language`, as the status carries them to the window (D93): its role's words
 * hold none of the areas they come from (the send path's, the journal's, the keychain's).
 */
export function problemsIn(problems: readonly SendProblem[], language: Language): string[] {
  return problems.map((p) => (p.text ? wordRef(p.text, language) : p.message));
}
