import { isAmountText } from '@shared/domain/money';
import {
  MAX_COUNTED,
  type CountedTransfer,
  type ReservationAnswer,
} from '../../../hq/protocol/wire';
import { parseJsonObject } from '../json-object';

/*
 * D128: head office's answer to a reservation, read as the wire says, each part checked: an answer
 * that is not what head office sends is no answer. Its signature is the caller's to check.
 */

function countedOf(value: unknown): CountedTransfer | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { reference, amount } = value as Record<string, unknown>;
  if (typeof reference !== 'string' || reference === '' || reference.length > 32) return null;
  return isAmountText(amount) ? { reference, amount } : null;
}

export function readReservationAnswer(body: string): ReservationAnswer | null {
  const o = parseJsonObject(body);
  if (!o) return null;
  const { workstationId, reference, released, counted, at, signature } = o;
  if (typeof workstationId !== 'string' || typeof reference !== 'string') return null;
  if (typeof released !== 'boolean' || typeof signature !== 'string') return null;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
  if (!Array.isArray(counted) || counted.length > MAX_COUNTED) return null;
  const read = counted.map(countedOf);
  if (read.some((c) => c === null)) return null;
  return {
    workstationId,
    reference,
    released,
    counted: read as CountedTransfer[],
    at,
    signature,
  };
}
