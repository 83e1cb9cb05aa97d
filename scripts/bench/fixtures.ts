import { randomUUID } from 'node:crypto';
import type { Customer } from '@shared/domain/customer';
import type { ImtDraft, RtgsDraft } from '@shared/domain/transfer-drafts';
import { DOCUMENTED_PURPOSE_CODES } from '@shared/api/payment-purpose';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import type { Reservation } from '../../electron/main/journal/transfers-repo';
import { bodyTextFor, summaryOf } from '../../electron/main/transfers/transfer-body';
import { SOURCE_ACCOUNTS, WALLETS } from '../../electron/main/sandbox/seed-accounts';
import { FIRST_NAMES, SURNAMES } from './journal-data';

export const RULES: TransferRules = {
  purposeCodes: DOCUMENTED_PURPOSE_CODES,
  limits: { rtgs: { KES: { min: '1.00', max: '10000000.00' } }, imt: {} },
  accountPatterns: {},
};

/**
 * The first draft's amount, in cents above 1,000.00, differs from one run to the next (it is the
 * run's start, in seconds, over about a day): a run's sends are journaled in the cached bench
 * journal, on the same bench morning every run, and a second run's first amounts would repeat
 * the first run's, which the repeat check stops (D46).
 */
let drafts = (Math.floor(Date.now() / 1000) % 100_000) * 100;

/**
 * The customer (originator) of the `n`-th draft (D77), a person of their own with the national ID
 * the clerk saw: each ID number its own, so a run's sends add up to no customer's day total (D81).
 */
function customerOf(n: number): Customer {
  const idNumber = String(10_000_000 + (n % 89_999_999));
  return {
    name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${SURNAMES[(n >> 5) % SURNAMES.length]}`,
    documentType: 'NationalId',
    documentNumber: idNumber,
    documentCountry: 'KE',
    documentExpiry: '2034-06-30',
    dateOfBirth: `19${60 + (n % 40)}-04-12`,
    nationality: 'KE',
    address: `Moi Avenue ${1 + (n % 200)}, Nairobi`,
    countryCode: 'KE',
    mobileNumber: `+2547${idNumber}`,
  };
}

/**
 * A valid RTGS draft with the D2 example accounts (sandbox-seeded), with the customer's signed
 * instruction main requires of a send (D41). Each call is a customer of its own, with a form
 * number and (unless one is given) an amount no earlier draft, of this run or an earlier one, has:
 * the same transfer sent again would stop at the repeat check (D46) rather than be measured.
 */
export function rtgsDraft(amount?: string): RtgsDraft {
  drafts += 1;
  const cents = 100_000 + drafts;
  return {
    kind: 'rtgs',
    draftId: randomUUID(),
    instruction: { formNumber: `IF-B/${process.pid}-${drafts}`, idAndSignatureChecked: true },
    // How the customer pays: main refuses a send without it (the review asks it).
    paymentMethod: 'cash',
    customer: customerOf(drafts),
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
      amount: amount ?? `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      currencyCode: 'KES',
      description: 'School fees',
      purposeOfPaymentCode: 'OTHR',
    },
  };
}

/**
 * A wallet transfer the sandbox pays (Jane Wanjiku's account to an M-PESA wallet), sent by the
 * account holder under an ID document and an amount of its own each call: no run's sends add up
 * to a document's daily total (D36, counted through head office when enrolled, D128) nor repeat
 * one another (D46).
 */
export function imtDraft(): ImtDraft {
  drafts += 1;
  // The sandbox's first Kenyan account and wallet (its seed), as the bank checks them.
  const source = SOURCE_ACCOUNTS[0]!;
  const wallet = WALLETS[0]!;
  const customer = { ...customerOf(drafts), name: source.name, purpose: 'family' };
  const cents = 100_000 + (drafts % 1_000_000);
  return {
    kind: 'imt',
    draftId: randomUUID(),
    instruction: { formNumber: `IF-B/${process.pid}-${drafts}`, idAndSignatureChecked: true },
    paymentMethod: 'cash',
    source: { countryCode: 'KE', name: source.name, accountNumber: source.accountNumber },
    sender: {
      name: customer.name,
      documentType: customer.documentType,
      documentNumber: customer.documentNumber,
      countryCode: 'KE',
      mobileNumber: customer.mobileNumber,
    },
    destination: {
      countryCode: 'KE',
      name: wallet.name,
      mobileNumber: wallet.mobileNumber,
      walletName: wallet.walletName,
      documentType: 'NationalId',
      documentNumber: '34567890',
    },
    customer,
    transfer: {
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      currencyCode: 'KES',
      description: 'Upkeep',
    },
  };
}

/** A clerk's RTGS reserved under counter `counter`, as the send path reserves it, at `at`. */
export function rtgsReservation(counter: number, at: string): Reservation {
  const reference = `42${String(counter).padStart(10, '0')}`;
  const draft = rtgsDraft();
  return {
    draftId: draft.draftId,
    kind: 'rtgs',
    reference,
    counter,
    body: bodyTextFor(draft, reference, '2026-11-23', RULES),
    ...summaryOf(draft),
    operatorId: 'clerk-1',
    environment: 'sandbox',
    at,
    instructionFormNumber: draft.instruction?.formNumber ?? null,
    idAndSignatureChecked: draft.instruction?.idAndSignatureChecked === true,
    customer: draft.customer ?? null,
  };
}
