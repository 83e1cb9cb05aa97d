import { object, string } from 'yup';
import { REFERENCE_PATTERN } from '../domain/references';
import type { Result } from '../result';
import { validateWithSchema, type InvalidInput } from './validate';

export const receiptLookupSchema = object({
  reference: string()
    .strict()
    .typeError('Reference must be text.')
    .required('Enter the transfer reference.')
    .matches(REFERENCE_PATTERN, 'Reference must be the 12 digits printed on the receipt.'),
})
  .strict()
  .noUnknown('A receipt is looked up by its reference only.');

export function validateReceiptLookup(input: unknown): Result<{ reference: string }, InvalidInput> {
  return validateWithSchema(receiptLookupSchema, input);
}
