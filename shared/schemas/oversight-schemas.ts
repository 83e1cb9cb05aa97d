import { number, string } from 'yup';
import { AUDIT_GROUPS, type AuditTrailQuery } from '../domain/audit-trail';
import {
  FLAG_OUTCOMES,
  FLAG_REVIEW_NOTE_LIMITS,
  REPORT_REFERENCE_LIMITS,
  type FlagReviewRequest,
} from '../domain/controls';
import { REFERENCE_PATTERN } from '../domain/references';
import { text, type Worded } from '../i18n/catalog';
import { check } from './field-rules';
import { OPERATOR_ID_PATTERN, OPERATOR_LABELS } from './operator-fields';
import {
  dayRange,
  requestObject,
  requestValidator,
  rowId,
  text as textField,
} from './request-fields';
import { isTrimmed } from './text-rules';

/*
 * The compliance officer's and the auditor's requests (D79): a flag's review, the list of flags
 * by status, and the audit trail's filters. The screens and main check with these same schemas.
 */

/**
 * Text of `limits` characters, with no space at either end. Empty text is left to `required`,
 * so a field left empty is told what to write, not how long it must be.
 */
function boundedText(label: Worded, limits: { min: number; max: number }) {
  const length = () => text('settings.requests.controls.length', { label: label(), ...limits });
  return textField(label).test(
    check('bounded', (value) => {
      if (value === '') return null;
      if (!isTrimmed(value)) return text('settings.requests.controls.trimmed', { label: label() });
      return value.length < limits.min || value.length > limits.max ? length() : null;
    }),
  );
}

const OUTCOME_MESSAGE = () => text('oversight.flags.request.outcome');
const REPORT_LABEL = () => text('oversight.flags.dialog.reportReference');

export const flagReviewSchema = requestObject(
  {
    flagId: rowId(),
    outcome: string().strict().required(OUTCOME_MESSAGE).oneOf(FLAG_OUTCOMES, OUTCOME_MESSAGE),
    // The report's reference exactly when the flag was reported.
    reportReference: boundedText(REPORT_LABEL, REPORT_REFERENCE_LIMITS).when('outcome', {
      is: 'reported',
      then: (field) =>
        field.required(() => text('oversight.flags.request.reportReferenceRequired')),
      otherwise: (field) =>
        field.test(
          check('absent', (value) =>
            value === undefined ? null : text('oversight.flags.request.reportReferenceOnly'),
          ),
        ),
    }),
    note: boundedText(() => text('oversight.flags.dialog.note'), FLAG_REVIEW_NOTE_LIMITS).required(
      () => text('oversight.flags.request.noteRequired'),
    ),
  },
  () => text('oversight.flags.request.only'),
);

export const validateFlagReview = requestValidator<FlagReviewRequest>(flagReviewSchema);

const PAGE_MESSAGE = () => text('oversight.audit.request.page');

export const auditTrailQuerySchema = requestObject(
  {
    ...dayRange(),
    operatorId: textField(() => OPERATOR_LABELS.operatorId)
      .optional()
      .matches(OPERATOR_ID_PATTERN, () =>
        text('accounts.operatorId.notPossible', { label: OPERATOR_LABELS.operatorId }),
      ),
    group: string()
      .strict()
      .optional()
      .oneOf(AUDIT_GROUPS, () => text('oversight.audit.request.group')),
    reference: textField(() => text('oversight.audit.reference'))
      .optional()
      .matches(REFERENCE_PATTERN, () => text('oversight.audit.request.reference')),
    page: number()
      .strict()
      .optional()
      .typeError(PAGE_MESSAGE)
      .integer(PAGE_MESSAGE)
      .min(1, PAGE_MESSAGE)
      .max(1_000_000, PAGE_MESSAGE),
  },
  () => text('oversight.audit.request.only'),
);

export const validateAuditTrailQuery = requestValidator<AuditTrailQuery>(auditTrailQuerySchema);
