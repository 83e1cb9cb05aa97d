import { mixed, object, string } from 'yup';
import type { RepeatCheckRequest } from '../domain/repeats';
import type { Result } from '../result';
import { INSTRUCTION_FORM_NUMBER } from './draft-groups';
import type { TransferRules } from './transfer-rules';
import { validateDraftWithin, validateWithSchema, type InvalidInput } from './validate';

const NOT_A_REQUEST =
  'A repeat check holds the transfer and, once typed, its instruction form number.';

const repeatCheckSchema = object({
  draft: mixed().required('The transfer to check is missing. Go back to the review and try again.'),
  formNumber: string()
    .strict()
    .optional()
    .typeError('Instruction form number must be text.')
    .matches(
      INSTRUCTION_FORM_NUMBER,
      'Instruction form number must be 1 to 30 letters or digits, with - or / between them, as printed on the form.',
    ),
})
  .strict()
  .noUnknown(NOT_A_REQUEST)
  .typeError(NOT_A_REQUEST)
  .nonNullable(NOT_A_REQUEST)
  .required(NOT_A_REQUEST);

/**
 * The review's repeat check (D46): the draft, checked against the current rules like a send, and
 * the instruction form number as far as the clerk typed it (absent until it has the form's shape).
 */
export function validateRepeatCheck(
  rules: TransferRules,
  input: unknown,
): Result<RepeatCheckRequest, InvalidInput> {
  const outer = validateWithSchema(repeatCheckSchema, input) as Result<
    { draft: unknown; formNumber?: string },
    InvalidInput
  >;
  if (!outer.ok) return outer;
  const draft = validateDraftWithin(rules, outer.value.draft);
  if (!draft.ok) return draft;
  const { formNumber } = outer.value;
  return { ok: true, value: { draft: draft.value, ...(formNumber ? { formNumber } : {}) } };
}
