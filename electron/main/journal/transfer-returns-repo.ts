import type { Database } from 'better-sqlite3';
import type {
  ReturnKind,
  ReturnMark,
  ReturnReason,
  TransferReturnView,
} from '@shared/domain/transfer-returns';
import type { AuditLog } from './audit-log';
import type { ReceiptPrintRecord } from './receipt-prints-repo';
import { BusinessDays } from './business-days';
import type { RowSeals } from './row-seal';
import { rowsInChunks } from './rows-in-chunks';
import { JournalConflictError, type TransferRecord } from './transfer-rows';

/** A recorded return as the journal keeps it: what its view shows, but the prints counted apart. */
export interface ReturnRecord extends Omit<TransferReturnView, 'prints'> {
  id: number;
  transferId: number;
}

export interface NewReturn {
  transfer: TransferRecord;
  kind: ReturnKind;
  bankReference: string;
  bankDate: string;
  reason: ReturnReason;
  note: string;
  at: string;
  operatorId: string;
  /** The day `at` falls on in the branch's zone; kept on the business day it was learnt (D113). */
  calendarDay: string;
}

/** A refund receipt's print, recorded as a receipt's is, of the return it refunds. */
export interface RefundPrintRecord extends ReceiptPrintRecord {
  returnId: number;
  /** The day `at` falls on in the branch's zone; the print is kept on its business day (D122). */
  calendarDay: string;
}

export const RETURN_ACTIONS: Readonly<Record<ReturnKind, string>> = {
  return: 'transfer.returned',
  recall: 'transfer.recalled',
};
export const REFUND_PRINTED_ACTION = 'refund-receipt.printed';

/**
 * D120: returns and recalls, one per transfer, append-only, each with its audit row in the same
 * transaction; and the prints of their refund receipts. The transfer's row is never touched: a
 * return is learnt later and kept on the day it was learnt, pointing at the transfer (D113).
 */
export class TransferReturnsRepo {
  private readonly statements;
  private readonly businessDays: BusinessDays;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly seals: RowSeals,
  ) {
    this.businessDays = new BusinessDays(db, seals);
    this.statements = {
      insert: db.prepare(`
        INSERT INTO transfer_returns (transfer_id, kind, bank_reference, bank_date, reason, note,
          amount, currency, at, operator_id, business_day)
        VALUES (@transferId, @kind, @bankReference, @bankDate, @reason, @note, @amount, @currency,
          @at, @operatorId, @businessDay)`),
      forTransfer: db.prepare('SELECT * FROM transfer_returns WHERE transfer_id = ?'),
      learntOn: db.prepare('SELECT * FROM transfer_returns WHERE business_day = ? ORDER BY id'),
      prints: db.prepare('SELECT count(*) FROM refund_receipt_prints WHERE return_id = ?').pluck(),
      insertPrint: db.prepare(`
        INSERT INTO refund_receipt_prints (return_id, copy_number, at, operator_id, output, paper,
          business_day)
        VALUES (?, ?, ?, ?, ?, ?, ?)`),
      originalsOn: db.prepare(
        'SELECT * FROM refund_receipt_prints WHERE business_day = ? AND copy_number = 0 ORDER BY id',
      ),
      byId: db.prepare('SELECT * FROM transfer_returns WHERE id = ?'),
    };
  }

  /** Records a return or a recall with its audit row; refused when the transfer has one already. */
  record(input: NewReturn): ReturnRecord {
    const run = this.db.transaction(() => {
      const { transfer } = input;
      if (this.statements.forTransfer.get(transfer.id)) {
        throw new JournalConflictError(`Transfer ${transfer.id} has a return recorded already.`);
      }
      const businessDay = this.businessDays.of(input.calendarDay);
      // What the bank's notice says, kept in the row and told in the audit row alike.
      const notice = {
        bankReference: input.bankReference,
        bankDate: input.bankDate,
        reason: input.reason,
        note: input.note,
      };
      const row = {
        transferId: transfer.id,
        kind: input.kind,
        ...notice,
        amount: transfer.amount,
        currency: transfer.currency,
        at: input.at,
        operatorId: input.operatorId,
        businessDay,
      };
      const id = Number(this.statements.insert.run(row).lastInsertRowid);
      this.audit.append({
        at: input.at,
        operatorId: input.operatorId,
        action: RETURN_ACTIONS[input.kind],
        details: {
          reference: transfer.reference,
          state: transfer.state,
          ...notice,
          amount: transfer.amount,
          currency: transfer.currency,
          sentBy: transfer.operatorId,
          businessDay,
          transferDay: transfer.businessDay,
        },
      });
      return { id, ...row };
    });
    return run.immediate();
  }

  /** The transfer's return or recall, checked against its seal (D68); null when none. */
  forTransfer(transferId: number): ReturnRecord | null {
    const row = this.statements.forTransfer.get(transferId) as ReturnRow | undefined;
    return row ? recordOf(this.seals.verifyRow('transfer_returns', row)) : null;
  }

  /**
   * The returns and recalls of these transfers, by transfer id, each checked (D68): what the
   * receipt log marks and the bank's statement is matched with. Read a chunk of ids at a time,
   * as a page or a statement's candidates may be many.
   */
  ofTransfers(transferIds: readonly number[]): Map<number, ReturnRecord> {
    const found = new Map<number, ReturnRecord>();
    const rows = rowsInChunks<ReturnRow>(
      this.db,
      transferIds,
      (ids) => `SELECT * FROM transfer_returns WHERE transfer_id IN (${ids})`,
    );
    for (const row of this.seals.verifyRows('transfer_returns', rows)) {
      found.set(row.transfer_id, recordOf(row));
    }
    return found;
  }

  /** D113: the returns and recalls learnt on a business day, oldest first, each checked. */
  learntOn(day: string): ReturnRecord[] {
    const rows = this.statements.learntOn.all(day) as ReturnRow[];
    return this.seals.verifyRows('transfer_returns', rows).map(recordOf);
  }

  /**
   * D122: the refunds handed over on a business day: the returns whose original refund receipt
   * was printed on it, each print and return checked against its seal (D68), oldest first.
   */
  refundsPaidOn(day: string): ReturnRecord[] {
    const prints = this.statements.originalsOn.all(day) as { return_id: number }[];
    return this.seals.verifyRows('refund_receipt_prints', prints).map((print) => {
      const row = this.statements.byId.get(print.return_id) as ReturnRow;
      return recordOf(this.seals.verifyRow('transfer_returns', row));
    });
  }

  /** How many refund receipts of the return were printed: the next print's copy number. */
  printed(returnId: number): number {
    return this.statements.prints.get(returnId) as number;
  }

  /** Records a refund receipt that went out, with its audit row. */
  recordPrint(print: RefundPrintRecord): void {
    this.db
      .transaction(() => {
        this.statements.insertPrint.run(
          print.returnId,
          print.copyNumber,
          print.at,
          print.operatorId,
          print.output,
          print.paper,
          this.businessDays.of(print.calendarDay),
        );
        this.audit.append({
          at: print.at,
          operatorId: print.operatorId,
          action: REFUND_PRINTED_ACTION,
          details: {
            reference: print.reference,
            copy: print.copyNumber === 0 ? 'original' : `COPY ${print.copyNumber}`,
            output: print.output,
            paper: print.paper,
            file: print.file ?? null,
          },
        });
      })
      .immediate();
  }
}

interface ReturnRow {
  id: number;
  transfer_id: number;
  kind: ReturnKind;
  bank_reference: string;
  bank_date: string;
  reason: ReturnReason;
  note: string;
  amount: string;
  currency: string;
  at: string;
  operator_id: string;
  business_day: string;
}

function recordOf(row: ReturnRow): ReturnRecord {
  return {
    id: row.id,
    transferId: row.transfer_id,
    kind: row.kind,
    bankReference: row.bank_reference,
    bankDate: row.bank_date,
    reason: row.reason,
    note: row.note,
    amount: row.amount,
    currency: row.currency,
    at: row.at,
    operatorId: row.operator_id,
    businessDay: row.business_day,
  };
}

/** How a list marks the transfer of a return (null: none recorded). */
export function returnMarkOf(record: ReturnRecord | undefined | null): ReturnMark | null {
  return record
    ? { kind: record.kind, bankDate: record.bankDate, businessDay: record.businessDay }
    : null;
}

/** The return as the transfer's page shows it, with how many refund receipts went out. */
export function returnViewOf(
  journal: { returns: Pick<TransferReturnsRepo, 'printed'> },
  record: ReturnRecord,
): TransferReturnView {
  return {
    kind: record.kind,
    bankReference: record.bankReference,
    bankDate: record.bankDate,
    reason: record.reason,
    note: record.note,
    amount: record.amount,
    currency: record.currency,
    at: record.at,
    operatorId: record.operatorId,
    businessDay: record.businessDay,
    prints: journal.returns.printed(record.id),
  };
}
