import type { Said } from '../../messages';
/** Corrections of a refused transfer, and re-sends, as main refuses them (D45, D47). */
export const corrections = {
  notOwn: ({ reference }: { reference: string }) =>
    `Transfer ${reference} was sent by another clerk, so only they can correct it. Start a new transfer for the customer instead.`,
  unreadable: ({ reference }: { reference: string }) =>
    `The journal's copy of transfer ${reference} cannot be read, so it cannot be copied into a new transfer. Start a new transfer and type the details again; keep the journal file as it is and call support.`,
  alreadyCorrected: ({ reference, correction }: { reference: string; correction: string }) =>
    `Transfer ${reference} was already corrected as transfer ${correction}, so it cannot be corrected again: a second correction could pay the recipient twice. Open transfer ${correction} to see what happened to it.`,
  alreadyCorrectedNothingSent: ({
    reference,
    correction,
  }: {
    reference: string;
    correction: string;
  }) =>
    `Transfer ${reference} was already corrected as transfer ${correction}, so it cannot be corrected again: a second correction could pay the recipient twice. Nothing was sent. Open transfer ${correction} to see what happened to it.`,
  badLink: ({ reference, why }: { reference: string; why: Said }) =>
    `Nothing was sent: this transfer says it corrects transfer ${reference}, ${why} Start a new transfer for the customer instead.`,
  linkNotInJournal: "which is not in this workstation's journal.",
  linkMayHaveMoved: 'which may have moved money.',
  linkAnotherClerk: 'which another clerk sent, so only they can correct it.',
  wasSent: ({ reference }: { reference: string }) =>
    `Transfer ${reference} was sent, so sending its details again would pay the recipient twice. Start a new transfer only for a new payment.`,
  outcomeUnknown: ({ reference }: { reference: string }) =>
    `Nobody knows yet whether transfer ${reference} reached the bank, so it must not be sent again, not even as a new transfer. A supervisor confirms its outcome with the bank first.`,
  mayBePaid: ({ reference, state }: { reference: string; state: string }) =>
    `Transfer ${reference} may still be paid out (${state}), so it must not be sent again as a new transfer. A supervisor follows it up with the bank.`,
  thisDetail: 'This detail',
  fieldNotFound: ({ what }: { what: string }) =>
    `${what}: the bank found no such account. Check the number with the customer and correct it.`,
  fieldNotAccepted: ({ what }: { what: string }) =>
    `${what}: the bank did not accept it. Check it with the customer and correct it.`,
  correctedMeanwhile:
    'Nothing was sent: the transfer this one corrects was corrected already, or may have moved money. Open its receipt to see what happened.',
  resendAccepted: ({ reference }: { reference: string }) =>
    `The service accepted transfer ${reference}, so it must not be sent again. Record what the bank confirms instead.`,
  draftConflict: ({ reference }: { reference: string }) =>
    `This form was already sent as reference ${reference} with different details. Nothing more was sent. Start a new transfer for the changed details.`,
} as const;
