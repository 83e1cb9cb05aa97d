import type { Said } from '../../messages';
/** A supervisor’s settlement of a transfer whose outcome the bank confirms (D33). */
export const settle = {
  notFound: ({ reference }: { reference: string }) =>
    `Aucun virement sous la référence ${reference} dans le journal de ce poste. Vérifiez le numéro sur le reçu.`,
  notWaiting: ({ reference, state }: { reference: string; state: Said }) =>
    `Le virement ${reference} n’est pas en attente d’un superviseur : son état est « ${state} ». Rouvrez-le pour voir ce qui a été enregistré.`,
  ownTransfer: ({ reference }: { reference: string }) =>
    `Vous avez envoyé vous-même le virement ${reference} : vous ne pouvez pas le régulariser. Un autre superviseur doit le vérifier auprès de la banque.`,
  supervisor: ({ name }: { name: string }) => `le superviseur ${name}`,
  transactionIdDiffers: ({
    reference,
    recorded,
    given,
  }: {
    reference: string;
    recorded: string;
    given: string;
  }) =>
    `Le service a déjà attribué au virement ${reference} l’identifiant de transaction ${recorded}, et non ${given}. Vérifiez l’identifiant auprès de la banque ; si la banque indique une autre transaction, appelez le support avant d’enregistrer quoi que ce soit.`,
  received: ({ transactionId, who }: { transactionId: string; who: string }) =>
    `La banque a confirmé avoir reçu ce virement, sous la transaction ${transactionId} (vérifié par ${who}).`,
  didArrive: ({ reference }: { reference: string }) =>
    `Le service a accepté le virement ${reference} : il est donc bien arrivé. Si la banque l’a refusé depuis, enregistrez qu’il a été refusé.`,
  neverReceived: ({ who }: { who: string }) =>
    `La banque a confirmé n’avoir jamais reçu ce virement (vérifié par ${who}). Aucun fonds n’a été déplacé.`,
  refused: ({ who }: { who: string }) =>
    `La banque a confirmé avoir refusé ce virement (vérifié par ${who}). Aucun fonds n’a été déplacé.`,
} as const;
