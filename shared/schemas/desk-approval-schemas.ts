import { mixed, string } from 'yup';
import { OVERRIDE_REASON_LIMITS } from '../domain/approvals';
import {
  DESK_APPROVAL_PURPOSES,
  DESK_DECISIONS,
  type DeskApprovalAsk,
  type DeskApprovalStatusRequest,
  type DeskDecisionRequest,
} from '../domain/desk-approvals';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { requestObject, requestValidator, text as requestText } from './request-fields';
import type { TransferRules } from './transfer-rules';
import { validateDraftWithin, validateWithSchema, type InvalidInput } from './validate';

/*
 * D125: the requests of an approval from the supervisor's own desk. The clerk's carry the draft
 * (checked by the draft's own schema, as the review's other checks are); the supervisor's decision
 * its request id, approve or refuse, and the reason, as the desk's form checks them.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const requestId = () =>
  requestText(() => text('approvals.desk.requests.requestId'))
    .required(() => text('approvals.desk.requests.requestIdMissing'))
    .matches(UUID, () => text('approvals.desk.requests.requestIdMissing'));

const draft = () => mixed().required(() => text('settings.requests.controls.draftMissing'));

export const deskApprovalAskSchema = requestObject(
  {
    draft: draft(),
    purpose: string()
      .strict()
      .optional()
      .oneOf(DESK_APPROVAL_PURPOSES, () => text('approvals.desk.requests.askOnly')),
  },
  () => text('approvals.desk.requests.askOnly'),
);

export const deskApprovalStatusSchema = requestObject(
  { draft: draft(), requestId: requestId() },
  () => text('approvals.desk.requests.statusOnly'),
);

const reasonMessage = () =>
  text('settings.requests.controls.length', {
    label: text('settings.requests.controls.reason'),
    ...OVERRIDE_REASON_LIMITS,
  });

export const deskDecisionSchema = requestObject(
  {
    requestId: requestId(),
    decision: string()
      .strict()
      .required(() => text('approvals.desk.requests.decisionMissing'))
      .oneOf(DESK_DECISIONS, () => text('approvals.desk.requests.decisionMissing')),
    reason: requestText(() => text('settings.requests.controls.reason'))
      .trim()
      .required(() => text('settings.requests.controls.reasonRequired'))
      .min(OVERRIDE_REASON_LIMITS.min, reasonMessage)
      .max(OVERRIDE_REASON_LIMITS.max, reasonMessage),
  },
  () => text('approvals.desk.requests.decisionOnly'),
);

export const validateDeskDecision = requestValidator<DeskDecisionRequest>(deskDecisionSchema);

/** A request that carries a draft: its own fields, then the draft against the rules now. */
function withDraft<R extends { draft: unknown }>(
  schema: typeof deskApprovalAskSchema | typeof deskApprovalStatusSchema,
  rules: TransferRules,
  input: unknown,
): Result<R, InvalidInput> {
  const outer = validateWithSchema(schema, input) as Result<Record<string, unknown>, InvalidInput>;
  if (!outer.ok) return outer;
  const checked = validateDraftWithin(rules, outer.value['draft']);
  if (!checked.ok) return checked;
  return { ok: true, value: { ...outer.value, draft: checked.value } as R };
}

export function validateDeskApprovalAsk(
  rules: TransferRules,
  input: unknown,
): Result<DeskApprovalAsk, InvalidInput> {
  return withDraft<DeskApprovalAsk>(deskApprovalAskSchema, rules, input);
}

export function validateDeskApprovalStatus(
  rules: TransferRules,
  input: unknown,
): Result<DeskApprovalStatusRequest, InvalidInput> {
  return withDraft<DeskApprovalStatusRequest>(deskApprovalStatusSchema, rules, input);
}
