import { parseJsonObject } from '../json-object';

/*
 * Head office's answers read field by field, as the wire says: a reader is told each field and how
 * to read it, keeps those fields only (in that order) and answers null when any one is not right.
 * An answer that is not what head office sends is no answer. D125 and D136 read theirs with it.
 */

/** Reads one field's value, or answers undefined when it is not right (null may be a value). */
export type FieldReader<T> = (value: unknown) => T | undefined;

/** Every field of `T` and how to read it. */
export type Fields<T> = { [K in keyof T]-?: FieldReader<T[K]> };

type Json = Record<string, unknown>;

const objectOf = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

/** `value` (an object, or JSON text of one) read as `fields` say; null when any is not right. */
export function readFields<T>(value: unknown, fields: Fields<T>): T | null {
  const o = typeof value === 'string' ? parseJsonObject(value) : objectOf(value);
  if (!o) return null;
  const read = {} as T;
  for (const name of Object.keys(fields) as (keyof T & string)[]) {
    const field = fields[name](o[name]);
    if (field === undefined) return null;
    read[name] = field;
  }
  return read;
}

/** A nested object read as `fields` say. */
export const object =
  <T>(fields: Fields<T>): FieldReader<T> =>
  (value) =>
    (typeof value === 'string' ? undefined : readFields(value, fields)) ?? undefined;

/** Text of 1 to `max` characters. */
export const text =
  (max = 500): FieldReader<string> =>
  (value) =>
    typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** Text of at most `max` characters, empty allowed. */
export const note =
  (max = 500): FieldReader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined;

/** Any text. */
export const anyText: FieldReader<string> = (value) =>
  typeof value === 'string' ? value : undefined;

/** A moment, as ISO text. */
export const instant: FieldReader<string> = (value) => {
  const at = text(40)(value);
  return at !== undefined && !Number.isNaN(Date.parse(at)) ? at : undefined;
};

/** A whole number from 1. */
export const positiveInteger: FieldReader<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** An amount as the wire writes it: digits, a point, two decimals. */
export const amount: FieldReader<string> = (value) =>
  typeof value === 'string' && /^\d{1,15}\.\d{2}$/.test(value) ? value : undefined;

/** One of `list`. */
export const oneOf =
  <T>(list: readonly T[]): FieldReader<T> =>
  (value) =>
    (list as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** A list whose every item `item` reads. */
export const listOf =
  <T>(item: FieldReader<T>): FieldReader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const items = value.map(item);
    return items.every((read) => read !== undefined) ? (items as T[]) : undefined;
  };

/** Null, or what `inner` reads. */
export const orNull =
  <T>(inner: FieldReader<T>): FieldReader<T | null> =>
  (value) =>
    value === null ? null : inner(value);
