import { randomUUID } from 'node:crypto';
import type { RtgsDraft } from '../../../shared/domain/transfer-drafts';
import { D2_RTGS_DRAFT } from '../../shared/d2-example';

/** A valid RTGS draft between two sandbox accounts, as a page script could hand it to main. */
export function validRtgsDraft(amount = '10.00'): RtgsDraft {
  const draft = structuredClone(D2_RTGS_DRAFT);
  return { ...draft, draftId: randomUUID(), transfer: { ...draft.transfer, amount } };
}
