/*
 * The audit trail as admins, auditors and compliance officers read it (D79): the journal's keyed
 * audit log, paged and filtered, and saved as CSV after the chain is checked.
 */

/** Kinds of action, each a set of the audit log's action names (see AUDIT_GROUP_PATTERNS). */
export const AUDIT_GROUPS = [
  'sessions',
  'failures',
  'operators',
  'settings',
  'headOffice',
  'transfers',
  'approvals',
  'receipts',
  'cash',
  'compliance',
  'screening',
  'statements',
  'bank',
  'journal',
] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];

/**
 * Each group as SQL LIKE patterns over the action names the app writes (`session.signed-in`,
 * `operator.password-reset`, …). An action may be in more than one: a failed sign-in is a
 * session's and a failure. Data, so a new kind of action is one line; a lint test
 * (tests/main/lint/audit-actions.test.ts) fails on an action main writes that no group holds.
 */
export const AUDIT_GROUP_PATTERNS: Readonly<Record<AuditGroup, readonly string[]>> = {
  sessions: ['session.%'],
  failures: ['%fail%', '%refus%', '%locked%', '%deny%', '%denied%', '%tamper%', '%damaged%'],
  operators: ['operator.%'],
  settings: ['settings.%', 'branch-list.%'],
  headOffice: ['head-office.%'],
  // A customer looked up at the counter is the transfer's first step (D77).
  transfers: ['transfer.%', 'transfers.%', 'settlement.%', 'customer.%'],
  approvals: ['approval.%'],
  receipts: ['receipt.%', 'refund-receipt.%', 'reports.%'],
  cash: ['cash.%'],
  compliance: ['controls.%', 'suspicion.%'],
  screening: ['screening.%'],
  statements: ['statement.%'],
  bank: ['bank.%', 'setup.%', 'app.%'],
  journal: ['journal.%', 'audit.%', 'restore.%', 'day.%', 'backup.%', 'first-launch.%'],
};

/** Entries per page of the view. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditTrailQuery {
  operatorId?: string;
  group?: AuditGroup;
  /** First day, `YYYY-MM-DD` in the branch's zone. */
  from?: string;
  /** Last day, included. */
  to?: string;
  /** A transfer's reference named in the entry's details. */
  reference?: string;
  /** From 1; the first when absent. */
  page?: number;
}

export interface AuditTrailRow {
  seq: number;
  at: string;
  operatorId: string | null;
  /** The action's name as the journal records it, for support; the screens show `group`. */
  action: string;
  /** The first group the action is in, for its words; null for none. */
  group: AuditGroup | null;
  /** The entry's details, `name: value` pairs in one line. */
  details: string;
  /** The entry carries its keyed MAC, checked as it was read. */
  checked: boolean;
}

export interface AuditTrailPage {
  rows: AuditTrailRow[];
  page: number;
  pages: number;
  total: number;
  timeZone: string;
}

export interface AuditTrailExport {
  file: string;
  rows: number;
  /** The chain was checked from its first entry to its last before the file was written. */
  chainFirst: number;
  chainLast: number;
}

/** The first group an action name is in, by the same patterns as the SQL filter. */
export function auditGroupOf(action: string): AuditGroup | null {
  const matches = (pattern: string) =>
    new RegExp(
      `^${pattern
        .split('%')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(action);
  // Failures are named last: a failed sign-in reads as a session's first.
  const order = [...AUDIT_GROUPS.filter((g) => g !== 'failures'), 'failures'] as const;
  return order.find((group) => AUDIT_GROUP_PATTERNS[group].some(matches)) ?? null;
}

/**
 * An entry's details as one line of `name: value` pairs (values that are not text as JSON), as the
 * workstation's trail and its CSV show them, and head office's screen.
 */
export function detailsText(details: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return details;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return details;
  return Object.entries(parsed as Record<string, unknown>)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}
