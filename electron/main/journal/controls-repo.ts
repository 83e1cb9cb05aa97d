import type { Database } from 'better-sqlite3';
import {
  markCodesOf,
  marksOfCodes,
  type ControlMarks,
  type MarkCode,
  type MarkFilter,
} from '@shared/domain/control-marks';
import type { AuditLog } from './audit-log';
import type { RowSeals } from './row-seal';
import { SealedRepo } from './sealed-repo';
import { toTransferRecord, type TransferRecord } from './transfer-rows';

export const CONTROL_ACTIONS = {
  marked: 'controls.marked',
  refused: 'approval.draft-refused',
  flagged: 'suspicion.flagged',
} as const;

export interface StoredApproval {
  approvalId: string;
  purpose: string;
  approverId: string;
  approverName: string;
  requesterId: string;
  reason: string;
  grantedAt: string;
  usedAt: string;
}

export interface StoredRefusal {
  draftId: string;
  purpose: string;
  approverId: string;
  approverName: string;
  requesterId: string;
  reason: string;
  refusedAt: string;
}

export interface StoredFlag {
  id: number;
  at: string;
  operatorId: string;
  note: string;
  transfer: TransferRecord;
}

/**
 * The controls' tables (D42, D43): marks, the approvals a transfer used, refused drafts and
 * suspicion flags. Append-only (the journal's triggers refuse changes); every write a person
 * caused commits with its audit row.
 */
export class ControlsRepo extends SealedRepo {
  private readonly statements;

  constructor(db: Database, audit: AuditLog, seals: RowSeals) {
    super(db, audit, seals);
    this.statements = {
      mark: db.prepare(
        `INSERT OR IGNORE INTO control_marks (transfer_id, mark, series, at)
         VALUES (@transferId, @mark, @series, @at)`,
      ),
      approve: db.prepare(`
        INSERT INTO transfer_approvals (transfer_id, approval_id, purpose, approver_id,
          approver_name, requester_id, reason, granted_at, used_at)
        VALUES (@transferId, @approvalId, @purpose, @approverId, @approverName, @requesterId,
          @reason, @grantedAt, @usedAt)`),
      approvalsOf: db.prepare(
        'SELECT * FROM transfer_approvals WHERE transfer_id = ? ORDER BY used_at, approval_id',
      ),
      refuse: db.prepare(`
        INSERT INTO draft_refusals (draft_id, purpose, approver_id, approver_name, requester_id,
          reason, refused_at)
        VALUES (@draftId, @purpose, @approverId, @approverName, @requesterId, @reason, @refusedAt)`),
      refusalOf: db.prepare('SELECT * FROM draft_refusals WHERE draft_id = ?'),
      flag: db.prepare(
        'INSERT INTO suspicion_flags (transfer_id, at, operator_id, note) VALUES (?, ?, ?, ?)',
      ),
      flags: db.prepare(`
        SELECT f.id AS flag_id, f.at AS flag_at, f.operator_id AS flag_operator, f.note AS flag_note,
          t.*
        FROM suspicion_flags f JOIN transfers t ON t.id = f.transfer_id
        WHERE f.at >= @from AND f.at < @to
        ORDER BY f.id DESC`),
    };
  }

  /** The marks of these transfers (absent ids have none). */
  marksOf(ids: readonly number[]): Map<number, ControlMarks> {
    const marks = new Map<number, ControlMarks>();
    if (ids.length === 0) return marks;
    const rows = this.db
      .prepare(
        `SELECT transfer_id AS id, mark FROM control_marks
         WHERE transfer_id IN (${ids.map(() => '?').join(', ')})`,
      )
      .all(...ids) as { id: number; mark: string }[];
    const codes = new Map<number, string[]>();
    for (const row of rows) codes.set(row.id, [...(codes.get(row.id) ?? []), row.mark]);
    for (const [id, marked] of codes) marks.set(id, marksOfCodes(marked));
    return marks;
  }

  /**
   * Marks transfers, with one audit row naming the references newly marked; a transfer already
   * marked so is left as it is. Inside the caller's transaction when there is one.
   */
  mark(
    mark: MarkCode,
    members: readonly { id: number; reference: string }[],
    details: { series?: string; window?: string; threshold: string; currency: string },
    at: string,
    operatorId: string,
  ): void {
    this.db.transaction(() => {
      const added = members.filter(
        (member) =>
          this.statements.mark.run({
            transferId: member.id,
            mark,
            series: details.series ?? null,
            at,
          }).changes > 0,
      );
      if (added.length === 0) return;
      this.audit.append({
        at,
        operatorId,
        action: CONTROL_ACTIONS.marked,
        details: { mark, references: added.map((member) => member.reference), ...details },
      });
    })();
  }

  /** Keeps an approval with the transfer it let through (the caller audits its use). */
  recordApproval(transferId: number, approval: StoredApproval): void {
    this.statements.approve.run({ transferId, ...approval });
  }

  approvalsOf(transferId: number): StoredApproval[] {
    const rows = this.statements.approvalsOf.all(transferId) as Record<string, unknown>[];
    return this.seals.verifyRows('transfer_approvals', rows).map((row) => ({
      approvalId: row['approval_id'],
      purpose: row['purpose'],
      approverId: row['approver_id'],
      approverName: row['approver_name'],
      requesterId: row['requester_id'],
      reason: row['reason'],
      grantedAt: row['granted_at'],
      usedAt: row['used_at'],
    })) as StoredApproval[];
  }

  /** A supervisor's refusal: the draft can never be sent. Audited with both operators. */
  refuse(refusal: StoredRefusal, details: Record<string, unknown>): void {
    this.db
      .transaction(() => {
        this.statements.refuse.run(refusal);
        this.audit.append({
          at: refusal.refusedAt,
          operatorId: refusal.approverId,
          action: CONTROL_ACTIONS.refused,
          details: {
            purpose: refusal.purpose,
            subject: refusal.draftId,
            requester: refusal.requesterId,
            reason: refusal.reason,
            ...details,
          },
        });
      })
      .immediate();
  }

  refusalOf(draftId: string): StoredRefusal | null {
    // A refused draft is never sent: the refusal read for that decision is verified (D68).
    const row = this.seals.verifyRow(
      'draft_refusals',
      this.statements.refusalOf.get(draftId) as Record<string, unknown> | undefined,
    );
    if (!row) return null;
    return {
      draftId: row['draft_id'],
      purpose: row['purpose'],
      approverId: row['approver_id'],
      approverName: row['approver_name'],
      requesterId: row['requester_id'],
      reason: row['reason'],
      refusedAt: row['refused_at'],
    } as StoredRefusal;
  }

  /** A suspicion flag on a transfer, with its audit row. */
  flag(transfer: TransferRecord, at: string, operatorId: string, note: string): number {
    return this.db
      .transaction(() => {
        const id = Number(
          this.statements.flag.run(transfer.id, at, operatorId, note).lastInsertRowid,
        );
        this.audit.append({
          at,
          operatorId,
          action: CONTROL_ACTIONS.flagged,
          details: { flag: id, reference: transfer.reference, note },
        });
        return id;
      })
      .immediate();
  }

  /** Flags raised in [from, to), newest first, each with its transfer. */
  flags(from: string, to: string): StoredFlag[] {
    const rows = this.statements.flags.all({ from, to }) as (Record<string, unknown> & {
      flag_id: number;
      flag_at: string;
      flag_operator: string;
      flag_note: string;
    })[];
    return rows.map((row) => ({
      id: row.flag_id,
      at: row.flag_at,
      operatorId: row.flag_operator,
      note: row.flag_note,
      transfer: toTransferRecord(row)!,
    }));
  }
}

/** The journal's condition for the receipt log's mark filter. */
export function markCondition(filter: MarkFilter): string {
  if (filter === 'checked-offline') return 't.checked_offline = 1';
  // The codes are this build's own constants, never what a caller typed.
  const marks = markCodesOf(filter)
    .map((code) => `'${code}'`)
    .join(', ');
  return `t.id IN (SELECT transfer_id FROM control_marks WHERE mark IN (${marks}))`;
}
