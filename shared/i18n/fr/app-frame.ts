import type * as english from '../en/app-frame';
import type { SameShape } from '../messages';

/** The app’s own frame in main: its start, and the files of its pages. */
export const appFrame: SameShape<typeof english.appFrame> = {
  /** The dialog that stops a packaged start with debugging or logging switches. */
  debugSwitchesRefused: ({ switches }) =>
    `Remit Desk ne démarrera pas avec ${switches}. Ces options de débogage et de journalisation ` +
    'permettraient à quelqu’un sur ce poste d’observer ou de modifier ce qu’il envoie à la banque. ' +
    'Lancez Remit Desk à partir de son raccourci, sans elles ; si le service informatique les a ' +
    'ajoutées, demandez-lui de les retirer.',
  /** The dialog that stops a packaged start given another data folder (a second journal). */
  secondDataFolderRefused: ({ switches }) =>
    `Remit Desk ne démarrera pas avec ${switches}. Un poste tient un seul journal, dans son propre ` +
    'dossier ; un autre dossier ouvrirait un second journal à côté du trousseau de ce poste. ' +
    'Lancez Remit Desk à partir de son raccourci, sans cette option ; si le service informatique ' +
    'l’a ajoutée, demandez-lui de la retirer.',
  /** The body of an app:// answer that serves no file: what a broken installation shows. */
  fileRefused: {
    badRequest: 'Requête incorrecte',
    notFound: 'Introuvable',
    methodNotAllowed: 'Méthode non autorisée',
    unreadable: 'Impossible de lire le fichier',
  },
};
