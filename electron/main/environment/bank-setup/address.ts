import type { BankSetupView } from '@shared/domain/bank-setup';
import { checkBaseUrl } from '@shared/domain/base-url';
import type { Session } from '@shared/domain/operators';
import { fail, ok, type Result } from '@shared/result';
import type { ServiceAddressRequest } from '@shared/schemas/bank-setup-schemas';
import type { InvalidInput } from '@shared/schemas/validate';
import type { BankSetupDeps } from './setup-deps';
import { setupView } from './setup-view';

/** The service address of an environment and the network timeouts, saved as settings. */
export async function saveServiceAddress(
  deps: BankSetupDeps,
  request: ServiceAddressRequest,
  by: Session,
): Promise<Result<BankSetupView, InvalidInput>> {
  const { settings } = deps;
  const { environment } = request;
  const baseUrl = checkBaseUrl(request.baseUrl);
  const endpoints = {
    ...settings.review().settings.endpoints,
    [environment]: {
      baseUrl: baseUrl.ok ? baseUrl.value : request.baseUrl,
      tokenPath: request.tokenPath,
    },
  };
  const saved = settings.update('endpoints', endpoints, by.operatorId);
  if (!saved.ok) return fail(saved.error);
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
