import type * as english from '../../en/send/readiness';
import type { SameShape } from '../../messages';

/** Whether a send may go now, and why a reservation failed: nothing was sent either way. */
export const readiness: SameShape<typeof english.readiness> = {
  earlierSetupPending:
    'Le journal est neuf, mais le trousseau du système contient encore une configuration antérieure de ce poste. Rien n’est envoyé tant que le premier administrateur n’a pas décidé de la garder ou de la supprimer.',
  noCredentials: ({ environment, condition }) =>
    `Les identifiants du service pour ${environment} sont ${condition}. Un administrateur doit saisir la clé API, le code marchand et le secret consommateur.`,
  /** What is wrong with the credentials, in the sentence above. */
  credentials: { damaged: 'endommagés', missing: 'non configurés' },
  noSourceAccounts: ({ environment }) =>
    `Aucun compte source n’est configuré pour ${environment} : aucun envoi n’est possible. Un administrateur doit ajouter les comptes de l’agence dans Paramètres, Listes de l’agence.`,
  noEndpoint: ({ environment }) =>
    `Aucune adresse n’est définie pour ${environment}. Un administrateur doit la saisir dans les paramètres.`,
  noSigningKey:
    'Aucune clé de signature n’est configurée pour cet environnement. Un administrateur doit générer ou importer la paire de clés et enregistrer sa clé publique auprès du service.',
  noWorkstationNumber:
    'Ce poste n’a pas encore de numéro de poste : il ne peut pas produire de références uniques. Un administrateur doit le définir dans les paramètres (10–99, différent sur chaque poste du compte bancaire).',
  settingsBroken: ({ problems }) =>
    `Remit Desk n’enverra rien tant qu’un administrateur n’aura pas corrigé ses paramètres. ${problems}`,
  branchListsBroken: ({ problems }) =>
    `Remit Desk n’enverra rien tant qu’un administrateur n’aura pas corrigé les listes de l’agence. ${problems}`,
  /** A stored section or list (its name) and what is wrong with it, in the two sentences above. */
  sectionProblem: ({ section, problem }) => `${section} : ${problem}`,
  unreadableSetting: 'La valeur enregistrée est illisible.',
  otherEnvironment: ({ reference, belongs, running }) =>
    `Le virement ${reference} appartient à ${belongs}, et Remit Desk fonctionne maintenant sur ${running} : rien n’a été envoyé, car un virement ne part que vers le service pour lequel il a été fait. Pour l’envoyer, un administrateur revient à ce service (au prochain démarrage) ; un superviseur peut toujours le régler avec la réponse de ce service.`,
  closing: 'Remit Desk se ferme : rien n’a été envoyé. Rouvrez-le et envoyez à partir de là.',
  sandboxFailed: ({ reason }) => `La banque bac à sable intégrée n’a pas pu démarrer : ${reason}`,
  sandboxListing: 'liste de la banque bac à sable',
  bodyCheckFailed: ({ detail }) =>
    `Le corps de la requête a échoué à son contrôle final : ${detail}`,
  bodyCheckNothingSent: ({ problem }) => `${problem} Rien n’a été envoyé. Appelez le support.`,
  noReference: ({ reason }) =>
    `Aucune référence n’a pu être créée en toute sécurité : rien n’a été envoyé. ${reason}`,
  journalFailed:
    'Le virement n’a pas pu être écrit dans le journal : rien n’a été envoyé. Vérifiez le disque et réessayez ; appelez le support si le problème persiste.',
};
