import { dateInTimeZone } from '@shared/domain/calendar-date';
import type { Session } from '@shared/domain/operators';
import type { ReceiptView } from '@shared/domain/receipt';
import type { ResendRequest } from '@shared/domain/settlements';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import type { BankClient } from '../bank/bank-client';
import { matchesSinceScreened } from './record-parties';
import type { ScreeningService } from '../screening/screening-service';
import { JournalConflictError, type TransferRecord } from '../journal/transfers-repo';
import { deliver, otherEnvironmentStop, progress, type DeliverDeps } from './deliver';
import type { ResendError } from './send-errors';
import { SETTLE_REFUSALS, settleableTransfer } from './settlements';
import { worded } from '@shared/i18n/worded';

export interface ResendDeps extends DeliverDeps {
  /** Everything a send needs that is not in the transfer: credentials, key, base URL. */
  readiness: () => Promise<Result<BankClient, AppError>>;
  /** D113: the branch's zone, for the day the re-send is learnt (UTC's day without it). */
  timeZone?: () => string;
  /**
   * D78, D155: a list older than the admin allows stops a re-send as it stops any send, and the
   * transfer is screened again against the lists in force.
   */
  screening?: Pick<ScreeningService, 'sendingStop' | 'matchesNotScreened'>;
}

/**
 * A supervisor re-sends a transfer whose outcome is unknown, after the bank confirmed it never
 * arrived (D7): recorded as a settlement that moves it back to `sending`, then delivered as a
 * send is, under the same reference and body.
 */
export async function resendTransfer(
  deps: ResendDeps,
  request: ResendRequest,
  by: Session,
): Promise<Result<ReceiptView, ResendError>> {
  const { journal } = deps;
  const found = settleableTransfer(journal, request.reference, by);
  if (!found.ok) return found;
  const record = found.value;
  if (record.state !== 'unknown') {
    return fail(
      worded('outcome-not-possible', 'send.corrections.resendAccepted', {
        reference: record.reference,
      }),
    );
  }
  // D144: only to the bank it was made for; nothing is recorded otherwise.
  const elsewhere = otherEnvironmentStop(deps, record);
  if (elsewhere) return fail(elsewhere);
  // Before it is settled as "re-sent": a transfer Remit Desk never reserved, or whose body
  // changed since, stops here with the journal (D68).
  journal.transferRecords.checkSendable(record);
  // D155: the money leaves now, so the lists it is sent under must be current now, as for a
  // new send or a release (D78); nothing is settled while they are not.
  const listsStop = deps.screening?.sendingStop() ?? null;
  if (listsStop) return fail(listsStop);
  // A possible match its own screening did not find (a list imported since it was sent): the
  // supervisor is told it needs a compliance check, never whom it matches (D78).
  if (matchesSinceScreened(deps.screening, journal, record).length > 0) {
    return fail(
      worded('not-ready', 'screening.hold.resendScreened', { reference: record.reference }),
    );
  }
  const ready = await deps.readiness();
  if (!ready.ok) return fail(recoded(ready.error, 'not-ready'));

  let sending: TransferRecord;
  try {
    const nowMs = deps.now();
    sending = journal.settlements.record({
      transfer: record,
      at: new Date(nowMs).toISOString(),
      ...(deps.timeZone ? { calendarDay: dateInTimeZone(nowMs, deps.timeZone()) } : {}),
      operatorId: by.operatorId,
      outcome: 'resend',
      failure: 'never_arrived',
      transactionId: null,
      note: request.note,
      move: { state: 'sending', errorCode: null, errorMessage: null },
    });
  } catch (error) {
    if (!(error instanceof JournalConflictError)) throw error;
    // Settled, or re-sent, by someone else meanwhile (the readiness check awaited).
    return fail(SETTLE_REFUSALS.notWaiting(journal.transfers.get(record.id)!));
  }
  progress(deps, sending, 'sending');
  return ok(await deliver(deps, sending, ready.value, by.operatorId, deps.now()));
}
