import type { SessionView } from '@shared/domain/operators';
import { fail, ok, type Result } from '@shared/result';
import { validateFirstAdminRequest } from '@shared/schemas/earlier-setup-schemas';
import type { Journal } from '../journal/journal';
import { alreadySetUp } from '../operators/operator-accounts';
import { invalidRequest } from '../operators/operator-deps';
import type { AlreadySetUp, InvalidRequest, OperatorService } from '../operators/operator-service';
import { EARLIER_SETUP_ACTIONS, type EarlierSetup, type EarlierSetupError } from './earlier-setup';

export type FirstAdminError = InvalidRequest | AlreadySetUp | EarlierSetupError;

export interface FirstAdminDeps {
  /** The window's operators, who sign the first admin in. */
  operators: Pick<OperatorService, 'setupNeeded' | 'addFirstAdmin'>;
  /** The workstation's services (services.ts) or as much of them as a test has. */
  services: {
    journal: Pick<Journal, 'audit'>;
    /** What an earlier setup left in the keychain, for the first admin to keep or remove. */
    earlierSetup?: EarlierSetup;
  };
}

/**
 * The workstation's first operator, who must be an admin, created and signed in; only while none
 * exist. When the keychain still holds an earlier setup (earlier-setup.ts), the admin's answer
 * about it is settled first and audited in the same transaction as the admin's creation.
 */
export async function createFirstAdmin(
  deps: FirstAdminDeps,
  input: unknown,
): Promise<Result<SessionView, FirstAdminError>> {
  if (!deps.operators.setupNeeded()) return fail(alreadySetUp);
  const checked = validateFirstAdminRequest(input);
  if (!checked.ok) return fail(invalidRequest(checked.error));
  const { earlierSetup: choice, ...request } = checked.value;
  // Before the admin exists: once one does, nobody is asked about the earlier setup again.
  const { journal, earlierSetup } = deps.services;
  const settled = earlierSetup ? await earlierSetup.settle(choice) : ok(null);
  if (!settled.ok) return fail(settled.error);
  const decided = settled.value;
  if (!decided) return deps.operators.addFirstAdmin(request);
  return deps.operators.addFirstAdmin(request, (at) => {
    journal.audit.append({
      at,
      operatorId: request.operatorId,
      action: decided.kept ? EARLIER_SETUP_ACTIONS.kept : EARLIER_SETUP_ACTIONS.removed,
      details: { found: decided.found },
    });
  });
}
