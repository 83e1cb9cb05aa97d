import { SERVICE_PATHS } from '@shared/api/paths';
import { checkBaseUrl, serviceOrigin } from '@shared/domain/base-url';
import type { EnvironmentName } from '@shared/domain/environments';
import type { AppSettings } from '@shared/domain/settings';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { createRequestSigner } from '../keys/request-signer';
import { credentialsFor } from '../keys/service-credentials';
import { bindingOf } from '../keys/token-binding';
import type { SecretStore } from '../keys/secret-store';
import { createBankClient, type BankClient } from './bank-client';
import type { HttpFetch } from './http-fetch';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy';
import { createTokenClient } from './token-client';
import { createTokenProvider } from './token-provider';
import { ref, text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';

export interface Endpoint {
  baseUrl: string;
  tokenPath: string;
}

/**
 * Where an environment's bank is: the embedded sandbox bank's own address while it runs, else the
 * address an admin entered for the environment.
 */
export function endpointOf(
  current: AppSettings,
  environment: EnvironmentName,
  sandboxUrl: string | null,
): Result<Endpoint, AppError<'no-endpoint'>> {
  if (sandboxUrl !== null) return ok({ baseUrl: sandboxUrl, tokenPath: SERVICE_PATHS.token });
  const endpoint = environment === 'sandbox' ? null : current.endpoints[environment];
  if (!endpoint) {
    return fail(
      worded('no-endpoint', 'send.readiness.noEndpoint', {
        environment: ref(`environments.words.${environment}`),
      }),
    );
  }
  return ok(endpoint);
}

export interface BankRuntimeOptions {
  store: SecretStore;
  fetch: HttpFetch;
  now: () => number;
  retry?: RetryPolicy;
  turnTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The bank client of one environment. A client and its token provider are kept while the address
 * and timeouts stay the same, so the cached token and the single-flight renewal are shared by every
 * send; a changed setting gets a fresh pair. Every token is bound to the address and credentials
 * it was issued for (keys/token-binding.ts), so one cached for another address or merchant, in
 * memory or in the keychain, is discarded, never sent.
 */
export function createBankRuntime(options: BankRuntimeOptions) {
  let cached: { key: string; client: BankClient } | null = null;

  return {
    /** D5: https only, plain http only to this machine, checked here whatever the settings say. */
    clientFor(
      endpoint: Endpoint,
      network: AppSettings['network'],
    ): Result<BankClient, AppError<'invalid-base-url'>> {
      const checked = checkBaseUrl(endpoint.baseUrl);
      if (!checked.ok) return fail(checked.error);
      const key = JSON.stringify([endpoint, network]);
      if (cached?.key === key) return ok(cached.client);
      const baseUrl = checked.value;
      const tokens = createTokenProvider({
        binding: async () => {
          // Credentials entered for another origin (D71) bind no token here: none is used.
          const credentials = credentialsFor(
            await options.store.credentials(),
            serviceOrigin(baseUrl),
          );
          return credentials ? bindingOf(baseUrl, credentials) : null;
        },
        requestToken: createTokenClient({
          baseUrl,
          tokenPath: endpoint.tokenPath,
          fetch: options.fetch,
          credentials: () => options.store.credentials(),
          timeoutMs: network.requestTimeoutMs,
          now: options.now,
        }).requestToken,
        cache: options.store.tokenCache,
        now: options.now,
      });
      const client = createBankClient({
        baseUrl,
        fetch: options.fetch,
        tokens,
        loadSigner: async () => {
          const pem = await options.store.privateKeyPem();
          if (pem === null) throw new Error(NO_SIGNING_KEY);
          return createRequestSigner(pem);
        },
        requestTimeoutMs: network.requestTimeoutMs,
        retry: options.retry ?? DEFAULT_RETRY_POLICY,
        ...(options.turnTimeoutMs ? { turnTimeoutMs: options.turnTimeoutMs } : {}),
        ...(options.sleep ? { sleep: options.sleep } : {}),
      });
      cached = { key, client };
      return ok(client);
    },

    /**
     * The signing key changed (a rotation was confirmed): the next send gets a new client, which
     * reads the key the keychain holds now, instead of signing with the one read before.
     */
    forgetClient(): void {
      cached = null;
    },
  };
}

export const NO_SIGNING_KEY = text('send.readiness.noSigningKey');
