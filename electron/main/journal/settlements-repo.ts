import type { Database } from 'better-sqlite3';
import type { SettlementFailure, SettlementOutcome } from '@shared/domain/settlements';
import type { TransferState } from '@shared/domain/transfer-states';
import type { AuditLog } from './audit-log';
import { BusinessDays } from './business-days';
import type { RowSeals } from './row-seal';
import { JournalConflictError, type Outcome, type TransferRecord } from './transfer-rows';
import type { TransfersRepo } from './transfers-repo';

export interface SettlementRecord {
  id: number;
  transferId: number;
  at: string;
  operatorId: string;
  outcome: SettlementOutcome;
  failure: SettlementFailure | null;
  fromState: TransferState;
  toState: TransferState;
  transactionId: string | null;
  note: string;
  /** D113: the day it was learnt (null: journaled before business days were kept). */
  businessDay: string | null;
}

export interface NewSettlement {
  transfer: TransferRecord;
  at: string;
  operatorId: string;
  outcome: SettlementOutcome;
  failure: SettlementFailure | null;
  transactionId: string | null;
  note: string;
  /** Where the transfer moves; null leaves its state as it is (still unknown). */
  move: Outcome | null;
  /**
   * D113: the day `at` falls on in the branch's zone; the settlement is kept on the business day
   * it was learnt (never a closed one). Without it (a test's seed), none.
   */
  calendarDay?: string;
}

export const SETTLEMENT_ACTION = 'transfer.settled';

/**
 * Supervisors' settlements, append-only. A settlement, the transfer's move and its audit row (one,
 * the move's, through the transfers repository) commit together, and the move is conditional on
 * the state the supervisor saw: two supervisors settling the same transfer at once cannot both
 * succeed.
 */
export class SettlementsRepo {
  private readonly statements;
  private readonly businessDays: BusinessDays;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly transfers: TransfersRepo,
    private readonly seals: RowSeals,
  ) {
    this.businessDays = new BusinessDays(db, seals);
    this.statements = {
      insert: db.prepare(`
        INSERT INTO settlements (transfer_id, at, operator_id, outcome, failure, from_state,
          to_state, transaction_id, note, business_day)
        VALUES (@transferId, @at, @operatorId, @outcome, @failure, @fromState, @toState,
          @transactionId, @note, @businessDay)`),
      learntOn: db.prepare(
        'SELECT * FROM settlements INDEXED BY settlements_business_day WHERE business_day = ? ORDER BY id',
      ),
      forTransfer: db.prepare('SELECT * FROM settlements WHERE transfer_id = ? ORDER BY id'),
      state: db.prepare('SELECT state FROM transfers WHERE id = ?'),
    };
  }

  record(input: NewSettlement): TransferRecord {
    const run = this.db.transaction(() => {
      const { transfer } = input;
      const now = (this.statements.state.get(transfer.id) as { state: TransferState }).state;
      if (now !== transfer.state) {
        throw new JournalConflictError(
          `Transfer ${transfer.id} is no longer in state ${transfer.state}.`,
        );
      }
      // D113: learnt today, about a transfer of its own day, which stays as it was.
      const businessDay =
        input.calendarDay === undefined ? null : this.businessDays.of(input.calendarDay);
      // One audit row per settlement: the move's own when the transfer moves, else its own.
      const details = {
        outcome: input.outcome,
        failure: input.failure,
        note: input.note,
        sentBy: transfer.operatorId,
        businessDay,
        transferDay: transfer.businessDay,
      };
      const moved = input.move
        ? this.transfers.move(transfer.id, transfer.state, input.move, input.at, {
            operatorId: input.operatorId,
            action: SETTLEMENT_ACTION,
            details,
          })
        : transfer;
      this.statements.insert.run({
        transferId: transfer.id,
        at: input.at,
        operatorId: input.operatorId,
        outcome: input.outcome,
        failure: input.failure,
        fromState: transfer.state,
        toState: moved.state,
        transactionId: input.transactionId,
        note: input.note,
        businessDay,
      });
      if (!input.move) {
        this.audit.append({
          at: input.at,
          operatorId: input.operatorId,
          action: SETTLEMENT_ACTION,
          details: {
            ...details,
            reference: transfer.reference,
            from: transfer.state,
            state: transfer.state,
            transactionId: transfer.transactionId,
          },
        });
      }
      return moved;
    });
    return run.immediate();
  }

  forTransfer(transferId: number): SettlementRecord[] {
    return this.records(this.statements.forTransfer.all(transferId) as SettlementRow[]);
  }

  /** D113: the settlements learnt on a business day, oldest first, each checked (D68). */
  learntOn(day: string): SettlementRecord[] {
    return this.records(this.statements.learntOn.all(day) as SettlementRow[]);
  }

  private records(rows: SettlementRow[]): SettlementRecord[] {
    return this.seals.verifyRows('settlements', rows).map((row) => ({
      id: row.id,
      transferId: row.transfer_id,
      at: row.at,
      operatorId: row.operator_id,
      outcome: row.outcome,
      failure: row.failure,
      fromState: row.from_state,
      toState: row.to_state,
      transactionId: row.transaction_id,
      note: row.note,
      businessDay: row.business_day ?? null,
    }));
  }
}

interface SettlementRow {
  id: number;
  transfer_id: number;
  at: string;
  operator_id: string;
  outcome: SettlementOutcome;
  failure: SettlementFailure | null;
  from_state: TransferState;
  to_state: TransferState;
  transaction_id: string | null;
  note: string;
  business_day?: string | null;
}
