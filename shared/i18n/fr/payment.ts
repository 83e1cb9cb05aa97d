/** D121 : comment le client a payé au guichet, choisi à la vérification et imprimé sur les deux exemplaires. */
export const payment = {
  method: {
    missing:
      'Choisissez comment le client paie : en espèces, par débit de son compte ou par chèque.',
  },
} as const;
