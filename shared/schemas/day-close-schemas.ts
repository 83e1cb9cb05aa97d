import type { DayCloseRequest } from '../domain/end-of-day';
import { text } from '../i18n/catalog';
import { requestObject, requestValidator } from './request-fields';
import { signInSchema } from './sign-in-schema';
import { dayRequestSchema } from './supervisor-schemas';

/**
 * D114: the second supervisor's signature on a closing: the day prepared, and the checker's own
 * id and password, typed at the preparer's desk. The dialog checks its fields with this schema,
 * and main the request.
 */
export const dayCloseRequestSchema = requestObject(
  {
    day: dayRequestSchema.fields.day,
    checker: signInSchema.required(() => text('reports.endOfDay.checkerRequired')),
  },
  () => text('reports.endOfDay.closeRequestOnly'),
);

export const validateDayCloseRequest = requestValidator<DayCloseRequest>(dayCloseRequestSchema);
