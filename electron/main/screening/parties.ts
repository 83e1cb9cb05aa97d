import type { ScreenedParty } from '@shared/domain/screening';
import type { Customer } from '@shared/domain/customer';
import type { TransferDraft } from '@shared/domain/transfer-drafts';

/**
 * Who a draft names, as the screening reads them (D78): the customer at the counter (D77), with
 * their date of birth, document and nationality, for both products; and the recipient, with a
 * wallet holder's document for IMT. A draft without a customer block (one journaled before it)
 * is screened by the IMT body's sender instead.
 */
export function partiesOf(draft: TransferDraft): ScreenedParty[] {
  return [...senderOf(draft), recipientOf(draft)];
}

/** The customer at the counter as the sender screened: a draft's, or a journaled transfer's. */
export function customerParty(customer: Customer): ScreenedParty {
  return {
    role: 'sender',
    name: customer.name,
    dateOfBirth: customer.dateOfBirth,
    idNumber: customer.documentNumber,
    country: customer.nationality,
  };
}

function senderOf(draft: TransferDraft): ScreenedParty[] {
  if (draft.customer) return [customerParty(draft.customer)];
  if (draft.kind === 'rtgs') return [];
  return [
    {
      role: 'sender',
      name: draft.sender.name,
      idNumber: draft.sender.documentNumber,
      country: draft.sender.countryCode,
    },
  ];
}

function recipientOf(draft: TransferDraft): ScreenedParty {
  if (draft.kind === 'rtgs') {
    return {
      role: 'recipient',
      name: draft.destination.name,
      country: draft.destination.countryCode,
    };
  }
  return {
    role: 'recipient',
    name: draft.destination.name,
    idNumber: draft.destination.documentNumber,
    country: draft.destination.countryCode,
  };
}
