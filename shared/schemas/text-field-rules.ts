import type { AnyObject, TestContext } from 'yup';
import { string } from 'yup';
import { text, type Worded } from '../i18n/catalog';
import {
  FORBIDDEN_TEXT_CHARACTERS,
  findInvisibleCharacter,
  isNfc,
  isTrimmed,
  type InvisibleKind,
} from './text-rules';

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

export function cleanText(label: Worded): Check {
  return (value) => {
    if (value.trim() === '') return text('validation.required', { label: label() });
    if (FORBIDDEN_TEXT_CHARACTERS.test(value))
      return text('validation.hiddenCharacter', { label: label() });
    const invisible = invisibleOrDecomposed(label, value);
    if (invisible !== null) return invisible;
    if (!isTrimmed(value)) return text('validation.noEdgeSpaces', { label: label() });
    return null;
  };
}

const INVISIBLE_KIND = {
  format: () => text('validation.invisibleKind.format'),
  tag: () => text('validation.invisibleKind.tag'),
  filler: () => text('validation.invisibleKind.filler'),
} satisfies Record<InvisibleKind, () => string>;

/**
 * What text holding an invisible character, or not in NFC, is told (D67); null for neither. The
 * message names the character by its U+ number, so the clerk knows what to remove.
 */
export function invisibleOrDecomposed(label: Worded, value: string): string | null {
  const found = findInvisibleCharacter(value);
  if (found !== undefined) {
    const kind = INVISIBLE_KIND[found.kind]();
    return text('validation.invisibleCharacter', { label: label(), code: found.code, kind });
  }
  return isNfc(value) ? null : text('validation.notComposed', { label: label() });
}

/**
 * Required text: a string, not empty, trimmed, free of control, bidi and invisible characters,
 * in NFC. `missing` is what an empty one is told, when a field has words of its own for it.
 */
export function requiredText(
  label: Worded,
  limits?: { min?: number; max: number },
  missing = () => text('validation.required', { label: label() }),
) {
  let schema = string()
    .strict()
    .typeError(() => text('validation.mustBeText', { label: label() }))
    .required(missing)
    .test(check('clean-text', cleanText(label)));
  if (limits) {
    const { min = 1, max } = limits;
    schema = schema.test(
      check('length', (value) =>
        value.length < min || value.length > max
          ? text('validation.between', { label: label(), min, max })
          : null,
      ),
    );
  }
  return schema;
}
