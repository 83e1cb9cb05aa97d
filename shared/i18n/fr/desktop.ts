import type * as english from '../en/desktop';
import type { SameShape } from '../messages';

/** The operating system’s facilities main uses for a person: files, printing, dialogs. */
export const desktop: SameShape<typeof english.desktop> = {
  /** Sheets of paper, as a person names them. */
  paper: {
    a4: 'A4',
    roll80: 'Rouleau 80 mm',
  },
  print: {
    canceled: 'L’impression a été annulée. Rien n’a été imprimé.',
    failed: ({ reason }) =>
      `L’imprimante n’a pas pu l’imprimer (${reason}). Vérifiez que l’imprimante est allumée et a du papier, puis imprimez à nouveau.`,
    /** The reason when the printer gave none. */
    noReason: 'aucune raison indiquée',
  },
  /** A file the person chose in a dialog; the messages name the file, never its content. */
  chosenFile: {
    tooLarge: ({ name, sizeKb, maxKb }) =>
      `${name} fait ${sizeKb} Ko, trop pour ce type de fichier (au plus ${maxKb} Ko). Vérifiez que vous avez choisi le bon fichier.`,
    tooLargeRead: ({ name, maxKb }) =>
      `${name} fait plus de ${maxKb} Ko, trop pour ce type de fichier. Vérifiez que vous avez choisi le bon fichier.`,
    unreadable: ({ name, reason }) =>
      `${name} n’a pas pu être lu (${reason}). Vérifiez que le fichier est toujours là et que vous pouvez l’ouvrir, puis choisissez-le à nouveau.`,
    notText: ({ name }) =>
      `${name} n’est pas un fichier texte. Choisissez le fichier texte que la banque ou votre outil de clés vous a remis.`,
    unwritable: ({ name, reason }) =>
      `${name} n’a pas pu être écrit (${reason}). Choisissez un autre dossier, ou vérifiez que le fichier n’est pas ouvert dans un autre programme, puis réessayez.`,
  },
  /** The operating system’s reason, in words, without the path. */
  systemReason: {
    missing: 'il n’existe pas',
    denied: 'autorisation refusée',
    folder: 'c’est un dossier',
    diskFull: 'le disque est plein',
    readOnly: 'le disque est en lecture seule',
    inUse: 'il est en cours d’utilisation',
    refused: 'le système a refusé',
  },
  /** A dialog’s list of kinds of file. */
  fileKind: {
    all: 'Tous les fichiers',
    pdf: 'Document PDF',
    publicKey: 'Clé publique PEM',
    privateKey: 'Clé privée (PEM)',
    credentials: 'Identifiants (JSON ou NAME=value)',
  },
};
