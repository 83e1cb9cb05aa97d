import { WEEKDAY_NAMES, weekdayOf, zonedParts } from './calendar-date';
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
}

/**
 * What the receipt screen (ReceiptCard.vue) says about a transfer's outcome, as plain data, so the
 * fault matrix reports the very words a clerk reads for each fault rather than a copy of them.
 */
export function receiptWords(receipt: ReceiptView): ReceiptWords {
  return {
    label: receipt.stateLabel || STATE_LABELS[receipt.state],
    detail: stateDetail(receipt),
    message: receipt.message,
  };
}

function stateDetail(receipt: ReceiptView): string | null {
  switch (receipt.state) {
    case 'queued':
      return receipt.queuedUntil
        ? `Sent outside the RTGS window: the service holds it and it goes out when the window opens, ${windowOpeningText(receipt.queuedUntil, receipt.destinationCountry)}.`
        : 'Sent outside the RTGS window: the service holds it until the window opens.';
    case 'accepted_pending':
      return `Accepted by the service, status ${receipt.serviceStatus ?? 'not given'}: not final. A supervisor follows it up; do not send it again.`;
    case 'no_response_test':
      return 'Sent, no response (test environment). The test service does not answer this kind of transfer: this is not a failure, and it will not be sent again.';
    case 'unknown':
      return 'The request may have reached the bank, and no answer came back that says what happened to it. Do not send this transfer again, not even under a new reference, until a supervisor has confirmed the outcome with the bank.';
    case 'sending':
      return 'The answer from the service has not been recorded yet. Do not send this transfer again; open this receipt again later or ask a supervisor.';
    case 'reserved':
      return 'A reference was prepared but nothing was sent.';
    default:
      return null;
  }
}

/**
 * When a queued RTGS transfer goes out, in the destination country's time, the way the review's
 * window notice says it: `Monday 2026-11-23 at 09:00 (Africa/Nairobi time)`.
 */
export function windowOpeningText(iso: string, countryCode: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !isCountryCode(countryCode)) return iso;
  const timeZone = COUNTRIES[countryCode].rtgsTimeZone;
  const { date, hour, minute } = zonedParts(ms, timeZone);
  const weekday = WEEKDAY_NAMES[weekdayOf(date)] ?? '';
  return `${weekday} ${date} at ${pad(hour)}:${pad(minute)} (${timeZone} time)`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
