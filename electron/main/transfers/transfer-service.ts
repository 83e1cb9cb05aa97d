import type { Session } from '../../../shared/domain/operators';
import type { ReceiptView } from '../../../shared/domain/receipt';
import type { ResendRequest } from '../../../shared/domain/settlements';
import type { TransferCorrection } from '../../../shared/domain/transfer-correction';
import { fail, type Result } from '../../../shared/result';
import { correctionOf, type CorrectionError } from './correction';
import { viewOf } from './deliver';
import { resendTransfer } from './resend';
import { sendTransfer, type SendDeps, type SendsInFlight } from './send';
import type { ResendError, SendError } from './send-errors';
import { SETTLE_MESSAGES } from './settlements';

export type { SendProgress } from './deliver';

/** What the transfer service reads: the send's (send.ts), which a re-send's are part of. */
export type TransferServiceDeps = SendDeps;

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
   * A refused transfer's details for a new draft of the clerk who sent it (issue 10, item 7): only
   * when it provably moved no money. Nothing is journaled: the new draft is sent as any other.
   */
  correction(reference: string, operatorId: string): Result<TransferCorrection, CorrectionError>;
  /**
   * A supervisor re-sends a transfer whose outcome is unknown, after the bank confirmed it never
   * arrived (D7): the same body under the same reference, newly signed, through the same path as
   * a send, its attempts appended to the first ones. Recorded as a settlement first.
   */
  resend(request: ResendRequest, by: Session): Promise<Result<ReceiptView, ResendError>>;
}

/** The send path's steps (send.ts, deliver.ts, resend.ts) bound to one set of dependencies. */
export function createTransferService(deps: TransferServiceDeps): TransferService {
  const inFlight: SendsInFlight = new Map();
  return {
    send: (input, operatorId) => sendTransfer(deps, inFlight, input, operatorId),
    receipt: (reference) => receiptOf(deps, reference),
    correction: (reference, operatorId) => correctionFor(deps, reference, operatorId),
    resend: (request, by) => resendTransfer(deps, request, by),
  };
}

function receiptOf(deps: Pick<SendDeps, 'journal'>, reference: string): ReceiptView | null {
  const record = deps.journal.transfers.getByReference(reference);
  return record ? viewOf(deps.journal, record) : null;
}

function correctionFor(
  deps: Pick<SendDeps, 'journal'>,
  reference: string,
  operatorId: string,
): Result<TransferCorrection, CorrectionError> {
  const { journal } = deps;
  const record = journal.transfers.getByReference(reference);
  if (!record) {
    return fail({ code: 'not-found', message: SETTLE_MESSAGES.notFound(reference) });
  }
  return correctionOf(
    record,
    viewOf(journal, record),
    operatorId,
    journal.transfers.correctedBy(reference),
  );
}
