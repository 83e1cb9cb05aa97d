import type { TypedSchema } from 'vee-validate';
import type { Schema } from 'yup';
import type { Result } from '@shared/result';
import { validateWithSchema, type InvalidInput } from '@shared/schemas/invalid-input';
import { errorsByPath } from './field-errors';

/**
 * A form whose request, made from its values, the shared `schema` checks: the very function main
 * runs on the IPC payload, so the form refuses what main refuses, in the same words. `formPaths`
 * renames a request field that the form holds under another name.
 */
export function requestSchema<Values extends object, Request>(
  schema: Schema<Request>,
  toRequest: (values: Partial<Values>) => Request,
  formPaths: Readonly<Record<string, string>> = {},
): TypedSchema<Values, Request> {
  return validatorSchema((input) => validateWithSchema(schema, input), toRequest, formPaths);
}

/**
 * The same for an operation whose validator is a function over shared schemas (one per outcome,
 * say): the form runs main's own validator on the request its values make.
 */
export function validatorSchema<Values extends object, Request>(
  validate: (input: unknown) => Result<Request, InvalidInput>,
  toRequest: (values: Partial<Values>) => unknown,
  formPaths: Readonly<Record<string, string>> = {},
): TypedSchema<Values, Request> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      const result = validate(toRequest(values));
      if (result.ok) return Promise.resolve({ value: result.value, errors: [] });
      const fields = result.error.fields.map((f) => ({ ...f, path: formPaths[f.path] ?? f.path }));
      return Promise.resolve({ errors: errorsByPath(fields) });
    },
  };
}
