import type * as english from '../../en/keys/keychain';
import type { SameShape } from '../../messages';

/** The OS keychain: what main asked it to do, and why it could not. */

/** What the keychain was asked to do, completing "The OS keychain could not …". */
/** Translator: each starts with a consonant, as « de … » comes before it in timeout. */
const action = {
  readToken: 'lire le jeton d’accès en cache',
  saveToken: 'stocker le jeton d’accès',
  removeToken: 'supprimer le jeton d’accès en cache',
  readCredentials: 'lire les identifiants du service',
  saveCredentials: 'stocker les identifiants du service',
  removeCredentials: 'supprimer les identifiants du service',
  readSigningKey: 'lire la clé de signature',
  saveSigningKey: 'stocker la clé de signature',
  removeSigningKey: 'supprimer la clé de signature',
  readPendingKey: 'lire la nouvelle clé de signature',
  savePendingKey: 'stocker la nouvelle clé de signature',
  removePendingKey: 'supprimer la nouvelle clé de signature',
  promotePendingKey: 'mettre en service la nouvelle clé de signature',
  readHighWater: 'lire le plus haut numéro de référence émis',
  saveHighWater: 'stocker le plus haut numéro de référence émis',
  checkStatus: 'vérifier quels secrets sont stockés',
  readJournalKey: 'lire la clé du journal',
  createJournalKey: 'créer la clé du journal',
  readJournalHead: 'lire la tête du journal',
  saveJournalHead: 'stocker la tête du journal',
  replaceJournalHead: 'remplacer la tête du journal',
  readJournalChecked: 'lire la dernière ligne vérifiée du journal',
  saveJournalChecked: 'stocker la dernière ligne vérifiée du journal',
  readJournalDatabaseKey: 'lire la clé de la base de données du journal',
  createJournalDatabaseKey: 'créer la clé de la base de données du journal',
  importJournalKeys: 'stocker les clés du fichier de séquestre',
  readWorkstationKey: 'lire la clé du poste pour le siège',
  saveWorkstationKey: 'stocker la clé du poste pour le siège',
} as const;

const supportAfterDamage =
  'Laissez le fichier du journal tel quel (ne le supprimez, ne le déplacez ni ne le modifiez pas) et appelez l’assistance.';

export const keychain: SameShape<typeof english.keychain> = {
  action,
  /** The OS keychain’s own trouble, by what the OS said (keys/keychain-errors.ts). */
  unavailable: {
    noSecretService:
      'Aucun trousseau système n’est disponible (Secret Service arrêté, ou aucune session D-Bus). Connectez-vous à une session de bureau qui exécute un trousseau (GNOME Keyring ou KWallet) et réessayez ; l’application ne conserve ses secrets que dans le trousseau du système.',
    noDefaultKeyring:
      'Le trousseau du système n’a pas de trousseau par défaut où stocker les secrets. Connectez-vous une fois au bureau (ce qui crée le trousseau de connexion) ou créez un trousseau par défaut dans « Mots de passe et clés », puis réessayez.',
    locked:
      'Le trousseau du système est verrouillé. Déverrouillez-le (reconnectez-vous) et réessayez.',
    macLocked:
      'Le trousseau de session macOS est verrouillé et n’a pas été déverrouillé. Déverrouillez-le (reconnectez-vous, ou ouvrez Trousseaux d’accès) et réessayez, en saisissant le mot de passe de session du Mac lorsqu’il est demandé.',
    noMacKeychain:
      'Aucun trousseau macOS n’est disponible. Connectez-vous au compte utilisateur du Mac (redémarrez le Mac si nécessaire) et réessayez.',
    noLogonSession:
      'Le Gestionnaire d’identification Windows n’est pas disponible pour cette connexion (aucune session d’ouverture). Ouvrez une session Windows de manière interactive en tant qu’utilisateur de l’agence et réessayez.',
  },
  /** `detail` is the OS’s own text, or empty when it said nothing. */
  failed: ({ action, detail }) =>
    `Le trousseau du système n’a pas pu ${action}${detail ? ` (message : «\u00a0${detail}\u00a0»)` : ''}. Réessayez ; si l’échec persiste, appelez l’assistance.`,
  timeout: ({ seconds, action }) =>
    `Le trousseau du système n’a pas répondu dans les ${seconds} secondes à la demande de ${action}. Si une invite de déverrouillage du trousseau est ouverte, répondez-y ; sinon, déconnectez-vous puis reconnectez-vous, et réessayez.`,
  /** The key that seals the journal, and the journal’s points kept beside it. */
  journal: {
    workstationKeyDamaged:
      'La clé du poste pour le siège, dans le trousseau du système, est endommagée : rien ne peut être envoyé au siège. Le journal n’est pas touché. Appelez l’assistance : le siège doit inscrire ce poste à nouveau.',
    keyDamaged: `La clé qui scelle le journal, dans le trousseau du système, est endommagée : le journal ne peut être ni vérifié ni écrit. ${supportAfterDamage}`,
    headDamaged: `L’enregistrement de la dernière ligne du journal dans le trousseau du système est endommagé : le journal ne peut pas être vérifié. ${supportAfterDamage}`,
    checkedDamaged: `L’enregistrement de la dernière ligne vérifiée du journal dans le trousseau du système est endommagé : le journal ne peut pas être vérifié. ${supportAfterDamage}`,
    databaseKeyDamaged: `La clé qui chiffre le journal, dans le trousseau du système, est endommagée : le journal ne peut pas être ouvert. ${supportAfterDamage}`,
  },
  /** The reference counter’s keychain copy. */
  highWater: {
    notWhole: 'Le plus haut numéro de référence émis doit être un nombre entier positif ou nul.',
    damaged:
      'Le plus haut numéro de référence émis, dans le trousseau du système, est endommagé : l’application ne peut pas prouver qu’une nouvelle référence n’a jamais été utilisée. N’envoyez pas de virements ; appelez l’assistance.',
  },
};
