import type { EnvironmentName } from '@shared/domain/environments';
import type { BankAnswer, ReconciliationView } from '@shared/domain/unreconciled';
import { SealedRepo } from './sealed-repo';
import { JournalConflictError } from './transfer-rows';

/** A reference the journal does not hold, as found after a restore (D69). */
export interface NewUnreconciled {
  environment: EnvironmentName;
  reference: string;
  afterReference: string | null;
  issuedAt: string;
}

export interface UnreconciledRecord extends NewUnreconciled {
  id: number;
  foundAt: string;
  foundBy: string;
  reconciliation: ReconciliationView | null;
}

export interface NewReconciliation {
  entryId: number;
  at: string;
  operatorId: string;
  answer: BankAnswer;
  transactionId: string | null;
  note: string;
}

/** The list a restore found, audited whole (an empty list too: the admin's check of it). */
export const REFERENCES_MISSING_ACTION = 'restore.references-missing';
export const REFERENCE_RECONCILED_ACTION = 'restore.reference-reconciled';

/** An entry with the bank's answer, when it has one. */
const ENTRY_SELECT = `SELECT u.*, r.at AS r_at, r.operator_id AS r_operator_id, r.bank_answer,
  r.transaction_id AS r_transaction_id, r.note AS r_note
  FROM unreconciled_references u LEFT JOIN reference_reconciliations r ON r.entry_id = u.id`;

/**
 * References issued after a restored backup (D69) and what the bank said of each, append-only,
 * each write with its audit row in one transaction.
 */
export class UnreconciledRepo extends SealedRepo {
  private readonly statements = {
    insert: this.db.prepare(`
      INSERT INTO unreconciled_references (environment, reference, after_reference, issued_at,
        found_at, found_by)
      VALUES (@environment, @reference, @afterReference, @issuedAt, @foundAt, @foundBy)
      ON CONFLICT (environment, reference) DO NOTHING`),
    reconcile: this.db.prepare(`
      INSERT INTO reference_reconciliations (entry_id, at, operator_id, bank_answer,
        transaction_id, note)
      VALUES (@entryId, @at, @operatorId, @answer, @transactionId, @note)`),
    get: this.db.prepare(`${ENTRY_SELECT} WHERE u.id = ?`),
    open: this.db.prepare(`${ENTRY_SELECT} WHERE r.entry_id IS NULL ORDER BY u.reference`),
    settled: this.db.prepare(
      `${ENTRY_SELECT} WHERE r.entry_id IS NOT NULL ORDER BY r.at DESC LIMIT ?`,
    ),
    entries: this.db.prepare('SELECT * FROM unreconciled_references'),
    answers: this.db.prepare('SELECT * FROM reference_reconciliations'),
  };

  /**
   * Keeps the entries not kept already and audits the list, in one transaction; the entries
   * newly kept. `context` goes into the audit row (the keychain's mark, the journal's last).
   */
  record(
    entries: NewUnreconciled[],
    found: { at: string; operatorId: string; context: Record<string, unknown> },
  ): UnreconciledRecord[] {
    return this.immediate(() => {
      const added: number[] = [];
      for (const entry of entries) {
        const { changes, lastInsertRowid } = this.statements.insert.run({
          ...entry,
          foundAt: found.at,
          foundBy: found.operatorId,
        });
        if (changes === 1) added.push(Number(lastInsertRowid));
      }
      this.audit.append({
        at: found.at,
        operatorId: found.operatorId,
        action: REFERENCES_MISSING_ACTION,
        details: {
          ...found.context,
          references: entries.map((entry) =>
            entry.afterReference
              ? {
                  environment: entry.environment,
                  after: entry.afterReference,
                  upTo: entry.reference,
                }
              : { environment: entry.environment, reference: entry.reference },
          ),
          newlyListed: added.length,
        },
      });
      return added.map((id) => this.get(id)!);
    });
  }

  /** Records the bank's answer; a second answer for one entry is a JournalConflictError. */
  reconcile(input: NewReconciliation): UnreconciledRecord {
    return this.immediate(() => {
      const entry = this.get(input.entryId);
      if (!entry)
        throw new JournalConflictError(`No reference to reconcile has id ${input.entryId}.`);
      if (entry.reconciliation) {
        throw new JournalConflictError(`Reference ${entry.reference} is reconciled already.`);
      }
      this.statements.reconcile.run(input);
      this.audit.append({
        at: input.at,
        operatorId: input.operatorId,
        action: REFERENCE_RECONCILED_ACTION,
        details: {
          environment: entry.environment,
          reference: entry.reference,
          afterReference: entry.afterReference,
          answer: input.answer,
          transactionId: input.transactionId,
          note: input.note,
        },
      });
      return this.get(input.entryId)!;
    });
  }

  get(id: number): UnreconciledRecord | undefined {
    this.verifySeals();
    const row = this.statements.get.get(id) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  /** Every entry still waiting for the bank's answer, by reference. */
  open(): UnreconciledRecord[] {
    this.verifySeals();
    return (this.statements.open.all() as Row[]).map(toRecord);
  }

  /** Every open entry, by reference, then the `settledLimit` settled last. */
  recent(settledLimit: number): UnreconciledRecord[] {
    this.verifySeals();
    return [...this.open(), ...(this.statements.settled.all(settledLimit) as Row[]).map(toRecord)];
  }

  /**
   * Both tables, every row, against their seals (D68) before any is read for a decision: a few
   * rows at most, and an answer inserted outside the app would otherwise let the day close.
   */
  private verifySeals(): void {
    this.seals.verifyRows('unreconciled_references', this.statements.entries.all());
    this.seals.verifyRows('reference_reconciliations', this.statements.answers.all());
  }
}

interface Row {
  id: number;
  environment: EnvironmentName;
  reference: string;
  after_reference: string | null;
  issued_at: string;
  found_at: string;
  found_by: string;
  r_at: string | null;
  r_operator_id: string | null;
  bank_answer: BankAnswer | null;
  r_transaction_id: string | null;
  r_note: string | null;
}

function toRecord(row: Row): UnreconciledRecord {
  return {
    id: row.id,
    environment: row.environment,
    reference: row.reference,
    afterReference: row.after_reference,
    issuedAt: row.issued_at,
    foundAt: row.found_at,
    foundBy: row.found_by,
    reconciliation:
      row.bank_answer === null
        ? null
        : {
            at: row.r_at!,
            operatorId: row.r_operator_id!,
            answer: row.bank_answer,
            transactionId: row.r_transaction_id,
            note: row.r_note!,
          },
  };
}
