import type { ReceiptView } from '@shared/domain/receipt';
import { operatorText, sameOperator, type Session } from '@shared/domain/operators';
import {
  SETTLEABLE_STATES,
  SETTLEMENT_LABELS,
  type AttemptView,
  type SettleRequest,
  type TransferHistory,
} from '@shared/domain/settlements';
import type { RemitDeskContract } from '@shared/ipc/contract';
import type { ErrorCodeOf, IpcError } from '@shared/ipc/define';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import {
  JournalConflictError,
  type AttemptRecord,
  type Outcome,
  type TransferRecord,
} from '../journal/transfers-repo';
import { attemptInWords } from './attempt-words';
import { receiptViewOf } from './receipt-view';
import { returnPartsOf } from './return-case';
import { ref, text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { dateInTimeZone } from '@shared/domain/calendar-date';

/** Declared once, in the IPC contract; main takes them from there. */
export type SettleErrorCode = ErrorCodeOf<RemitDeskContract['operations']['settleTransfer']>;
export type SettleError = IpcError<SettleErrorCode>;

export interface SettlementService {
  /** The transfer with its attempts and settlements, or null when no transfer has the reference. */
  history(reference: string): TransferHistory | null;
  /** Records what the bank confirmed. The request has passed its schema. */
  settle(request: SettleRequest, by: Session): Result<TransferHistory, SettleError>;
}

/** The refusals of a settlement, with their messages for the supervisor's language (D65). */
export const SETTLE_REFUSALS = {
  notFound: (reference: string) => worded('not-found', 'send.settle.notFound', { reference }),
  notWaiting: (record: TransferRecord) =>
    worded('not-waiting', 'send.settle.notWaiting', {
      reference: record.reference,
      state: ref(`states.label.${record.state}`),
    }),
  ownTransfer: (record: TransferRecord) =>
    worded('own-transfer', 'send.settle.ownTransfer', { reference: record.reference }),
} as const;

/**
 * The transfer a supervisor settles or re-sends, found by its reference, or why they cannot: none
 * has it, it is not waiting for a supervisor, or they sent it themselves.
 */
export function settleableTransfer(
  journal: Journal,
  reference: string,
  by: Session,
): Result<TransferRecord, IpcError<'not-found' | 'not-waiting' | 'own-transfer'>> {
  const record = journal.transfers.getByReference(reference);
  if (!record) return fail(SETTLE_REFUSALS.notFound(reference));
  const refused = settleRefusal(record, by);
  return refused ? fail(refused) : ok(record);
}

/**
 * Who may settle a transfer, and whether it can be settled: the same checks for recording an
 * outcome and for re-sending it.
 */
function settleRefusal(
  record: TransferRecord,
  by: Session,
): IpcError<'not-waiting' | 'own-transfer'> | null {
  if (!SETTLEABLE_STATES.includes(record.state)) {
    return SETTLE_REFUSALS.notWaiting(record);
  }
  if (sameOperator(record.operatorId, by.operatorId)) {
    return SETTLE_REFUSALS.ownTransfer(record);
  }
  return null;
}

export interface SettlementDeps {
  journal: Journal;
  now: () => number;
  /** D113: the branch's zone, for the day a settlement is learnt (UTC's day without it). */
  timeZone?: () => string;
  /** The receipt with the names the branch lists give its codes (receipt-names.ts). */
  named?: (receipt: ReceiptView) => ReceiptView;
  /** The payment purpose's name in the cached list. */
  purposeName?: (code: string) => string | null;
}

/** The settlement steps bound to one set of dependencies. */
export function createSettlementService(deps: SettlementDeps): SettlementService {
  return {
    history: (reference) => transferHistory(deps, reference),
    settle: (request, by) => settleTransfer(deps, request, by),
  };
}

/** The transfer with its attempts in words and its settlements; null when none has the reference. */
export function transferHistory(deps: SettlementDeps, reference: string): TransferHistory | null {
  const { journal } = deps;
  const record = journal.transfers.getByReference(reference);
  if (!record) return null;
  const attempts = journal.transfers
    .attempts(record.id)
    .map((attempt) => attemptInWords(record.kind, record.reference, attemptView(attempt)));
  const receipt = (deps.named ?? ((view: ReceiptView) => view))(receiptViewOf(record, attempts));
  return {
    receipt,
    purposeName: receipt.purposeCode ? (deps.purposeName?.(receipt.purposeCode) ?? null) : null,
    body: record.body,
    attempts,
    settlements: journal.settlements.forTransfer(record.id).map((settlement) => ({
      at: settlement.at,
      operatorId: settlement.operatorId,
      outcome: settlement.outcome,
      outcomeLabel: SETTLEMENT_LABELS[settlement.outcome],
      failure: settlement.failure,
      fromState: settlement.fromState,
      toState: settlement.toState,
      transactionId: settlement.transactionId,
      note: settlement.note,
    })),
    settleable: SETTLEABLE_STATES.includes(record.state),
    ...returnPartsOf(deps, record),
  };
}

/** Records what the bank confirmed, with the move of the transfer it makes. */
export function settleTransfer(
  deps: SettlementDeps,
  request: SettleRequest,
  by: Session,
): Result<TransferHistory, SettleError> {
  const { journal } = deps;
  const found = settleableTransfer(journal, request.reference, by);
  if (!found.ok) return found;
  const record = found.value;
  const move = moveFor(journal, record, request, by);
  if (!move.ok) return move;
  const nowMs = deps.now();
  try {
    journal.settlements.record({
      transfer: record,
      at: new Date(nowMs).toISOString(),
      ...(deps.timeZone ? { calendarDay: dateInTimeZone(nowMs, deps.timeZone()) } : {}),
      operatorId: by.operatorId,
      outcome: request.outcome,
      failure: request.outcome === 'failed' ? request.failure : null,
      transactionId: request.outcome === 'succeeded' ? request.transactionId : null,
      note: request.note ?? '',
      move: move.value,
    });
  } catch (error) {
    if (!(error instanceof JournalConflictError)) throw error;
    // Another supervisor settled it meanwhile: say what it is now.
    return fail(SETTLE_REFUSALS.notWaiting(journal.transfers.get(record.id)!));
  }
  return ok(transferHistory(deps, record.reference)!);
}

/** Where the transfer moves for what the bank confirmed, or why it cannot. */
function moveFor(
  journal: Journal,
  record: TransferRecord,
  request: SettleRequest,
  by: Session,
): Result<Outcome | null, SettleError> {
  // Named as every screen names an operator; the receipt's message keeps it as written then.
  const who = text('send.settle.supervisor', {
    name: operatorText(by.operatorId, journal.operators.get(by.operatorId)?.displayName),
  });
  switch (request.outcome) {
    case 'succeeded': {
      const problem = transactionIdProblem(journal, record, request.transactionId);
      if (problem) return fail(problem);
      return ok({
        state: 'succeeded',
        transactionId: request.transactionId,
        errorCode: 'settled',
        errorMessage: text('send.settle.received', { transactionId: request.transactionId, who }),
      });
    }
    case 'failed':
      if (request.failure === 'never_arrived') {
        if (record.state !== 'unknown') {
          return fail(
            worded('outcome-not-possible', 'send.settle.didArrive', {
              reference: record.reference,
            }),
          );
        }
        return ok({
          state: 'not_sent',
          errorCode: 'settled',
          errorMessage: text('send.settle.neverReceived', { who }),
        });
      }
      return ok({
        state: 'rejected',
        errorCode: 'settled',
        errorMessage: text('send.settle.refused', { who }),
      });
    case 'still_unknown':
      return ok(null);
  }
}

function attemptView({ transferId: _transferId, ...view }: AttemptRecord): AttemptView {
  return view;
}

/**
 * A transaction id the bank cannot have given this transfer: another than the service already
 * gave it, or one this journal holds for another transfer (D150: the bank gives each id once).
 */
function transactionIdProblem(
  journal: Journal,
  record: TransferRecord,
  given: string,
): AppError<'transaction-id-differs'> | null {
  if (record.transactionId !== null && record.transactionId !== given) {
    return worded('transaction-id-differs', 'send.settle.transactionIdDiffers', {
      reference: record.reference,
      recorded: record.transactionId,
      given,
    });
  }
  const holder = journal.transfers.getByTransactionId(given);
  if (holder && holder.id !== record.id) {
    return worded('transaction-id-differs', 'send.settle.transactionIdHeld', {
      reference: record.reference,
      given,
      other: holder.reference,
    });
  }
  return null;
}
