import type * as english from '../en/states';
import type { SameShape } from '../messages';

/** A transfer’s state, as a clerk reads it on the screen and the receipt. */
export const states: SameShape<typeof english.states> = {
  label: {
    reserved: 'Réservé, non envoyé',
    sending: 'En cours d’envoi',
    succeeded: 'Envoyé : accepté par le service',
    queued: 'Envoyé : en file d’attente pour la prochaine plage RTGS',
    accepted_pending: 'Accepté par le service, pas définitif',
    rejected: 'Rejeté par le service',
    not_sent: 'Non envoyé : aucun fonds déplacé',
    unknown: 'Issue inconnue : un superviseur doit confirmer auprès de la banque',
    no_response_test: 'Envoyé, sans réponse (environnement de test)',
    held: 'Retenu pour contrôle de conformité : non envoyé',
  },
  customer: {
    held: 'Pas encore envoyé : aucun fonds déplacé',
  },
};
