import { mixed, object, string } from 'yup';
import {
  FLAG_STATUSES,
  SUSPICION_NOTE_LIMITS,
  type SuspicionFlagQuery,
  type SuspicionFlagRequest,
  type ThresholdDecisionRequest,
  type ThresholdGroundsRequest,
} from '../domain/controls';
import { OVERRIDE_REASON_LIMITS } from '../domain/approvals';
import { REFERENCE_PATTERN } from '../domain/references';
import { text, type Worded } from '../i18n/catalog';
import type { Result } from '../result';
import { check } from './field-rules';
import { signInSchema } from './sign-in-schema';
import { dayRange, requestObject, requestValidator, text as requestText } from './request-fields';
import { validateDraftDecision, validateDraftRequest } from './supervisor-schemas';
import { isTrimmed } from './text-rules';
import type { TransferRules } from './transfer-rules';
import type { InvalidInput } from './validate';

/*
 * The controls' requests (D42, D43): a supervisor's approval or refusal above the threshold, a
 * suspicion flag, and the compliance officer's list of flags. The screens and the main process
 * validate with these same schemas.
 */

/** Request text, also refused with a space at either end. */
function trimmedText(label: Worded) {
  return requestText(label).test(
    check('trimmed', (value) =>
      isTrimmed(value) ? null : text('settings.requests.controls.trimmed', { label: label() }),
    ),
  );
}

function lengthBetween(label: Worded, limits: { min: number; max: number }) {
  const message = () => text('settings.requests.controls.length', { label: label(), ...limits });
  return trimmedText(label).min(limits.min, message).max(limits.max, message);
}

const decisionFields = {
  reason: lengthBetween(
    () => text('settings.requests.controls.reason'),
    OVERRIDE_REASON_LIMITS,
  ).required(() => text('settings.requests.controls.reasonRequired')),
  approver: signInSchema.required(() => text('settings.requests.controls.approverRequired')),
};

/** The supervisor's part of a decision, as the dialog at the counter checks it. */
export const supervisorDecisionSchema = object(decisionFields)
  .strict()
  .noUnknown(() => text('settings.requests.controls.decisionOnly'))
  .required();

export const thresholdDecisionSchema = requestObject(
  {
    draft: mixed().required(() => text('settings.requests.controls.draftMissing')),
    ...decisionFields,
  },
  () => text('settings.requests.controls.thresholdDecisionOnly'),
);

export function validateThresholdDecision(
  rules: TransferRules,
  input: unknown,
): Result<ThresholdDecisionRequest, InvalidInput> {
  return validateDraftDecision(thresholdDecisionSchema, rules, input);
}

/** D81: the supervisor's id and password, to read why the transfer needs their approval. */
export const thresholdGroundsSchema = requestObject(
  {
    draft: mixed().required(() => text('settings.requests.controls.draftMissing')),
    approver: decisionFields.approver,
  },
  () => text('settings.requests.controls.groundsOnly'),
);

export function validateThresholdGrounds(
  rules: TransferRules,
  input: unknown,
): Result<ThresholdGroundsRequest, InvalidInput> {
  return validateDraftRequest<ThresholdGroundsRequest>(thresholdGroundsSchema, rules, input);
}

export const suspicionFlagSchema = requestObject(
  {
    reference: trimmedText(() => text('settings.requests.controls.reference'))
      .required(() => text('settings.requests.controls.referenceRequired'))
      .matches(REFERENCE_PATTERN, () => text('settings.requests.controls.referenceFormat')),
    note: lengthBetween(
      () => text('settings.requests.controls.note'),
      SUSPICION_NOTE_LIMITS,
    ).required(() => text('settings.requests.controls.noteRequired')),
  },
  () => text('settings.requests.controls.flagOnly'),
);

export const validateSuspicionFlag = requestValidator<SuspicionFlagRequest>(suspicionFlagSchema);

export const suspicionFlagQuerySchema = requestObject(
  {
    ...dayRange(),
    // D79: the compliance officer's open flags, or those closed.
    status: string()
      .strict()
      .optional()
      .oneOf(FLAG_STATUSES, () => text('settings.requests.controls.flagStatus')),
  },
  () => text('settings.requests.controls.flagQueryOnly'),
);

export const validateSuspicionFlagQuery =
  requestValidator<SuspicionFlagQuery>(suspicionFlagQuerySchema);
