import type { AnyObject, TestContext } from 'yup';
import { ValidationError } from 'yup';
import { amountToMinorUnits, isAmountText } from '../domain/money';

/* Where a test that checks several fields puts each problem: at the field's path, as yup writes it. */

/** `rtgs.KES` and `max` make `rtgs.KES.max`; `holidays` and `[2]` make `holidays[2]`. */
export function joinPath(base: string | undefined, field: string): string {
  if (!base) return field;
  return field.startsWith('[') ? `${base}${field}` : `${base}.${field}`;
}

/** One test that reports several fields at once, each at its own path. */
export function fieldProblems(
  context: TestContext<AnyObject>,
  value: unknown,
  problems: readonly { field: string; message: string }[],
): true | ValidationError {
  if (problems.length === 0) return true;
  return new ValidationError(
    problems.map(
      (problem) =>
        new ValidationError(problem.message, value, joinPath(context.path, problem.field)),
    ),
  );
}

/**
 * The test of an object's `min` and `max` amounts (limits, a percentage fee's bounds): a `max`
 * below its `min` is refused at `max`, worded by `message`; amounts not yet well formed are left
 * to their own fields' checks.
 */
export function maxNotBelowMin(message: (min: string, max: string) => string) {
  return function (this: TestContext<AnyObject>, value: unknown): true | ValidationError {
    const { min, max } = value as { min: unknown; max: unknown };
    if (!isAmountText(min) || !isAmountText(max)) return true;
    if (amountToMinorUnits(min) <= amountToMinorUnits(max)) return true;
    return this.createError({ path: joinPath(this.path, 'max'), message: () => message(min, max) });
  };
}
