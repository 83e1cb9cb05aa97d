import { string } from 'yup';
import { isCalendarDate } from '../domain/calendar-date';
import { check } from './field-rules';
import { hasForbiddenCharacters } from './text-rules';

/*
 * Fields of the requests the supervisor desk and the controls send (a log query, a day, a flag's
 * note): text free of hidden characters, a calendar day, a range of days.
 */

/** What a request that is not an object at all (null, text, a list) is told. */
export const NOT_A_REQUEST =
  'The request is not in the form Remit Desk expects. Reload Remit Desk and try again.';

export function text(label: string) {
  return string()
    .strict()
    .typeError(`${label} must be text.`)
    .test(
      check('clean', (value) =>
        hasForbiddenCharacters(value)
          ? `${label} contains a hidden character (such as a tab or a line break). Type it again.`
          : null,
      ),
    );
}

export function day(label: string) {
  return text(label)
    .optional()
    .test(
      check('calendar-date', (value) =>
        isCalendarDate(value)
          ? null
          : `${label} must be a real date written YYYY-MM-DD, like 2026-11-24.`,
      ),
    );
}

/** A first and a last day, both optional, the last not before the first. */
export function dayRange() {
  return {
    from: day('First day'),
    to: day('Last day').test(
      check('after-from', (value, context) => {
        const from = (context.parent as { from?: unknown }).from;
        return typeof from === 'string' && isCalendarDate(from) && value < from
          ? 'Last day must be on or after the first day.'
          : null;
      }),
    ),
  };
}
