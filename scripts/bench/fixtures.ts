import { randomUUID } from 'node:crypto';
import type { RtgsDraft } from '../../shared/domain/transfer-drafts';
import { DOCUMENTED_PURPOSE_CODES } from '../../shared/api/payment-purpose';
import type { TransferRules } from '../../shared/schemas/transfer-rules';

export const RULES: TransferRules = {
  purposeCodes: DOCUMENTED_PURPOSE_CODES,
  limits: { rtgs: { KES: { min: '1.00', max: '10000000.00' } }, imt: {} },
  accountPatterns: {},
};

/**
 * A valid RTGS draft with the D2 example accounts (sandbox-seeded), with the customer's signed
 * instruction main requires of a send (D41).
 */
export function rtgsDraft(amount = '1000.00'): RtgsDraft {
  return {
    kind: 'rtgs',
    draftId: randomUUID(),
    instruction: { formNumber: 'IF-2026/0042', idAndSignatureChecked: true },
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
