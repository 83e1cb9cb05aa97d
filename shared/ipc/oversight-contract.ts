import type { AuditTrailExport, AuditTrailPage, AuditTrailQuery } from '../domain/audit-trail';
import type { FlagReviewRequest, SuspicionFlagView } from '../domain/controls';
import { op } from './define';

/*
 * The compliance officer's and the auditor's own operations (D79). A compliance officer closes a
 * suspicion flag with its outcome, once. Admins, auditors and compliance officers read the audit
 * trail, paged and filtered, and save it as CSV once the chain is checked (main opens the dialog
 * and writes the file). Nothing here sends, approves or settles.
 */
export const oversightOperations = {
  reviewSuspicionFlag: op<
    FlagReviewRequest,
    SuspicionFlagView,
    'not-found' | 'reviewed-already' | 'own-transfer'
  >()('flags:review', 'compliance'),
  auditTrail: op<AuditTrailQuery, AuditTrailPage>()('audit:trail', [
    'admin',
    'compliance',
    'auditor',
  ]),
  exportAuditTrail: op<AuditTrailQuery, AuditTrailExport | null, 'cannot-write' | 'chain-broken'>()(
    'audit:export',
    ['admin', 'compliance', 'auditor'],
  ),
};
