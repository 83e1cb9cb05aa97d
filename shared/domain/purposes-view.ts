import type { PaymentPurpose } from '../api/payment-purpose';
import type { MessageRef } from '../i18n/catalog';

/** The RTGS payment-purpose list as the clerk's form gets it. */
export interface PurposesView {
  purposes: PaymentPurpose[];
  /** When the service gave this list (ISO instant). */
  fetchedAt: string;
  /**
   * `service`: fetched just now. `saved`: the saved copy, fresh enough that the service was not
   * asked. `cache`: the saved copy because the service could not be reached just now.
   */
  source: 'service' | 'saved' | 'cache';
  /** Minutes since `fetchedAt`, by the main process's clock. */
  ageMinutes: number;
  /** Set when the list is served from the cache because the service failed: says why and how old. */
  notice: string | null;
  /** `notice`'s words, for the clerk's window to word in their language (D65, D93). */
  noticeText?: MessageRef;
}
