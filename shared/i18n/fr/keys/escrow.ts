import type * as english from '../../en/keys/escrow';
import type { SameShape } from '../../messages';

/** Head office’s escrow file of a workstation’s journal keys (D70): exporting and importing it. */
export const escrow: SameShape<typeof english.escrow> = {
  notAnEscrowFile:
    'Ce fichier n’est pas un fichier de clés séquestrées Remit Desk, ou il est incomplet. Choisissez le fichier .rdkeys que le siège conserve pour ce poste.',
  wrongPassphrase:
    'La phrase secrète n’ouvre pas ce fichier de clés séquestrées (ou le fichier a été modifié). Tapez exactement la phrase secrète que le siège a consignée pour lui.',
  passphraseTooShort: ({ min }) =>
    `La phrase secrète doit comporter au moins ${min} caractères. Choisissez-en une plus longue et remettez-la au siège séparément du fichier.`,
  passphrasesDiffer:
    'Les deux phrases secrètes ne sont pas identiques. Tapez deux fois la même phrase secrète.',
  only: 'L’exportation des clés contient un champ inattendu. Exportez à nouveau.',
  /** A replacement PC’s import of the file (D75). */
  import: {
    chooseTitle: 'Choisissez le fichier de clés du siège pour ce poste',
    noFileChosen: 'Aucun fichier n’a été choisi. Rien n’a été stocké.',
    badFile: ({ reason }) =>
      `Le fichier de clés n’a pas pu être lu (${reason}). Rien n’a été stocké. Choisissez le fichier .rdkeys envoyé par le siège.`,
    keychainFailed: ({ reason }) =>
      `Les clés ouvrent ce journal, mais le trousseau du système ne les a pas stockées (${reason}). Rien n’a été stocké. Vérifiez que vous êtes connecté au compte propre de ce PC et que son trousseau est déverrouillé, puis importez à nouveau.`,
    noteNotWritten: ({ folder, detail }) =>
      `Remit Desk n’a pas pu écrire dans son dossier ${folder} (${detail}). Rien n’a été stocké. Libérez de l’espace disque, ou demandez à l’informatique d’autoriser ce compte à y écrire, puis importez à nouveau.`,
    busy: 'Un fichier de clés est déjà en cours de vérification. Attendez sa réponse.',
    notKeyMissing:
      'Le trousseau de ce poste contient déjà la clé de son journal : il n’y a rien à importer.',
    journalLocked:
      'Le journal de ce poste est verrouillé jusqu’à l’importation du fichier de clés du siège. Rien d’autre n’est possible d’ici là.',
  },
};
