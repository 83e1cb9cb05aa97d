import { mixed, string } from 'yup';
import type { RepeatCheckRequest } from '../domain/repeats';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { INSTRUCTION_FORM_NUMBER } from './draft-groups';
import { requestObject } from './request-fields';
import type { TransferRules } from './transfer-rules';
import { validateDraftWithin, validateWithSchema, type InvalidInput } from './validate';

const NOT_A_REQUEST = () => text('transfer.repeat.checkShape');

const repeatCheckSchema = requestObject(
  {
    draft: mixed().required(() => text('transfer.repeat.checkDraftMissing')),
    formNumber: string()
      .strict()
      .optional()
      .typeError(() =>
        text('validation.mustBeText', { label: text('fields.instructionFormNumber') }),
      )
      .matches(INSTRUCTION_FORM_NUMBER, () => text('transfer.instruction.formNumberShape')),
  },
  NOT_A_REQUEST,
  NOT_A_REQUEST,
);

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
