import type { TypedSchemaError } from 'vee-validate';
import type { FieldError } from '@shared/ipc/define';

/** A shared schema's field problems as vee-validate wants them: one entry per field. */
export function errorsByPath(fields: readonly FieldError[]): TypedSchemaError[] {
  const byPath = new Map<string, string[]>();
  for (const { path, message } of fields) byPath.set(path, [...(byPath.get(path) ?? []), message]);
  return [...byPath].map(([path, errors]) => ({ path, errors }));
}
