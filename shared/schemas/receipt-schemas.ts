import { object, string } from 'yup';
import { REFERENCE_PATTERN } from '../domain/references';
import { text } from '../i18n/catalog';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './validate';

export const receiptLookupSchema = object({
  reference: string()
    .strict()
    .typeError(() => text('validation.mustBeText', { label: text('fields.reference') }))
    .required(() => text('receipt.reference.missing'))
    .matches(REFERENCE_PATTERN, () => text('receipt.reference.shape')),
})
  .strict()
  .noUnknown(() => text('receipt.lookupOnly'));

export function validateReceiptLookup(input: unknown): Result<{ reference: string }, InvalidInput> {
  return validateWithSchema(receiptLookupSchema, input);
}
