import type { Result } from '@shared/result';
import { fail, ok } from '@shared/result';
import type { ValidationFailure } from './router';
import { text } from '@shared/i18n/catalog';

/** The validator of an operation that takes no request (app:status, sign-out...). */
export function noPayload(payload: unknown): Result<void, ValidationFailure> {
  if (payload === undefined || payload === null) return ok(undefined);
  return fail({ message: text('ipc.noPayload') });
}
