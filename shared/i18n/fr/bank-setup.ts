import type * as english from '../en/bank-setup';
import type { SameShape } from '../messages';

/**
 * The admin’s bank connection: the service address, the credentials, the signing key, the switch
 * of environment, and what still stands between an environment and its use. No message quotes a
 * value: a credential typed into the wrong field must not come back on the screen.
 */
export const bankSetup: SameShape<typeof english.bankSetup> = {
  /** The labels the screens show; every message names the field this way. */
  labels: {
    baseUrl: 'Adresse du service',
    tokenPath: 'Chemin du jeton',
    connectTimeoutSeconds: 'Délai de connexion (secondes)',
    requestTimeoutSeconds: 'Délai de requête (secondes)',
    apiKey: 'Clé API',
    merchantCode: 'Code marchand',
    consumerSecret: 'Secret client',
    bits: 'Taille de clé',
    passphrase: 'Phrase secrète',
    publicKeyPem: 'Clé publique (PEM)',
    fingerprint: 'Empreinte (SHA-256)',
    confirmation: 'Tapez LIVE pour confirmer',
  },
  environment: {
    testOrLive: 'Choisissez l’environnement de test ou de production.',
    noSandbox:
      'Seuls les environnements de test et de production prennent une adresse et des identifiants ; le bac à sable se configure lui-même.',
    only: 'Seul l’environnement est demandé ici.',
  },
  address: {
    enter: 'Saisissez l’adresse du service, par exemple https://api.bank.example.',
    notWebAddress: ({ typed }) =>
      `«\u00a0${typed}\u00a0» n’est pas une adresse web. Saisissez-la sous la forme https://hôte[:port][/chemin].`,
    https: 'L’adresse du service doit commencer par https://.',
    loopbackOnly:
      'L’adresse du service doit utiliser https://. Le simple http:// n’est admis que pour cet ordinateur (localhost, 127.0.0.1).',
    noCredentials:
      'Ne mettez ni nom d’utilisateur ni mot de passe dans l’adresse ; les identifiants sont stockés séparément.',
    noQuery: 'L’adresse du service ne doit pas contenir de parties « ? » ou « # ».',
    notWhole: 'Le formulaire d’adresse du service n’a pas été envoyé en entier.',
    formOnly:
      'Le formulaire d’adresse du service ne contient que l’adresse, le chemin du jeton et les deux délais.',
  },
  credential: {
    type: ({ label }) => `${label} : la valeur doit être du texte.`,
    required: ({ label }) =>
      `${label} : ce champ est obligatoire. Tapez-le ou collez-le depuis le courrier de la banque.`,
    tooLong: ({ label, max }) =>
      `${label} : la valeur dépasse ${max} caractères. Vérifiez que la bonne valeur a été collée.`,
    hidden: ({ label }) =>
      `${label} : la valeur contient un saut de ligne ou un autre caractère caché. Collez-la à nouveau sans ces caractères.`,
    spaces: ({ label }) =>
      `${label} : la valeur commence ou se termine par une espace. Collez-la à nouveau sans les espaces.`,
    only: 'Les identifiants se limitent à la clé API, au code marchand et au secret client.',
  },
  key: {
    fingerprintMissing: 'L’empreinte de la clé est manquante. Rechargez la page et réessayez.',
    fingerprintFormat:
      'L’empreinte de la clé doit comporter 64 chiffres hexadécimaux. Rechargez la page et réessayez.',
    size: 'La taille de clé doit être de 2048, 3072 ou 4096 bits.',
    chooseSize: 'Choisissez une taille de clé.',
    newOnly: 'Une nouvelle clé ne demande que l’environnement et sa taille.',
    passphraseType: 'La phrase secrète doit être du texte.',
    passphraseDefined:
      'La phrase secrète doit être du texte (laissez-la vide pour une clé sans phrase secrète).',
    passphraseTooLong: ({ max }) =>
      `La phrase secrète dépasse ${max} caractères. Vérifiez ce qui a été collé.`,
    fileRequired: 'Indiquez s’il faut choisir un fichier de clé.',
    fileOneOf:
      'Indiquez s’il faut choisir un fichier de clé ou utiliser celui choisi précédemment.',
    importOnly:
      'Une importation de clé ne demande que l’environnement, la phrase secrète et le fichier.',
    refOnly: 'Seuls l’environnement et l’empreinte de la clé sont demandés ici.',
    which: 'Indiquez quelle clé : celle en service ou la nouvelle.',
    documentOnly: 'Seuls l’environnement et la clé sont demandés ici.',
    output: 'Indiquez s’il faut imprimer la fiche ou l’enregistrer en PDF.',
    sheetOnly: 'Seuls l’environnement, la clé et la sortie sont demandés ici.',
  },
  switch: {
    live: 'Tapez LIVE en majuscules pour basculer vers l’environnement de production, où les virements déplacent de l’argent réel.',
    confirmationType: 'La confirmation doit être du texte.',
    only: 'Seuls l’environnement et la confirmation sont demandés ici.',
  },
  /** What stands between an environment and its use, in the order an admin does it (D28). */
  missing: {
    address: 'Saisissez l’adresse du service.',
    credentials: 'Saisissez les identifiants (clé API, code marchand et secret client).',
    credentialsDamaged: 'Les identifiants enregistrés sont endommagés : saisissez-les à nouveau.',
    key: 'Générez ou importez la clé de signature, et faites-la enregistrer par la banque.',
    keyDamaged:
      'La clé de signature enregistrée est endommagée : générez-en ou importez-en une nouvelle.',
    check: 'Vérifiez la connexion, ou reconnaissez que vous terminez sans vérification réussie.',
    credentialsElsewhere:
      'Les identifiants enregistrés ont été saisis pour une autre adresse : saisissez-les à nouveau pour celle-ci.',
  },
};
