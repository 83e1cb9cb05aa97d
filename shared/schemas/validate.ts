import type { Schema } from 'yup';
import { ValidationError } from 'yup';
import type { ImtRequest } from '../api/imt-request';
import type { RtgsRequest } from '../api/rtgs-request';
import type { ImtDraft, RtgsDraft, TransferDraft } from '../domain/transfer-drafts';
import type { Result } from '../result';
import { imtDraftSchema, imtRequestSchema } from './imt-schemas';
import { rtgsDraftSchema, rtgsRequestSchema } from './rtgs-schemas';
import { plainDataProblem } from './plain-data';
import type { TransferRules } from './transfer-rules';

export interface FieldProblem {
  /** Dotted path of the field (`transfer.amount`), '' for the input as a whole. */
  path: string;
  /** Names the field in the clerk's words and says what to do. */
  message: string;
}

export interface InvalidInput {
  code: 'invalid';
  /** All problems in one text, for places that show a single message (a toast, a log line). */
  message: string;
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
        message: `This request holds ${notData}, so Remit Desk cannot read it. Restart Remit Desk and try again; if it happens again, tell support.`,
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
export const WRONG_SHAPE_MESSAGE =
  'This request is not in the form Remit Desk expects, so it was refused. Restart Remit Desk and try again; if it happens again, tell support.';

function inWords(type: string | undefined, message: string): string {
  return type === 'typeError' && /must be a `\w+` type/.test(message)
    ? WRONG_SHAPE_MESSAGE
    : message;
}

/** The failure for a list of field problems, with all of them in one text as well. */
export function invalidInput(fields: FieldProblem[]): { ok: false; error: InvalidInput } {
  const message =
    fields.length === 1
      ? (fields[0]?.message ?? '')
      : `${fields.length} fields need correcting. ${fields.map((f) => f.message).join(' ')}`;
  return { ok: false, error: { code: 'invalid', message, fields } };
}

/**
 * Schemas built once per rules object: the main process keeps one rules object until settings or
 * the purpose list change, and then passes a new one.
 */
function cachedBy<T>(build: (rules: TransferRules) => Schema<T>) {
  const cache = new WeakMap<TransferRules, Schema<T>>();
  return (rules: TransferRules) => {
    let schema = cache.get(rules);
    if (!schema) {
      schema = build(rules);
      cache.set(rules, schema);
    }
    return schema;
  };
}

const schemas = {
  rtgsDraft: cachedBy(rtgsDraftSchema),
  imtDraft: cachedBy(imtDraftSchema),
  rtgsRequest: cachedBy(rtgsRequestSchema),
  imtRequest: cachedBy(imtRequestSchema),
};

export function validateRtgsDraft(rules: TransferRules, input: unknown) {
  return validateWithSchema<RtgsDraft>(schemas.rtgsDraft(rules), input);
}

export function validateImtDraft(rules: TransferRules, input: unknown) {
  return validateWithSchema<ImtDraft>(schemas.imtDraft(rules), input);
}

/** A draft of either kind, as the send IPC handler receives it: `kind` picks the schema. */
export function validateTransferDraft(
  rules: TransferRules,
  input: unknown,
): Result<TransferDraft, InvalidInput> {
  const kind: unknown =
    typeof input === 'object' && input !== null ? (input as { kind?: unknown }).kind : undefined;
  if (kind === 'rtgs') return validateRtgsDraft(rules, input);
  if (kind === 'imt') return validateImtDraft(rules, input);
  const message =
    'Transfer kind must be rtgs (RTGS bank transfer) or imt (IMT mobile-wallet transfer).';
  return { ok: false, error: { code: 'invalid', message, fields: [{ path: 'kind', message }] } };
}

/**
 * A draft inside a request (`{ draft, … }`: a supervisor's decision, a repeat check), checked
 * against the current rules like a send, its problems named under `draft.`.
 */
export function validateDraftWithin(
  rules: TransferRules,
  input: unknown,
): Result<TransferDraft, InvalidInput> {
  const draft = validateTransferDraft(rules, input);
  if (draft.ok) return draft;
  return {
    ok: false,
    error: {
      ...draft.error,
      fields: draft.error.fields.map((field) => ({ ...field, path: `draft.${field.path}` })),
    },
  };
}

export function validateRtgsRequest(rules: TransferRules, input: unknown) {
  return validateWithSchema<RtgsRequest>(schemas.rtgsRequest(rules), input);
}

export function validateImtRequest(rules: TransferRules, input: unknown) {
  return validateWithSchema<ImtRequest>(schemas.imtRequest(rules), input);
}
