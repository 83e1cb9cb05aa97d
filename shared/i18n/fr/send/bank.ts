import type * as english from '../../en/send/bank';
import type { SameShape } from '../../messages';

/** The bank client’s own words: a try that never went out, or an answer it cannot use. */
export const bank: SameShape<typeof english.bank> = {
  token: {
    notConfigured:
      'Les identifiants du service ne sont pas configurés. Un administrateur doit saisir la clé API, le code marchand et le secret client.',
    signInUnreachable:
      'Le service est injoignable pour l’authentification. Vérifiez la connexion réseau et réessayez.',
    signInRejected:
      'Le service a refusé les identifiants de l’application. Appelez un administrateur pour vérifier la clé API, le code marchand et le secret client.',
    signInUnexpected: ({ status }) =>
      `Le service a donné une réponse inattendue à l’authentification (HTTP ${status}). Réessayez ; si le problème persiste, appelez un administrateur.`,
  },
  unreachable: 'Le service est injoignable. Aucun fonds n’a été déplacé.',
  credentialsTwice: 'Le service a refusé deux fois les identifiants de l’application.',
  purposesUnreachable: 'Le service est injoignable pour les motifs de paiement.',
  purposesUnexpected: ({ status }) =>
    `Le service a donné une réponse inattendue pour les motifs de paiement (HTTP ${status}).`,
  notStarted:
    'La requête attendait encore l’envoi des virements précédents de ce poste et n’a jamais quitté le poste.',
  closedWhileWaiting:
    'L’application s’est fermée pendant que la requête attendait l’envoi précédent ; elle n’a jamais été envoyée.',
  gaveUpWaiting: ({ ms }) =>
    `La requête a attendu ${ms} ms les envois précédents puis a été abandonnée ; elle n’a jamais été envoyée.`,
  timedOut: ({ ms }) => `Aucune réponse complète dans les ${ms} ms suivant l’envoi de la requête.`,
  /** D71: the stored credentials were entered for another address than the one set now. */
  credentialsElsewhere: ({ origin, here }) =>
    `Les identifiants du service ont été saisis pour ${origin}, et non pour ${here} : rien n’y a donc été envoyé. Un administrateur doit les saisir de nouveau pour cette adresse sur la page Connexion bancaire. Aucun fonds n’a été déplacé.`,
  credentialsUnbound: ({ here }) =>
    `Les identifiants du service ont été enregistrés avant d’être liés à une adresse : rien n’a donc été envoyé à ${here}. Un administrateur doit les saisir de nouveau sur la page Connexion bancaire. Aucun fonds n’a été déplacé.`,
  /** What support reads of an answer the rules do not expect (kept beside the attempt). */
  answer: {
    notJson: 'le corps n’est pas un objet JSON',
    statusNotTrue: 'status ne vaut pas true',
    dataMissing: 'data.transactionId ou data.status est absent',
    noErrorBody: 'aucun corps d’erreur',
  },
};
