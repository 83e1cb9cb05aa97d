import type { AnyObject, TestContext } from 'yup';
import { string } from 'yup';
import { hasForbiddenCharacters, isTrimmed } from './text-rules';

/*
 * The rules of a text field that every schema shares: a check's plumbing, clean text, required
 * text. Apart from field-rules.ts, whose transfer fields bring the phone numbering plans, the
 * countries and the amounts with them, so that the sign-in form (operator-schemas.ts) loads
 * without them: they are a third of the renderer's first chunk.
 */

type Check = (value: string, context: TestContext<AnyObject>) => string | null;

/**
 * A test that runs only on non-empty text (type and presence have their own messages) and turns
 * the message a check returns into the error. Messages are functions so that yup never reads
 * `${…}` inside them as a template.
 */
export function check(name: string, run: Check) {
  return {
    name,
    test(value: unknown, context: TestContext<AnyObject>) {
      if (typeof value !== 'string' || value === '') return true;
      const message = run(value, context);
      return message === null || context.createError({ message: () => message });
    },
  };
}

export function cleanText(label: string): Check {
  return (value) => {
    if (value.trim() === '') return `${label} is required.`;
    if (hasForbiddenCharacters(value)) {
      return `${label} contains a hidden character (such as a tab, a line break or a text-direction mark). Retype it.`;
    }
    if (!isTrimmed(value)) return `${label} must not start or end with a space.`;
    return null;
  };
}

/**
 * Required text: a string, not empty, trimmed, free of control and bidi characters. `missing` is
 * what an empty one is told, when a field has words of its own for it.
 */
export function requiredText(
  label: string,
  limits?: { min?: number; max: number },
  missing = `${label} is required.`,
) {
  let schema = string()
    .strict()
    .typeError(`${label} must be text.`)
    .required(missing)
    .test(check('clean-text', cleanText(label)));
  if (limits) {
    const { min = 1, max } = limits;
    schema = schema.test(
      check('length', (value) =>
        value.length < min || value.length > max
          ? `${label} must be ${min} to ${max} characters long.`
          : null,
      ),
    );
  }
  return schema;
}
