// The D2 example of the decisions (docs/decisions.md) as bodies and as the drafts a clerk enters.
// No vitest import: the engine fixture, which the crash test's child process loads, uses it too.
import type { ImtRequest } from '@shared/api/imt-request';
import type { RtgsRequest } from '@shared/api/rtgs-request';
import type { Customer } from '@shared/domain/customer';
import type { CounterInstruction, ImtDraft, RtgsDraft } from '@shared/domain/transfer-drafts';

/** The D2 example values: reference, date, both accounts, amount and currency. */
export const D2_RTGS_BODY: RtgsRequest = {
  source: {
    countryCode: 'KE',
    currency: 'KES',
    name: 'Jane Wanjiku',
    accountNumber: '0011547896523',
  },
  destination: {
    type: 'bank',
    countryCode: 'KE',
    name: 'John Otieno',
    bankCode: '01',
    accountNumber: '1100194977404',
  },
  transfer: {
    type: 'RTGS',
    amount: '1000.00',
    currencyCode: 'KES',
    reference: '692194625798',
    date: '2026-11-23',
    description: 'School fees',
    purposeOfPaymentCode: 'OTHR',
  },
};

export const D2_IMT_BODY: ImtRequest = {
  source: { countryCode: 'KE', name: 'Jane Wanjiku', accountNumber: '0011547896523' },
  sender: {
    name: 'Jane Wanjiku',
    documentType: 'NationalId',
    documentNumber: '12345678',
    countryCode: 'KE',
    mobileNumber: '+254712345678',
  },
  destination: {
    type: 'mobile',
    countryCode: 'KE',
    name: 'John Otieno',
    mobileNumber: '0722000111',
    walletName: 'M-PESA',
    documentType: 'NationalId',
    documentNumber: '87654321',
  },
  transfer: {
    type: 'MobileWallet',
    amount: '1000.00',
    currencyCode: 'KES',
    reference: '692194625799',
    date: '2026-11-23',
  },
};

export const DRAFT_ID = '3f0c9a8e-6b1d-4c2e-9f7a-0d5e8b4c1a23';

/** The body's recipient as the clerk's draft holds it: its `type` is the product's, set on sending. */
function draftParty<P extends { type: string }>({ type: _type, ...party }: P): Omit<P, 'type'> {
  return party;
}

/**
 * The customer's signed instruction as a clerk types it on the review. The D2 drafts leave it out
 * (the form's draft, as the review's checks see it); a draft handed to main's send carries one, as
 * main sends no new draft without it (D41).
 */
export const D2_INSTRUCTION: CounterInstruction = {
  formNumber: 'IF-2026/0042',
  idAndSignatureChecked: true,
};

export const D2_RTGS_DRAFT: RtgsDraft = {
  kind: 'rtgs',
  draftId: DRAFT_ID,
  source: { ...D2_RTGS_BODY.source },
  destination: draftParty(D2_RTGS_BODY.destination),
  transfer: {
    amount: '1000.00',
    currencyCode: 'KES',
    description: 'School fees',
    purposeOfPaymentCode: 'OTHR',
  },
};

export const D2_IMT_DRAFT: ImtDraft = {
  kind: 'imt',
  draftId: DRAFT_ID,
  source: { ...D2_IMT_BODY.source },
  sender: { ...D2_IMT_BODY.sender },
  destination: draftParty(D2_IMT_BODY.destination),
  transfer: { amount: '1000.00', currencyCode: 'KES' },
};

/**
 * D77: the customer at the counter, whose name, document and mobile number are the D2 IMT body's
 * sender. A draft handed to main's send carries one, as main sends no new draft without it.
 */
export const D2_CUSTOMER: Customer = {
  name: 'Jane Wanjiku',
  documentType: 'NationalId',
  documentNumber: '12345678',
  documentCountry: 'KE',
  documentExpiry: '2034-06-30',
  dateOfBirth: '1988-04-12',
  nationality: 'KE',
  address: 'Moi Avenue 14, Nairobi',
  countryCode: 'KE',
  mobileNumber: '+254712345678',
  occupation: 'Teacher',
  sourceOfFunds: 'Salary',
};

/** The same customer on an IMT: a purpose from the list, as the IMT block asks. */
export const D2_IMT_CUSTOMER: Customer = { ...D2_CUSTOMER, purpose: 'family' };
