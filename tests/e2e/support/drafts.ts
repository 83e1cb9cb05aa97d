import { randomUUID } from 'node:crypto';
import type { RtgsDraft } from '../../../shared/domain/transfer-drafts';

/** A valid RTGS draft between two sandbox accounts, as a page script could hand it to main. */
export function validRtgsDraft(amount = '10.00'): RtgsDraft {
  return {
    kind: 'rtgs',
    draftId: randomUUID(),
    source: {
      countryCode: 'KE',
      currency: 'KES',
      name: 'Jane Wanjiku',
      accountNumber: '0011547896523',
    },
    destination: {
      countryCode: 'KE',
      name: 'John Otieno',
      bankCode: '01',
      accountNumber: '1100194977404',
    },
    transfer: {
      amount,
      currencyCode: 'KES',
      description: 'School fees',
      purposeOfPaymentCode: 'OTHR',
    },
  };
}
