import type * as english from '../en/app';
import type { SameShape } from '../messages';
import { formats } from './formats';
import { eitherOfCodes, wordFor } from '../lists';

/** The app’s frame: the window title, page titles, the header’s shortcuts, notices every page shares. */
export const app: SameShape<typeof english.app> = {
  name: 'Remit Desk',
  /** The window’s title after the page’s: `Bank connection – Remit Desk`. */
  windowTitle: ({ page }) => `${page} – Remit Desk`,
  headOffice: 'Siège',
  /** Each page’s title, by what the page is (the RTGS form is titled by `transfer.kind.rtgs`). */
  page: {
    firstAdmin: 'Premier lancement',
    firstLaunch: 'Configurer ce poste',
    signIn: 'Connexion',
    sendImt: 'Transfert vers portefeuille mobile',
    myTransfers: 'Mes virements du jour',
    myCash: 'Ma caisse du jour',
    receipt: 'Reçu',
    operators: 'Opérateurs',
    changePassword: 'Changer le mot de passe',
    journalCheck: 'Contrôle du journal',
    bankConnection: 'Connexion bancaire',
    headOffice: 'Siège',
    settings: 'Paramètres',
    supervisorHome: 'Outils superviseur',
    receiptLog: 'Registre des reçus',
    transfer: 'Virement',
    endOfDay: 'Fin de journée',
    suspicionFlags: 'Signalements de soupçon',
    reconcile: 'Absentes de ce journal',
    complianceHome: 'Conformité',
    sanctionsLists: 'Listes de sanctions',
    heldTransfers: 'Retenus pour contrôle de conformité',
    reconciliation: 'Rapprochement avec la banque',
    reconciliationMonth: 'Rapprochement par mois',
    auditorHome: 'Audit',
    auditTrail: 'Piste d’audit',
  },
  /**
   * A page meant for another role: said on the page the operator lands on instead. `access`:
   * the roles it is for (role codes, D87); `role`: the operator’s role code.
   */
  pageRefused: ({ page, access, role }) =>
    `${page} : page réservée à ${eitherOfCodes('fr', formats.someone, access)}. Vous êtes connecté avec le rôle ${wordFor(formats.role, role)}.`,
  thatPage: 'Cette page',
  shortcut: {
    newRtgs: 'Nouveau RTGS',
    newImt: 'Nouveau IMT (mobile)',
    myTransfers: 'Virements du jour',
  },
  /** Where a page’s "Back" goes. */
  back: {
    supervisorHome: 'Retour aux outils superviseur',
    suspicionFlags: 'Retour aux signalements de soupçon',
    endOfDay: 'Retour à la fin de journée',
    myTransfers: 'Retour à mes virements du jour',
    waitingList: 'Retour à la liste d’attente',
    logSearch: 'Retour à votre recherche dans le registre des reçus',
    receiptLog: 'Retour au registre des reçus',
  },
  adminWarnings: {
    title: 'Des paramètres demandent votre attention',
    open: ({ section }) => `Ouvrir : ${section}`,
  },
  tryAgain: 'Réessayer',
  idle: {
    title: 'Êtes-vous toujours là ?',
    text: ({ duration }) =>
      `Personne n’a saisi, cliqué ni fait défiler depuis un moment : Remit Desk vous déconnecte dans ${duration} pour que les données des clients ne restent pas à l’écran.`,
    draftKept: 'Le virement en cours de saisie est conservé jusqu’à votre prochaine connexion.',
    stay: 'Rester connecté',
  },
  signOutDraft: {
    title: 'Se déconnecter et abandonner le virement ?',
    text: 'Le virement en cours de saisie n’a pas été envoyé. La déconnexion l’abandonne ; envoyez-le d’abord, ou continuez à travailler.',
    keepWorking: 'Continuer',
    discard: 'Se déconnecter et abandonner',
  },
  bridgeMissing:
    'Remit Desk doit être ouvert en tant qu’application de bureau Remit Desk. Cette page a été ouverte sans elle (par exemple dans un navigateur web) : elle ne peut ni connecter, ni envoyer, ni imprimer quoi que ce soit. Fermez cette fenêtre et lancez Remit Desk à partir de son raccourci.',
  callFailed:
    'Remit Desk n’a pas pu joindre son processus principal. Consultez le registre des reçus avant de réessayer, et redémarrez Remit Desk si cela se reproduit.',
  saved: 'Enregistré.',
  settingsRefused: 'Remit Desk a refusé ces paramètres. Corrigez-les, puis enregistrez de nouveau',
  /** A transfer’s review and confirm, as the draft composable words them. */
  draft: {
    rulesChanged:
      'Les paramètres ont changé pendant que cette vérification était ouverte. Corrigez ces détails, puis vérifiez de nouveau le virement',
    noticeChanged: ({ notice }) =>
      `L’avis a changé pendant que cette vérification était ouverte. ${notice} Prévenez le client, puis confirmez de nouveau.`,
    noticeGone: 'L’avis ci-dessus ne s’applique plus.',
    detailsRefused: 'Remit Desk a refusé ces détails. Corrigez-les, puis vérifiez de nouveau',
    bankRefusedDetail:
      'La banque a refusé ce détail : corrigez-le, puis vérifiez de nouveau le virement',
    progress: {
      waiting: 'Envoi… Restez sur cet écran jusqu’à l’affichage du reçu.',
      reserved: ({ reference }) => `Référence ${reference} réservée. Envoi au service…`,
      sending: ({ reference }) => `Envoi de la référence ${reference} au service…`,
      attemptFinished: ({ attempt, reference }) =>
        `Tentative ${attempt} pour la référence ${reference} terminée. En attente de l’issue…`,
      finished: ({ reference }) => `Référence ${reference} terminée. Ouverture du reçu…`,
    },
  },
  /** The desk’s files: CSV exports and the journal’s copy. */
  deskFiles: {
    writingCsv: ({ rows }) => `Écriture du fichier CSV : ${rows} virements pour l’instant…`,
    copyingJournal: ({ percent }) => `Copie du journal : ${percent} %…`,
    chooseCsv: 'Choisissez où enregistrer le fichier CSV…',
    chooseFolder: 'Choisissez le dossier de la copie…',
    oneTransfer: '1 virement',
    transfers: ({ rows }) => `${rows} virements`,
    csvWritten: ({ what, file }) => `${what} : écrit dans ${file}.`,
    endOfDayWritten: ({ day, file }) => `La fin de journée ${day} a été écrite dans ${file}.`,
    journalCopied: ({ transfers, file }) =>
      `Le journal a été copié et vérifié : ${transfers} virements dans ${file}.`,
  },
  wordsNotLoaded:
    'Remit Desk n’a pas pu charger les textes de ses écrans. Réessayez ; si cela se reproduit, redémarrez Remit Desk.',
};
