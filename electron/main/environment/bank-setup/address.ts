import type { BankSetupView } from '@shared/domain/bank-setup';
import { checkBaseUrl, serviceOrigin } from '@shared/domain/base-url';
import type { Session } from '@shared/domain/operators';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { ServiceAddressRequest } from '@shared/schemas/bank-setup-schemas';
import type { InvalidInput } from '@shared/schemas/validate';
import type { Approver, ApproverError, ApproverRules } from '../../operators/operator-types';
import { BANK_SETUP_ACTIONS, changeRecord, nowIso, type BankSetupDeps } from './setup-deps';
import { setupView } from './setup-view';

/*
 * The service address of an environment and the network timeouts, saved as settings. The stored
 * credentials and the cached token belong to the origin (scheme, host and port) they were entered
 * for (D71): an address on another origin is saved only when the admin agrees that they are
 * removed, and, for live, when a second admin confirms the move with their own id and password.
 */

/** Checks a second admin's id and password by the sign-in rules (operators' verifyApprover). */
export type SecondAdminCheck = (
  input: unknown,
  rules: ApproverRules,
) => Promise<Result<Approver, ApproverError>>;

export type AddressRefusal =
  InvalidInput | AppError<'credentials-bound' | 'second-admin-needed'> | ApproverError;

/** What a second admin confirms, as verifyApprover audits it. */
export const LIVE_ADDRESS_PURPOSE = 'live-address-move';

export async function saveServiceAddress(
  deps: BankSetupDeps,
  request: ServiceAddressRequest,
  by: Session,
  secondAdminCheck: SecondAdminCheck,
): Promise<Result<BankSetupView, AddressRefusal>> {
  const { settings } = deps;
  const { environment } = request;
  const baseUrl = checkBaseUrl(request.baseUrl);
  const newOrigin = baseUrl.ok ? serviceOrigin(baseUrl.value) : null;
  const previous = settings.review().settings.endpoints[environment];
  const previousOrigin = previous ? serviceOrigin(previous.baseUrl) : null;
  const store = deps.secretStore(environment);
  const status = await store.status();
  // Credentials stay only when they were entered for the new origin; damaged or unbound ones,
  // which cannot be shown to be, go too.
  const removing = status.credentials !== 'missing' && status.credentialsOrigin !== newOrigin;
  const moving = previousOrigin !== null && previousOrigin !== newOrigin;
  const where = {
    origin: status.credentialsOrigin ?? previousOrigin ?? '',
    host: newOrigin ?? request.baseUrl,
  };
  if (removing && request.removeCredentials !== true) {
    return fail(worded('credentials-bound', 'environment.setup.origin.credentialsBound', where));
  }
  let confirmedBy: string | null = null;
  if (environment === 'live' && moving) {
    if (!request.secondAdmin) {
      return fail(
        worded('second-admin-needed', 'environment.setup.origin.secondAdminNeeded', {
          origin: previousOrigin,
          host: where.host,
        }),
      );
    }
    const second = await secondAdminCheck(request.secondAdmin, {
      requester: by,
      roles: ['admin'],
      purpose: LIVE_ADDRESS_PURPOSE,
    });
    if (!second.ok) return second;
    confirmedBy = second.value.operatorId;
  }

  const endpoints = {
    ...settings.review().settings.endpoints,
    [environment]: {
      baseUrl: baseUrl.ok ? baseUrl.value : request.baseUrl,
      tokenPath: request.tokenPath,
    },
  };
  const saved = settings.update('endpoints', endpoints, by.operatorId);
  if (!saved.ok) return fail(saved.error);
  // After the address: a keychain that fails here leaves credentials bound to the old origin,
  // which the token client refuses to send anywhere else, never the reverse.
  if (removing) await store.deleteCredentials();
  if (removing || moving) await store.tokenCache.clear();
  if (removing || confirmedBy) {
    const at = nowIso(deps);
    changeRecord(
      deps,
      environment,
      by,
      removing ? BANK_SETUP_ACTIONS.credentialsRemoved : BANK_SETUP_ACTIONS.addressMoved,
      {
        from: previousOrigin,
        to: newOrigin,
        credentialsFor: status.credentialsOrigin,
        confirmedBy,
      },
      (record) =>
        removing
          ? {
              ...record,
              credentials: null,
              credentialsRemoved: { at, by: by.operatorId, origin: status.credentialsOrigin },
            }
          : record,
    );
  }
  const network = settings.update(
    'network',
    {
      connectTimeoutMs: request.connectTimeoutMs,
      requestTimeoutMs: request.requestTimeoutMs,
    },
    by.operatorId,
  );
  if (!network.ok) return fail(network.error);
  return ok(await setupView(deps, environment));
}
