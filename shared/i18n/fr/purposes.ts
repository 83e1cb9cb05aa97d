import type * as english from '../en/purposes';
import type { SameShape } from '../messages';

/** The service’s payment purposes: fetched with the token, kept, served stale with their age (D18). */
export const purposes: SameShape<typeof english.purposes> = {
  unavailable: ({ reason }) =>
    `Les motifs de paiement ne peuvent pas être chargés : ${reason} Les virements RTGS en ont besoin ; réessayez dans un instant, ou appelez un administrateur si le problème persiste.`,
  stale: ({ reason, age }) => `${reason} Affichage de la liste récupérée il y a ${age}.`,
  age: {
    underAMinute: 'moins d’une minute',
    minutes: ({ count }) => `${count} minute${count <= 1 ? '' : 's'}`,
    hours: ({ count }) => `${count} heure${count <= 1 ? '' : 's'}`,
    days: ({ count }) => `${count} jour${count <= 1 ? '' : 's'}`,
  },
  closing: 'Remit Desk se ferme. Rouvrez-le pour voir les motifs de paiement.',
};
