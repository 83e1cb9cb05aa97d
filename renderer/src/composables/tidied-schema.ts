import type { TypedSchema, TypedSchemaError } from 'vee-validate';
import type { Schema } from 'yup';
import { tidyDraft } from '../../../shared/schemas/tidy-draft';
import { validateWithSchema } from '../../../shared/schemas/validate';

/**
 * A shared yup draft schema as a vee-validate schema. The form checks what it will send: the
 * clerk's typing tidied exactly as it is tidied before review (trimmed, spaces out of mobile
 * numbers, the amount written canonically), validated by the very function the main process runs
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
      const byPath = new Map<string, string[]>();
      for (const { path, message } of result.error.fields) {
        const messages = byPath.get(path) ?? [];
        messages.push(message);
        byPath.set(path, messages);
      }
      const errors: TypedSchemaError[] = [...byPath].map(([path, list]) => ({
        path,
        errors: list,
      }));
      return Promise.resolve({ errors });
    },
  };
}
