import type * as english from '../en/backup';
import type { SameShape } from '../messages';

/** Copies of the journal: the admin’s backup and the day’s automatic one (D31). */
export const backup: SameShape<typeof english.backup> = {
  folderUnusable: ({ folder, why }) =>
    `Le journal ne peut pas être copié dans ${folder} : ${why}. Choisissez un dossier qui existe et dans lequel vous pouvez écrire (un autre disque, ou un partage réseau), puis réessayez.`,
  notAFolder: 'ce n’est pas un dossier',
  noSuchFolder: 'le dossier n’existe pas',
  notWritable: ({ code }) => `il n’est pas accessible en écriture (${code})`,
  failed: ({ folder, detail }) =>
    `Le journal n’a pas pu être copié dans ${folder} (${detail}). Rien n’a été modifié dans le journal. Vérifiez l’espace libre et le dossier, puis réessayez ; appelez l’assistance si l’échec persiste.`,
  automaticFailed: 'La sauvegarde automatique n’a pas pu s’exécuter.',
  /** D69: references a restored journal does not hold, reconciled with the bank. */
  reconcile: {
    keychainUnread:
      'Le trousseau du système n’a pas pu indiquer quelles références ont été émises après la sauvegarde : la restauration n’a donc pas été confirmée et rien n’est encore envoyé. Déverrouillez le trousseau (reconnectez-vous au poste) et confirmez à nouveau',
    notFound:
      'Aucune référence à rapprocher ne porte ce numéro. Rouvrez la liste : elle affiche toutes les références encore à rapprocher.',
    already: ({ reference, by }) =>
      `La réponse de la banque sur ${reference} a déjà été consignée, par ${by}. Rien n’a été modifié.`,
    transactionIdNeeded: ({ reference }) =>
      `Tapez l’identifiant de transaction de la banque pour ${reference} : la banque l’a payé, c’est donc cet identifiant qui prouve de quel paiement il s’agit.`,
    span: ({ after, upTo }) => `toutes les références après ${after} jusqu’à ${upTo}`,
    closeRefused: ({ day, references }) =>
      `La journée du ${day} ne peut pas encore être clôturée : ces références ont été émises après la sauvegarde à partir de laquelle ce journal a été restauré, et le journal ne les contient pas : ${references}. Un superviseur interroge la banque sur chacune et consigne sa réponse sous «\u00a0Absent de ce journal\u00a0», puis clôture la journée.`,
  },
};
