import type * as english from '../en/ipc';
import type { SameShape } from '../messages';
import { formats } from './formats';
import { eitherOfCodes, wordFor } from '../lists';

const INTERNAL =
  'Une erreur s’est produite dans Remit Desk. Rien n’a été envoyé deux fois : consultez le registre des reçus pour ce virement avant de réessayer et, si cela se reproduit, communiquez au support le numéro d’incident.';

/** What main answers a request it refuses before any handler runs, and the app’s own frame. */
export const ipc: SameShape<typeof english.ipc> = {
  unknownOperation:
    'Remit Desk ne connaît pas cette requête. Redémarrez Remit Desk ; si cela se reproduit, prévenez le support.',
  forbiddenSender:
    'Cette requête ne provient pas de la fenêtre Remit Desk : elle a été refusée. Utilisez la fenêtre principale de Remit Desk, et redémarrez Remit Desk si cela se reproduit.',
  notSignedIn: 'Vous n’êtes pas connecté. Connectez-vous, puis réessayez.',
  invalidRequest:
    'Certains détails sont manquants ou erronés. Corrigez les champs indiqués et réessayez.',
  internal: INTERNAL,
  /** The internal failure’s sentence, with the incident number support asks for. */
  withIncident: ({ incidentId }) => `${INTERNAL} (Incident ${incidentId}.)`,
  /** `needed`: the roles that may (role codes, D87); `role`: the operator’s role code. */
  wrongRole: ({ needed, role }) => {
    const who = eitherOfCodes('fr', formats.someone, needed);
    return `Seul ${who} peut effectuer cette action ; vous êtes connecté avec le rôle ${wordFor(formats.role, role)}. Demandez-le à ${who}, ou connectez-vous avec ce rôle.`;
  },
  passwordChangeRequired:
    'Un administrateur a défini votre mot de passe : choisissez-en un nouveau avant toute autre action. Allez à Changer le mot de passe, ou déconnectez-vous.',
  noPayload:
    'Cette requête n’accepte aucun détail, mais certains ont été envoyés. Redémarrez Remit Desk et réessayez.',
  unavailable:
    'Remit Desk n’a pas pu joindre son processus principal. Consultez le registre des reçus avant de réessayer, et redémarrez Remit Desk si cela se reproduit.',
  holidays: {
    linesToCorrect: ({ count }) =>
      count === 1
        ? 'Rien n’a été importé : une ligne du fichier doit être corrigée.'
        : `Rien n’a été importé : ${count} lignes du fichier doivent être corrigées.`,
    notImported: ({ reason }) => `Rien n’a été importé. ${reason}`,
  },
  suspicionFlags: {
    saveTitle: 'Enregistrer les signalements de soupçon en CSV',
    csvFiles: 'Fichiers CSV',
  },
  app: {
    name: 'Remit Desk',
    willNotStart: 'Remit Desk ne démarrera pas',
    cannotStart: 'Remit Desk ne peut pas démarrer',
  },
};
