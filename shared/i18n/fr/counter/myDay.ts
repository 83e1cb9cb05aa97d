/** The clerk’s own transfers of the branch’s day. */
export const myDay = {
  title: 'Mes virements du jour',
  lead: ({ day, zone }: { day: string; zone: string }) =>
    `${day}, ${zone}, les plus récents en premier.`,
  reading: 'Lecture de vos virements…',
  none: 'Vous n’avez envoyé aucun virement aujourd’hui.',
  show: 'Afficher',
  allStates: ({ count }: { count: number }) => `Tous les états (${count})`,
  today: 'Aujourd’hui',
  shown: 'Affichés',
  noMoneyMoved: 'aucun virement ayant déplacé des fonds',
  notCounted: ({ totals }: { totals: string }) =>
    `Hors totaux, aucun fonds déplacé (refusés ou non envoyés) : ${totals}`,
  total: ({ count, amount, currency }: { count: number; amount: string; currency: string }) =>
    `${count} ${count <= 1 ? 'virement' : 'virements'}, ${amount} ${currency}`,
} as const;
