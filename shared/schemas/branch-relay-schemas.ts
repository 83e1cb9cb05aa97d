import type { CounterReprintRequest, CounterSettleRequest } from '../domain/branch-relay';
import { ref, text } from '../i18n/catalog';
import type { Result } from '../result';
import { invalidInput, type InvalidInput } from './invalid-input';
import { validateReceiptPrintRequest, validateSettleRequest } from './supervisor-schemas';

/** A workstation id as head office makes it (hq's protocol schemas). */
const WORKSTATION_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The owning workstation, and the rest of the request checked by the local operation's schema. */
function atCounter<T extends object>(
  input: unknown,
  validate: (rest: unknown) => Result<T, InvalidInput>,
): Result<T & { workstationId: string }, InvalidInput> {
  const { workstationId, ...rest } =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  if (typeof workstationId !== 'string' || !WORKSTATION_ID.test(workstationId)) {
    return invalidInput([
      {
        path: 'workstationId',
        message: text('branchDesk.relay.counterMissing'),
        text: ref('branchDesk.relay.counterMissing'),
      },
    ]);
  }
  const checked = validate(rest);
  if (!checked.ok) return checked;
  return { ok: true, value: { ...checked.value, workstationId } };
}

/**
 * D136: a settlement of another counter's transfer: the local settlement's own schema (the same
 * the desk's form uses), and the owning workstation. A re-send is no outcome the schema admits.
 */
export function validateCounterSettle(input: unknown): Result<CounterSettleRequest, InvalidInput> {
  return atCounter(input, validateSettleRequest);
}

/** D138: a reprint of another counter's receipt: the local print's own schema, and the counter. */
export function validateCounterReprint(
  input: unknown,
): Result<CounterReprintRequest, InvalidInput> {
  return atCounter(input, validateReceiptPrintRequest);
}
