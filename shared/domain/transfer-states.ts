import { text, wordsByName } from '../i18n/catalog';

/** Every state a send can end in: all that may follow `sending`. */
const SEND_OUTCOMES = [
  'succeeded',
  'queued',
  'accepted_pending',
  'rejected',
  'not_sent',
  'unknown',
  'no_response_test',
] as const;

/**
 * Life of a transfer in the journal. A reference is committed (`reserved`) before anything leaves
 * the machine, and `sending` is committed before the request is written, so after a crash the
 * journal alone says whether the service may have seen the transfer.
 */
export const TRANSFER_STATES = ['reserved', 'sending', ...SEND_OUTCOMES, 'held'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** States in which the service's answer is final and nothing more will happen by itself. */
export const FINAL_STATES: readonly TransferState[] = [
  'succeeded',
  'queued',
  'rejected',
  'not_sent',
];

/** States in which the transfer provably moved no money: refused, or never received (D7). */
export const MOVED_NO_MONEY: readonly TransferState[] = ['rejected', 'not_sent'];

/** States a supervisor must look at (D7, D10). */
export const NEEDS_SUPERVISOR: readonly TransferState[] = ['unknown', 'accepted_pending'];

const TRANSITIONS: Readonly<Record<TransferState, readonly TransferState[]>> = {
  // D78: a possible sanctions match holds a reserved transfer before anything leaves; a
  // compliance officer releases it to the send path, or refuses it (nothing was sent).
  // D144: `unknown` only at a takeover, for a reservation whose move to `sending` head office's
  // copy may lack (the replaced PC may have sent it).
  reserved: ['sending', 'not_sent', 'held', 'unknown'],
  held: ['sending', 'not_sent'],
  sending: SEND_OUTCOMES,
  // A supervisor resolves these with what the bank confirms; the original attempts stay. `sending`
  // again only when the bank confirms it never received the transfer: the same body under the
  // same reference, newly signed, with its attempts appended (D7).
  unknown: ['succeeded', 'queued', 'rejected', 'not_sent', 'sending'],
  accepted_pending: ['succeeded', 'rejected'],
  no_response_test: ['succeeded', 'rejected', 'not_sent'],
  succeeded: [],
  queued: [],
  rejected: [],
  not_sent: [],
};

export function canMove(from: TransferState, to: TransferState): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isTransferState(value: unknown): value is TransferState {
  return typeof value === 'string' && (TRANSFER_STATES as readonly string[]).includes(value);
}

/** What a clerk reads on the screen. */
export const STATE_LABELS: Readonly<Record<TransferState, string>> = wordsByName(
  TRANSFER_STATES,
  (state) => text(`states.label.${state}`),
);

/**
 * D148: the message of a state where a customer may read it (the review, which the clerk reads
 * with the customer, and both printed copies of the receipt): a hold is not said to be one.
 */
export function customerStateKey(state: TransferState) {
  return state === 'held' ? ('states.customer.held' as const) : (`states.label.${state}` as const);
}

/** D148: a state as the review names it, in the window's language. */
export const CUSTOMER_STATE_LABELS: Readonly<Record<TransferState, string>> = wordsByName(
  TRANSFER_STATES,
  (state) => text(customerStateKey(state)),
);
