import type { InjectionKey } from 'vue';
import { inject } from 'vue';

/**
 * The clock the screens read (the RTGS window notice). Injected so that tests can show the review
 * on a Saturday or at 15:00 without touching the system time.
 */
export type Clock = () => number;

export const CLOCK: InjectionKey<Clock> = Symbol('clock');

export function useClock(): Clock {
  return inject(CLOCK, () => Date.now());
}
