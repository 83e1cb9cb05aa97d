import { IMT_LABELS, RTGS_LABELS } from '@shared/schemas/field-labels';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import type { InvalidInput } from '@shared/schemas/validate';
import {
  validateImtDraft,
  validateImtRequest,
  validateRtgsDraft,
  validateRtgsRequest,
} from '@shared/schemas/validate';
import type { Result } from '@shared/result';
import { expect } from 'vitest';

export { D2_IMT_BODY, D2_IMT_DRAFT, D2_RTGS_BODY, D2_RTGS_DRAFT, DRAFT_ID } from '../d2-example';

type Json = Record<string, unknown>;

/** A deep copy with `path` (`transfer.amount`) set to `value`, or removed when value is DELETE. */
export const DELETE = Symbol('delete');
export function withField<T>(body: T, path: string, value: unknown): Json {
  const copy = structuredClone(body) as Json;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Json;
  const last = keys.at(-1)!;
  if (value === DELETE) delete target[last];
  else target[last] = value;
  return copy;
}

/** Every `group.field` path of a two-level body. */
export function fieldPaths(body: object): string[] {
  return Object.entries(body).flatMap(([group, fields]) =>
    typeof fields === 'object' && fields !== null
      ? Object.keys(fields).map((field) => `${group}.${field}`)
      : [group],
  );
}

export function labelOf(labels: object, path: string): string {
  const [group, field] = path.split('.') as [string, string];
  return (labels as Record<string, Record<string, string>>)[group]![field]!;
}

/** The messages a failed validation gave for one path. */
export function messagesAt(result: Result<unknown, InvalidInput>, path: string): string[] {
  expect(result.ok, `expected ${path} to be refused`).toBe(false);
  if (result.ok) return [];
  return result.error.fields.filter((f) => f.path === path).map((f) => f.message);
}

/**
 * Asserts that `path` was refused with a message matching `pattern` that names the field in the
 * clerk's words (its label), not by its dotted path alone.
 */
export function expectRefused(
  result: Result<unknown, InvalidInput>,
  path: string,
  label: string,
  pattern: RegExp | string,
): void {
  const messages = messagesAt(result, path);
  const matching = messages.filter((m) =>
    typeof pattern === 'string' ? m === pattern : pattern.test(m),
  );
  expect(matching, `messages at ${path}: ${JSON.stringify(messages)}`).not.toHaveLength(0);
  for (const message of matching) {
    expect(message).toContain(label);
    expect(message).not.toContain(path);
  }
}

const VALIDATORS = {
  rtgs: { request: validateRtgsRequest, draft: validateRtgsDraft, labels: RTGS_LABELS },
  imt: { request: validateImtRequest, draft: validateImtDraft, labels: IMT_LABELS },
};

/**
 * A kind's wire body and draft validators, on the default rules unless given others, and the
 * label of one of its fields: what each kind's schema tests check against.
 */
export function transferChecks(kind: 'rtgs' | 'imt') {
  const { request, draft, labels } = VALIDATORS[kind];
  return {
    wire: (input: unknown, rules: TransferRules = DEFAULT_TRANSFER_RULES) => request(rules, input),
    draft: (input: unknown, rules: TransferRules = DEFAULT_TRANSFER_RULES) => draft(rules, input),
    label: (path: string) => labelOf(labels, path),
  };
}
