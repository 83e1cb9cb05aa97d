import type { Refusal, RefusalCode } from '../protocol/wire';

/** The HTTP status each refusal is answered with; the body is always a `Refusal`. */
export const REFUSAL_STATUS: Readonly<Record<RefusalCode, number>> = {
  malformed: 400,
  'too-large': 413,
  'unknown-workstation': 401,
  revoked: 403,
  'bad-signature': 401,
  gap: 409,
  fork: 409,
  'broken-chain': 400,
  'code-unknown': 404,
  'code-expired': 410,
  'code-used': 409,
  // D121: an operator's own new password, refused.
  'unknown-operator': 404,
  'operator-inactive': 403,
  'wrong-password': 409,
  'weak-password': 422,
  // D125: a request for approval head office does not hold for the branch, one decided or
  // expired, and an approver who may not decide it.
  'request-unknown': 404,
  'request-closed': 409,
  'approver-not-allowed': 403,
  // D136: a message another counter may not be sent, one head office does not hold for the
  // workstation, and a settlement asked while another for the same transfer waits.
  'message-not-allowed': 403,
  'message-unknown': 404,
  'message-pending': 409,
  // D138: a receipt asked of a transfer that is not another counter's of the branch.
  'transfer-unknown': 404,
  // D139: a list file the branch does not run now, or a chunk past its end.
  'list-file-unknown': 404,
  // D157: a reservation's instant too far from head office's clock: the PC's clock is off.
  'clock-off': 409,
};

export function refusal(refused: RefusalCode, message: string, seq?: number): Refusal {
  return seq === undefined ? { refused, message } : { refused, message, seq };
}

/** A refused request's answer: the refusal, or the value the request asked for. */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: Refusal };

/**
 * A moment in a refusal's message, read by an admin at a workstation in any time zone: UTC to the
 * minute, in words a person reads ("2026-11-28 10:13 UTC"), not a wire timestamp.
 */
export function utcText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
