import type { Session } from '@shared/domain/operators';
import type { ReceiptView } from '@shared/domain/receipt';
import type { ResendRequest } from '@shared/domain/settlements';
import type { TransferCorrection } from '@shared/domain/transfer-correction';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { unlessClosing, type WorkInFlight } from '../lifecycle/work-in-flight';
import { correctionOf, type CorrectionError } from './correction';
import { viewOf } from './deliver';
import { namedReceipt, type ReceiptNamesDeps } from './receipt-names';
import { resendTransfer } from './resend';
import { sendTransfer, type SendDeps, type SendsInFlight } from './send';
import type { HeldTransferView } from '@shared/domain/screening';
import {
  heldTransfers,
  refuseHeld,
  releaseHeld,
  type HoldDecision,
  type HoldErrorCode,
} from './held';
import type { ResendError, SendError } from './send-errors';
import { SETTLE_REFUSALS } from './settlements';

export type { SendProgress } from './deliver';

/** What the transfer service reads: the send's (send.ts, a re-send's part of them), and more. */
export interface TransferServiceDeps extends SendDeps, ReceiptNamesDeps {
  /** Bank work under way: closing waits for a send on the wire, and refuses a new one. */
  work: Pick<WorkInFlight, 'closing' | 'track'>;
}

export interface TransferService {
  /**
   * The one way a transfer leaves this workstation: validate, commit the reference and
   * `sending`, commit the attempt's start, sign and send, commit the answer and the outcome. A draft already sent (double click, second
   * window) is not sent again: its receipt is returned. A new draft goes only with the customer's
   * signed instruction (D41), whoever calls: without it, nothing is reserved or journaled.
   */
  send(input: unknown, operatorId: string): Promise<Result<ReceiptView, SendError>>;
  receipt(reference: string): ReceiptView | null;
  /**
   * A refused transfer's details for a new draft of the clerk who sent it (D45): only
   * when it provably moved no money. Nothing is journaled: the new draft is sent as any other.
   */
  correction(reference: string, operatorId: string): Result<TransferCorrection, CorrectionError>;
  /**
   * A supervisor re-sends a transfer whose outcome is unknown, after the bank confirmed it never
   * arrived (D7): the same body under the same reference, newly signed, through the same path as
   * a send, its attempts appended to the first ones. Recorded as a settlement first.
   */
  resend(request: ResendRequest, by: Session): Promise<Result<ReceiptView, ResendError>>;
  /** D78: the transfers held for a compliance check, and a compliance officer's decision. */
  held(): HeldTransferView[];
  release(
    decision: HoldDecision,
    operatorId: string,
  ): Promise<Result<ReceiptView, AppError<HoldErrorCode>>>;
  refuseHeld(
    decision: HoldDecision,
    operatorId: string,
  ): Result<ReceiptView, AppError<HoldErrorCode>>;
}

/** The send path's steps (send.ts, deliver.ts, resend.ts) bound to one set of dependencies. */
export function createTransferService(deps: TransferServiceDeps): TransferService {
  const inFlight: SendsInFlight = new Map();
  return {
    send: (input, operatorId) =>
      namedWhileOpen(deps, () => sendTransfer(deps, inFlight, input, operatorId)),
    receipt: (reference) => receiptOf(deps, reference),
    correction: (reference, operatorId) => correctionFor(deps, reference, operatorId),
    resend: (request, by) => namedWhileOpen(deps, () => resendTransfer(deps, request, by)),
    held: () => heldTransfers(deps),
    release: (decision, operatorId) =>
      namedWhileOpen(deps, () => releaseHeld(deps, decision, operatorId)),
    refuseHeld: (decision, operatorId) => {
      const refused = refuseHeld(deps, decision, operatorId);
      return refused.ok ? ok(namedReceipt(deps, refused.value)) : refused;
    },
  };
}

/**
 * A send or re-send as bank work closing waits for (refused once closing began), and its receipt
 * with the names of its codes.
 */
async function namedWhileOpen<E extends { code: string; message: string }>(
  deps: TransferServiceDeps,
  run: () => Promise<Result<ReceiptView, E>>,
): Promise<Result<ReceiptView, E | AppError<'not-ready'>>> {
  const sent = await unlessClosing(deps.work, run);
  return sent.ok ? ok(namedReceipt(deps, sent.value)) : sent;
}

/** The receipt of a transfer in the journal, named; null when no transfer has the reference. */
function receiptOf(deps: TransferServiceDeps, reference: string): ReceiptView | null {
  const record = deps.journal.transfers.getByReference(reference);
  return record ? namedReceipt(deps, viewOf(deps.journal, record)) : null;
}

function correctionFor(
  deps: Pick<SendDeps, 'journal'>,
  reference: string,
  operatorId: string,
): Result<TransferCorrection, CorrectionError> {
  const { journal } = deps;
  const record = journal.transfers.getByReference(reference);
  if (!record) {
    return fail(SETTLE_REFUSALS.notFound(reference));
  }
  return correctionOf(
    record,
    viewOf(journal, record),
    operatorId,
    journal.transfers.correctedBy(reference),
  );
}
