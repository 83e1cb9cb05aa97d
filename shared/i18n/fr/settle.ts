import type * as english from '../en/settle';
import type { SameShape } from '../messages';

/** A supervisor settling a transfer whose outcome is unknown, and what its tries were. */
export const settle: SameShape<typeof english.settle> = {
  /** What a settlement recorded, by its outcome. */
  outcome: {
    succeeded: 'Réception confirmée par la banque',
    failed: 'Confirmé par la banque : aucun fonds déplacé',
    still_unknown: 'Vérifié auprès de la banque : toujours inconnu',
    resend: 'Renvoyé avec la même référence : la banque a confirmé qu’il n’était jamais arrivé',
  },
  /** A journaled transport failure, by its kind (transport-failures.ts). */
  transportFailure: {
    refused: 'Connexion refusée',
    dns: 'L’adresse du service est introuvable',
    'connect-timeout': 'Aucune connexion dans le délai de connexion',
    'no-route': 'Aucune route réseau vers le service',
    certificate: 'Le certificat du service a été refusé',
    proxy: 'Le proxy de l’agence n’a pas pu être utilisé',
    'not-started': 'La requête n’a jamais quitté Remit Desk',
    timeout: 'Aucune réponse dans le délai de la requête',
    'connection-lost': 'La connexion a été perdue avant une réponse',
    other: 'Le réseau a échoué',
    tls: 'La connexion sécurisée a échoué',
    unreachable: 'Le service est injoignable',
  },
  note: {
    required: ({ label }) =>
      `${label} : champ obligatoire. Indiquez ce que la banque a dit, et qui l’a dit.`,
    tooShort: ({ label, min }) =>
      `${label} : indiquez ce que la banque a dit, en au moins ${min} caractères.`,
  },
  transactionId: {
    required:
      'L’identifiant de transaction de la banque est obligatoire : saisissez l’identifiant que la banque a donné pour ce virement lorsqu’elle l’a confirmé, exactement tel qu’elle l’a écrit (lettres, chiffres et . _ / -).',
    characters:
      'L’identifiant de transaction de la banque ne peut contenir que des lettres, des chiffres et . _ / - (tel que la banque le donne).',
    tooLong: ({ max }) =>
      `L’identifiant de transaction de la banque doit comporter au plus ${max} caractères.`,
  },
  failure: 'Indiquez ce que la banque a confirmé : il n’est jamais arrivé, ou elle l’a refusé.',
  chooseOutcome:
    'Choisissez ce que la banque a confirmé : reçu (succeeded), aucun fonds déplacé (failed), ou toujours inconnu.',
  /** A settle or re-send request with a field it does not have. */
  only: {
    succeeded:
      'Un virement confirmé s’enregistre uniquement avec son identifiant de transaction et une note.',
    failed:
      'Un virement échoué s’enregistre uniquement avec ce que la banque a confirmé et une note.',
    still_unknown: 'Un virement toujours inconnu s’enregistre uniquement avec une note.',
    resend: 'Un renvoi se demande uniquement avec la référence et une note.',
    reconcile:
      'La réponse de la banque au sujet d’une référence absente de ce journal s’enregistre uniquement avec la réponse, son identifiant de transaction et une note.',
  },
  bankAnswer:
    'Choisissez ce que la banque a dit : elle a payé un virement sous cette référence, elle l’a refusé, ou elle n’a aucun virement sous cette référence.',
};
