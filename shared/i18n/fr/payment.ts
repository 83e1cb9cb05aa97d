/** D124 : comment le client a payé au guichet, choisi à la vérification et imprimé sur les deux exemplaires. */
export const payment = {
  method: {
    label: 'Le client paie par',
    /** Le premier choix, vide, de cette liste. */
    choose: 'Choisir…',
    choices: { cash: 'Espèces', account: 'Débit de son compte', cheque: 'Chèque' },
    missing:
      'Choisissez comment le client paie : en espèces, par débit de son compte ou par chèque.',
    notSent:
      'Rien n’a été envoyé : le mode de paiement du client n’est pas choisi. Choisissez espèces, débit de son compte ou chèque à la vérification, puis renvoyez.',
  },
} as const;
