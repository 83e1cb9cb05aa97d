import type { EnvironmentName } from '../../../shared/domain/environments';
import type { SendProgressEvent } from '../../../shared/ipc/contract';
import type { ReceiptView } from '../../../shared/domain/receipt';
import type { TransferDraft } from '../../../shared/domain/transfer-drafts';
import type { TransferCorrection } from '../../../shared/domain/transfer-correction';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import { knownFieldLabel } from '../../../shared/schemas/field-labels';
import type { TransferRules } from '../../../shared/schemas/transfer-rules';
import { validateTransferDraft, type FieldProblem } from '../../../shared/schemas/validate';
import { missingInstruction } from '../../../shared/schemas/instruction-required';
import type { AttemptReport, BankClient, SendResult } from '../bank/bank-client';
import type { Journal } from '../journal/journal';
import {
  JournalConflictError,
  TRANSFER_ACTIONS,
  type RepeatRecord,
  type TransferRecord,
} from '../journal/transfers-repo';
import { outcomeOf } from './outcome';
import { correctionLinkProblem, correctionOf, type CorrectionError } from './correction';
import { unconfirmedRepeats, type RepeatFinding, type RepeatGuard } from './repeat-guard';
import { receiptViewOf } from './receipt-view';
import type { ReferenceAllocator } from './reference-allocator';
import { bodyTextFor, summaryOf, transferDate } from './transfer-body';
import type { Session } from '../../../shared/domain/operators';
import type { ResendRequest } from '../../../shared/domain/settlements';
import { SETTLE_MESSAGES, settleRefusal } from './settlements';
import {
  JournalLimitError,
  limitError,
  reservationError,
  SendStopError,
  type ResendError,
  type SendError,
} from './send-errors';
import type { Approval, Approvals } from '../approvals/approvals';
import {
  approvalMatchFor,
  duplicateApprovalMatch,
  duplicateMessage,
  waitingDuplicates,
} from './duplicate-guard';
import { THRESHOLD_APPROVAL_PURPOSE } from '../../../shared/domain/controls';
import { approvalMessage } from './controls';
import { refusalMessage } from './refusals';

/** Main → renderer progress of one send: the contract's event, so the two cannot drift apart. */
export type SendProgress = SendProgressEvent;

export interface TransferServiceOptions {
  journal: Journal;
  environment: EnvironmentName;
  references: ReferenceAllocator;
  /** The current rules: admin limits and patterns, and the cached purpose list. */
  rules: () => Result<TransferRules, AppError>;
  /** Everything a send needs that is not in the draft: credentials, key, base URL. */
  readiness: () => Promise<Result<BankClient, AppError>>;
  /**
   * A limit the draft breaks that only the journal can tell (the IMT daily total per sender's ID
   * document), or null. Asked before the send starts, and again under the reference lock just
   * before the reservation commits, so two sends at once cannot both pass it.
   */
  journalLimits?: (draft: TransferDraft, nowMs: number) => FieldProblem | null;
  /** D6: the next RTGS window (ISO instant) when the window is closed now, else null. */
  rtgsNextWindow: (countryCode: string, nowMs: number) => string | null;
  now: () => number;
  onProgress?: (progress: SendProgress) => void;
  /** Supervisors' approvals: what lets a possible duplicate through (none: never). */
  approvals?: Pick<Approvals, 'has' | 'take' | 'auditUse'>;
  /**
   * Issue 12: the admin's approval threshold a draft is above (null: it needs no approval), and
   * what a reservation marks (reportable, a split series), run inside its transaction.
   */
  controls?: {
    approvalThreshold(draft: TransferDraft): string | null;
    onReserved(record: TransferRecord, draft: TransferDraft): void;
  };
  /**
   * D46: what a new draft repeats (the same details in the repeat window, or the same instruction
   * form); none when absent. The clerk's confirmation, or the duplicate guard's supervisor
   * approval, lets it through.
   */
  repeats?: RepeatGuard;
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

export function createTransferService(options: TransferServiceOptions): TransferService {
  const { journal } = options;
  const inFlight = new Map<string, Promise<Result<ReceiptView, SendError>>>();
  const iso = () => new Date(options.now()).toISOString();

  /** The earlier transfers a draft repeats, unless a supervisor's approval for it is live. */
  function unapprovedDuplicates(draft: TransferDraft, operatorId: string): TransferRecord[] {
    const earlier = waitingDuplicates(journal, draft, options.now());
    if (earlier.length === 0) return [];
    const approved = options.approvals?.has(duplicateApprovalMatch(draft, operatorId)) ?? false;
    return approved ? [] : earlier;
  }

  function possibleDuplicate(earlier: readonly TransferRecord[]): SendError {
    return { code: 'possible-duplicate', message: duplicateMessage(earlier) };
  }

  /** D46: what the draft repeats at `nowMs` (nothing without a repeat guard). */
  function repeatsOf(draft: TransferDraft, nowMs: number): RepeatFinding[] {
    return options.repeats?.find(draft, draft.instruction?.formNumber ?? null, nowMs) ?? [];
  }

  /**
   * D46, D48: a draft that repeats earlier transfers goes only with the clerk's confirmation naming
   * each of them, or with the duplicate guard's supervisor approval, which answers for the whole
   * stop (`supervisorApproved`). Null when it may go.
   */
  function repeatStop(
    draft: TransferDraft,
    supervisorApproved: boolean,
    findings: readonly RepeatFinding[],
  ): SendError | null {
    if (supervisorApproved) return null;
    const unconfirmed = unconfirmedRepeats(findings, draft.repeat);
    return unconfirmed.length === 0
      ? null
      : { code: 'repeat-unconfirmed', message: options.repeats!.refusal(unconfirmed) };
  }

  /** A supervisor refused this draft: it never goes, whatever else it needs. */
  function refusalStop(draft: TransferDraft): SendError | null {
    const refusal = journal.controls.refusalOf(draft.draftId);
    return refusal ? { code: 'draft-refused', message: refusalMessage(refusal) } : null;
  }

  /**
   * Why this draft may not go without more: a supervisor refused it (for good), or it is above
   * the approval threshold and no supervisor's approval for it is live. Null when it may go.
   */
  function controlStop(draft: TransferDraft, operatorId: string): SendError | null {
    const refused = refusalStop(draft);
    if (refused) return refused;
    const threshold = options.controls?.approvalThreshold(draft) ?? null;
    if (threshold === null) return null;
    const match = approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, draft, operatorId);
    return options.approvals?.has(match)
      ? null
      : { code: 'needs-approval', message: approvalMessage(draft) };
  }

  async function sendNew(
    draft: TransferDraft,
    rules: TransferRules,
    operatorId: string,
  ): Promise<Result<ReceiptView, SendError>> {
    const limited = options.journalLimits?.(draft, options.now());
    if (limited) return fail(limitError(limited));
    const ready = await options.readiness();
    if (!ready.ok) return fail({ code: 'not-ready', message: ready.error.message });
    const bank = ready.value;

    // Checked again now that the send goes ahead: an approval is used here, once.
    const earlier = waitingDuplicates(journal, draft, options.now());
    let approval: Approval | null = null;
    if (earlier.length > 0) {
      approval = options.approvals?.take(duplicateApprovalMatch(draft, operatorId)) ?? null;
      if (!approval) return fail(possibleDuplicate(earlier));
    }
    const refused = refusalStop(draft);
    if (refused) return fail(refused);
    const repeated = repeatStop(draft, approval !== null, repeatsOf(draft, options.now()));
    if (repeated) return fail(repeated);
    // The threshold's approval is used here too, once; a refusal given meanwhile wins.
    const stopped = controlStop(draft, operatorId);
    if (stopped) return fail(stopped);
    const threshold = options.controls?.approvalThreshold(draft) ?? null;
    const overThreshold =
      threshold === null
        ? null
        : (options.approvals?.take(
            approvalMatchFor(THRESHOLD_APPROVAL_PURPOSE, draft, operatorId),
          ) ?? null);
    if (threshold !== null && !overThreshold) {
      return fail({ code: 'needs-approval', message: approvalMessage(draft) });
    }

    let sending: TransferRecord;
    try {
      sending = await options.references.reserveNext((reference, counter) => {
        const nowMs = options.now();
        const over = options.journalLimits?.(draft, nowMs);
        if (over) throw new JournalLimitError(over);
        // D47, D46: again under the reference lock, so that two sends at once cannot both correct
        // one refused transfer, nor both go unconfirmed as the same transfer twice.
        const link = correctionLinkProblem(journal, draft, operatorId);
        if (link) throw new SendStopError(link);
        const repeats = repeatsOf(draft, nowMs);
        const repeated = repeatStop(draft, approval !== null, repeats);
        if (repeated) throw new SendStopError(repeated);
        // The clerk's confirmation is kept with the transfer when it repeats something now.
        const repeat: RepeatRecord | null =
          repeats.length > 0 && draft.repeat
            ? { reason: draft.repeat.reason, earlier: repeats.map((f) => f.record.reference) }
            : null;
        // The reservation and the move to `sending` commit together, each with its audit row:
        // after a crash a start makes either state `not_sent` (a `sending` transfer with no attempt
        // journaled provably never reached the service), so one durable commit does what two did,
        // and nothing leaves before it (the attempt's start commits before the request, as ever).
        return journal.transaction(() => {
          const reserved = reserve(reference, counter, nowMs, repeat);
          if (approval) {
            options.approvals!.auditUse(approval, reserved.createdAt, {
              reference: reserved.reference,
              earlier: earlier.map((t) => t.reference),
            });
            keepApproval(reserved, approval);
          }
          if (overThreshold) {
            options.approvals!.auditUse(overThreshold, reserved.createdAt, {
              reference: reserved.reference,
              amount: reserved.amount,
              currency: reserved.currency,
              threshold,
            });
            keepApproval(reserved, overThreshold);
          }
          options.controls?.onReserved(reserved, draft);
          return journal.transfers.move(reserved.id, 'reserved', { state: 'sending' }, iso(), {
            operatorId,
            action: TRANSFER_ACTIONS.sending,
          });
        });
      });
    } catch (error) {
      return fail(reservationError(error));
    }

    /** For the bank's copy of the receipt: who approved what, kept with the transfer. */
    function keepApproval(reserved: TransferRecord, used: Approval): void {
      journal.controls.recordApproval(reserved.id, {
        approvalId: used.approvalId,
        purpose: used.purpose,
        approverId: used.approver.operatorId,
        approverName: used.approver.displayName,
        requesterId: used.requesterId,
        reason: used.reason,
        grantedAt: used.grantedAt,
        usedAt: reserved.createdAt,
      });
    }

    function reserve(
      reference: string,
      counter: number,
      nowMs: number,
      repeat: RepeatRecord | null,
    ): TransferRecord {
      return journal.transfers.reserve({
        draftId: draft.draftId,
        kind: draft.kind,
        reference,
        counter,
        body: bodyTextFor(draft, reference, transferDate(draft, nowMs), rules),
        ...summaryOf(draft),
        operatorId,
        environment: options.environment,
        at: new Date(nowMs).toISOString(),
        instructionFormNumber: draft.instruction?.formNumber ?? null,
        idAndSignatureChecked: draft.instruction?.idAndSignatureChecked === true,
        corrects: draft.corrects ?? null,
        repeat,
      });
    }
    progress(sending, 'reserved');
    progress(sending, 'sending');
    return ok(await deliver(sending, bank, operatorId, Date.parse(sending.createdAt)));
  }

  /**
   * The one way a request reaches the bank: sign the journaled body, commit each attempt's start
   * before it leaves and its answer after, and commit the outcome with its audit row. `record` is
   * already `sending`; `sentAtMs` is when the RTGS window is judged (D6).
   */
  async function deliver(
    record: TransferRecord,
    bank: BankClient,
    operatorId: string,
    sentAtMs: number,
  ): Promise<ReceiptView> {
    // The bank client counts the tries of this send; the journal numbers attempts across every
    // send of the transfer (a re-send's come after the first send's).
    const journaled = new Map<number, number>();
    // An attempt's answer commits with the outcome when the send ends with it (one durable commit
    // instead of two), or on its own at the next turn of the event loop when the send goes on (a
    // back-off, a new token): before any timer or answer the send waits for, and always before
    // another attempt starts. A crash finds it journaled as before, but for that one turn, where
    // the attempt reads as possibly processed (unknown, for a supervisor), never as not sent.
    let unjournaled: {
      attempt: number;
      report: AttemptReport;
      at: string;
      timer: NodeJS.Immediate;
    } | null = null;
    /** Journals the answer held, if any, and says which attempt it finished. */
    const takeAnswer = (): number | null => {
      if (!unjournaled) return null;
      const { attempt, report, at, timer } = unjournaled;
      clearImmediate(timer);
      unjournaled = null;
      journal.transfers.finishAttempt(record.id, attempt, report, at);
      return attempt;
    };
    const journalAnswer = () => {
      const attempt = takeAnswer();
      if (attempt !== null) progress(record, 'attempt-finished', attempt);
    };
    let result: SendResult;
    try {
      result = await bank.send(record.kind, record.body, {
        beforeAttempt: (n) => {
          journalAnswer();
          journaled.set(n, journal.transfers.startAttempt(record.id, iso()));
        },
        afterAttempt: (n, report) => {
          journalAnswer();
          const attempt = journaled.get(n) ?? n;
          unjournaled = { attempt, report, at: iso(), timer: setImmediate(journalAnswer) };
        },
      });
    } catch {
      // A fault in this process, not an answer: the attempts already journaled say whether the
      // request may have left, exactly as after a crash.
      journalAnswer();
      const settled = journal.transfers.settleInterrupted(record.id, iso());
      progress(settled, 'finished');
      return viewOf(settled);
    }

    const outcome = outcomeOf(result, {
      kind: record.kind,
      environment: options.environment,
      reference: record.reference,
      rtgsNextWindow:
        record.kind === 'rtgs' ? options.rtgsNextWindow(record.destinationCountry, sentAtMs) : null,
      fieldLabel: (path) => knownFieldLabel(record.kind, path),
    });
    let lastAttempt: number | null = null;
    const finished = journal.transaction(() => {
      lastAttempt = takeAnswer();
      return journal.transfers.move(record.id, 'sending', outcome, iso(), {
        operatorId,
        action: TRANSFER_ACTIONS.outcome,
      });
    });
    if (lastAttempt !== null) progress(record, 'attempt-finished', lastAttempt);
    progress(finished, 'finished');
    return viewOf(finished);
  }

  /** A rejection's receipt says what the service named and said, from its journaled attempts. */
  function viewOf(record: TransferRecord): ReceiptView {
    return receiptViewOf(
      record,
      record.state === 'rejected' ? journal.transfers.attempts(record.id) : [],
    );
  }

  function progress(record: TransferRecord, stage: SendProgress['stage'], attempt?: number) {
    options.onProgress?.({
      draftId: record.draftId,
      reference: record.reference,
      stage,
      ...(attempt === undefined ? {} : { attempt }),
    });
  }

  /**
   * A repeated draft id must carry the same details: rebuilding the body with the first send's
   * reference and date must give the very text that was sent.
   */
  function sameDraftOr(
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
    return fail({
      code: 'draft-conflict',
      message: `This form was already sent as reference ${record.reference} with different details. Nothing more was sent. Start a new transfer for the changed details.`,
    });
  }

  return {
    async send(input, operatorId) {
      const rules = options.rules();
      if (!rules.ok) return fail({ code: 'not-ready', message: rules.error.message });
      const checked = validateTransferDraft(rules.value, input);
      if (!checked.ok) return fail(checked.error);
      const draft = checked.value;

      const running = inFlight.get(draft.draftId);
      if (running) return sameDraftOr(await running, draft, rules.value);
      const sent = journal.transfers.getByDraftId(draft.draftId);
      if (sent) return sameDraftOr(ok(viewOf(sent)), draft, rules.value);
      // D41: the customer's signed instruction is asked of a new send only, after the two checks
      // above. A repeat of a draft already journaled or in flight sends nothing more: it answers
      // with the receipt of what was sent, and the instruction journaled then (none, for a
      // transfer an earlier version sent). Refusing the repeat would withhold that receipt and tell
      // the clerk nothing was sent of money that went, inviting them to send it again.
      const unsigned = missingInstruction(draft);
      if (unsigned) return fail(unsigned);
      const link = correctionLinkProblem(journal, draft, operatorId);
      if (link) return fail(link);
      const duplicates = unapprovedDuplicates(draft, operatorId);
      if (duplicates.length > 0) return fail(possibleDuplicate(duplicates));
      const refused = refusalStop(draft);
      if (refused) return fail(refused);
      const approved = options.approvals?.has(duplicateApprovalMatch(draft, operatorId)) ?? false;
      const repeated = repeatStop(draft, approved, repeatsOf(draft, options.now()));
      if (repeated) return fail(repeated);
      const stopped = controlStop(draft, operatorId);
      if (stopped) return fail(stopped);

      const run = sendNew(draft, rules.value, operatorId).finally(() =>
        inFlight.delete(draft.draftId),
      );
      inFlight.set(draft.draftId, run);
      return run;
    },

    receipt(reference) {
      const record = journal.transfers.getByReference(reference);
      return record ? viewOf(record) : null;
    },

    correction(reference, operatorId) {
      const record = journal.transfers.getByReference(reference);
      if (!record) {
        return fail({ code: 'not-found', message: SETTLE_MESSAGES.notFound(reference) });
      }
      return correctionOf(
        record,
        viewOf(record),
        operatorId,
        journal.transfers.correctedBy(reference),
      );
    },

    async resend(request, by) {
      const record = journal.transfers.getByReference(request.reference);
      if (!record) {
        return fail({ code: 'not-found', message: SETTLE_MESSAGES.notFound(request.reference) });
      }
      const refused = settleRefusal(record, by);
      if (refused) return fail(refused);
      if (record.state !== 'unknown') {
        return fail({
          code: 'outcome-not-possible',
          message: `The service accepted transfer ${record.reference}, so it must not be sent again. Record what the bank confirms instead.`,
        });
      }
      const ready = await options.readiness();
      if (!ready.ok) return fail({ code: 'not-ready', message: ready.error.message });

      let sending: TransferRecord;
      try {
        sending = journal.settlements.record({
          transfer: record,
          at: iso(),
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
        return fail({
          code: 'not-waiting',
          message: SETTLE_MESSAGES.notWaiting(journal.transfers.get(record.id)!),
        });
      }
      progress(sending, 'sending');
      return ok(await deliver(sending, ready.value, by.operatorId, options.now()));
    },
  };
}
