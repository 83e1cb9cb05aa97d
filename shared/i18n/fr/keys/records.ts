import type * as english from '../../en/keys/records';
import type { SameShape } from '../../messages';

/** A value the secret store keeps in the keychain, checked when written and when read. */

/** Why a stored record does not read back whole. */
const damagedBecause: SameShape<typeof english.records.damagedBecause> = {
  indexUnreadable: 'son entrée d’index est illisible',
  partMissing: ({ part, parts }) => `la partie ${part} sur ${parts} est manquante`,
  notExpectedFormat: 'son contenu n’est pas au format attendu',
  sizeMismatch: ({ bytes, expected }) =>
    `ses parties totalisent ${bytes} octets au lieu de ${expected}`,
  checksumMismatch: 'ses parties ne correspondent pas à sa somme de contrôle',
};

export const records: SameShape<typeof english.records> = {
  damagedBecause,
  /** Each record, damaged (with why) or too large to keep. */
  credentials: {
    damaged: ({ reason }) =>
      `Les identifiants du service dans le trousseau du système sont endommagés (${reason}) et ne peuvent pas être utilisés. Un administrateur doit saisir à nouveau la clé API, le code marchand et le secret client.`,
    tooLarge: ({ bytes }) =>
      `Les identifiants du service sont trop volumineux pour être conservés dans le trousseau du système (${bytes} octets).`,
  },
  signingKey: {
    damaged: ({ reason }) =>
      `La clé de signature dans le trousseau du système est endommagée (${reason}) et ne peut pas être utilisée. Un administrateur doit importer à nouveau la clé privée, ou générer une nouvelle paire de clés et faire enregistrer sa clé publique par l’opérateur du service.`,
    tooLarge: ({ bytes }) =>
      `La clé de signature est trop volumineuse pour être conservée dans le trousseau du système (${bytes} octets).`,
  },
  pendingKey: {
    damaged: ({ reason }) =>
      `La nouvelle clé de signature en attente d’enregistrement dans le trousseau du système est endommagée (${reason}) et ne peut pas être utilisée. Un administrateur doit l’abandonner, puis générer ou importer à nouveau la nouvelle clé.`,
    tooLarge: ({ bytes }) =>
      `La nouvelle clé de signature en attente d’enregistrement est trop volumineuse pour être conservée dans le trousseau du système (${bytes} octets).`,
  },
  token: {
    damaged: ({ reason }) =>
      `Le jeton d’accès en cache dans le trousseau du système est endommagé (${reason}) et ne peut pas être utilisé. L’application obtiendra un nouveau jeton au prochain envoi ; si cela se répète, appelez l’assistance.`,
    tooLarge: ({ bytes }) =>
      `Le jeton d’accès en cache est trop volumineux pour être conservé dans le trousseau du système (${bytes} octets).`,
  },
  /** A value refused before it is written. */
  refused: {
    credentialsMissing:
      'Les identifiants du service sont manquants. Saisissez les trois et enregistrez à nouveau.',
    empty: ({ label }) =>
      `Le champ «\u00a0${label}\u00a0» est vide. Remplissez-le et enregistrez à nouveau.`,
    controlCharacter: ({ label }) =>
      `Le champ «\u00a0${label}\u00a0» contient un saut de ligne ou un autre caractère de contrôle. Collez à nouveau la valeur sans ces caractères.`,
    tooLong: ({ label, max }) =>
      `Le champ «\u00a0${label}\u00a0» dépasse ${max} caractères. Vérifiez que la bonne valeur a été collée.`,
    tokenNotText:
      'Le jeton d’accès à mettre en cache est vide, trop long ou n’est pas du texte imprimable.',
    tokenNoExpiry: 'Le jeton d’accès à mettre en cache n’a pas d’heure d’expiration valide.',
    tokenUnbound:
      'Le jeton d’accès à mettre en cache n’indique pas pour quelle adresse et quels identifiants il est valable.',
    notPkcs8:
      'Seule une clé privée PEM PKCS#8 non chiffrée (« -----BEGIN PRIVATE KEY----- ») peut être stockée. Importez la clé par l’importation de clé, qui la convertit.',
    keyDamaged:
      'La clé privée PEM est endommagée ou incomplète. Importez à nouveau le fichier de clé.',
    notRsa: 'La clé de signature doit être une clé RSA.',
    noPendingKey:
      'Aucune nouvelle clé de signature n’est en attente : il n’y a rien à mettre en service.',
    credentialsNoOrigin:
      'Les identifiants du service doivent être enregistrés pour une adresse de service. Enregistrez d’abord l’adresse, puis saisissez les identifiants.',
  },
  /** The credentials, as they read inside a sentence. */
  credentialLabel: {
    apiKey: 'clé API',
    merchantCode: 'code marchand',
    consumerSecret: 'secret client',
  },
};
