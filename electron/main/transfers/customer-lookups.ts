import type { CustomerLookup, CustomerLookupRequest } from '@shared/domain/customer';
import { oneAtATimePerKey } from '@shared/one-at-a-time';
import { lookUpCustomer, type CustomerLookupDeps } from './customer-lookup';
import { doublingDelayMs } from './reference-reads';

/*
 * D77: a clerk's customer lookups are paced. A lookup answers a customer's name, date of birth,
 * address and recipients from an ID number, so a stream of guessed numbers would read the branch's
 * customers out. What is counted is the rate, not the misses: a new customer's number is a miss,
 * and a counter serves new customers all day, but it serves one every few minutes. Lookups beyond
 * `free` in the last minute each wait, twice as long as the one before, up to `maxDelayMs`; a
 * clerk's lookups are taken one at a time, so asking many at once waits as long as asking one
 * after another. Every lookup is audited with the wait it was given. No account is locked.
 */
export const LOOKUP_PACE = {
  /** Lookups in the last `windowMs` answered at once: a number retyped costs nothing. */
  free: 5,
  windowMs: 60_000,
  /** The wait of the first lookup beyond the free ones; each next one waits twice as long. */
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
} as const;

/** The wait before the answer to a lookup that is the `recent`-th in the last minute. */
export function lookupPaceDelayMs(recent: number): number {
  return doublingDelayMs(recent, LOOKUP_PACE);
}

export interface CustomerLookups {
  lookUp(document: CustomerLookupRequest, operatorId: string): Promise<CustomerLookup>;
}

export interface CustomerLookupsDeps extends CustomerLookupDeps {
  sleep: (ms: number) => Promise<void>;
}

export function createCustomerLookups(deps: CustomerLookupsDeps): CustomerLookups {
  const queue = oneAtATimePerKey();
  /** Per clerk, when their lookups of the last minute were asked. In memory, as D72's misses. */
  const recent = new Map<string, number[]>();

  function count(operatorId: string): number {
    const now = deps.now();
    const times = (recent.get(operatorId) ?? []).filter((at) => now - at < LOOKUP_PACE.windowMs);
    times.push(now);
    recent.set(operatorId, times);
    return times.length;
  }

  return {
    lookUp: (document, operatorId) =>
      queue.run(operatorId, async () => {
        const lookups = count(operatorId);
        const delayMs = lookupPaceDelayMs(lookups);
        const answer = lookUpCustomer(deps, document, operatorId, { lookups, delayMs });
        if (delayMs > 0) await deps.sleep(delayMs);
        return answer;
      }),
  };
}
