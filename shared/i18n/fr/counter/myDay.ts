import type * as english from '../../en/counter/myDay';
import type { SameShape } from '../../messages';

/** The clerk’s own transfers of the branch’s day. */
export const myDay: SameShape<typeof english.myDay> = {
  title: 'Mes virements du jour',
  lead: ({ day, zone }) => `${day}, ${zone}, les plus récents en premier.`,
  reading: 'Lecture de vos virements…',
  none: 'Vous n’avez envoyé aucun virement aujourd’hui.',
  show: 'Afficher',
  allStates: ({ count }) => `Tous les états (${count})`,
  today: 'Aujourd’hui',
  shown: 'Affichés',
  noMoneyMoved: 'aucun virement ayant déplacé des fonds',
  notCounted: ({ totals }) =>
    `Hors totaux, aucun fonds déplacé (refusés ou non envoyés) : ${totals}`,
  total: ({ count, amount, currency }) =>
    `${count} ${count <= 1 ? 'virement' : 'virements'}, ${amount} ${currency}`,
};
