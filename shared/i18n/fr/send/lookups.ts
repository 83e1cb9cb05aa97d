import type * as english from '../../en/send/lookups';
import type { SameShape } from '../../messages';

/** A clerk’s read of a transfer by its reference (D72): only their own transfers. */
export const lookups: SameShape<typeof english.lookups> = {
  notYours: ({ reference }) =>
    `Vous n’avez aucun virement sous la référence ${reference}. Vérifiez le numéro sur le reçu du client ; pour un virement envoyé par un autre guichetier, demandez à un superviseur, qui peut ouvrir tout virement de l’agence.`,
};
