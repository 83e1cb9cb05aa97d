import type { PaymentPurpose } from '../api/payment-purpose';

/** The RTGS payment-purpose list as the clerk's form gets it. */
export interface PurposesView {
  purposes: PaymentPurpose[];
  /** When the service gave this list (ISO instant). */
  fetchedAt: string;
  /** `cache` when the service could not be reached just now and an older list is shown. */
  source: 'service' | 'cache';
  /** Minutes since `fetchedAt`, by the main process's clock. */
  ageMinutes: number;
  /** Set when the list is served from the cache because the service failed: says why and how old. */
  notice: string | null;
}
