import type * as english from '../en/charges';
import type { SameShape } from '../messages';

/** D119: the branch's tariff, the day's exchange rates, and what a transfer costs the customer. */
export const charges: SameShape<typeof english.charges> = {
  tariff: {
    label: ({ product, currency }) => `Frais ${product} en ${currency}`,
    amount: ({ label }) =>
      `${label} : chaque montant doit être égal ou supérieur à 0, avec au plus deux décimales, comme 150 ou 150.50.`,
    whole: ({ label }) =>
      `${label} : cette devise n’a pas de centimes, chaque montant doit donc être entier, comme 1500.`,
    only: ({ label }) => `${label} ne contient que son type et les montants de ce type.`,
    percent: ({ label }) =>
      `${label} : le pourcentage doit être un nombre de 0 à 999 avec au plus quatre décimales, comme 1.5.`,
    maxBelowMin: ({ label }) => `${label} : le maximum ne doit pas être inférieur au minimum.`,
    bands: ({ label }) => `${label} : indiquez de 1 à 20 tranches.`,
    bandsOrder: ({ label }) =>
      `${label} : le montant plafond de chaque tranche doit dépasser celui de la précédente, et seule la dernière tranche n’en a pas.`,
    kind: ({ label }) => `${label} : choisissez fixe, pourcentage ou tranches.`,
    currencies: ({ codes }) => `Les frais d’un produit n’existent que pour ${codes}.`,
    products: 'Le barème ne contient que les frais RTGS et portefeuille mobile (IMT).',
  },
  rates: {
    ageRange: ({ min, max }) =>
      `L’âge maximal d’un taux doit être un nombre entier d’heures de ${min} à ${max}.`,
    rate: ({ currency }) =>
      `Le taux pour ${currency} doit être un nombre supérieur à 0 avec au plus huit décimales, comme 0.0347.`,
    currencies: ({ codes }) => `Les taux n’existent que pour ${codes}.`,
    only: 'Les taux de change ne contiennent que les taux et l’âge maximal d’un taux.',
  },
  /** Why a transfer in another currency than the branch's cannot be confirmed now. */
  refusal: {
    missing: ({ currency, branch }) =>
      `Aucun taux de change des ${currency} en ${branch} n’est fixé : le total à payer ne peut pas être calculé. Demandez à un administrateur de fixer le taux du jour, puis confirmez de nouveau.`,
    stale: ({ currency, branch, hours, max }) =>
      `Le taux de change des ${currency} en ${branch} a été fixé il y a ${hours} heures, plus que les ${max} heures permises. Demandez à un administrateur de fixer le taux du jour, puis confirmez de nouveau.`,
    changed: ({ reviewed, total, currency }) =>
      `Rien n’a été envoyé : le taux de change ou les frais ont changé depuis la vérification, et le total à payer est maintenant de ${total} ${currency}, non de ${reviewed} ${currency}. Annoncez le nouveau total au client, puis confirmez de nouveau.`,
    reviewedTotal: 'Le total à payer montré à la vérification doit être un montant comme 1500.00.',
  },
  /** D124 : ce que la vérification montre avant la confirmation, calculé par main. */
  review: {
    fee: 'Frais',
    rate: 'Taux de change',
    rateValue: ({
      rate,
      currency,
      branchCurrency,
    }: {
      rate: string;
      currency: string;
      branchCurrency: string;
    }) => `1 ${currency} = ${rate} ${branchCurrency}`,
    indicative: '(indicatif : la banque convertit à son propre taux au règlement)',
    total: 'Total à payer',
  },
  receipt: { paidBy: 'Payé par' },
  csv: { totalCurrency: 'Devise du total' },
  admin: {
    kind: 'Frais',
    kinds: { none: 'Sans frais', fixed: 'Fixes', percent: 'Pourcentage', bands: 'Tranches' },
    fee: 'Frais fixes',
    percent: 'Pourcentage du montant',
    min: 'Frais minimaux',
    max: 'Frais maximaux',
    bands: 'Tranches',
    bandsHint:
      'Une tranche par ligne : le plus grand montant de la tranche, puis ses frais (1000.00 30.00). La dernière ligne donne seule les frais au-delà de toutes les tranches (250.00).',
    rate: ({ branch }) => `${branch} pour une unité`,
    rateSet: ({ at, by }) => `Fixé le ${at} par ${by}.`,
    rateNever: 'Non fixé.',
    branchCurrency: ({ currency }) =>
      `Les taux sont dans la devise de l’agence, ${currency}. Laissez vide une devise dans laquelle l’agence n’envoie rien.`,
    noBranch:
      'Indiquez d’abord le pays de l’agence dans la section Poste de travail : les taux sont dans sa devise.',
    maxAge: 'Âge maximal d’un taux (heures)',
    maxAgeHint: ({ min, max, standard }) =>
      `De ${min} à ${max} heures ; ${standard} par défaut. Un taux plus ancien arrête les virements dans sa devise.`,
  },
};
