import { isAmountText } from '@shared/domain/money';
import { isTransferState } from '@shared/domain/transfer-states';
import {
  MAX_COUNTED,
  type BranchTransfer,
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

/** D133: one of a customer's transfers at another counter: every field as the journal has it. */
function branchTransferOf(value: unknown): BranchTransfer | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { reference, kind, amount, currency, createdAt, state } = value as Record<string, unknown>;
  if (typeof reference !== 'string' || reference === '' || reference.length > 32) return null;
  if (kind !== 'imt' && kind !== 'rtgs') return null;
  if (!isAmountText(amount) || typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    return null;
  }
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
  if (!isTransferState(state)) return null;
  return { reference, kind, amount, currency, createdAt, state };
}

/** A D133 list: absent stays absent, anything else not a list of transfers is no answer. */
function branchListOf(value: unknown): BranchTransfer[] | undefined | null {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_COUNTED) return null;
  const read = value.map(branchTransferOf);
  return read.some((t) => t === null) ? null : (read as BranchTransfer[]);
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
  const series = branchListOf(o.series);
  const waiting = branchListOf(o.waiting);
  const toRecipient = branchListOf(o.toRecipient);
  if (series === null || waiting === null || toRecipient === null) return null;
  return {
    workstationId,
    reference,
    released,
    counted: read as CountedTransfer[],
    ...(series ? { series } : {}),
    ...(waiting ? { waiting } : {}),
    ...(toRecipient ? { toRecipient } : {}),
    at,
    signature,
  };
}
