import type { ScreenedParty } from '@shared/domain/screening';
import type { TransferDraft } from '@shared/domain/transfer-drafts';

/**
 * Who a draft names, as the screening reads them (D77): the recipient, and for IMT the sender
 * with their document. The customer block of a later version adds its fields here.
 */
export function partiesOf(draft: TransferDraft): ScreenedParty[] {
  if (draft.kind === 'rtgs') {
    return [
      { role: 'recipient', name: draft.destination.name, country: draft.destination.countryCode },
    ];
  }
  return [
    {
      role: 'sender',
      name: draft.sender.name,
      idNumber: draft.sender.documentNumber,
      country: draft.sender.countryCode,
    },
    {
      role: 'recipient',
      name: draft.destination.name,
      idNumber: draft.destination.documentNumber,
      country: draft.destination.countryCode,
    },
  ];
}
