import type * as english from '../../en/admin/bank';
import type { SameShape } from '../../messages';

/** The bank connection: address, credentials, signing key, the check and the switch. */
export const bank: SameShape<typeof english.bank> = {
  /** `In use now: <the environment>. Set up an environment below, then switch to it.` */
  inUseNow: 'En service :',
  setUpBelow: '. Configurez un environnement ci-dessous, puis basculez vers celui-ci.',
  inUseNowSentence: ({ environment }) => `En service : ${environment}.`,
  tabsLabel: 'Environnement à configurer',
  tab: {
    sandbox: 'Bac à sable',
    test: 'Test',
    live: 'Production',
  },
  loading: 'Chargement…',
  missingTitle: ({ environment }) => `Avant de pouvoir utiliser ${environment} :`,
  ready: ({ environment }) => `${environment} est configuré et en service.`,
  readyToSwitch: ({ environment }) =>
    `${environment} est configuré : basculez vers lui ci-dessous.`,
  /** A step’s title with its number: `1. Service address`. */
  numbered: ({ n, title }) => `${n}. ${title}`,
  step: {
    address: 'Adresse du service',
    credentials: 'Identifiants',
    key: 'Clé de signature',
    check: 'Vérifier la connexion',
  },
  sandboxTitle: 'Le bac à sable bancaire',
  sandboxText:
    'Le bac à sable est la banque de substitution propre à Remit Desk, pour la formation : aucun argent ne circule. Remit Desk le configure lui-même, avec ses identifiants publiés et une clé qu’il enregistre.',
  sandboxRunsAt: 'Il fonctionne à l’adresse',
  switchTitle: 'Changer d’environnement',
  address: {
    hint: 'L’adresse que la banque a donnée pour ce service, commençant par https://, par exemple https://uat.api.bank.example.',
    tokenPathHint:
      'L’endroit où le service délivre les jetons d’accès. Gardez la valeur indiquée, sauf si la banque en donne une autre.',
    connectHint: 'De 1 à 60.',
    requestHint: 'De 5 à 300. Les délais s’appliquent à tous les environnements.',
    save: 'Enregistrer l’adresse',
    saved: ({ environment }) => `L’adresse est enregistrée pour ${environment}.`,
    notSeconds: ({ label }) => `${label} : saisissez un nombre de secondes, par exemple 10.`,
  },
  credentials: {
    source: {
      typed: 'saisis à la main',
      file: 'lus depuis un fichier',
      provisioned: 'définis par l’application',
    },
    missing: 'Pas encore définis.',
    damaged:
      'Les identifiants enregistrés sont endommagés et inutilisables. Saisissez à nouveau les trois.',
    /** `how` is the source (`typed in`), or empty when unknown. */
    set: ({ how }) => (how ? `Définis, ${how}.` : 'Définis.'),
    setOn: ({ at, by, how }) =>
      `Définis le ${at}${by ? ` par ${by}` : ''}${how ? `, ${how}` : ''}. Ils ne sont plus jamais affichés.`,
    saved: ({ environment, how }) =>
      `Les identifiants sont enregistrés pour ${environment} (${how}).`,
    replace: 'Remplacer les identifiants',
    save: 'Enregistrer les identifiants',
    readFile: 'Lire depuis un fichier…',
    fileHint:
      'Un fichier contient API_KEY, MERCHANT_CODE et CONSUMER_SECRET sous forme de lignes NAME=value, ou apiKey, merchantCode et consumerSecret en JSON. Remit Desk le lit et n’en conserve que les trois valeurs, dans le trousseau du système.',
  },
  key: {
    bitsOption: ({ bits }) => `${bits} bits`,
    bitsUsual: ({ bits }) => `${bits} bits (habituel)`,
    generating: 'Génération…',
    generate: 'Générer la clé',
    or: 'ou, avec une clé créée par la banque ou l’informatique :',
    passphraseHint: 'Seulement si le fichier de clé en a une.',
    importing: 'Importation…',
    import: 'Importer la clé',
    chooseAnother: 'Choisir un autre fichier',
    origin: {
      generated: 'générée',
      imported: 'importée',
      provisioned: 'créée par l’application pour le bac à sable',
    },
    stored: 'enregistrée',
    /** `RSA, 2048 bits, generated on 2026-11-23 10:15 EAT by Jane Wanjiku (jane).` */
    about: ({ bits, origin, at, by }) =>
      `RSA, ${bits} bits, ${origin}${at ? ` le ${at}` : ''}${by ? ` par ${by}` : ''}.`,
    publicKey: 'clé publique',
    fingerprint: 'empreinte',
    /** Translator: `what` is « clé publique » or « empreinte », both feminine. */
    copied: ({ what }) => `La ${what} est copiée.`,
    notCopied: ({ what }) =>
      `La ${what} n’a pas pu être copiée : elle est sélectionnée, appuyez sur Ctrl+C.`,
    pemSaved: ({ file }) => `La clé publique est enregistrée sous ${file}.`,
    sheetSaved: ({ file }) => `La fiche d’enregistrement est enregistrée sous ${file}.`,
    sheetPrinted: 'La fiche d’enregistrement a été envoyée à l’imprimante.',
    copyPem: 'Copier la clé publique',
    copyFingerprint: 'Copier l’empreinte',
    savePem: 'Enregistrer en fichier .pem…',
    printSheet: 'Imprimer la fiche d’enregistrement…',
    saveSheet: 'Enregistrer la fiche en PDF…',
    sandboxRegistered: 'Le bac à sable bancaire intégré l’a enregistrée.',
    askToRegister: 'Envoyez sa clé publique à la banque et demandez-lui de l’enregistrer.',
    storedCurrent: ({ bits, registration }) =>
      `Une clé de ${bits} bits est enregistrée dans le trousseau du système et signe désormais. ${registration}`,
    storedPending: ({ bits, registration }) =>
      `Une clé de ${bits} bits est enregistrée comme nouvelle clé. ${registration}`,
    rotated: 'La nouvelle clé signe désormais. L’ancienne clé est supprimée du trousseau.',
    discarded: 'La nouvelle clé est abandonnée. La clé actuelle continue de signer.',
    damaged:
      'La clé de signature du trousseau est endommagée et ne peut pas signer. Générez-en ou importez-en une nouvelle, et faites-la enregistrer par la banque.',
    inUse: 'Clé en service',
    registersItself: 'Le bac à sable bancaire intégré enregistre lui-même les clés de ce poste.',
    sendToBank:
      'Envoyez cette clé publique à la banque (le fichier ou la fiche signée) et demandez-lui de l’enregistrer pour ce poste.',
    pendingTitle: 'Nouvelle clé, en attente de la banque',
    replaceTitle: 'Remplacer la clé',
    pendingNotice:
      'Une nouvelle clé attend son enregistrement par la banque. La clé actuelle signe jusqu’à ce que vous confirmiez que la banque a enregistré la nouvelle.',
    bankConfirmed:
      'La banque a confirmé avoir enregistré la nouvelle clé avec l’empreinte ci-dessus.',
    useNew: 'Utiliser la nouvelle clé',
    discardNew: 'Abandonner la nouvelle clé',
    rotation: 'Créer ou importer une nouvelle clé (renouvellement)…',
    rotationHint:
      'Une nouvelle clé attend que la banque l’ait enregistrée ; la clé actuelle signe jusque-là.',
  },
  check: {
    noted: ({ environment }) =>
      `C’est noté : vous avez terminé la configuration pour ${environment} sans vérification réussie. Vérifiez à nouveau une fois la cause corrigée.`,
    hint: 'Remit Desk demande au service un jeton d’accès et la liste des motifs de paiement. Aucun argent ne circule.',
    checking: 'Vérification…',
    run: 'Vérifier la connexion',
    works: 'La connexion fonctionne',
    fails: 'La connexion ne fonctionne pas',
    when: ({ at, by }) => `· vérifiée le ${at} par ${by}`,
    stale:
      'L’adresse, le chemin du jeton ou les identifiants ont changé depuis : vérifiez à nouveau.',
    keyUnproven:
      'La vérification ne peut pas prouver que la banque a enregistré la clé de signature : le service n’offre aucun appel qui vérifie une signature sans envoyer d’argent. Le premier virement le prouvera.',
    acknowledge: ({ environment }) =>
      `Je sais que la vérification n’a pas réussi, et je termine quand même la configuration pour ${environment}. Ceci est consigné dans le journal d’audit à mon nom.`,
    finishUnchecked: 'Terminer sans vérification réussie',
    finishedUnchecked: ({ at, by }) => `Terminé sans vérification réussie le ${at} par ${by}.`,
  },
  switch: {
    testChoice: 'Test – le service de test de la banque',
    environment: 'Environnement',
    liveHint:
      'Les virements en production déplacent de l’argent réel. Tapez le mot LIVE en majuscules.',
    fromNextStart: ({ next, now }) =>
      `Remit Desk utilisera ${next} dès son prochain démarrage. D’ici là, il reste sur ${now}.`,
    staysOn: ({ environment }) => `Remit Desk reste sur ${environment}.`,
    restartingNotice: 'Remit Desk redémarre. Reconnectez-vous à son ouverture.',
    takesEffect:
      'Le changement prend effet au prochain démarrage de Remit Desk. Les envois en cours se terminent d’abord.',
    restarting: 'Redémarrage…',
    restart: 'Redémarrer',
  },
  /** D71: the credentials belong to the origin of the address they were entered for. */
  origin: {
    keptFor: ({ origin }) => `Réservés à ${origin} : ils ne sont envoyés à aucune autre adresse.`,
    elsewhere: ({ origin }) =>
      `Les identifiants enregistrés ont été saisis pour ${origin}, et non pour l’adresse du service ci-dessus : ils ne sont donc envoyés nulle part. Saisissez à nouveau les trois pour cette adresse, ou remettez l’adresse précédente.`,
    removed: ({ at, by, origin }) =>
      `Supprimés le ${at}${by ? ` par ${by}` : ''} lorsque l’adresse du service a quitté ${origin}. Saisissez à nouveau la clé API, le code marchand et le secret client pour la nouvelle adresse.`,
    confirmTitle: 'Autre serveur : les identifiants doivent être saisis à nouveau',
    removeAndSave: 'Enregistrer et supprimer les identifiants',
    keepAddress: 'Garder l’adresse telle quelle',
    secondAdminTitle: 'Un second administrateur confirme le déplacement du service de production',
    secondAdminHint:
      'Un autre administrateur saisit ici son propre identifiant et son mot de passe. Votre identifiant n’est pas accepté.',
    secondAdminId: 'Identifiant du second administrateur',
    secondAdminPassword: 'Mot de passe du second administrateur',
    confirmMove: 'Confirmer et enregistrer',
  },
};
