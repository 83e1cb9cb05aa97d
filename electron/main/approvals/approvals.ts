import { randomUUID } from 'node:crypto';
import type { ApprovalView, ApproverCredentials } from '@shared/domain/approvals';
import type { Session } from '@shared/domain/operators';
import type { Role } from '@shared/domain/roles';
import { ok, type Result } from '@shared/result';
import type { AuditLog } from '../journal/audit-log';
import type { Approver, ApproverError, ApproverRules } from '../operators/operator-service';

/**
 * A supervisor's approval at a clerk's workstation, as one reusable piece: the supervisor types
 * their id and password there, main checks them by the sign-in rules (lockout, one attempt at a
 * time, never the clerk's own id, only the roles allowed) without replacing the clerk's session,
 * and hands out an approval that is short-lived, used once, bound to one subject (a draft id) and
 * to a fingerprint of what was approved (the draft's content), and usable only by the clerk who
 * asked. Each grant and each use is audited with both operators.
 */
export interface ApprovalRequest {
  /** What kind of thing is approved, e.g. `duplicate-transfer`. */
  purpose: string;
  /** What it is approved for, e.g. the draft id. */
  subject: string;
  /** A digest of exactly what was approved: a changed draft is not approved. */
  fingerprint: string;
  reason: string;
  /** Audited with the grant (e.g. the earlier references a duplicate matches). */
  details: Record<string, unknown>;
  /** As typed: validated here. */
  approver: ApproverCredentials | unknown;
  requester: Session;
  approverRoles: readonly Role[];
  /**
   * Checks the typed credentials by the sign-in rules: the operator service's verifyApprover
   * (built after the services, so it is handed in with each request).
   */
  verifyApprover: ApproverVerifier;
}

export type ApproverVerifier = (
  input: unknown,
  rules: ApproverRules,
) => Promise<Result<Approver, ApproverError>>;

/** What an approval is for and who gave it, before it is kept (`grant` or, D125, `admit`). */
export interface AdmittedApproval extends ApprovalMatch {
  approver: Approver;
  reason: string;
  details: Record<string, unknown>;
}

export interface Approval extends AdmittedApproval {
  approvalId: string;
  grantedAt: string;
  expiresAt: string;
}

export interface ApprovalMatch {
  purpose: string;
  subject: string;
  fingerprint: string;
  requesterId: string;
}

export interface Approvals {
  grant(request: ApprovalRequest): Promise<Result<Approval, ApproverError>>;
  /**
   * D125: keeps an approval a supervisor gave at their own desk, through head office, as `grant`
   * keeps one, audited alike; who approved is head office's signed word, checked by the caller.
   */
  admit(admitted: AdmittedApproval): Approval;
  /**
   * The live approval for exactly this purpose, subject, fingerprint and requester, removed so it
   * cannot be used again; null when there is none (never granted, expired, used, or for a changed
   * draft). The caller audits the use with what it approved (`auditUse`).
   */
  take(match: ApprovalMatch): Approval | null;
  /** Whether `take` would find one now, without using it. */
  has(match: ApprovalMatch): boolean;
  /** Appends the audit row of a use, inside the caller's transaction. */
  auditUse(approval: Approval, at: string, details: Record<string, unknown>): void;
}

export const APPROVAL_ACTIONS = {
  granted: 'approval.granted',
  used: 'approval.used',
} as const;

/** Long enough to confirm at the counter, short enough that it cannot be saved for later. */
export const APPROVAL_TTL_MS = 2 * 60_000;

export interface ApprovalsOptions {
  audit: AuditLog;
  now: () => number;
  ttlMs?: number;
}

export function createApprovals(options: ApprovalsOptions): Approvals {
  const ttlMs = options.ttlMs ?? APPROVAL_TTL_MS;
  const live = new Map<string, Approval>();
  const iso = (ms: number) => new Date(ms).toISOString();
  const keyOf = (match: ApprovalMatch) =>
    JSON.stringify([match.purpose, match.subject, match.fingerprint, match.requesterId]);

  function dropExpired(): void {
    const now = options.now();
    for (const [key, approval] of live) {
      if (Date.parse(approval.expiresAt) <= now) live.delete(key);
    }
  }

  /** Audits the grant and keeps it live; a newer one for the same draft replaces the older. */
  function keep(admitted: AdmittedApproval): Approval {
    const grantedAt = options.now();
    const approval: Approval = {
      approvalId: randomUUID(),
      purpose: admitted.purpose,
      subject: admitted.subject,
      fingerprint: admitted.fingerprint,
      approver: admitted.approver,
      requesterId: admitted.requesterId,
      reason: admitted.reason,
      details: admitted.details,
      grantedAt: iso(grantedAt),
      expiresAt: iso(grantedAt + ttlMs),
    };
    options.audit.append({
      at: approval.grantedAt,
      operatorId: approval.approver.operatorId,
      action: APPROVAL_ACTIONS.granted,
      details: {
        approvalId: approval.approvalId,
        purpose: approval.purpose,
        subject: approval.subject,
        requester: approval.requesterId,
        reason: approval.reason,
        expiresAt: approval.expiresAt,
        ...approval.details,
      },
    });
    dropExpired();
    // Still only one use.
    live.set(keyOf(approval), approval);
    return approval;
  }

  return {
    async grant(request) {
      const verified = await request.verifyApprover(request.approver, {
        requester: request.requester,
        roles: request.approverRoles,
        purpose: request.purpose,
      });
      if (!verified.ok) return verified;
      return ok(
        keep({ ...request, approver: verified.value, requesterId: request.requester.operatorId }),
      );
    },

    admit: keep,

    has(match) {
      dropExpired();
      return live.has(keyOf(match));
    },

    take(match) {
      dropExpired();
      const key = keyOf(match);
      const approval = live.get(key) ?? null;
      live.delete(key);
      return approval;
    },

    auditUse(approval, at, details) {
      options.audit.append({
        at,
        operatorId: approval.requesterId,
        action: APPROVAL_ACTIONS.used,
        details: {
          approvalId: approval.approvalId,
          purpose: approval.purpose,
          subject: approval.subject,
          approver: approval.approver.operatorId,
          reason: approval.reason,
          ...details,
        },
      });
    },
  };
}

export function approvalView(approval: Approval): ApprovalView {
  return {
    approvalId: approval.approvalId,
    purpose: approval.purpose,
    draftId: approval.subject,
    approverId: approval.approver.operatorId,
    approverName: approval.approver.displayName,
    requesterId: approval.requesterId,
    reason: approval.reason,
    grantedAt: approval.grantedAt,
    expiresAt: approval.expiresAt,
  };
}
