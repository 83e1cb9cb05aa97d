import type { Database } from 'better-sqlite3';
import type { PrintOutput } from '@shared/domain/desk-files';
import type { ReceiptPaper } from '@shared/domain/settings';
import type { AuditLog } from './audit-log';

export interface ReceiptPrintRecord {
  reference: string;
  /** 0 for the original, n for COPY n. */
  copyNumber: number;
  at: string;
  operatorId: string;
  output: PrintOutput;
  paper: ReceiptPaper;
  /**
   * The PDF file it was saved as (null or absent for a printer): audited only, so an auditor
   * learns where a copy of the customer's receipt went; the table keeps the print, not the path.
   */
  file?: string | null;
}

export const RECEIPT_PRINTED_ACTION = 'receipt.printed';

/** Every print of a receipt, with its audit row: who, when, which copy, on what and where to. */
export class ReceiptPrintsRepo {
  private readonly statements;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
  ) {
    this.statements = {
      transferId: db.prepare('SELECT id FROM transfers WHERE reference = ?'),
      count: db.prepare(
        `SELECT count(*) AS n FROM receipt_prints
         WHERE transfer_id = (SELECT id FROM transfers WHERE reference = ?)`,
      ),
      insert: db.prepare(
        `INSERT INTO receipt_prints (transfer_id, copy_number, at, operator_id, output, paper)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ),
    };
  }

  /** How many times the receipt was printed: the next print's copy number. */
  printed(reference: string): number {
    return (this.statements.count.get(reference) as { n: number }).n;
  }

  /**
   * Records a print that went out. Refused (the unique copy number) when another print of the same
   * copy number was recorded meanwhile: the caller prints one at a time, so that is a bug.
   */
  record(print: ReceiptPrintRecord): void {
    this.db
      .transaction(() => {
        const row = this.statements.transferId.get(print.reference) as { id: number } | undefined;
        if (!row) throw new Error(`No transfer ${print.reference} to record a print of.`);
        this.statements.insert.run(
          row.id,
          print.copyNumber,
          print.at,
          print.operatorId,
          print.output,
          print.paper,
        );
        this.audit.append({
          at: print.at,
          operatorId: print.operatorId,
          action: RECEIPT_PRINTED_ACTION,
          details: {
            reference: print.reference,
            copy: print.copyNumber === 0 ? 'original' : `COPY ${print.copyNumber}`,
            copies: ["customer's", "bank's"],
            output: print.output,
            paper: print.paper,
            file: print.file ?? null,
          },
        });
      })
      .immediate();
  }
}
