import type { TypedSchema } from 'vee-validate';
import type { Schema } from 'yup';
import { tidyDraft } from '@shared/schemas/tidy-draft';
import { validateWithSchema } from '@shared/schemas/invalid-input';
import { errorsByPath } from './field-errors';

/**
 * A shared yup draft schema as a vee-validate schema. The form checks what it will send: the
 * clerk's typing tidied exactly as it is tidied before review (trimmed and composed to NFC,
 * spaces out of mobile numbers, the amount written canonically), validated by the very function the main process runs
 * on the IPC payload. So the form refuses what main refuses, in the same words, and a trailing
 * space is tidied rather than scolded. The valid output is the tidied draft the review shows.
 */
export function tidiedSchema<TValues, TDraft>(
  schema: Schema<TDraft>,
): TypedSchema<TValues, TDraft> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      const result = validateWithSchema<TDraft>(schema, tidyDraft(values));
      if (result.ok) return Promise.resolve({ value: result.value, errors: [] });
      return Promise.resolve({ errors: errorsByPath(result.error.fields) });
    },
  };
}
