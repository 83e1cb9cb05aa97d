import type * as english from '../../en/environment/setup';
import type { SameShape } from '../../messages';

/** The admin’s bank connection page and the first launch, as main answers them. */

export const setup: SameShape<typeof english.setup> = {
  sandboxNotRunning:
    'Le bac à sable bancaire intégré ne fonctionne que lorsque Remit Desk utilise l’environnement bac à sable : il n’y a donc rien à vérifier maintenant.',
  addressFirstThenCheck: ({ environment }) =>
    `Saisissez d’abord l’adresse du service pour ${environment}, puis vérifiez.`,
  addressFirst: ({ environment }) => `Saisissez d’abord l’adresse du service pour ${environment}.`,
  lastCheckPassed:
    'La dernière vérification de la connexion a réussi : il n’y a rien à reconnaître.',
  /** `environment` begins the sentence; `missing` lists what it still lacks. */
  notReadyToSwitch: ({ environment, missing }) =>
    `${environment} n’est pas prêt : Remit Desk reste tel quel. ${missing}`,
  /** The documents an admin hands to the bank for a key. */
  keyDocument: {
    noKey: ({ environment }) =>
      `${environment} n’a pas encore de clé de signature. Générez-en ou importez-en une d’abord.`,
    noPendingKey: ({ environment }) =>
      `Aucune nouvelle clé n’est en attente pour ${environment}. Rechargez la page.`,
    savingCanceled: 'L’enregistrement a été annulé ; aucun fichier n’a été écrit.',
    savePublicKeyTitle: 'Enregistrer la clé publique pour la banque',
    saveSheetTitle: 'Enregistrer la fiche d’enregistrement de clé en PDF',
  },
  /** Service credentials found from an earlier installation. */
  earlier: {
    nothingToKeep:
      'Il ne reste aucun identifiant de service à conserver : les entrées ne peuvent qu’être supprimées. Choisissez « Le supprimer et repartir de zéro ».',
    wrongSecret: ({ environment }) =>
      `Ce n’est pas le secret client pour ${environment} enregistré sur ce poste. Rien n’a été conservé ni supprimé. Tapez-le à nouveau tel que la banque l’a délivré ; si personne ne l’a, l’informatique peut supprimer les entrées de Remit Desk du trousseau du système.`,
    keychainFailed: ({ reason }) =>
      `Le trousseau du système n’a pas pu être lu ni modifié, donc rien n’a été décidé : ${reason}`,
  },
  /** The first-launch wizard’s main side. */
  firstLaunch: {
    alreadyFinished:
      'La configuration du premier lancement est déjà terminée. Modifiez les paramètres dans les pages Paramètres et Connexion bancaire.',
    notFinished:
      'La configuration du premier lancement n’est pas terminée : un administrateur doit la terminer avant tout envoi.',
    notReady: ({ blockers }) => `Remit Desk n’est pas encore prêt à l’emploi. ${blockers}`,
  },
  /** D71: credentials belong to the origin of the address they were entered for. */
  origin: {
    addressBeforeCredentials: ({ environment }) =>
      `Enregistrez d’abord l’adresse du service pour ${environment} : les identifiants sont réservés à cette adresse et ne sont envoyés nulle part ailleurs.`,
    credentialsBound: ({ origin, host }) =>
      `Les identifiants enregistrés ont été saisis pour ${origin}, et ${host} est un autre serveur. Enregistrer cette adresse les supprime, ainsi que le jeton en cache, et vous saisissez ensuite à nouveau les trois pour la nouvelle adresse. Choisissez «\u00a0Enregistrer et supprimer les identifiants\u00a0» pour continuer, ou remettez l’adresse précédente.`,
    secondAdminNeeded: ({ origin, host }) =>
      `Le déplacement du service de production de ${origin} vers ${host} nécessite un second administrateur : il saisit ci-dessous son propre identifiant administrateur et son mot de passe. Rien n’a été enregistré.`,
  },
};
