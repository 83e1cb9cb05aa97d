import { currentLanguage, text, wordIn } from '../i18n/catalog';
import { zonedMomentParts, zonedMomentText } from './zoned-time';
import { COUNTRIES, isCountryCode } from './countries';
import type { ReceiptView } from './receipt';
import { STATE_LABELS } from './transfer-states';

/** The words a receipt shows about its outcome, in the order the receipt shows them. */
export interface ReceiptWords {
  /** The state, e.g. "Outcome unknown: a supervisor must confirm with the bank". */
  label: string;
  /** What the state means for the customer and who acts next (D6, D7, D10); null when plain. */
  detail: string | null;
  /** Why this transfer came to this state, as main recorded it; null for a plain success. */
  message: string | null;
  /** A rejection's own words from the service, shown below the message for support; else null. */
  serviceText: string | null;
  /** The service's status, what it means first and its word after; null when it gave none. */
  serviceStatus: string | null;
}

/**
 * What the receipt screen (ReceiptCard.vue) says about a transfer's outcome, as plain data, so the
 * fault matrix reports the very words a clerk reads for each fault rather than a copy of them.
 */
export function receiptWords(receipt: ReceiptView): ReceiptWords {
  const said = receipt.messageText;
  return {
    // The state by its code, in the reader's language: main's label is English (D89).
    label: STATE_LABELS[receipt.state] ?? receipt.stateLabel,
    detail: stateDetail(receipt),
    // The test service's silence is explained once, in the detail (D56); main's message repeats it.
    message:
      receipt.state === 'no_response_test'
        ? null
        : said
          ? wordIn(currentLanguage(), said.key, said.values)
          : receipt.message,
    serviceText: receipt.rejection?.serviceText ?? null,
    serviceStatus: serviceStatusText(receipt),
  };
}

/**
 * The service's status word (`SUCCESS`, or whatever it said, D10) after what it means for this
 * transfer: beside a queued transfer's value date, a bare `SUCCESS` would read as paid out already.
 */
function serviceStatusText(receipt: ReceiptView): string | null {
  const status = receipt.serviceStatus;
  if (!status) return null;
  switch (receipt.state) {
    case 'succeeded':
    case 'queued':
    case 'accepted_pending':
      return text(`receipt.serviceStatus.${receipt.state}`, { status });
    default:
      return status;
  }
}

function stateDetail(receipt: ReceiptView): string | null {
  switch (receipt.state) {
    case 'queued':
      return receipt.queuedUntil
        ? text('receipt.detail.queuedUntil', {
            opening: windowOpeningText(receipt.queuedUntil, receipt.destinationCountry),
          })
        : text('receipt.detail.queued');
    case 'accepted_pending':
      return text('receipt.detail.accepted_pending', {
        status: receipt.serviceStatus ?? text('receipt.detail.statusNotGiven'),
      });
    case 'no_response_test':
    case 'unknown':
    case 'sending':
    case 'reserved':
    case 'held':
      return text(`receipt.detail.${receipt.state}`);
    default:
      return null;
  }
}

/**
 * When a queued RTGS transfer goes out, in the destination country's time, the way the review's
 * window notice says it: `Monday 2026-11-23 at 09:00 EAT`.
 */
export function windowOpeningText(iso: string, countryCode: string): string {
  if (!isCountryCode(countryCode)) return iso;
  return zonedMomentText(iso, COUNTRIES[countryCode].rtgsTimeZone);
}

/**
 * A queued RTGS transfer's expected value date (D17): the day and time the service sends it
 * (`queuedUntil`, the next opening of the RTGS window), on the branch's clock (D32):
 * `Monday 2026-11-30, from 09:00 EAT`.
 */
export function valueDateText(queuedUntil: string, branchTimeZone: string): string {
  const parts = zonedMomentParts(queuedUntil, branchTimeZone);
  return parts ? text('dates.from', parts) : queuedUntil;
}
