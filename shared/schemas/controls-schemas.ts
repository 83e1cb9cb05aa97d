import { mixed, object } from 'yup';
import {
  SUSPICION_NOTE_LIMITS,
  type SuspicionFlagQuery,
  type SuspicionFlagRequest,
  type ThresholdDecisionRequest,
} from '../domain/controls';
import { OVERRIDE_REASON_LIMITS } from '../domain/approvals';
import { REFERENCE_PATTERN } from '../domain/references';
import type { Result } from '../result';
import { check } from './field-rules';
import { signInSchema } from './operator-schemas';
import { dayRange, NOT_A_REQUEST, text } from './request-fields';
import { validateDraftDecision } from './supervisor-schemas';
import { isTrimmed } from './text-rules';
import type { TransferRules } from './transfer-rules';
import { validateWithSchema, type InvalidInput } from './validate';

/*
 * Issue 12's requests: a supervisor's approval or refusal above the threshold, a suspicion flag,
 * and the compliance officer's list of flags. The screens and the main process validate with
 * these same schemas.
 */

/** Request text, also refused with a space at either end. */
function trimmedText(label: string) {
  return text(label).test(
    check('trimmed', (value) =>
      isTrimmed(value) ? null : `${label} must not start or end with a space.`,
    ),
  );
}

function lengthBetween(label: string, limits: { min: number; max: number }) {
  const message = `${label} must be ${limits.min} to ${limits.max} characters long.`;
  return trimmedText(label).min(limits.min, message).max(limits.max, message);
}

const decisionFields = {
  reason: lengthBetween('Reason', OVERRIDE_REASON_LIMITS).required(
    "Write the supervisor's reason: why it may go, or why it may not.",
  ),
  approver: signInSchema.required("Enter the supervisor's operator id and password."),
};

/** The supervisor's part of a decision, as the dialog at the counter checks it. */
export const supervisorDecisionSchema = object(decisionFields)
  .strict()
  .noUnknown("A supervisor's decision holds a reason and their sign-in only.")
  .required();

export const thresholdDecisionSchema = object({
  draft: mixed().required('The transfer is missing. Go back to the review and try again.'),
  ...decisionFields,
})
  .strict()
  .noUnknown("A supervisor's decision holds the transfer, a reason and their sign-in only.")
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateThresholdDecision(
  rules: TransferRules,
  input: unknown,
): Result<ThresholdDecisionRequest, InvalidInput> {
  return validateDraftDecision(thresholdDecisionSchema, rules, input);
}

export const suspicionFlagSchema = object({
  reference: trimmedText('Reference')
    .required('Enter the transfer reference.')
    .matches(REFERENCE_PATTERN, 'Reference must be the 12 digits printed on the receipt.'),
  note: lengthBetween('Note', SUSPICION_NOTE_LIMITS).required(
    'Write what seems suspicious about this transfer.',
  ),
})
  .strict()
  .noUnknown('A suspicion flag holds the reference and a note only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateSuspicionFlag(input: unknown): Result<SuspicionFlagRequest, InvalidInput> {
  return validateWithSchema(suspicionFlagSchema, input) as Result<
    SuspicionFlagRequest,
    InvalidInput
  >;
}

export const suspicionFlagQuerySchema = object(dayRange())
  .strict()
  .noUnknown('The list of suspicion flags is filtered by dates only.')
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

export function validateSuspicionFlagQuery(
  input: unknown,
): Result<SuspicionFlagQuery, InvalidInput> {
  return validateWithSchema(suspicionFlagQuerySchema, input) as Result<
    SuspicionFlagQuery,
    InvalidInput
  >;
}
