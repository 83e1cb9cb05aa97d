import { documentNumberKey, type CustomerDocumentKey } from '@shared/domain/customer';
import { canMove, type TransferState } from '@shared/domain/transfer-states';
import { BusinessDays } from './business-days';
import { SealedRepo } from './sealed-repo';
import {
  recoverInterruptedSends,
  settleInterruptedSend,
  type InterruptedOrigin,
  type InterruptedSendDeps,
} from './interrupted-sends';
import {
  chargesColumns,
  journaledCustomer,
  JournalConflictError,
  textSha256,
  toAttemptRecord,
  toRepeatCandidate,
  toTransferRecord,
  TRANSFER_ACTIONS,
  type AttemptRecord,
  type AttemptResult,
  type MoveAudit,
  type Outcome,
  type RepeatCandidate,
  type Reservation,
  type TransferRecord,
  type TransferSummary,
} from './transfer-rows';

// The records' shapes live in transfer-rows.ts; callers outside the journal import them from here.
export * from './transfer-rows';

export class TransfersRepo extends SealedRepo {
  /** D113: the day a reservation belongs to, read in its own transaction. */
  readonly businessDays = new BusinessDays(this.db, this.seals);
  private readonly statements = {
    lastCounter: this.db.prepare('SELECT * FROM reference_state WHERE id = 1'),
    any: this.db.prepare('SELECT 1 FROM transfers LIMIT 1'),
    setCounter: this.db.prepare(
      'INSERT INTO reference_state (id, last_counter) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last_counter = excluded.last_counter',
    ),
    insert: this.db.prepare(`
      INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
        recipient_name, recipient_account, source_account, operator_id, environment, state,
        created_at, updated_at, instruction_form_number, id_and_signature_checked, corrects,
        repeat_reason, repeat_of, customer, customer_document, bank_name, branch_code,
        branch_name, workstation, receipt_language, business_day, fee, fee_currency, rate,
        total_to_pay, total_currency, total_indicative, payment_method, checked_offline)
      VALUES (@reference, @draftId, @kind, @body, @amount, @currency, @destinationCountry,
        @recipientName, @recipientAccount, @sourceAccount, @operatorId, @environment, 'reserved',
        @at, @at, @instructionFormNumber, @idAndSignatureChecked, @corrects, @repeatReason,
        @repeatOf, @customer, @customerDocument, @bankName, @branchCode, @branchName,
        @workstation, @receiptLanguage, @businessDay, @fee, @feeCurrency, @rate, @totalToPay,
        @totalCurrency, @totalIndicative, @paymentMethod, @checkedOffline)`),
    byId: this.db.prepare('SELECT * FROM transfers WHERE id = ?'),
    byReference: this.db.prepare('SELECT * FROM transfers WHERE reference = ?'),
    byDraft: this.db.prepare('SELECT * FROM transfers WHERE draft_id = ?'),
    byTransactionId: this.db.prepare('SELECT * FROM transfers WHERE transaction_id = ? LIMIT 1'),
    byState: this.db.prepare('SELECT * FROM transfers WHERE state = ? ORDER BY id'),
    needingSupervisor: this.db.prepare(
      "SELECT count(*) AS n FROM transfers WHERE state IN ('unknown', 'accepted_pending')",
    ),
    move: this.db.prepare(`
      UPDATE transfers SET state = @state, service_status = coalesce(@serviceStatus, service_status),
        transaction_id = coalesce(@transactionId, transaction_id),
        error_code = @errorCode, error_message = @errorMessage,
        queued_until = coalesce(@queuedUntil, queued_until), updated_at = @at
      WHERE id = @id AND state = @from`),
    nextAttempt: this.db.prepare(
      'SELECT coalesce(max(n), 0) + 1 AS n FROM attempts WHERE transfer_id = ?',
    ),
    startAttempt: this.db.prepare(
      'INSERT INTO attempts (transfer_id, n, started_at) VALUES (?, ?, ?)',
    ),
    finishAttempt: this.db.prepare(`
      UPDATE attempts SET finished_at = @at, http_status = @httpStatus, response = @response,
        error = @error, not_processed = @notProcessed WHERE transfer_id = @transferId AND n = @n AND finished_at IS NULL`),
    attempts: this.db.prepare('SELECT * FROM attempts WHERE transfer_id = ? ORDER BY n'),
    waitingMatches: this.db.prepare(`
      SELECT * FROM transfers INDEXED BY transfers_waiting_match
      WHERE source_account = @sourceAccount AND recipient_account = @recipientAccount
        AND currency = @currency AND amount = @amount AND created_at >= @since
        AND state IN ('unknown', 'accepted_pending')
      ORDER BY id`),
    correctedBy: this.db.prepare('SELECT * FROM transfers WHERE corrects = ?'),
    // D46: every transfer of one amount and currency since the window's start that may have
    // moved money (all but refused and not sent); the caller compares customer and recipient.
    repeatCandidates: this.db.prepare(`
      SELECT * FROM transfers INDEXED BY transfers_repeat_match
      WHERE currency = @currency AND amount = @amount AND created_at >= @since
        AND state NOT IN ('rejected', 'not_sent')
      ORDER BY id`),
    withCustomerDocument: this.db.prepare(`
      SELECT * FROM transfers INDEXED BY transfers_customer_document WHERE customer_document = @number
        AND json_extract(customer, '$.documentType') = @type
        AND json_extract(customer, '$.documentCountry') = @country ORDER BY created_at DESC LIMIT @limit`),
    withFormNumber: this.db.prepare(`
      SELECT * FROM transfers INDEXED BY transfers_instruction_form
      WHERE instruction_form_number = ? COLLATE NOCASE AND instruction_form_number IS NOT NULL
      ORDER BY id`),
  };

  lastCounter(): number | null {
    const row = this.statements.lastCounter.get() as { last_counter: number } | undefined;
    if (row === undefined) this.seals.verifyTable('reference_state');
    return this.seals.verifyRow('reference_state', row)?.last_counter ?? null;
  }

  /** Whether any transfer is recorded, unverified: whether the journal is new. */
  any(): boolean {
    return this.statements.any.get() !== undefined;
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
      const customer = reservation.customer ?? null;
      const desk = reservation.desk ?? null;
      const businessDay =
        reservation.calendarDay === undefined
          ? null
          : this.businessDays.of(reservation.calendarDay);
      const { lastInsertRowid } = this.statements.insert.run({
        ...reservation,
        customer: customer === null ? null : journaledCustomer(customer),
        customerDocument: customer === null ? null : documentNumberKey(customer.documentNumber),
        bankName: desk?.bankName ?? null,
        branchCode: desk?.branchCode ?? null,
        branchName: desk?.branchName ?? null,
        workstation: desk?.workstation ?? null,
        instructionFormNumber: reservation.instructionFormNumber ?? null,
        idAndSignatureChecked: reservation.idAndSignatureChecked ? 1 : null,
        corrects: reservation.corrects ?? null,
        receiptLanguage: reservation.receiptLanguage ?? null,
        businessDay,
        repeatReason: repeat?.reason ?? null,
        repeatOf: repeat ? JSON.stringify(repeat.earlier) : null,
        ...chargesColumns(reservation.charges),
        paymentMethod: reservation.paymentMethod ?? null,
        checkedOffline: reservation.checkedOffline ? 1 : 0,
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
          businessDay,
          // Binds the exact text that was signed and sent (and that receipts read) to the chain.
          bodySha256: textSha256(reservation.body),
          ...(reservation.instructionFormNumber
            ? {
                instructionFormNumber: reservation.instructionFormNumber,
                idAndSignatureChecked: reservation.idAndSignatureChecked === true,
              }
            : {}),
          // D47, D46: the link and the clerk's confirmation, sealed with the reservation.
          ...(reservation.corrects ? { corrects: reservation.corrects } : {}),
          // D86: the language its receipt prints in, kept as the reservation was made.
          ...(reservation.receiptLanguage ? { receiptLanguage: reservation.receiptLanguage } : {}),
          ...(repeat ? { repeatReason: repeat.reason, repeatOf: repeat.earlier } : {}),
          // D124: what the customer was charged and how they paid, sealed with the reservation.
          ...(reservation.charges ? { charges: reservation.charges } : {}),
          ...(reservation.paymentMethod ? { paymentMethod: reservation.paymentMethod } : {}),
          // D128: counted at this counter alone, head office out of reach.
          ...(reservation.checkedOffline ? { checkedOffline: true } : {}),
          // D77: the customer block as journaled, bound to the chain like the body.
          ...(customer ? { customerSha256: textSha256(journaledCustomer(customer)) } : {}),
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
            responseSha256: result.response === null ? null : textSha256(result.response),
          },
        });
      })
      .immediate();
  }

  get(id: number): TransferRecord | undefined {
    return this.record(this.statements.byId.get(id));
  }

  getByReference(reference: string): TransferRecord | undefined {
    return this.record(this.statements.byReference.get(reference));
  }

  getByDraftId(draftId: string): TransferRecord | undefined {
    return this.record(this.statements.byDraft.get(draftId));
  }

  getByTransactionId(transactionId: string): TransferRecord | undefined {
    return this.record(this.statements.byTransactionId.get(transactionId));
  }

  inState(state: TransferState): TransferRecord[] {
    return this.statements.byState.all(state).map((row) => this.record(row)!);
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
      .map((row) => this.record(row)!);
  }

  /** D47: the transfer that corrects the one with this reference, if it was corrected. */
  correctedBy(reference: string): TransferRecord | undefined {
    return this.record(this.statements.correctedBy.get(reference));
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
      .map((row) => toRepeatCandidate(this.seals.verifyRow('transfers', row)));
  }

  /** D46: every transfer given this instruction form number, whatever its case, oldest first. */
  withFormNumber(formNumber: string): TransferRecord[] {
    return this.statements.withFormNumber.all(formNumber).map((row) => this.record(row)!);
  }

  /** D77, D160: a customer's transfers by their whole document, newest first, at most `limit`. */
  withCustomerDocument(document: CustomerDocumentKey, limit: number): TransferRecord[] {
    return this.statements.withCustomerDocument
      .all({ ...document, limit })
      .map((row) => this.record(row)!);
  }

  attempts(transferId: number): AttemptRecord[] {
    return this.seals
      .verifyRows('attempts', this.statements.attempts.all(transferId))
      .map(toAttemptRecord);
  }

  /** After a crash or a kill, a takeover or a restore (`origin`): each send left in flight settled (interrupted-sends.ts). */
  recoverInterrupted(at: string, origin: InterruptedOrigin = 'stop') {
    return recoverInterruptedSends(this.interruptedSendDeps(), at, origin);
  }

  /** Settles one transfer whose send stopped without an answer, with its audit row. */
  settleInterrupted(id: number, at: string): TransferRecord {
    return settleInterruptedSend(this.interruptedSendDeps(), id, at);
  }

  /**
   * A transfer row read for a decision (a send, a re-send, a receipt, a repeat check): verified
   * against its seal first (D68), so a row written outside the app stops the action, named.
   */
  private record(row: unknown): TransferRecord | undefined {
    return toTransferRecord(this.seals.verifyRow('transfers', row));
  }

  private interruptedSendDeps(): InterruptedSendDeps {
    return {
      inState: (state) => this.inState(state),
      get: (id) => this.get(id),
      attempts: (transferId) => this.attempts(transferId),
      finishAttempt: (transferId, n, result, at) => this.finishAttempt(transferId, n, result, at),
      move: (id, from, outcome, at, audit) => this.move(id, from, outcome, at, audit),
      immediate: (work) => this.immediate(work),
    };
  }
}
