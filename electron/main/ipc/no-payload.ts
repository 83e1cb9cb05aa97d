import type { Result } from '../../../shared/result';
import { fail, ok } from '../../../shared/result';
import type { ValidationFailure } from './router';

/** The validator of an operation that takes no request (app:status, sign-out...). */
export function noPayload(payload: unknown): Result<void, ValidationFailure> {
  if (payload === undefined || payload === null) return ok(undefined);
  return fail({
    message: 'This request takes no details, but some were sent. Restart Remit Desk and try again.',
  });
}
