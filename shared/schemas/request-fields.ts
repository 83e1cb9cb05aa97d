import { number, object, string, type ObjectShape, type Schema } from 'yup';
import { isCalendarDate } from '../domain/calendar-date';
import { text, type Worded } from '../i18n/catalog';
import type { Result } from '../result';
import { check } from './field-rules';
import { validateWithSchema, type InvalidInput } from './invalid-input';
import { invisibleOrDecomposed } from './text-field-rules';
import { FORBIDDEN_TEXT_CHARACTERS } from './text-rules';

/*
 * Fields of the requests the supervisor desk and the controls send (a log query, a day, a flag's
 * note): text free of hidden characters, a calendar day, a range of days, a row's id.
 */

/** What a request that is not an object at all (null, text, a list) is told. */
export const NOT_A_REQUEST = () => text('validation.request.notARequest');

/**
 * A request of exactly these fields: another key is told `only` (what the request may hold), and
 * anything that is not an object at all is told `notARequest`.
 */
export function requestObject<S extends ObjectShape>(
  fields: S,
  only: Worded,
  notARequest: Worded = NOT_A_REQUEST,
) {
  return object(fields)
    .strict()
    .noUnknown(only)
    .typeError(notARequest)
    .nonNullable(notARequest)
    .required(notARequest);
}

/** The journal id of the row a request is about (a flag, a reference to reconcile). */
export function rowId() {
  return number()
    .strict()
    .typeError(NOT_A_REQUEST)
    .required(NOT_A_REQUEST)
    .integer(NOT_A_REQUEST)
    .positive(NOT_A_REQUEST);
}

/** The check of a request against `schema`, typed as the request the domain names. */
export function requestValidator<T>(schema: Schema<unknown>) {
  return (input: unknown): Result<T, InvalidInput> =>
    validateWithSchema(schema, input) as Result<T, InvalidInput>;
}

/** Text free of hidden characters, named `label` in its messages. */
export function textField(label: Worded) {
  return string()
    .strict()
    .typeError(() => text('validation.mustBeText', { label: label() }))
    .test(
      check('clean', (value) =>
        FORBIDDEN_TEXT_CHARACTERS.test(value)
          ? text('validation.hiddenCharacterTypeAgain', { label: label() })
          : invisibleOrDecomposed(label, value),
      ),
    );
}

// The name other modules import it by; `text` here is the catalog's.
export { textField as text };

export function day(label: Worded) {
  return textField(label)
    .optional()
    .test(
      check('calendar-date', (value) =>
        isCalendarDate(value) ? null : text('validation.requestDate', { label: label() }),
      ),
    );
}

/** A first and a last day, both optional, the last not before the first. */
export function dayRange() {
  return {
    from: day(() => text('fields.firstDay')),
    to: day(() => text('fields.lastDay')).test(
      check('after-from', (value, context) => {
        const from = (context.parent as { from?: unknown }).from;
        return typeof from === 'string' && isCalendarDate(from) && value < from
          ? text('validation.lastDayBeforeFirst')
          : null;
      }),
    ),
  };
}
