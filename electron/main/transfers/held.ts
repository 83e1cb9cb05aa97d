import type { ReceiptView } from '@shared/domain/receipt';
import type { HeldTransferView } from '@shared/domain/screening';
import { sameOperator } from '@shared/domain/operators';
import { worded } from '@shared/i18n/worded';
import { text } from '@shared/i18n/catalog';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import type { BankClient } from '../bank/bank-client';
import {
  JournalConflictError,
  TRANSFER_ACTIONS,
  type TransferRecord,
} from '../journal/transfers-repo';
import { matchesSinceScreened } from './record-parties';
import type { ScreeningService } from '../screening/screening-service';
import {
  deliver,
  isoNow,
  otherEnvironmentStop,
  progress,
  viewOf,
  type DeliverDeps,
} from './deliver';

/** What a compliance officer's decision on a held transfer reads (D78). */
export interface HeldDeps extends DeliverDeps {
  readiness: () => Promise<Result<BankClient, AppError>>;
  screening?: ScreeningService;
}

export interface HoldDecision {
  reference: string;
  reason: string;
}

export type HoldErrorCode = 'not-held' | 'not-ready' | 'own-transfer';

/** Every transfer waiting for a compliance check, oldest first, with what its screening found. */
export function heldTransfers(deps: Pick<HeldDeps, 'journal'>): HeldTransferView[] {
  const { journal } = deps;
  return journal.transfers.inState('held').map((record) => {
    const screening = journal.sanctions.screeningOf(record.id);
    const versions = new Map((screening?.lists ?? []).map((list) => [String(list.id), list]));
    return {
      reference: record.reference,
      kind: record.kind,
      createdAt: record.createdAt,
      operatorId: record.operatorId,
      amount: record.amount,
      currency: record.currency,
      recipientName: record.recipientName,
      matches: (screening?.matches ?? []).map((match) => {
        const version = versions.get(match.listId);
        return {
          ...match,
          list: version?.list ?? null,
          listPublishedOn: version?.publishedOn ?? null,
        };
      }),
    };
  });
}

function heldRecord(deps: Pick<HeldDeps, 'journal'>, reference: string): TransferRecord | null {
  const record = deps.journal.transfers.getByReference(reference);
  return record?.state === 'held' ? record : null;
}

/**
 * D149: the held transfer, unless the officer deciding is the operator who entered it (a clerk
 * since given the compliance role): nobody decides alone about their own transfer (D33).
 */
function heldFor(
  deps: Pick<HeldDeps, 'journal'>,
  reference: string,
  operatorId: string,
): Result<TransferRecord, AppError<'not-held' | 'own-transfer'>> {
  const held = heldRecord(deps, reference);
  if (!held) return fail(notHeld(reference));
  if (sameOperator(held.operatorId, operatorId)) {
    return fail(worded('own-transfer', 'screening.hold.ownTransfer', { reference }));
  }
  return ok(held);
}

/**
 * A release: the decision and the move to `sending` commit together, from `held` only (a second
 * release, or a refusal meanwhile, finds it moved and sends nothing); then the one send path
 * delivers the body sealed at the reservation, under the same reference. The lists' age and the
 * bank connection are checked first, as for any send.
 */
export async function releaseHeld(
  deps: HeldDeps,
  decision: HoldDecision,
  operatorId: string,
): Promise<Result<ReceiptView, AppError<HoldErrorCode>>> {
  const found = heldFor(deps, decision.reference, operatorId);
  if (!found.ok) return found;
  const held = found.value;
  // D144: only to the bank it was made for; the hold stays as it is otherwise.
  const elsewhere = otherEnvironmentStop(deps, held);
  if (elsewhere) return fail(elsewhere);
  const listsStop = deps.screening?.sendingStop() ?? null;
  if (listsStop) return fail(listsStop);
  const unseen = matchesUnseen(deps, held);
  if (unseen) return fail(unseen);
  const ready = await deps.readiness();
  if (!ready.ok) return fail(recoded(ready.error, 'not-ready'));
  let sending: TransferRecord;
  try {
    sending = decide(deps, held, decision, operatorId, 'released');
  } catch (error) {
    if (error instanceof JournalConflictError) return fail(notHeld(decision.reference));
    throw error;
  }
  progress(deps, sending, 'sending');
  return ok(await deliver(deps, sending, ready.value, operatorId, deps.now()));
}

/**
 * D155: the held transfer's parties screened again against the lists in force; a possible match
 * the officer was not shown (a list imported since, a threshold lowered) refuses the release,
 * naming it: the officer decided on what the screening of the day it was entered found.
 */
function matchesUnseen(deps: HeldDeps, held: TransferRecord): AppError<'not-ready'> | null {
  const unseen = matchesSinceScreened(deps.screening, deps.journal, held);
  if (unseen.length === 0) return null;
  return worded('not-ready', 'screening.hold.listsChanged', {
    reference: held.reference,
    matches: unseen.map((match) => `${match.listedName} (${match.entryId})`).join('; '),
  });
}

/** A refusal: nothing was sent; the transfer ends `not_sent` with the decision beside it. */
export function refuseHeld(
  deps: Pick<HeldDeps, 'journal' | 'now'>,
  decision: HoldDecision,
  operatorId: string,
): Result<ReceiptView, AppError<HoldErrorCode>> {
  const found = heldFor(deps, decision.reference, operatorId);
  if (!found.ok) return found;
  const held = found.value;
  try {
    return ok(viewOf(deps.journal, decide(deps, held, decision, operatorId, 'refused')));
  } catch (error) {
    if (error instanceof JournalConflictError) return fail(notHeld(decision.reference));
    throw error;
  }
}

function decide(
  deps: Pick<HeldDeps, 'journal' | 'now'>,
  held: TransferRecord,
  decision: HoldDecision,
  operatorId: string,
  outcome: 'released' | 'refused',
): TransferRecord {
  const at = isoNow(deps);
  return deps.journal.transaction(() => {
    deps.journal.sanctions.recordDecision(
      { transferId: held.id, at, operatorId, decision: outcome, reason: decision.reason },
      held.reference,
    );
    return outcome === 'released'
      ? deps.journal.transfers.move(held.id, 'held', { state: 'sending' }, at, {
          operatorId,
          action: TRANSFER_ACTIONS.released,
        })
      : deps.journal.transfers.move(
          held.id,
          'held',
          { state: 'not_sent', errorMessage: text('screening.hold.notSent') },
          at,
          { operatorId, action: TRANSFER_ACTIONS.refused },
        );
  });
}

function notHeld(reference: string): AppError<'not-held'> {
  return worded('not-held', 'screening.hold.notHeld', { reference });
}
