import type * as english from '../../en/settings/amounts';
import type { SameShape } from '../../messages';

/**
 * The settings made of amounts: the limits per product and currency, the daily total per ID
 * document, the approval and reporting thresholds and the repeat check’s days.
 */
export const amounts: SameShape<typeof english.amounts> = {
  /** How each bound of a limit is named in the admin’s forms and every message. */
  bound: {
    min: 'minimum',
    max: 'maximum',
    daily: 'total quotidien par pièce d’identité',
    offlineDaily: 'total quotidien par pièce d’identité quand le siège est injoignable',
  },
  product: { rtgs: 'RTGS', imt: 'Portefeuille mobile (IMT)' },
  /** `RTGS maximum in Kenyan shillings (KES)`. */
  /** Translator: « RTGS, maximum en shillings kényans (KES) »: the comma keeps it a label. */
  limitLabel: ({ product, bound, currency }) => `${product}, ${bound} en ${currency}`,
  limit: {
    type: ({ label }) => `${label} : saisissez un montant à deux décimales, comme 500000.00.`,
    required: ({ label }) => `${label} : ce montant est obligatoire.`,
    aboveZero: ({ label }) =>
      `${label} : saisissez un montant supérieur à 0, écrit avec deux décimales, comme 500000.00.`,
    rangeOnly: ({ product, currency }) =>
      `Les plafonds ${product} en ${currency} ne contiennent qu’un minimum et un maximum.`,
    rangeMissing: ({ product, currency }) =>
      `Les plafonds ${product} en ${currency} sont manquants.`,
    maxBelowMin: ({ label, max, bound, min }) =>
      `${label} (${max}) : ce montant ne doit pas être inférieur au ${bound} (${min}).`,
    dailyBelowMin: ({ label, daily, minLabel, min }) =>
      `${label} (${daily}) : ce montant doit être au moins égal à «\u00a0${minLabel}\u00a0» (${min}), sinon aucun virement ne pourrait être envoyé.`,
    offlineAboveDaily: ({ label, offline, dailyLabel, daily }) =>
      `${label} (${offline}) ne doit pas dépasser «\u00a0${dailyLabel}\u00a0» (${daily}) : un guichet qui ne joint pas le siège ne compte que ses propres virements, il doit donc permettre moins.`,
    rtgsOnly: ({ codes }) => `Les plafonds RTGS n’existent que pour ${codes}.`,
    imtOnly: ({ codes }) => `Les plafonds portefeuille mobile n’existent que pour ${codes}.`,
    dailyOnly: ({ codes }) => `Les totaux quotidiens n’existent que pour ${codes}.`,
    only: 'Les plafonds de montant ne contiennent que les plafonds RTGS et portefeuille mobile et les totaux quotidiens.',
  },
  digits: ({ label, max }) => `${label} : au plus ${max} chiffres avant le point décimal.`,
  threshold: {
    type: ({ label }) =>
      `${label} : saisissez un montant à deux décimales, comme 1000000.00, ou laissez vide.`,
    aboveZero: ({ label }) =>
      `${label} : saisissez un montant supérieur à 0, écrit avec deux décimales, comme 1000000.00, ou laissez vide.`,
    approvalLabel: ({ product, currency }) =>
      `${product}, approbation du superviseur au-delà de, en ${currency}`,
    reportableLabel: ({ currency }) => `Déclarable à partir de, en ${currency}`,
    rtgsApprovalOnly: ({ codes }) => `Les seuils d’approbation RTGS n’existent que pour ${codes}.`,
    imtApprovalOnly: ({ codes }) =>
      `Les seuils d’approbation portefeuille mobile n’existent que pour ${codes}.`,
    approvalOnly:
      'Les seuils d’approbation n’existent que pour les virements RTGS et les transferts vers portefeuille mobile.',
    reportingOnly: ({ codes }) => `Les seuils de déclaration n’existent que pour ${codes}.`,
    only: 'Les seuils ne contiennent que les seuils d’approbation, les seuils de déclaration et le nombre de jours couverts par le contrôle des répétitions.',
  },
  repeatWindowRange: ({ min, max }) =>
    `Le nombre de jours couverts par le contrôle des répétitions doit être un nombre entier de ${min} (aujourd’hui seulement) à ${max}.`,
};
