import { randomUUID } from 'node:crypto';
import type { RtgsDraft } from '@shared/domain/transfer-drafts';
import { D2_CUSTOMER, D2_INSTRUCTION, D2_RTGS_DRAFT } from '../../shared/d2-example';

/**
 * A valid RTGS draft between two sandbox accounts, as a page script could hand it to main, with
 * the customer's signed instruction main requires of a send (D41) and the customer at the counter
 * main sends no new draft without (D77).
 */
export function validRtgsDraft(amount = '10.00'): RtgsDraft {
  const draft = structuredClone(D2_RTGS_DRAFT);
  return {
    ...draft,
    draftId: randomUUID(),
    customer: structuredClone(D2_CUSTOMER),
    // Each customer signs a form of their own: a number used twice is refused (D80).
    instruction: { ...D2_INSTRUCTION, formNumber: `IF-E2E/${randomUUID().slice(0, 8)}` },
    paymentMethod: 'cash',
    transfer: { ...draft.transfer, amount },
  };
}
