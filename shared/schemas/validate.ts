import type { Schema } from 'yup';
import type { ImtRequest } from '../api/imt-request';
import type { RtgsRequest } from '../api/rtgs-request';
import type { ImtDraft, RtgsDraft, TransferDraft } from '../domain/transfer-drafts';
import { worded } from '../i18n/worded';
import type { Result } from '../result';
import { imtDraftSchema, imtRequestSchema } from './imt-schemas';
import { rtgsDraftSchema, rtgsRequestSchema } from './rtgs-schemas';
import type { TransferRules } from './transfer-rules';
import { validateWithSchema, type InvalidInput } from './invalid-input';

// Written apart, so that a form that checks no transfer loads it without the transfer schemas.
export {
  invalidInput,
  validateWithSchema,
  WRONG_SHAPE_MESSAGE,
  type FieldProblem,
  type InvalidInput,
} from './invalid-input';
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
  const checked = validateWithSchema<ImtDraft>(schemas.imtDraft(rules), input);
  const customer = (input as { customer?: unknown } | null)?.customer;
  if (checked.ok || customer === undefined) return checked;
  // D77: the body's sender is made of the customer, so a problem of `sender.name` is one of the
  // field the clerk typed, `customer.name`: named there, once.
  const onCustomer = new Set(
    checked.error.fields
      .filter((field) => field.path.startsWith('customer.'))
      .map((field) => field.path),
  );
  const fields = checked.error.fields.flatMap((field) => {
    if (!field.path.startsWith('sender.')) return [field];
    const path = `customer.${field.path.slice('sender.'.length)}`;
    if (onCustomer.has(path)) return [];
    onCustomer.add(path);
    return [{ ...field, path }];
  });
  return { ok: false as const, error: { ...checked.error, fields } };
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
  const kindError = worded('invalid', 'validation.kindEither');
  return {
    ok: false,
    error: { ...kindError, fields: [{ path: 'kind', message: kindError.message }] },
  };
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
