import type { EnvironmentName } from '../../../shared/domain/environments';
import type { SendProgressEvent } from '../../../shared/ipc/contract';
import { ReferenceSpaceExhaustedError } from '../../../shared/domain/references';
import type { ReceiptView } from '../../../shared/domain/receipt';
import type { TransferDraft } from '../../../shared/domain/transfer-drafts';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import { fieldLabel } from '../../../shared/schemas/field-labels';
import type { TransferRules } from '../../../shared/schemas/transfer-rules';
import { validateTransferDraft, type FieldProblem } from '../../../shared/schemas/validate';
import type { BankClient, SendResult } from '../bank/bank-client';
import type { Journal } from '../journal/journal';
import { TRANSFER_ACTIONS, type TransferRecord } from '../journal/transfers-repo';
import { outcomeOf } from './outcome';
import { receiptViewOf } from './receipt-view';
import { WorkstationNotSetError, type ReferenceAllocator } from './reference-allocator';
import { isSecretStoreError } from '../keys/secret-store';
import { BodyCheckError, bodyTextFor, summaryOf, transferDate } from './transfer-body';

export type SendErrorCode =
  'invalid' | 'not-ready' | 'draft-conflict' | 'references-unavailable' | 'journal-failed';

export type SendError = AppError<SendErrorCode> & { fields?: FieldProblem[] };

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
  /** D6: the next RTGS window (ISO instant) when the window is closed now, else null. */
  rtgsNextWindow: (countryCode: string, nowMs: number) => string | null;
  now: () => number;
  onProgress?: (progress: SendProgress) => void;
}

export interface TransferService {
  /**
   * The one way a transfer leaves this workstation: validate, commit the reference, commit
   * `sending`, sign and send, commit the outcome. A draft already sent (double click, second
   * window) is not sent again: its receipt is returned.
   */
  send(input: unknown, operatorId: string): Promise<Result<ReceiptView, SendError>>;
  receipt(reference: string): ReceiptView | null;
}

export function createTransferService(options: TransferServiceOptions): TransferService {
  const { journal } = options;
  const inFlight = new Map<string, Promise<Result<ReceiptView, SendError>>>();
  const iso = () => new Date(options.now()).toISOString();

  async function sendNew(
    draft: TransferDraft,
    rules: TransferRules,
    operatorId: string,
  ): Promise<Result<ReceiptView, SendError>> {
    const ready = await options.readiness();
    if (!ready.ok) return fail({ code: 'not-ready', message: ready.error.message });
    const bank = ready.value;

    let record: TransferRecord;
    try {
      record = await options.references.reserveNext((reference, counter) => {
        const nowMs = options.now();
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
        });
      });
    } catch (error) {
      return fail(reservationError(error));
    }
    progress(record, 'reserved');
    journal.transfers.move(record.id, 'reserved', { state: 'sending' }, iso(), {
      operatorId,
      action: TRANSFER_ACTIONS.sending,
    });
    progress(record, 'sending');

    let result: SendResult;
    try {
      result = await bank.send(record.kind, record.body, {
        beforeAttempt: () => {
          journal.transfers.startAttempt(record.id, iso());
        },
        afterAttempt: (n, report) => {
          journal.transfers.finishAttempt(record.id, n, report, iso());
          progress(record, 'attempt-finished', n);
        },
      });
    } catch {
      // A fault in this process, not an answer: the attempts already journaled say whether the
      // request may have left, exactly as after a crash.
      const settled = journal.transfers.settleInterrupted(record.id, iso());
      progress(settled, 'finished');
      return ok(receiptViewOf(settled));
    }

    const outcome = outcomeOf(result, {
      kind: record.kind,
      environment: options.environment,
      reference: record.reference,
      rtgsNextWindow:
        record.kind === 'rtgs'
          ? options.rtgsNextWindow(record.destinationCountry, Date.parse(record.createdAt))
          : null,
      fieldLabel: (path) => fieldLabel(record.kind, path),
    });
    const finished = journal.transfers.move(record.id, 'sending', outcome, iso(), {
      operatorId,
      action: TRANSFER_ACTIONS.outcome,
    });
    progress(finished, 'finished');
    return ok(receiptViewOf(finished));
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
      const earlier = journal.transfers.getByDraftId(draft.draftId);
      if (earlier) return sameDraftOr(ok(receiptViewOf(earlier)), draft, rules.value);

      const run = sendNew(draft, rules.value, operatorId).finally(() =>
        inFlight.delete(draft.draftId),
      );
      inFlight.set(draft.draftId, run);
      return run;
    },

    receipt(reference) {
      const record = journal.transfers.getByReference(reference);
      return record ? receiptViewOf(record) : null;
    },
  };
}

function reservationError(error: unknown): SendError {
  if (error instanceof WorkstationNotSetError) {
    return { code: 'not-ready', message: error.message };
  }
  if (error instanceof BodyCheckError) {
    return { code: 'invalid', message: `${error.message} Nothing was sent. Call support.` };
  }
  if (isSecretStoreError(error) || error instanceof ReferenceSpaceExhaustedError) {
    return {
      code: 'references-unavailable',
      message: `No reference could be made safely, so nothing was sent. ${(error as Error).message}`,
    };
  }
  return {
    code: 'journal-failed',
    message:
      'The transfer could not be written to the journal, so nothing was sent. Check the disk and try again; call support if it persists.',
  };
}
