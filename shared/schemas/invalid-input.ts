import type { Schema } from 'yup';
import { ValidationError } from 'yup';
import { LANGUAGES, madeInEveryLanguage, ref, text, type MessageRef } from '../i18n/catalog';
import type { Result } from '../result';
import { plainDataProblem } from './plain-data';

/*
 * Input checked against a schema, its problems field by field. Apart from validate.ts, whose
 * transfer schemas bring the phone numbering plans with them, so that the sign-in form
 * (operator-schemas.ts) loads without them.
 */

export interface FieldProblem {
  /** Dotted path of the field (`transfer.amount`), '' for the input as a whole. */
  path: string;
  /** Names the field in the clerk's words and says what to do. */
  message: string;
  /** `message`'s words, where main has them, for the window to word in its language (D65). */
  text?: MessageRef;
}

export interface InvalidInput {
  code: 'invalid';
  /** All problems in one text, for places that show a single message (a toast, a log line). */
  message: string;
  /** The catalog's message, where the whole failure has one (not a list of fields' problems). */
  text?: MessageRef;
  fields: FieldProblem[];
}

/**
 * Validates unknown input (an IPC payload, a body about to be signed) and collects every field's
 * problems at once. Schemas are strict, so the value handed back is the input itself, unchanged.
 * Anything thrown that is not a validation error is a bug in a schema and is rethrown.
 */
export function validateWithSchema<T>(schema: Schema<T>, input: unknown): Result<T, InvalidInput> {
  const notData = plainDataProblem(input);
  if (notData !== null) {
    return invalidInput([
      {
        path: '',
        message: text('validation.request.notPlainData', { what: notData }),
      },
    ]);
  }
  try {
    return { ok: true, value: schema.validateSync(input, { abortEarly: false }) as T };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const seen = new Set<string>();
    const fields: FieldProblem[] = [];
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const path = problem.path ?? '';
      for (const message of problem.errors.map((m) => inWords(problem.type, m))) {
        const key = `${path}\u0000${message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        fields.push({ path, message });
      }
    }
    return invalidInput(fields);
  }
}

/**
 * yup's own message for a value of the wrong type ("this must be a `object` type, but the final
 * value was: …") names its internals, not what to do. The schemas word the fields a person fills
 * in; this covers the shape of a request itself (an object where a list came, text for a group),
 * which only a broken or hostile sender gets wrong.
 */
export const WRONG_SHAPE_MESSAGE = text('validation.request.wrongShape');

function inWords(type: string | undefined, message: string): string {
  return type === 'typeError' && /must be a `\w+` type/.test(message)
    ? text('validation.request.wrongShape')
    : message;
}

/** The failure for a list of field problems, with all of them in one text as well. */
export function invalidInput(fields: FieldProblem[]): { ok: false; error: InvalidInput } {
  const message =
    fields.length === 1
      ? (fields[0]?.message ?? '')
      : text('validation.request.fieldsNeedCorrecting', {
          count: fields.length,
          messages: fields.map((f) => f.message).join(' '),
        });
  return { ok: false, error: { code: 'invalid', message, fields } };
}

/**
 * A schema's refusal made in every shipped language (D93), or null when `check` passes: its
 * message and each field's carry their words in each, for a window to word in its own whatever
 * areas it holds. `check` runs once per language (yup words as it validates) and must be
 * synchronous; only a value that failed is checked again.
 */
export function refusalInEveryLanguage(
  check: () => Result<unknown, InvalidInput>,
): InvalidInput | null {
  const checked = madeInEveryLanguage(check);
  const english = checked.en;
  if (english.ok) return null;
  const wordsOf = (say: (refusal: InvalidInput) => string | undefined) =>
    Object.fromEntries(
      LANGUAGES.map((language) => {
        const refusal = checked[language];
        return [language, (refusal.ok ? undefined : say(refusal.error)) ?? ''];
      }),
    );
  const said = (words: Record<string, string>) =>
    ref('validation.schemaWords', { said: { words } });
  return {
    ...english.error,
    text: said(wordsOf((refusal) => refusal.message)),
    fields: english.error.fields.map((field, index) => ({
      ...field,
      text: said(wordsOf((refusal) => refusal.fields[index]?.message)),
    })),
  };
}
