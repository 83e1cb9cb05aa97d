import { sameOperator, type Session } from '@shared/domain/operators';
import type { TransferHistory } from '@shared/domain/settlements';
import {
  returnRefusal,
  type ReturnCase,
  type TransferReturnRequest,
} from '@shared/domain/transfer-returns';
import type { RemitDeskContract } from '@shared/ipc/contract';
import type { ErrorCodeOf, IpcError } from '@shared/ipc/define';
import { ref } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type Result } from '@shared/result';
import { JournalConflictError, type TransferRecord } from '../journal/transfer-rows';
import { returnCaseOf } from './return-case';
import { transferHistory, type SettlementDeps } from './settlements';

/*
 * D120: a supervisor records what the bank's notice says: a sent transfer returned, or a queued
 * RTGS recalled before its window opened. The transfer stays as it was journaled (so nothing
 * sends it again: no state a send leaves from is ever reached by a return); the return is its own
 * record, learnt on today's business day. Who sent the transfer does not record its return, as
 * they do not settle it: the refund is money paid out at the counter.
 */

export type ReturnErrorCode = ErrorCodeOf<RemitDeskContract['operations']['recordTransferReturn']>;
export type ReturnError = IpcError<ReturnErrorCode>;

/** Records a return or recall from the bank's notice, or says why it cannot be. */
export function recordTransferReturn(
  deps: SettlementDeps,
  request: TransferReturnRequest,
  by: Session,
): Result<TransferHistory, ReturnError> {
  const { journal } = deps;
  const record = journal.transfers.getByReference(request.reference);
  if (!record) {
    return fail(worded('not-found', 'returns.refused.notFound', { reference: request.reference }));
  }
  if (sameOperator(record.operatorId, by.operatorId)) {
    return fail(
      worded('own-transfer', 'returns.refused.ownTransfer', { reference: record.reference }),
    );
  }
  const of = returnCaseOf(deps, record);
  const refused = returnRefusal(of, request.kind, request.bankDate);
  if (refused) return fail(refusalOf(refused, record, of));
  const nowMs = of.nowMs;
  try {
    journal.returns.record({
      transfer: record,
      kind: request.kind,
      bankReference: request.bankReference,
      bankDate: request.bankDate,
      reason: request.reason,
      note: request.note,
      at: new Date(nowMs).toISOString(),
      operatorId: by.operatorId,
      calendarDay: of.today,
    });
  } catch (error) {
    if (!(error instanceof JournalConflictError)) throw error;
    // Another supervisor recorded one meanwhile.
    return fail(refusalOf('returned-already', record, of));
  }
  return ok(transferHistory(deps, record.reference)!);
}

function refusalOf(
  code: NonNullable<ReturnType<typeof returnRefusal>>,
  record: TransferRecord,
  of: ReturnCase,
): ReturnError {
  const { reference } = record;
  switch (code) {
    case 'returned-already':
      return worded(code, 'returns.refused.returnedAlready', { reference });
    case 'not-returnable':
      return worded(code, 'returns.refused.notReturnable', {
        reference,
        state: ref(`states.label.${record.state}`),
      });
    case 'not-recallable':
      return worded(code, 'returns.refused.notRecallable', { reference });
    case 'window-opened':
      return worded(code, 'returns.refused.windowOpened', { reference });
    case 'date-out-of-range':
      return worded(code, 'returns.refused.dateOutOfRange', { from: of.day, to: of.today });
  }
}

export interface TransferReturnService {
  /** Records the bank's return or recall; the request has passed its schema. */
  record(request: TransferReturnRequest, by: Session): Result<TransferHistory, ReturnError>;
}

export function createTransferReturnService(deps: SettlementDeps): TransferReturnService {
  return { record: (request, by) => recordTransferReturn(deps, request, by) };
}
