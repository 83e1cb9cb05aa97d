import type { EnvironmentName } from '@shared/domain/environments';
import type { ReceiptView } from '@shared/domain/receipt';
import type { AppSettings } from '@shared/domain/settings';
import type { SendProgressEvent } from '@shared/ipc/contract';
import { attemptErrorText } from '@shared/domain/transport-failures';
import { ref } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import type { AppError } from '@shared/result';
import { knownFieldLabel } from '@shared/schemas/field-labels';
import type { AttemptReport, BankClient, SendHooks, SendResult } from '../bank/bank-client';
import type { Journal } from '../journal/journal';
import { TRANSFER_ACTIONS, type TransferRecord } from '../journal/transfers-repo';
import { outcomeOf, rtgsNextWindowOf } from './outcome';
import { receiptViewOf } from './receipt-view';

/** Main → renderer progress of one send: the contract's event, so the two cannot drift apart. */
export type SendProgress = SendProgressEvent;

/** What taking a request to the bank and journaling its outcome reads. */
export interface DeliverDeps {
  journal: Journal;
  environment: EnvironmentName;
  now: () => number;
  /** The settings now, read at each use: the RTGS calendar a queued transfer's window is read from (D6). */
  settings: () => AppSettings;
  onProgress?: (progress: SendProgress) => void;
}

/**
 * The one way a request reaches the bank: sign the journaled body, commit each attempt's start
 * before it leaves and its answer after, and commit the outcome with its audit row. `record` is
 * already `sending`; `sentAtMs` is when the RTGS window is judged (D6). `firstAttempt` is an
 * attempt whose start already committed with the move to `sending` (D107), after the body was
 * checked in that same transaction: the first request is journaled as it.
 */
export async function deliver(
  deps: DeliverDeps,
  record: TransferRecord,
  bank: BankClient,
  operatorId: string,
  sentAtMs: number,
  firstAttempt: number | null = null,
): Promise<ReceiptView> {
  const { journal } = deps;
  // D144: the callers refuse another environment's transfer before they record anything; this
  // holds the one way to the bank to it should one forget.
  if (otherEnvironmentStop(deps, record)) {
    throw new Error(`Transfer ${record.reference} belongs to another environment: not sent.`);
  }
  // Only the body its sealed reservation recorded is signed and sent (D68); else this throws.
  if (firstAttempt === null) journal.transferRecords.checkSendable(record);
  const attempts = attemptJournal(deps, record, firstAttempt);
  let result: SendResult;
  try {
    result = await bank.send(record.kind, record.body, attempts.hooks);
  } catch (error) {
    // A fault in this process, not an answer: the attempts already journaled say whether the
    // request may have left, exactly as after a crash.
    attempts.journalAnswer();
    attempts.closeUnwritten(error instanceof Error ? error.message : String(error));
    const settled = journal.transfers.settleInterrupted(record.id, isoNow(deps));
    progress(deps, settled, 'finished');
    return viewOf(journal, settled);
  }

  const outcome = outcomeOf(result, {
    kind: record.kind,
    environment: deps.environment,
    reference: record.reference,
    rtgsNextWindow:
      record.kind === 'rtgs'
        ? rtgsNextWindowOf(deps.settings().rtgsCalendar, record.destinationCountry, sentAtMs)
        : null,
    fieldLabel: (path) => knownFieldLabel(record.kind, path),
    transactionIdHeldBy: (id) => journal.transfers.getByTransactionId(id)?.reference ?? null,
  });
  let lastAttempt: number | null = null;
  const finished = journal.transaction(() => {
    lastAttempt = attempts.takeAnswer();
    attempts.closeUnwritten('message' in result ? result.message : result.kind);
    return journal.transfers.move(record.id, 'sending', outcome, isoNow(deps), {
      operatorId,
      action: TRANSFER_ACTIONS.outcome,
    });
  });
  if (lastAttempt !== null) progress(deps, record, 'attempt-finished', lastAttempt);
  progress(deps, finished, 'finished');
  return viewOf(journal, finished);
}

/**
 * D144: a transfer goes only to the bank of the environment it was reserved under. The
 * environment is read at start (D14), and one switched between two starts while a transfer waits
 * (unknown, held) would take its body to a service that never had it: a training transfer to the
 * live bank, or a live one "paid" by the sandbox. A re-send or a release is refused before it
 * records anything; a settlement, which sends nothing, is not.
 */
export function otherEnvironmentStop(
  deps: Pick<DeliverDeps, 'environment'>,
  record: Pick<TransferRecord, 'environment' | 'reference'>,
): AppError<'not-ready'> | null {
  if (record.environment === deps.environment) return null;
  return worded('not-ready', 'send.readiness.otherEnvironment', {
    reference: record.reference,
    belongs: ref(`environments.words.${record.environment}`),
    running: ref(`environments.words.${deps.environment}`),
  });
}

/**
 * The bank client's hooks for one send, journaling each attempt. The client counts the tries of
 * this send; the journal numbers attempts across every send of the transfer (a re-send's come
 * after the first send's).
 *
 * An attempt's answer commits with the outcome when the send ends with it (one durable commit
 * instead of two), or on its own at the next turn of the event loop when the send goes on (a
 * back-off, a new token): before any timer or answer the send waits for, and always before
 * another attempt starts. A crash finds it journaled as before, but for that one turn, where the
 * attempt reads as possibly processed (unknown, for a supervisor), never as not sent.
 *
 * `started` is an attempt already journaled with the reservation (D107): the client's first
 * request is journaled as it. Should the send end without writing that request (the client
 * awaits `beforeAttempt` before it writes one), `closeUnwritten` journals it as never having
 * left, which it provably did not.
 */
function attemptJournal(deps: DeliverDeps, record: TransferRecord, started: number | null) {
  const { journal } = deps;
  const journaled = new Map<number, number>();
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
    if (attempt !== null) progress(deps, record, 'attempt-finished', attempt);
  };
  const closeUnwritten = (why: string) => {
    if (started === null || journaled.has(1)) return;
    const error = attemptErrorText({ kind: 'not-started', provenNotSent: true, detail: why });
    journal.transfers.finishAttempt(
      record.id,
      started,
      { httpStatus: null, response: null, error, notProcessed: true },
      isoNow(deps),
    );
  };
  const hooks: SendHooks = {
    beforeAttempt: (n) => {
      journalAnswer();
      journaled.set(
        n,
        n === 1 && started !== null
          ? started
          : journal.transfers.startAttempt(record.id, isoNow(deps)),
      );
    },
    afterAttempt: (n, report) => {
      journalAnswer();
      const attempt = journaled.get(n) ?? n;
      unjournaled = { attempt, report, at: isoNow(deps), timer: setImmediate(journalAnswer) };
    },
  };
  return { hooks, takeAnswer, journalAnswer, closeUnwritten };
}

/** A rejection's receipt says what the service named and said, from its journaled attempts. */
export function viewOf(journal: Journal, record: TransferRecord): ReceiptView {
  return receiptViewOf(
    record,
    record.state === 'rejected' ? journal.transfers.attempts(record.id) : [],
  );
}

export function progress(
  deps: Pick<DeliverDeps, 'onProgress'>,
  record: TransferRecord,
  stage: SendProgress['stage'],
  attempt?: number,
): void {
  deps.onProgress?.({
    draftId: record.draftId,
    reference: record.reference,
    stage,
    ...(attempt === undefined ? {} : { attempt }),
  });
}

export function isoNow(deps: Pick<DeliverDeps, 'now'>): string {
  return new Date(deps.now()).toISOString();
}
