import type * as english from '../../en/send/outcome';
import type { SameShape } from '../../messages';

/** What the journal records and the clerk reads after a send: the outcome of its answer (D7, D8, D10). */
export const outcome: SameShape<typeof english.outcome> = {
  noMoneyMoved: 'Aucun fonds n’a été déplacé.',
  notFinal: ({ status }) =>
    `Accepté par le service, statut ${status} : pas définitif. Ne le renvoyez pas ; un superviseur en assure le suivi auprès de la banque.`,
  credentialsRejected:
    'Le service a refusé les identifiants de l’application. Aucun fonds n’a été déplacé. Appelez un administrateur pour vérifier la clé API, le code marchand et le secret consommateur.',
  signatureRejected:
    'Le service a refusé la signature de la requête. Aucun fonds n’a été déplacé. Appelez un administrateur : la clé de signature n’est pas enregistrée auprès du service, ou ce n’est pas la bonne clé.',
  sendAgain: ({ said }) => `${said} Vous pouvez le renvoyer comme nouveau virement.`,
  testNoResponse:
    'Envoyé à l’environnement de test, qui ne répond pas aux transferts vers portefeuille mobile. Enregistré comme envoyé, sans réponse.',
  eitherAccount: 'Le compte du donneur d’ordre ou celui du bénéficiaire',
  accountNotFound: ({ which }) =>
    `${which} : introuvable pour le service. Aucun fonds n’a été déplacé. Vérifiez le numéro de compte avec le client, puis corrigez-le et envoyez le virement comme nouveau virement.`,
  fieldNotAccepted: ({ label }) => `Refusé par le service : ${label}`,
  detailInvalid: 'Le service a refusé l’un des détails du virement comme non valide',
  correctAndSend: ({ what }) =>
    `${what}. Aucun fonds n’a été déplacé. Corrigez-le avec le client et envoyez le virement comme nouveau virement.`,
  referenceUsed: ({ reference }) =>
    `Le service a répondu que la référence ${reference} était déjà utilisée : la banque détient peut-être déjà ce virement. Ne le renvoyez pas. Un superviseur doit confirmer l’issue auprès de la banque.`,
  otherReference: ({ named, reference }) =>
    `La réponse du service annonce un succès pour la référence ${named}, et non pour celle de ce virement, ${reference} : elle ne dit donc pas ce qu’il est advenu de celui-ci. Le service l’a peut-être reçu : ne le renvoyez pas. Un superviseur doit confirmer l’issue auprès de la banque.`,
  transactionIdHeld: ({ transactionId, other }) =>
    `La réponse du service donne l’identifiant de transaction ${transactionId}, qu’il a déjà donné au virement ${other} : elle ne dit donc pas ce qu’il est advenu de celui-ci. Le service l’a peut-être reçu : ne le renvoyez pas. Un superviseur doit confirmer l’issue auprès de la banque.`,
  timeout: 'Le service n’a pas répondu à temps',
  connectionLost: 'La connexion a été perdue pendant l’envoi du virement',
  mayHaveReceived: ({ why }) =>
    `${why}. Le service a peut-être reçu ce virement : ne le renvoyez pas. Un superviseur doit confirmer l’issue auprès de la banque.`,
  /** An unknown outcome’s sentence, with the service’s status and code for support. */
  forSupport: ({ message, codes }) => `${message} Pour le support : ${codes}.`,
  /** An answer the rules do not expect, by what its HTTP status says. */
  unexpected: {
    busy: 'Le service a indiqué être trop occupé pour prendre le virement à ce moment',
    signIn: 'Le service a cessé d’accepter la connexion de ce poste pendant l’envoi du virement',
    fault: 'Le service a subi une panne interne pendant l’envoi du virement',
    unrecognised: 'Le service a répondu sous une forme que Remit Desk ne reconnaît pas',
    other: 'Le service a donné une réponse que Remit Desk n’attend pas',
  },
  serviceCode: ({ status, code }) => `${status}, code service ${code}`,
};

/** One journaled attempt, as a supervisor reads it (D62). */
export const attempts: SameShape<typeof english.attempts> = {
  statusUnnamed: ({ status }) => `${status} (statut sans nom standard)`,
  acceptedNotFinal: ({ status }) =>
    `La banque a accepté le virement avec le statut ${status} : pas encore définitif.`,
  acceptedQueued:
    'La banque a accepté le virement et l’a mis en file d’attente pour la prochaine plage RTGS.',
  acceptedSent: 'La banque a accepté le virement : envoyé.',
  anAccount: 'un compte',
  notFound: ({ what }) =>
    `La banque a refusé le virement (introuvable : ${what}). Aucun fonds n’a été déplacé.`,
  notAccepted: ({ label }) =>
    `La banque a refusé le virement (non accepté : ${label}). Aucun fonds n’a été déplacé.`,
  invalid:
    'La banque a refusé l’un des détails du virement comme non valide. Aucun fonds n’a été déplacé.',
  referenceUsed:
    'La banque a répondu que cette référence était déjà utilisée : elle détient peut-être déjà ce virement.',
  otherReference: ({ named }) =>
    `La réponse de la banque annonce un succès pour une autre référence, ${named} : elle ne dit pas ce qu’il est advenu de ce virement.`,
  unauthorized:
    'La banque n’a pas accepté la connexion du poste pour cette tentative : elle ne l’a donc pas traitée.',
  forbidden:
    'La banque a refusé la signature de la requête : elle n’a donc pas traité cette tentative.',
  unexpected: ({ words }) => `${words} : la banque a peut-être reçu le virement.`,
  neverReached: 'La tentative n’est jamais parvenue à la banque.',
  mayHaveReceived: 'La banque a peut-être reçu le virement.',
  networkFailed: 'Le réseau a échoué',
  noAnswer: ({ words, reached }) => `Aucune réponse : ${words}. ${reached}`,
  stoppedOnItsWay:
    'Aucune réponse enregistrée : Remit Desk s’est arrêté pendant que cette tentative était en route. La banque a peut-être reçu le virement.',
  noAnswerRecorded: 'Aucune réponse enregistrée.',
};
