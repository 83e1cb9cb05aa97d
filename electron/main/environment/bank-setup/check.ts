import type {
  BankEnvironment,
  BankSetupView,
  ConnectionCheckView,
} from '@shared/domain/bank-setup';
import { environmentSaid, type EnvironmentName } from '@shared/domain/environments';
import type { Session } from '@shared/domain/operators';
import type { ServiceEndpoint } from '@shared/domain/settings';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { checkConnection } from '../connection-check';
import type { CheckRecord } from '../setup-records';
import { BANK_SETUP_ACTIONS, changeRecord, nowIso, type BankSetupDeps } from './setup-deps';
import { basisOf, checkView, endpointOf, setupView } from './setup-view';

/*
 * The connection check of an environment (a token, then the purposes: connection-check.ts), kept
 * with the address and credentials it was about; and the admin's knowing finish without a check
 * that passed.
 */

/** One check against the address and credentials stored now, on an HTTP client of its own. */
async function runCheck(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  endpoint: ServiceEndpoint,
) {
  const store = deps.secretStore(environment);
  const { network } = deps.settings.review().settings;
  const http = deps.http(network);
  try {
    return await checkConnection({
      baseUrl: endpoint.baseUrl,
      tokenPath: endpoint.tokenPath,
      credentials: () => store.credentials(),
      fetch: http,
      connectTimeoutMs: network.connectTimeoutMs,
      requestTimeoutMs: network.requestTimeoutMs,
      now: deps.now,
    });
  } finally {
    await http.close?.();
  }
}

export async function check(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  by: Session,
): Promise<Result<ConnectionCheckView, AppError<'not-ready'>>> {
  const endpoint = endpointOf(deps, environment);
  if (!endpoint) {
    return fail(
      environment === 'sandbox'
        ? worded('not-ready', 'environment.setup.sandboxNotRunning')
        : worded('not-ready', 'environment.setup.addressFirstThenCheck', {
            environment: environmentSaid(environment),
          }),
    );
  }
  const outcome = await runCheck(deps, environment, endpoint);
  if (!outcome.passed) {
    deps.log.warn('A connection check failed.', {
      environment,
      failure: outcome.failure,
      detail: outcome.detail,
    });
  }
  const record = deps.records.read(environment);
  const stored: CheckRecord = {
    at: nowIso(deps),
    by: by.operatorId,
    passed: outcome.passed,
    failure: outcome.passed ? null : outcome.failure,
    message: outcome.message,
    ...(outcome.text ? { text: outcome.text } : {}),
    purposeCount: outcome.passed ? outcome.purposeCount : null,
    baseUrl: endpoint.baseUrl,
    basis: {
      baseUrl: endpoint.baseUrl,
      tokenPath: endpoint.tokenPath,
      credentialsId: record.credentials?.id ?? null,
    },
  };
  changeRecord(
    deps,
    environment,
    by,
    BANK_SETUP_ACTIONS.connectionChecked,
    { passed: stored.passed, failure: stored.failure },
    (r) => ({ ...r, check: stored }),
  );
  return ok(checkView(stored, true));
}

export async function acknowledgeUnchecked(
  deps: BankSetupDeps,
  environment: BankEnvironment,
  by: Session,
): Promise<Result<BankSetupView, AppError<'not-needed'>>> {
  const before = await setupView(deps, environment);
  if (before.check?.passed && before.check.current) {
    return fail(worded('not-needed', 'environment.setup.lastCheckPassed'));
  }
  const basis = basisOf(deps, environment, deps.records.read(environment));
  if (!basis) {
    return fail(
      worded('not-needed', 'environment.setup.addressFirst', {
        environment: environmentSaid(environment),
      }),
    );
  }
  changeRecord(
    deps,
    environment,
    by,
    BANK_SETUP_ACTIONS.uncheckedAcknowledged,
    { lastCheck: before.check?.current ? before.check.failure : null },
    (record) => ({
      ...record,
      acknowledgement: { at: nowIso(deps), by: by.operatorId, basis },
    }),
  );
  return ok(await setupView(deps, environment));
}
