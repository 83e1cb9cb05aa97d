/** D122 : comment le client a payé au guichet, choisi à la vérification et imprimé sur les deux exemplaires. */
export const payment = {
  method: {
    label: 'Le client paie par',
    /** Le premier choix, vide, de cette liste. */
    choose: 'Choisir…',
    choices: { cash: 'Espèces', account: 'Débit de son compte', cheque: 'Chèque' },
    missing:
      'Choisissez comment le client paie : en espèces, par débit de son compte ou par chèque.',
  },
} as const;
