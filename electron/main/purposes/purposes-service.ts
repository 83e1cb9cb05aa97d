import { fail, ok, type AppError, type Result } from '@shared/result';
import type { EnvironmentName } from '@shared/domain/environments';
import type { PurposesView } from '@shared/domain/purposes-view';
import type { BankClient } from '../bank/bank-client';
import type { CachedPurposes, PurposesCache } from '../journal/purposes-cache';
import { ref, type MessageRef } from '@shared/i18n/catalog';
import { saidInEveryLanguage, saying, worded } from '@shared/i18n/worded';

export interface PurposesServiceOptions {
  environment: EnvironmentName;
  cache: PurposesCache;
  bank: () => Promise<Result<BankClient, AppError>>;
  now: () => number;
  /** A cached list younger than this is served without asking the service. */
  freshForMs?: number;
}

export interface PurposesService {
  /** The list for the form: the cache while fresh, else the service, else the cache with its age. */
  list(): Promise<Result<PurposesView, AppError<'purposes-unavailable'>>>;
  /** Asks the service now, whatever the cache holds. */
  refresh(): Promise<Result<PurposesView, AppError<'purposes-unavailable'>>>;
  /** The codes a draft may use: the cached list's, without calling the service. */
  cachedCodes(): string[];
}

export function createPurposesService(options: PurposesServiceOptions): PurposesService {
  const freshForMs = options.freshForMs ?? 60 * 60_000;

  const view = (
    cached: CachedPurposes,
    source: PurposesView['source'],
    notice: string | null,
  ): PurposesView => ({
    purposes: cached.purposes,
    fetchedAt: cached.fetchedAt,
    source,
    ageMinutes: Math.max(0, Math.floor((options.now() - Date.parse(cached.fetchedAt)) / 60_000)),
    notice,
  });

  async function fetchFresh(): Promise<Result<PurposesView, AppError<'purposes-unavailable'>>> {
    const client = await options.bank();
    const answer = client.ok
      ? await client.value.fetchPaymentPurposes()
      : { ok: false as const, ...client.error, detail: '' };
    if (answer.ok) {
      const fetched = {
        purposes: answer.purposes,
        fetchedAt: new Date(options.now()).toISOString(),
      };
      options.cache.save(options.environment, fetched.purposes, fetched.fetchedAt);
      return ok(view(fetched, 'service', null));
    }
    // The bank's trouble in every language: the clerk's window holds no send-path words (D93).
    const reason = saidInEveryLanguage(answer);
    const cached = options.cache.load(options.environment);
    if (!cached) return fail(worded('purposes-unavailable', 'purposes.unavailable', { reason }));
    const stale = view(cached, 'cache', null);
    const notice = saying('purposes.stale', { reason, age: ageSaid(stale.ageMinutes) });
    return ok({ ...stale, notice: notice.message, noticeText: notice.text });
  }

  return {
    async list() {
      const cached = options.cache.load(options.environment);
      if (cached && options.now() - Date.parse(cached.fetchedAt) < freshForMs) {
        return ok(view(cached, 'saved', null));
      }
      return fetchFresh();
    },
    refresh: fetchFresh,
    cachedCodes() {
      return options.cache.load(options.environment)?.purposes.map((p) => p.code) ?? [];
    },
  };
}

/** How old the list is, as a message of the notice (D93). */
function ageSaid(minutes: number): MessageRef {
  if (minutes < 1) return ref('purposes.age.underAMinute');
  if (minutes < 120) return ref('purposes.age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return ref('purposes.age.hours', { count: hours });
  return ref('purposes.age.days', { count: Math.floor(hours / 24) });
}
