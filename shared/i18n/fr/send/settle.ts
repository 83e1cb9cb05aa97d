import type * as english from '../../en/send/settle';
import type { SameShape } from '../../messages';

/** A supervisor’s settlement of a transfer whose outcome the bank confirms (D33). */
export const settle: SameShape<typeof english.settle> = {
  notFound: ({ reference }) =>
    `Aucun virement sous la référence ${reference} dans le journal de ce poste. Vérifiez le numéro sur le reçu.`,
  notWaiting: ({ reference, state }) =>
    `Le virement ${reference} n’est pas en attente d’un superviseur : son état est « ${state} ». Rouvrez-le pour voir ce qui a été enregistré.`,
  ownTransfer: ({ reference }) =>
    `Vous avez envoyé vous-même le virement ${reference} : vous ne pouvez pas le régulariser. Un autre superviseur doit le vérifier auprès de la banque.`,
  supervisor: ({ name }) => `le superviseur ${name}`,
  transactionIdDiffers: ({ reference, recorded, given }) =>
    `Le service a déjà attribué au virement ${reference} l’identifiant de transaction ${recorded}, et non ${given}. Vérifiez l’identifiant auprès de la banque ; si la banque indique une autre transaction, appelez le support avant d’enregistrer quoi que ce soit.`,
  transactionIdHeld: ({ reference, given, other }) =>
    `L’identifiant de transaction ${given} est déjà enregistré pour le virement ${other} : il ne peut pas être aussi celui du virement ${reference}, car la banque donne chaque identifiant une seule fois. Vérifiez l’identifiant auprès de la banque et saisissez-le de nouveau.`,
  received: ({ transactionId, who }) =>
    `La banque a confirmé avoir reçu ce virement, sous la transaction ${transactionId} (vérifié par ${who}).`,
  didArrive: ({ reference }) =>
    `Le service a accepté le virement ${reference} : il est donc bien arrivé. Si la banque l’a refusé depuis, enregistrez qu’il a été refusé.`,
  neverReceived: ({ who }) =>
    `La banque a confirmé n’avoir jamais reçu ce virement (vérifié par ${who}). Aucun fonds n’a été déplacé.`,
  refused: ({ who }) =>
    `La banque a confirmé avoir refusé ce virement (vérifié par ${who}). Aucun fonds n’a été déplacé.`,
};
