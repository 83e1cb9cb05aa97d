import type { EnvironmentSwitchView } from '@shared/domain/bank-setup';
import { missingKeysFor } from '@shared/domain/bank-setup';
import { environmentSaidFirst, type EnvironmentName } from '@shared/domain/environments';
import { ref } from '@shared/i18n/catalog';
import type { Session } from '@shared/domain/operators';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { BANK_SETUP_ACTIONS, nowIso, type BankSetupDeps } from './setup-deps';
import { setupView } from './setup-view';

/*
 * The switch of environment, which the next start takes up (D14): to test or live only when that
 * environment is ready; and the restart the admin asks for from there.
 */

export async function switchEnvironment(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  by: Session,
): Promise<Result<EnvironmentSwitchView, AppError<'not-ready'>>> {
  if (environment !== 'sandbox') {
    const target = await setupView(deps, environment);
    if (target.missing.length > 0) {
      return fail(
        worded('not-ready', 'environment.setup.notReadyToSwitch', {
          environment: environmentSaidFirst(environment),
          missing: missingKeysFor(target).map((key) => ref(key)),
        }),
      );
    }
  }
  const saved = deps.settings.update('environment', environment, by.operatorId);
  if (!saved.ok) throw new Error(saved.error.message);
  return ok({
    selected: environment,
    running: deps.running,
    restartNeeded: environment !== deps.running,
  });
}

export function restart(deps: BankSetupDeps, by: Session): Result<null, never> {
  deps.journal.audit.append({
    at: nowIso(deps),
    operatorId: by.operatorId,
    action: BANK_SETUP_ACTIONS.restartRequested,
    details: { running: deps.running, selected: deps.settings.review().settings.environment },
  });
  deps.desktop.relauncher.relaunch();
  return ok(null);
}
