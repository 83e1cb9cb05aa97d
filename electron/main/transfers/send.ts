import { dateInTimeZone } from '@shared/domain/calendar-date';
import { THRESHOLD_APPROVAL_PURPOSE } from '@shared/domain/controls';
import type { Charges } from '@shared/domain/charges';
import type { ReceiptView } from '@shared/domain/receipt';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import { validateTransferDraft } from '@shared/schemas/validate';
import type { Approval } from '../approvals/approvals';
import type { BankClient } from '../bank/bank-client';
import type { Journal } from '../journal/journal';
import {
  TRANSFER_ACTIONS,
  type RepeatRecord,
  type TransferRecord,
} from '../journal/transfers-repo';
import { sendCharges } from './charges';
import { chargesRecordOf, deskOf } from './row-parts';
import { groundsAudited, type ApprovalNeed } from './control-desk';
import { correctionLinkProblem } from './correction';
import { branchLimitOf, type BranchLimit, type BranchLimitDeps } from './branch-limit';
import { NO_FACTS } from './branch-merge';
import { journalLimitOf } from './daily-limit';
import { deliver, isoNow, progress, viewOf, type DeliverDeps } from './deliver';
import {
  approvalMatchFor,
  duplicateApprovalMatch,
  waitingDuplicates,
  type WaitingTransfer,
} from './duplicate-guard';
import type { ReferenceAllocator } from './reference-allocator';
import {
  JournalLimitError,
  limitError,
  reservationError,
  SendStopError,
  type SendError,
} from './send-errors';
import {
  controlStop,
  firstSendStop,
  needsApproval,
  possibleDuplicate,
  refusalStop,
  repeatsOf,
  repeatStop,
  type SendStopDeps,
} from './send-stops';
import { bodyTextFor, summaryOf, transferDate } from './transfer-body';
import { partiesOf } from '../screening/parties';
import type { ScreeningOutcome, ScreeningService } from '../screening/screening-service';
import { worded } from '@shared/i18n/worded';

/** What a new send reads besides the draft. */
export interface SendDeps extends SendStopDeps, DeliverDeps, BranchLimitDeps {
  references: ReferenceAllocator;
  /** The current rules: admin limits and patterns, and the cached purpose list. */
  rules: () => Result<TransferRules, AppError>;
  /** Everything a send needs that is not in the draft: credentials, key, base URL. */
  readiness: () => Promise<Result<BankClient, AppError>>;
  /** Sanctions screening (D78): lists in force, their age, the draft's parties screened. */
  screening?: ScreeningService;
}

/** The sends under way, by draft id: the same draft sent again meanwhile waits for its receipt. */
export type SendsInFlight = Map<string, Promise<Result<ReceiptView, SendError>>>;

/** The supervisors' approvals a new send uses, taken once the send goes ahead. */
interface UsedApprovals {
  /** The waiting transfers the draft repeats, and the approval that lets it through (D33). */
  earlier: WaitingTransfer[];
  duplicate: Approval | null;
  /** Why the draft needs a supervisor's approval (D42, D81), and that approval. */
  need: ApprovalNeed | null;
  overThreshold: Approval | null;
}

interface NewSend {
  draft: TransferDraft;
  rules: TransferRules;
  operatorId: string;
  used: UsedApprovals;
  /** What the draft's parties were screened against and found; null without screening. */
  screened: ScreeningOutcome | null;
  /** The client that delivers it: whether its first request can leave at once (D107). */
  bank: BankClient;
  /** D124: the fee, rate and total to pay, priced from the settings as the send goes ahead. */
  charges: Charges;
}

/** A reservation committed, and the attempt whose start committed with it (D107), if any. */
interface Reserved {
  record: TransferRecord;
  firstAttempt: number | null;
}

/**
 * A send as the clerk asks it: the draft checked against today's rules; a draft already sent or
 * in flight answers with that receipt and sends nothing more; a new one goes through the stops,
 * then is reserved and delivered.
 */
export async function sendTransfer(
  deps: SendDeps,
  inFlight: SendsInFlight,
  input: unknown,
  operatorId: string,
): Promise<Result<ReceiptView, SendError>> {
  const rules = deps.rules();
  if (!rules.ok) return fail(recoded(rules.error, 'not-ready'));
  const checked = validateTransferDraft(rules.value, input);
  if (!checked.ok) return fail(checked.error);
  const draft = checked.value;

  const running = inFlight.get(draft.draftId);
  if (running) return sameDraftOr(deps.journal, await running, draft, rules.value);
  const sent = deps.journal.transfers.getByDraftId(draft.draftId);
  if (sent) return sameDraftOr(deps.journal, ok(viewOf(deps.journal, sent)), draft, rules.value);
  // D41: the customer's signed instruction is asked of a new send only, after the two checks
  // above. A repeat of a draft already journaled or in flight sends nothing more: it answers
  // with the receipt of what was sent, and the instruction journaled then (none, for a
  // transfer an earlier version sent). Refusing the repeat would withhold that receipt and tell
  // the clerk nothing was sent of money that went, inviting them to send it again.
  const stopped = firstSendStop(deps, draft, operatorId);
  if (stopped) return fail(stopped);

  const run = sendNew(deps, draft, rules.value, operatorId).finally(() =>
    inFlight.delete(draft.draftId),
  );
  inFlight.set(draft.draftId, run);
  return run;
}

async function sendNew(
  deps: SendDeps,
  draft: TransferDraft,
  rules: TransferRules,
  operatorId: string,
): Promise<Result<ReceiptView, SendError>> {
  // The IMT daily total (D36): asked before the send starts, and again under the reference lock
  // just before the reservation commits, so two sends at once cannot both pass it.
  const limited = journalLimitOf(deps, draft, deps.now());
  if (limited) return fail(limitError(limited));
  const ready = await deps.readiness();
  if (!ready.ok) return fail(recoded(ready.error, 'not-ready'));
  // D78: a list older than the admin allows stops every send; the parties are screened before
  // anything is reserved, so a possible match is held with its reference and nothing leaves.
  const listsStop = deps.screening?.sendingStop() ?? null;
  if (listsStop) return fail(listsStop);
  const screened = deps.screening?.screen(partiesOf(draft)) ?? null;

  // D124, D154: priced again here: a rate gone stale, or a total the review did not show, refuses.
  const priced = sendCharges(deps.settings(), draft, deps.now());
  if (!priced.ok) return fail(priced.error);
  const used = takeApprovals(deps, draft, operatorId);
  if (!used.ok) return used;
  const send: NewSend = {
    draft,
    rules,
    operatorId,
    used: used.value,
    screened,
    bank: ready.value,
    charges: priced.value,
  };
  let reserved: Reserved;
  try {
    reserved = await deps.references.reserveNext((reference, counter) =>
      reserveUnderLock(deps, send, reference, counter),
    );
  } catch (error) {
    return fail(reservationError(error));
  }
  const { record: sending, firstAttempt } = reserved;
  progress(deps, sending, 'reserved');
  if (sending.state === 'held') return ok(viewOf(deps.journal, sending));
  progress(deps, sending, 'sending');
  const sentAtMs = Date.parse(sending.createdAt);
  return ok(await deliver(deps, sending, ready.value, operatorId, sentAtMs, firstAttempt));
}

/**
 * The stops checked again now that the send goes ahead, and the approvals that let it through
 * taken: each is used here, once.
 */
function takeApprovals(
  deps: SendDeps,
  draft: TransferDraft,
  operatorId: string,
): Result<UsedApprovals, SendError> {
  const earlier = waitingDuplicates(
    deps.journal,
    draft,
    deps.now(),
    deps.branchFacts?.(draft)?.waiting,
  );
  let duplicate: Approval | null = null;
  if (earlier.length > 0) {
    duplicate = deps.approvals?.take(duplicateApprovalMatch(draft, operatorId)) ?? null;
    if (!duplicate) return fail(possibleDuplicate(earlier));
  }
  const refused = refusalStop(deps.journal, draft);
  if (refused) return fail(refused);
  const repeated = repeatStop(deps, draft, duplicate !== null, repeatsOf(deps, draft, deps.now()));
  if (repeated) return fail(repeated);
  // The threshold's approval is used here too, once; a refusal given meanwhile wins.
  const stopped = controlStop(deps, draft, operatorId);
  if (stopped) return fail(stopped);
  const need = deps.controls?.approvalNeed(draft) ?? null;
  const overThreshold =
    need === null
      ? null
      : (deps.approvals?.take(approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, draft, operatorId)) ??
        null);
  if (need !== null && !overThreshold) return fail(needsApproval(draft));
  return ok({ earlier, duplicate, need, overThreshold });
}

/**
 * Under the allocator's lock: the IMT daily total once more, reserved at head office when this
 * workstation is enrolled (D128), so two sends at once, here or at two counters, cannot both pass
 * it; the reservation freed when the send does not go on to commit.
 */
async function reserveUnderLock(
  deps: SendDeps,
  send: NewSend,
  reference: string,
  counter: number,
): Promise<Reserved> {
  const nowMs = deps.now();
  const branch = await branchLimitOf(deps, send.draft, reference, nowMs);
  if (branch.problem) {
    void branch.release();
    throw new JournalLimitError(branch.problem);
  }
  try {
    return commitUnderLock(deps, send, { reference, counter, nowMs }, branch);
  } catch (error) {
    void branch.release();
    throw error;
  }
}

/**
 * The journal's stops once more, then the reservation and the move to `sending`, committed
 * together, with the first attempt's start when its request can leave at once (D107).
 */
function commitUnderLock(
  deps: SendDeps,
  send: NewSend,
  { reference, counter, nowMs }: { reference: string; counter: number; nowMs: number },
  branch: Pick<BranchLimit, 'checkedOffline' | 'facts'>,
): Reserved {
  const { journal } = deps;
  const { draft, operatorId, used, screened } = send;
  const { checkedOffline, facts } = branch;
  // D47, D46: again under the reference lock, so that two sends at once cannot both correct
  // one refused transfer, nor both go unconfirmed as the same transfer twice.
  const link = correctionLinkProblem(journal, draft, operatorId);
  if (link) throw new SendStopError(link);
  const repeats = repeatsOf(deps, draft, nowMs);
  const repeated = repeatStop(deps, draft, used.duplicate !== null, repeats);
  if (repeated) throw new SendStopError(repeated);
  // D133: another counter's waiting transfer, as head office answered the reservation: nothing
  // leaves twice without a supervisor's approval, whatever the review saw.
  const elsewhere = waitingDuplicates(journal, draft, nowMs, facts?.waiting);
  if (!used.duplicate && elsewhere.length > 0) {
    throw new SendStopError(possibleDuplicate(elsewhere));
  }
  // D81: the day's totals again, under the lock: two sends at once, each below the amount alone,
  // cannot both go without a supervisor when together they are above it; D133: with the other
  // counters' transfers head office answered.
  if (!used.overThreshold && deps.controls?.approvalNeed(draft, facts ?? NO_FACTS)) {
    throw new SendStopError(needsApproval(draft));
  }
  // The clerk's confirmation is kept with the transfer when it repeats something now.
  const repeat: RepeatRecord | null =
    repeats.length > 0 && draft.repeat
      ? { reason: draft.repeat.reason, earlier: repeats.map((f) => f.record.reference) }
      : null;
  // The reservation and the move to `sending` commit together, each with its audit row:
  // after a crash a start makes either state `not_sent` (a `sending` transfer with no attempt
  // journaled provably never reached the service), so one durable commit does what two did,
  // and nothing leaves before it (the attempt's start commits before the request, as ever).
  return journal.transaction((): Reserved => {
    const reserved = reserveRow(deps, send, { reference, counter, nowMs, checkedOffline }, repeat);
    keepApprovals(deps, reserved, used);
    deps.controls?.markReserved(reserved, draft, facts);
    if (screened) journal.sanctions.recordScreening({ transferId: reserved.id, ...screened });
    const moveTo = (state: 'held' | 'sending') =>
      journal.transfers.move(reserved.id, 'reserved', { state }, isoNow(deps), {
        operatorId,
        action: TRANSFER_ACTIONS[state],
      });
    if (screened?.held) return { record: moveTo('held'), firstAttempt: null };
    const sending = moveTo('sending');
    if (!send.bank.inHand()) return { record: sending, firstAttempt: null };
    // D107: the client holds its token and key, so its first request leaves right after this
    // commit: the attempt's start commits here, one durable commit fewer. The body is held to
    // its sealed reservation first, as deliver does otherwise (D68).
    journal.transferRecords.checkSendable(sending);
    return {
      record: sending,
      firstAttempt: journal.transfers.startAttempt(sending.id, isoNow(deps)),
    };
  });
}

function reserveRow(
  deps: SendDeps,
  { draft, rules, operatorId, charges }: NewSend,
  at: { reference: string; counter: number; nowMs: number; checkedOffline: boolean },
  repeat: RepeatRecord | null,
): TransferRecord {
  const { reference, counter, nowMs } = at;
  return deps.journal.transfers.reserve({
    draftId: draft.draftId,
    kind: draft.kind,
    reference,
    counter,
    body: bodyTextFor(draft, reference, transferDate(draft, nowMs), rules),
    ...summaryOf(draft),
    operatorId,
    environment: deps.environment,
    at: new Date(nowMs).toISOString(),
    // D113: the branch's day; the journal moves it past a closed day.
    calendarDay: dateInTimeZone(nowMs, deps.timeZone()),
    instructionFormNumber: draft.instruction?.formNumber ?? null,
    idAndSignatureChecked: draft.instruction?.idAndSignatureChecked === true,
    corrects: draft.corrects ?? null,
    repeat,
    customer: draft.customer ?? null,
    desk: deskOf(deps),
    // D86: the customer's language as the review chose it; the branch's where none came.
    receiptLanguage: draft.receiptLanguage ?? deps.settings().workstation.language ?? 'en',
    charges: chargesRecordOf(charges),
    paymentMethod: draft.paymentMethod ?? null,
    checkedOffline: at.checkedOffline,
  });
}

/** Each approval used is audited, and kept with the transfer for the bank's copy of the receipt. */
function keepApprovals(deps: SendDeps, reserved: TransferRecord, used: UsedApprovals): void {
  if (used.duplicate) {
    deps.approvals!.auditUse(used.duplicate, reserved.createdAt, {
      reference: reserved.reference,
      earlier: used.earlier.map((t) => t.reference),
    });
    keepApproval(deps.journal, reserved, used.duplicate);
  }
  if (used.overThreshold) {
    deps.approvals!.auditUse(used.overThreshold, reserved.createdAt, {
      reference: reserved.reference,
      amount: reserved.amount,
      currency: reserved.currency,
      threshold: used.need?.threshold ?? null,
      grounds: groundsAudited(used.need?.grounds ?? []),
    });
    keepApproval(deps.journal, reserved, used.overThreshold);
  }
}

/** For the bank's copy of the receipt: who approved what, kept with the transfer. */
function keepApproval(journal: Journal, reserved: TransferRecord, approval: Approval): void {
  journal.controls.recordApproval(reserved.id, {
    approvalId: approval.approvalId,
    purpose: approval.purpose,
    approverId: approval.approver.operatorId,
    approverName: approval.approver.displayName,
    requesterId: approval.requesterId,
    reason: approval.reason,
    grantedAt: approval.grantedAt,
    usedAt: reserved.createdAt,
  });
}

/**
 * A repeated draft id must carry the same details: rebuilding the body with the first send's
 * reference and date must give the very text that was sent.
 */
function sameDraftOr(
  journal: Journal,
  first: Result<ReceiptView, SendError>,
  draft: TransferDraft,
  rules: TransferRules,
): Result<ReceiptView, SendError> {
  if (!first.ok) return first;
  const record = journal.transfers.getByReference(first.value.reference)!;
  let same: boolean;
  try {
    same =
      draft.kind === record.kind &&
      bodyTextFor(draft, record.reference, first.value.date, rules) === record.body;
  } catch {
    same = false;
  }
  if (same) return first;
  return fail(
    worded('draft-conflict', 'send.corrections.draftConflict', { reference: record.reference }),
  );
}
