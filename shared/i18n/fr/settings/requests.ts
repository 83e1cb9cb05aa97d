import type * as english from '../../en/settings/requests';
import type { SameShape } from '../../messages';

/** Requests checked beside the settings: a supervisor’s decisions and flags, a journal restore. */
export const requests: SameShape<typeof english.requests> = {
  controls: {
    trimmed: ({ label }) => `${label} : ne commencez ni ne terminez par une espace.`,
    length: ({ label, min, max }) => `${label} : de ${min} à ${max} caractères.`,
    reason: 'Motif',
    reasonRequired:
      'Écrivez le motif du superviseur : pourquoi le virement peut partir, ou pourquoi il ne le peut pas.',
    approverRequired: 'Saisissez l’identifiant opérateur et le mot de passe du superviseur.',
    decisionOnly:
      'La décision d’un superviseur ne contient qu’un motif et ses identifiants de connexion.',
    draftMissing: 'Le virement est introuvable. Revenez à la vérification et réessayez.',
    thresholdDecisionOnly:
      'La décision d’un superviseur ne contient que le virement, un motif et ses identifiants de connexion.',
    groundsOnly:
      'La demande des raisons d’une approbation ne contient que le virement et les identifiants de connexion du superviseur.',
    reference: 'Référence',
    referenceRequired: 'Saisissez la référence du virement.',
    referenceFormat: 'La référence doit être les 12 chiffres imprimés sur le reçu.',
    note: 'Note',
    noteRequired: 'Écrivez ce qui semble suspect dans ce virement.',
    flagOnly: 'Un signalement de soupçon ne contient que la référence et une note.',
    flagQueryOnly:
      'La liste des signalements de soupçon ne se filtre que par dates, et par ouverts ou clos.',
    flagStatus: 'Les signalements doivent être ouverts ou examinés.',
  },
  journalRestore: {
    confirmation: ({ word }) =>
      `Tapez ${word}, en majuscules, pour confirmer que ce journal est une sauvegarde que vous avez restaurée.`,
    only: 'La confirmation de restauration contient un champ inattendu. Confirmez à nouveau.',
  },
};
