import type { CounterSettleRequest } from '../domain/branch-relay';
import { ref, text } from '../i18n/catalog';
import type { Result } from '../result';
import { invalidInput, type InvalidInput } from './invalid-input';
import { validateSettleRequest } from './supervisor-schemas';

/** A workstation id as head office makes it (hq's protocol schemas). */
const WORKSTATION_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * D136: a settlement of another counter's transfer: the local settlement's own schema (the same
 * the desk's form uses), and the owning workstation. A re-send is no outcome the schema admits.
 */
export function validateCounterSettle(input: unknown): Result<CounterSettleRequest, InvalidInput> {
  const { workstationId, ...settle } =
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
  const checked = validateSettleRequest(settle);
  if (!checked.ok) return checked;
  return { ok: true, value: { ...checked.value, workstationId } };
}
