/** A clerk’s read of a transfer by its reference (D72): only their own transfers. */
export const lookups = {
  notYours: ({ reference }: { reference: string }) =>
    `Vous n’avez aucun virement sous la référence ${reference}. Vérifiez le numéro sur le reçu du client ; pour un virement envoyé par un autre guichetier, demandez à un superviseur, qui peut ouvrir tout virement de l’agence.`,
} as const;
