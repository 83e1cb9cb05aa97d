import type { MessageRef } from './i18n/catalog';

/**
 * Expected failures travel as values, not exceptions: a caller that forgets the error branch gets
 * a type error instead of an unhandled rejection.
 */
export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };

/**
 * A failure a person can act on: `message` says what is wrong and what to do, in English; `text`,
 * where the failure was worded from the catalog, names the message for the renderer to word.
 */
export interface AppError<Code extends string = string> {
  code: Code;
  message: string;
  text?: MessageRef;
}

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/**
 * `error` answered under another code, keeping its catalog key (D65): a refusal passed on must
 * still be worded in the operator's language, not fall back to main's English.
 */
export function recoded<Code extends string>(
  error: { message: string; text?: MessageRef },
  code: Code,
): AppError<Code> {
  return { code, message: error.message, ...(error.text ? { text: error.text } : {}) };
}
