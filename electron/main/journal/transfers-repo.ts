import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SendOperation } from '../../../shared/api/paths';
import type { EnvironmentName } from '../../../shared/domain/environments';
import type { AttemptView } from '../../../shared/domain/settlements';
import { canMove, type TransferState } from '../../../shared/domain/transfer-states';
import { journaledAsNotSent } from '../../../shared/domain/transport-failures';
import type { AuditLog } from './audit-log';

/** The columns a receipt and the reports read without parsing the body. */
export interface TransferSummary {
  amount: string;
  currency: string;
  destinationCountry: string;
  recipientName: string;
  recipientAccount: string;
  sourceAccount: string;
}

export interface TransferRecord extends TransferSummary {
  id: number;
  reference: string;
  draftId: string;
  kind: SendOperation;
  /** The exact JSON text that was (or will be) sent. */
  body: string;
  operatorId: string;
  environment: EnvironmentName;
  state: TransferState;
  serviceStatus: string | null;
  transactionId: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  queuedUntil: string | null;
  /** The customer's signed instruction form (null for a transfer journaled without one). */
  instructionFormNumber: string | null;
  idAndSignatureChecked: boolean;
  /** D47: the refused transfer this one corrects (null: none). */
  corrects: string | null;
  /** D46: the clerk's confirmation of a second transfer the customer asked for (null: none). */
  repeat: RepeatRecord | null;
  createdAt: string;
  updatedAt: string;
}

/** What a second transfer's confirmation keeps: the customer's reason, the earlier references. */
export interface RepeatRecord {
  reason: string;
  earlier: string[];
}

/** A transfer that may be repeated by a new draft, with the sender document the journal keyed. */
export interface RepeatCandidate extends TransferRecord {
  /** D36's key of the IMT sender's ID document (null for an RTGS). */
  senderDocument: string | null;
}

/** An attempt as journaled: the view a supervisor reads, and the transfer it belongs to. */
export interface AttemptRecord extends AttemptView {
  transferId: number;
}

export interface AttemptResult {
  httpStatus: number | null;
  response: string | null;
  error: string | null;
  notProcessed: boolean;
}

export interface Reservation extends TransferSummary {
  draftId: string;
  kind: SendOperation;
  reference: string;
  counter: number;
  body: string;
  operatorId: string;
  environment: EnvironmentName;
  at: string;
  /** The customer's instruction form number, and that ID and signature were checked. */
  instructionFormNumber?: string | null;
  idAndSignatureChecked?: boolean;
  /** D47: the refused transfer this one corrects. */
  corrects?: string | null;
  /** D46: the clerk's confirmation of a second transfer. */
  repeat?: RepeatRecord | null;
}

export interface Outcome {
  state: TransferState;
  serviceStatus?: string | null;
  transactionId?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  queuedUntil?: string | null;
}

const NOT_SENT_AFTER_STOP: Outcome = {
  state: 'not_sent',
  errorCode: 'interrupted',
  errorMessage: 'Remit Desk stopped before this transfer reached the service. No money moved.',
};

const UNKNOWN_AFTER_STOP: Outcome = {
  state: 'unknown',
  errorCode: 'interrupted',
  errorMessage:
    'Remit Desk stopped while this transfer was being sent. The service may have received it: a supervisor must confirm with the bank before anything is sent again.',
};

/** Audit actions about transfers: every change of a transfer's row or its attempts has one. */
export const TRANSFER_ACTIONS = {
  reserved: 'transfer.reserved',
  sending: 'transfer.sending',
  outcome: 'transfer.outcome',
  interrupted: 'transfer.interrupted',
  attemptStarted: 'transfer.attempt-started',
  attemptFinished: 'transfer.attempt-finished',
} as const;

/** Who moved a transfer and why, for the audit row the move commits with. */
export interface MoveAudit {
  operatorId: string | null;
  action: string;
  /**
   * What else the row records about the move (a supervisor's settlement: outcome and note), so a
   * move made for a reason is one audit row with its reason. The move's own facts (reference,
   * states, transactionId, error code) are written after these and cannot be overridden.
   */
  details?: Record<string, unknown>;
}

export class JournalConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JournalConflictError';
  }
}

export class TransfersRepo {
  private readonly statements;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
  ) {
    this.statements = {
      lastCounter: db.prepare('SELECT last_counter FROM reference_state WHERE id = 1'),
      setCounter: db.prepare(
        'INSERT INTO reference_state (id, last_counter) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last_counter = excluded.last_counter',
      ),
      insert: db.prepare(`
        INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
          recipient_name, recipient_account, source_account, operator_id, environment, state,
          created_at, updated_at, instruction_form_number, id_and_signature_checked, corrects,
          repeat_reason, repeat_of)
        VALUES (@reference, @draftId, @kind, @body, @amount, @currency, @destinationCountry,
          @recipientName, @recipientAccount, @sourceAccount, @operatorId, @environment, 'reserved',
          @at, @at, @instructionFormNumber, @idAndSignatureChecked, @corrects, @repeatReason,
          @repeatOf)`),
      byId: db.prepare('SELECT * FROM transfers WHERE id = ?'),
      byReference: db.prepare('SELECT * FROM transfers WHERE reference = ?'),
      byDraft: db.prepare('SELECT * FROM transfers WHERE draft_id = ?'),
      byState: db.prepare('SELECT * FROM transfers WHERE state = ? ORDER BY id'),
      needingSupervisor: db.prepare(
        "SELECT count(*) AS n FROM transfers WHERE state IN ('unknown', 'accepted_pending')",
      ),
      move: db.prepare(`
        UPDATE transfers SET state = @state, service_status = coalesce(@serviceStatus, service_status),
          transaction_id = coalesce(@transactionId, transaction_id),
          error_code = @errorCode, error_message = @errorMessage,
          queued_until = coalesce(@queuedUntil, queued_until), updated_at = @at
        WHERE id = @id AND state = @from`),
      nextAttempt: db.prepare(
        'SELECT coalesce(max(n), 0) + 1 AS n FROM attempts WHERE transfer_id = ?',
      ),
      startAttempt: db.prepare(
        'INSERT INTO attempts (transfer_id, n, started_at) VALUES (?, ?, ?)',
      ),
      finishAttempt: db.prepare(`
        UPDATE attempts SET finished_at = @at, http_status = @httpStatus, response = @response,
          error = @error, not_processed = @notProcessed WHERE transfer_id = @transferId AND n = @n AND finished_at IS NULL`),
      attempts: db.prepare('SELECT * FROM attempts WHERE transfer_id = ? ORDER BY n'),
      waitingMatches: db.prepare(`
        SELECT * FROM transfers INDEXED BY transfers_waiting_match
        WHERE source_account = @sourceAccount AND recipient_account = @recipientAccount
          AND currency = @currency AND amount = @amount AND created_at >= @since
          AND state IN ('unknown', 'accepted_pending')
        ORDER BY id`),
      correctedBy: db.prepare('SELECT * FROM transfers WHERE corrects = ?'),
      // D46: every transfer of one amount and currency since the window's start that may have
      // moved money (all but refused and not sent); the caller compares customer and recipient.
      repeatCandidates: db.prepare(`
        SELECT * FROM transfers INDEXED BY transfers_repeat_match
        WHERE currency = @currency AND amount = @amount AND created_at >= @since
          AND state NOT IN ('rejected', 'not_sent')
        ORDER BY id`),
      withFormNumber: db.prepare(`
        SELECT * FROM transfers INDEXED BY transfers_instruction_form
        WHERE instruction_form_number = ? COLLATE NOCASE AND instruction_form_number IS NOT NULL
        ORDER BY id`),
    };
  }

  lastCounter(): number | null {
    const row = this.statements.lastCounter.get() as { last_counter: number } | undefined;
    return row?.last_counter ?? null;
  }

  /**
   * Commits the reference, the exact body and the counter in one transaction. This commit is the
   * promise that the reference is never used again, so it happens before any byte is sent.
   */
  reserve(reservation: Reservation): TransferRecord {
    const run = this.db.transaction(() => {
      const last = this.lastCounter();
      if (last !== null && reservation.counter <= last) {
        throw new JournalConflictError(
          `Reference counter ${reservation.counter} is not after the last one issued (${last}).`,
        );
      }
      this.statements.setCounter.run(reservation.counter);
      const repeat = reservation.repeat ?? null;
      const { lastInsertRowid } = this.statements.insert.run({
        ...reservation,
        instructionFormNumber: reservation.instructionFormNumber ?? null,
        idAndSignatureChecked: reservation.idAndSignatureChecked ? 1 : null,
        corrects: reservation.corrects ?? null,
        repeatReason: repeat?.reason ?? null,
        repeatOf: repeat ? JSON.stringify(repeat.earlier) : null,
      });
      this.audit.append({
        at: reservation.at,
        operatorId: reservation.operatorId,
        action: TRANSFER_ACTIONS.reserved,
        details: {
          reference: reservation.reference,
          kind: reservation.kind,
          amount: reservation.amount,
          currency: reservation.currency,
          counter: reservation.counter,
          // Binds the exact text that was signed and sent (and that receipts read) to the chain.
          bodySha256: sha256(reservation.body),
          ...(reservation.instructionFormNumber
            ? {
                instructionFormNumber: reservation.instructionFormNumber,
                idAndSignatureChecked: reservation.idAndSignatureChecked === true,
              }
            : {}),
          // D47, D46: the link and the clerk's confirmation, sealed with the reservation.
          ...(reservation.corrects ? { corrects: reservation.corrects } : {}),
          ...(repeat ? { repeatReason: repeat.reason, repeatOf: repeat.earlier } : {}),
        },
      });
      return this.get(Number(lastInsertRowid))!;
    });
    return run.immediate();
  }

  /**
   * Moves a transfer along the state machine and commits the audit row with it: no state changes
   * unrecorded, whoever calls. A move the machine does not allow is a bug, not data.
   */
  move(
    id: number,
    from: TransferState,
    outcome: Outcome,
    at: string,
    audit: MoveAudit,
  ): TransferRecord {
    if (!canMove(from, outcome.state)) {
      throw new JournalConflictError(`A transfer cannot move from ${from} to ${outcome.state}.`);
    }
    const run = this.db.transaction(() => {
      const result = this.statements.move.run({
        id,
        from,
        at,
        state: outcome.state,
        serviceStatus: outcome.serviceStatus ?? null,
        transactionId: outcome.transactionId ?? null,
        errorCode: outcome.errorCode ?? null,
        errorMessage: outcome.errorMessage ?? null,
        queuedUntil: outcome.queuedUntil ?? null,
      });
      if (result.changes !== 1) {
        throw new JournalConflictError(`Transfer ${id} is no longer in state ${from}.`);
      }
      const moved = this.get(id)!;
      this.audit.append({
        at,
        operatorId: audit.operatorId,
        action: audit.action,
        details: {
          ...audit.details,
          reference: moved.reference,
          from,
          state: moved.state,
          transactionId: moved.transactionId,
          errorCode: moved.errorCode,
        },
      });
      return moved;
    });
    return run.immediate();
  }

  /**
   * Writes the start of an attempt before the request goes out, so a crash leaves its trace, with
   * its audit row: whether an attempt started decides "not sent" or "unknown" after a crash.
   */
  startAttempt(transferId: number, at: string): number {
    const run = this.db.transaction(() => {
      const transfer = this.get(transferId);
      if (!transfer) throw new JournalConflictError(`Transfer ${transferId} does not exist.`);
      const { n } = this.statements.nextAttempt.get(transferId) as { n: number };
      this.statements.startAttempt.run(transferId, n, at);
      this.audit.append({
        at,
        operatorId: transfer.operatorId,
        action: TRANSFER_ACTIONS.attemptStarted,
        details: { reference: transfer.reference, attempt: n },
      });
      return n;
    });
    return run.immediate();
  }

  /** Completes an attempt once, with its audit row; a second completion changes nothing. */
  finishAttempt(transferId: number, n: number, result: AttemptResult, at: string): void {
    this.db
      .transaction(() => {
        const { changes } = this.statements.finishAttempt.run({
          transferId,
          n,
          at,
          httpStatus: result.httpStatus,
          response: result.response,
          error: result.error,
          notProcessed: result.notProcessed ? 1 : 0,
        });
        if (changes !== 1) return;
        const transfer = this.get(transferId)!;
        this.audit.append({
          at,
          operatorId: transfer.operatorId,
          action: TRANSFER_ACTIONS.attemptFinished,
          details: {
            reference: transfer.reference,
            attempt: n,
            httpStatus: result.httpStatus,
            notProcessed: result.notProcessed,
            responseSha256: result.response === null ? null : sha256(result.response),
          },
        });
      })
      .immediate();
  }

  get(id: number): TransferRecord | undefined {
    return toRecord(this.statements.byId.get(id));
  }

  getByReference(reference: string): TransferRecord | undefined {
    return toRecord(this.statements.byReference.get(reference));
  }

  getByDraftId(draftId: string): TransferRecord | undefined {
    return toRecord(this.statements.byDraft.get(draftId));
  }

  inState(state: TransferState): TransferRecord[] {
    return this.statements.byState.all(state).map((row) => toRecord(row)!);
  }

  /** Outcome unknown, or accepted but not final (D7, D10): a supervisor's list. */
  countNeedingSupervisor(): number {
    return (this.statements.needingSupervisor.get() as { n: number }).n;
  }

  /**
   * Unsettled transfers (outcome unknown, or accepted but not final) with the same source
   * account, recipient account or mobile number, amount and currency, recorded at or after
   * `since`: what the duplicate guard stops a new draft for.
   */
  waitingMatches(
    match: Pick<TransferSummary, 'sourceAccount' | 'recipientAccount' | 'amount' | 'currency'>,
    since: string,
  ): TransferRecord[] {
    return this.statements.waitingMatches
      .all({
        sourceAccount: match.sourceAccount,
        recipientAccount: match.recipientAccount,
        amount: match.amount,
        currency: match.currency,
        since,
      })
      .map((row) => toRecord(row)!);
  }

  /** D47: the transfer that corrects the one with this reference, if it was corrected. */
  correctedBy(reference: string): TransferRecord | undefined {
    return toRecord(this.statements.correctedBy.get(reference));
  }

  /**
   * D46: transfers of this amount and currency recorded at or after `since` that may have moved
   * money (every state but rejected and not sent), oldest first, with their sender document.
   */
  repeatCandidates(
    match: Pick<TransferSummary, 'amount' | 'currency'>,
    since: string,
  ): RepeatCandidate[] {
    return this.statements.repeatCandidates
      .all({ amount: match.amount, currency: match.currency, since })
      .map((row) => ({
        ...toRecord(row)!,
        senderDocument: (row as { sender_document: string | null }).sender_document ?? null,
      }));
  }

  /** D46: every transfer given this instruction form number, whatever its case, oldest first. */
  withFormNumber(formNumber: string): TransferRecord[] {
    return this.statements.withFormNumber.all(formNumber).map((row) => toRecord(row)!);
  }

  attempts(transferId: number): AttemptRecord[] {
    return (this.statements.attempts.all(transferId) as AttemptRow[]).map((row) => ({
      transferId: row.transfer_id,
      n: row.n,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      httpStatus: row.http_status,
      response: row.response,
      error: row.error,
      notProcessed: row.not_processed === 1,
    }));
  }

  /**
   * After a crash or a kill. `sending` and each attempt's start are committed before a request
   * goes out, so the journal alone tells what may have reached the service:
   *   - `reserved`: never left the machine → not sent (the reference stays burned);
   *   - `sending` whose attempts all prove the service did not process them (none started, or
   *     each ended in a 401, a 403, or a transport failure that is proof by today's rules, e.g.
   *     a refused connection) → not sent;
   *   - any other `sending` may have reached the service → outcome unknown (D7), for a
   *     supervisor to resolve; it is never re-sent by itself.
   * Attempts left open are closed with a note.
   */
  recoverInterrupted(at: string): { unknown: TransferRecord[]; notSent: TransferRecord[] } {
    const run = this.db.transaction(() => {
      const settled = [...this.inState('sending'), ...this.inState('reserved')].map((t) =>
        this.settleInterrupted(t.id, at),
      );
      return {
        unknown: settled.filter((t) => t.state === 'unknown'),
        notSent: settled.filter((t) => t.state === 'not_sent'),
      };
    });
    return run.immediate();
  }

  /**
   * Settles one transfer whose send stopped without an answer, by the rules above, with an audit
   * row: the app decided its state, not an answer from the service.
   */
  settleInterrupted(id: number, at: string): TransferRecord {
    const run = this.db.transaction(() => {
      const t = this.get(id)!;
      if (t.state !== 'reserved' && t.state !== 'sending') return t;
      if (t.state === 'sending') this.closeOpenAttempts(t.id, at);
      const provenNotSent = t.state === 'reserved' || this.attempts(t.id).every(provenNotProcessed);
      return this.move(
        t.id,
        t.state,
        provenNotSent ? NOT_SENT_AFTER_STOP : UNKNOWN_AFTER_STOP,
        at,
        {
          operatorId: null,
          action: TRANSFER_ACTIONS.interrupted,
        },
      );
    });
    return run.immediate();
  }

  private closeOpenAttempts(transferId: number, at: string): void {
    for (const attempt of this.attempts(transferId)) {
      if (attempt.finishedAt === null) {
        this.finishAttempt(
          transferId,
          attempt.n,
          {
            httpStatus: null,
            response: null,
            error: 'interrupted: the app stopped during this attempt',
            notProcessed: false,
          },
          at,
        );
      }
    }
  }
}

/**
 * The stored flag alone is not believed for a transport failure: an older version set it on
 * evidence that no longer counts (a network change, any TLS error), so the journaled error is read
 * again by the current rules.
 */
function provenNotProcessed(attempt: AttemptRecord): boolean {
  if (!attempt.notProcessed) return false;
  if (attempt.httpStatus === 401 || attempt.httpStatus === 403) return true;
  return attempt.httpStatus === null && journaledAsNotSent(attempt.error);
}

interface TransferRow {
  id: number;
  reference: string;
  draft_id: string;
  kind: SendOperation;
  body: string;
  amount: string;
  currency: string;
  destination_country: string;
  recipient_name: string;
  recipient_account: string;
  source_account: string;
  operator_id: string;
  environment: EnvironmentName;
  state: TransferState;
  service_status: string | null;
  transaction_id: string | null;
  error_code: string | null;
  error_message: string | null;
  queued_until: string | null;
  instruction_form_number?: string | null;
  id_and_signature_checked?: number | null;
  corrects?: string | null;
  repeat_reason?: string | null;
  repeat_of?: string | null;
  created_at: string;
  updated_at: string;
}

interface AttemptRow {
  transfer_id: number;
  n: number;
  started_at: string;
  finished_at: string | null;
  http_status: number | null;
  response: string | null;
  error: string | null;
  not_processed: number;
}

/** A `transfers` row as a record; other journal readers (the receipt log) share it. */
export function toTransferRecord(row: unknown): TransferRecord | undefined {
  return toRecord(row);
}

function toRecord(row: unknown): TransferRecord | undefined {
  if (row === undefined) return undefined;
  const r = row as TransferRow;
  return {
    id: r.id,
    reference: r.reference,
    draftId: r.draft_id,
    kind: r.kind,
    body: r.body,
    amount: r.amount,
    currency: r.currency,
    destinationCountry: r.destination_country,
    recipientName: r.recipient_name,
    recipientAccount: r.recipient_account,
    sourceAccount: r.source_account,
    operatorId: r.operator_id,
    environment: r.environment,
    state: r.state,
    serviceStatus: r.service_status,
    transactionId: r.transaction_id,
    errorCode: r.error_code,
    errorMessage: r.error_message,
    queuedUntil: r.queued_until,
    instructionFormNumber: r.instruction_form_number ?? null,
    idAndSignatureChecked: r.id_and_signature_checked === 1,
    corrects: r.corrects ?? null,
    repeat: r.repeat_reason
      ? { reason: r.repeat_reason, earlier: referencesOf(r.repeat_of) }
      : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The earlier references a confirmation named, as journaled (a JSON list); none if unreadable. */
function referencesOf(text: string | null | undefined): string[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
