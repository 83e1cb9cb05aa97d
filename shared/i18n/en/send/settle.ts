import type { Said } from '../../messages';
/** A supervisor's settlement of a transfer whose outcome the bank confirms (D33). */
export const settle = {
  notFound: ({ reference }: { reference: string }) =>
    `No transfer with reference ${reference} is in this workstation's journal. Check the number on the receipt.`,
  notWaiting: ({ reference, state }: { reference: string; state: Said }) =>
    `Transfer ${reference} is not waiting for a supervisor: it is "${state}". Open it again to see what was recorded.`,
  ownTransfer: ({ reference }: { reference: string }) =>
    `You sent transfer ${reference} yourself, so you cannot settle it: another supervisor must check it with the bank.`,
  supervisor: ({ name }: { name: string }) => `supervisor ${name}`,
  transactionIdDiffers: ({
    reference,
    recorded,
    given,
  }: {
    reference: string;
    recorded: string;
    given: string;
  }) =>
    `The service already gave transfer ${reference} the transaction id ${recorded}, not ${given}. Check the id with the bank; if the bank names another transaction, call support before recording anything.`,
  /** D150: a transaction id this journal already holds for another transfer. */
  transactionIdHeld: ({
    reference,
    given,
    other,
  }: {
    reference: string;
    given: string;
    other: string;
  }) =>
    `Transaction id ${given} is already recorded for transfer ${other}, so it cannot also be transfer ${reference}'s: the bank gives each transaction id once. Check the id with the bank and type it again.`,
  received: ({ transactionId, who }: { transactionId: string; who: string }) =>
    `The bank confirmed it received this transfer, as transaction ${transactionId} (checked by ${who}).`,
  didArrive: ({ reference }: { reference: string }) =>
    `The service accepted transfer ${reference}, so it did arrive. If the bank has since refused it, record that it was refused.`,
  neverReceived: ({ who }: { who: string }) =>
    `The bank confirmed it never received this transfer (checked by ${who}). No money moved.`,
  refused: ({ who }: { who: string }) =>
    `The bank confirmed it refused this transfer (checked by ${who}). No money moved.`,
} as const;
