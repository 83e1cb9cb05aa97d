import type * as english from '../en/cash';
import type { SameShape } from '../messages';

/** D118 : la caisse du guichetier (voir l’anglais). */
export const cash: SameShape<typeof english.cash> = {
  title: 'Ma caisse du jour',
  intro: ({ day }) =>
    `Journée ${day}. Ce que vous devez avoir dans chaque devise : votre fonds de caisse d’ouverture, plus l’espèce reçue pour vos virements, moins les remboursements. Comptez votre tiroir et tapez ce que vous comptez.`,
  takenRule:
    'Chaque virement que vous avez fait compte comme payé en espèces, sauf celui que la banque a refusé ou qui n’a jamais été envoyé : cet argent a été rendu au client.',
  none: 'Aucun fonds de caisse n’a été saisi pour vous et vous n’avez encore aucun virement ce jour-là.',
  closed: ({ day }) =>
    `La journée ${day} est clôturée : ses fonds de caisse et ses comptages restent tels qu’à la clôture.`,
  column: {
    clerk: 'Guichetier',
    currency: 'Devise',
    float: 'Fonds d’ouverture',
    taken: 'Reçu pour les virements',
    refunds: 'Remboursements',
    expected: 'À détenir',
    counted: 'Compté',
    difference: 'Écart',
  },
  noFloat: 'Aucun saisi',
  notCounted: 'Pas compté',
  transfers: ({ count }) => (count === 1 ? '1 virement' : `${count} virements`),
  balanced: 'Équilibré',
  short: ({ amount }) => `Manque ${amount}`,
  over: ({ amount }) => `Excédent de ${amount}`,
  count: {
    title: 'Comptez votre caisse',
    currency: 'Devise',
    amount: 'Montant compté',
    submit: 'Enregistrer le comptage',
    saved: ({ currency }) => `Votre comptage en ${currency} est enregistré, avec son écart.`,
  },
  float: {
    title: 'Caisses des guichetiers',
    intro:
      'Tapez le fonds de caisse d’ouverture de chaque guichetier pour la journée. Chaque guichetier compte sa propre caisse sur sa page « Ma caisse » ; l’écart s’affiche ici.',
    clerk: 'Guichetier',
    currency: 'Devise',
    amount: 'Fonds d’ouverture',
    submit: 'Définir le fonds',
    saved: ({ name, currency }) =>
      `Le fonds de caisse d’ouverture de ${name} en ${currency} est défini.`,
    noClerks: 'Aucun guichetier n’est actif sur ce poste.',
  },
  amountRule: ({ label }) => `Tapez ${label} en chiffres, par exemple 25,000 ou 1500.50.`,
  clerkRequired: 'Choisissez le guichetier à qui revient ce fonds.',
  currencyRequired: 'Choisissez la devise.',
  floatRequestOnly:
    'Un fonds de caisse comprend la journée, l’identifiant du guichetier, la devise et le montant.',
  countRequestOnly: 'Un comptage comprend la devise et le montant compté, rien d’autre.',
  dayClosed: ({ day }) =>
    `La journée ${day} est clôturée : ses fonds et ses comptages restent tels qu’à la clôture. Saisissez-les pour la journée ouverte.`,
  dayNotStarted: ({ day, today, zone }) =>
    `La journée ${day} n’a pas encore commencé ici : nous sommes le ${today} (${zone}). Saisissez un fonds le jour auquel il s’applique.`,
  notAClerk: ({ operatorId }) =>
    `${operatorId} n’est pas un guichetier de ce poste : un fonds de caisse se saisit pour un guichetier.`,
};
