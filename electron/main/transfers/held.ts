import type { ReceiptView } from '@shared/domain/receipt';
import type { HeldTransferView, PossibleMatch } from '@shared/domain/screening';
import { sameOperator } from '@shared/domain/operators';
import { worded } from '@shared/i18n/worded';
import { text } from '@shared/i18n/catalog';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import type { BankClient } from '../bank/bank-client';
import type { AppLogger } from '../logging/logger';
import {
  JournalConflictError,
  TRANSFER_ACTIONS,
  type TransferRecord,
} from '../journal/transfers-repo';
import { partiesOfRecord } from './record-parties';
import { unseenMatches, type ScreeningService } from '../screening/screening-service';
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
  /** D159: how many of its screenings the officer was shown; absent, the first only. */
  screeningsShown?: number;
}

export type HoldErrorCode = 'not-held' | 'not-ready' | 'own-transfer';

/**
 * Every transfer waiting for a compliance check, oldest first, with each of its screenings and
 * the matches it found first (D159): the one of the day it was entered, then any made at a
 * release since.
 */
export function heldTransfers(deps: Pick<HeldDeps, 'journal'>): HeldTransferView[] {
  const { journal } = deps;
  return journal.transfers.inState('held').map((record) => ({
    reference: record.reference,
    kind: record.kind,
    createdAt: record.createdAt,
    operatorId: record.operatorId,
    amount: record.amount,
    currency: record.currency,
    recipientName: record.recipientName,
    screenings: journal.sanctions.screeningsOf(record.id).map((screening, n) => {
      const versions = new Map(screening.lists.map((list) => [String(list.id), list]));
      return {
        at: screening.at,
        since: n > 0,
        matches: screening.matches.map((match) => {
          const version = versions.get(match.listId);
          return {
            ...match,
            list: version?.list ?? null,
            listPublishedOn: version?.publishedOn ?? null,
          };
        }),
      };
    }),
  }));
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
 * bank connection are checked first, as for any send, and the transfer is screened again (D155,
 * D159): it goes only on matches the officer was shown.
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
  const unseen = screenedAgain(deps, held, operatorId);
  if (unseen) return fail(unseen);
  const shown = decision.screeningsShown ?? 1;
  if (shown < screeningCount(deps, held)) return fail(notShown(held.reference));
  const ready = await deps.readiness();
  if (!ready.ok) return fail(recoded(ready.error, 'not-ready'));
  let sending: TransferRecord;
  try {
    sending = decide(deps, held, decision, operatorId, 'released');
  } catch (error) {
    if (error instanceof NotShownError) return fail(notShown(held.reference));
    if (error instanceof JournalConflictError) return fail(notHeld(decision.reference));
    throw error;
  }
  progress(deps, sending, 'sending');
  return ok(await deliver(deps, sending, ready.value, operatorId, deps.now()));
}

/**
 * D155, D159: the held transfer's parties screened again against the lists in force. Possible
 * matches none of its screenings found (a list imported since, a threshold lowered) are kept as
 * a further screening of it, which the Held page shows with the others, and refuse this release,
 * naming them: the officer decides again on everything they have been shown.
 */
function screenedAgain(
  deps: HeldDeps,
  held: TransferRecord,
  operatorId: string,
): AppError<'not-ready' | 'not-held'> | null {
  if (!deps.screening) return null;
  const kept = keepNewMatches(
    { journal: deps.journal, screening: deps.screening },
    held,
    operatorId,
  );
  if (kept === null) return notHeld(held.reference);
  if (kept.length === 0) return null;
  return worded('not-ready', 'screening.hold.listsChanged', {
    reference: held.reference,
    matches: kept.map((match) => `${match.listedName} (${match.entryId})`).join('; '),
  });
}

/** What screening a held transfer again reads and writes. */
export interface HeldScreeningDeps {
  journal: HeldDeps['journal'];
  screening: ScreeningService;
}

/**
 * D162: after a list is imported, every held transfer screened again against the lists now in
 * force, its new possible matches kept as a further screening (as a release keeps them, D159), so
 * the Held page shows them before an officer decides. Returns how many found new matches.
 */
export function screenHeldAgain(deps: HeldScreeningDeps, operatorId: string): number {
  let found = 0;
  for (const held of deps.journal.transfers.inState('held')) {
    if ((keepNewMatches(deps, held, operatorId)?.length ?? 0) > 0) found += 1;
  }
  return found;
}

/** D162 as the screening service's `afterImport`: a failure is logged, and never the import's. */
export function screenHeldAfterImport(
  deps: HeldScreeningDeps & { log: AppLogger },
  operatorId: string,
): void {
  try {
    const found = screenHeldAgain(deps, operatorId);
    if (found > 0) deps.log.info('Held transfers screened again found new matches.', { found });
  } catch (error) {
    // The Held page then shows them at the first release, which screens again itself (D159).
    deps.log.error('Held transfers could not be screened again after a list import.', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * The held transfer screened again: the possible matches none of its screenings found, kept as a
 * further screening of it (each once, whoever kept some meanwhile); null when it is no longer held.
 */
function keepNewMatches(
  deps: HeldScreeningDeps,
  held: TransferRecord,
  operatorId: string,
): PossibleMatch[] | null {
  const { sanctions } = deps.journal;
  const parties = partiesOfRecord(held);
  const { screening, unseen } = deps.screening.screenAgain(
    parties,
    sanctions.screeningsOf(held.id),
  );
  if (unseen.length === 0) return unseen;
  const stillHeld = deps.journal.transaction(() => {
    if (heldRecord(deps, held.reference)?.id !== held.id) return false;
    // Another officer's release, or an import, may have kept some of them meanwhile.
    const matches = unseenMatches(
      { ...screening, matches: unseen },
      sanctions.screeningsOf(held.id),
    );
    if (matches.length > 0) {
      const { at, lists, threshold } = screening;
      sanctions.recordRescreening(
        { transferId: held.id, at, lists, threshold, matches },
        held.reference,
        operatorId,
      );
    }
    return true;
  });
  return stillHeld ? unseen : null;
}

/** How many screenings a held transfer has: its first, and each kept at a release since. */
function screeningCount(deps: Pick<HeldDeps, 'journal'>, held: TransferRecord): number {
  return deps.journal.sanctions.screeningsOf(held.id).length;
}

/** D159: a screening kept after the officer's page was read: they were not shown its matches. */
class NotShownError extends Error {}

function notShown(reference: string): AppError<'not-ready'> {
  return worded('not-ready', 'screening.hold.notShown', { reference });
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
    // D159: a screening kept since the officer's page was read (another officer's release, in
    // the moment this one waited for the bank's readiness) stops this release.
    const screenings = screeningCount(deps, held);
    if (outcome === 'released' && (decision.screeningsShown ?? 1) < screenings) {
      throw new NotShownError();
    }
    deps.journal.sanctions.recordDecision(
      { transferId: held.id, at, operatorId, decision: outcome, reason: decision.reason },
      held.reference,
      screenings,
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
