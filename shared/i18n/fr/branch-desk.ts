import type * as english from '../en/branch-desk';
import type { SameShape } from '../messages';

/** D127: le bureau du superviseur sur tous les guichets de l'agence, lus au siège. */
export const branchDesk: SameShape<typeof english.branchDesk> = {
  counter: ({ number }) => `Guichet ${number}`,
  csvUnreachable: ({ reason }) =>
    `Le fichier n’a pas été écrit : le siège n’a pas envoyé les virements des autres guichets (${reason}). Réessayez dans un instant.`,
  counterColumn: 'Guichet',
  settleAt: ({ counter }) => `À régler au ${counter}`,
  relay: {
    counterMissing: 'Choisissez le guichet qui détient ce virement.',
    unavailable:
      'Le siège est injoignable : le règlement n’a pas été demandé. Réessayez dans un instant, ou réglez-le à son guichet.',
    ownCounter: 'Ce virement est celui de ce guichet : réglez-le depuis sa page.',
    pending: ({ reference }) =>
      `Un règlement de ${reference} attend déjà son guichet. Il s’affichera ici dès que ce guichet l’aura appliqué ou refusé.`,
    notAllowed: ({ reason }) => `Le siège a refusé le règlement : ${reason}`,
    waiting: ({ counter }) => `Règlement demandé, en attente du ${counter}`,
    applied: ({ counter }) => `Réglé au ${counter}`,
    refused: ({ counter, reason }) => `Le ${counter} a refusé le règlement : ${reason}`,
    open: 'Régler',
    formTitle: ({ reference, counter }) => `Régler le virement ${reference} du ${counter}`,
    formLead: ({ counter }) =>
      `Vérifiez d’abord auprès de la banque. Le ${counter} enregistre votre choix à son prochain contact avec le siège, en votre nom, selon ses propres règles.`,
    send: ({ counter }) => `Envoyer au ${counter}`,
    sent: ({ counter }) => `Envoyé au ${counter} ; il le règle à son prochain contact.`,
    reason: {
      'not-found': 'ce guichet n’a aucun virement avec cette référence.',
      'not-waiting': 'le virement n’y attend plus de superviseur.',
      'own-transfer': 'le superviseur qui a demandé a envoyé ce virement.',
      'transaction-id-differs':
        'l’identifiant de transaction de la banque ne concorde pas avec ce qui y est enregistré.',
      'outcome-not-possible':
        'la banque a accepté ce virement : il ne peut pas ne jamais être arrivé.',
      'resend-not-relayed': 'un renvoi ne se fait qu’au guichet qui l’a envoyé.',
      malformed: 'ce guichet n’a pas pu lire la demande.',
    },
  },
  reprint: {
    action: 'Réimprimer',
    actionLabel: ({ reference, counter }) =>
      `Réimprimer le reçu de ${reference}, établi au ${counter}`,
    printer: 'Vers l’imprimante',
    pdf: 'Enregistrer en PDF',
    done: ({ reference, copy, counter }) =>
      `COPIE ${copy} de ${reference} imprimée. Le ${counter} enregistre la réimpression à son prochain contact avec le siège.`,
    doneUntold: ({ reference, copy, counter }) =>
      `COPIE ${copy} de ${reference} imprimée et enregistrée ici, mais le siège n’a pas pu la transmettre : prévenez le ${counter}.`,
    unavailable:
      'Le siège est injoignable : rien n’a été imprimé. Réessayez dans un instant, ou réimprimez-le à son guichet.',
    ownCounter: 'Ce virement est celui de ce guichet : imprimez-le depuis sa page.',
    notFound: ({ reference }) =>
      `Le siège ne détient pas encore le virement ${reference} d’un autre guichet de cette agence. Réessayez quand ce guichet aura envoyé ses modifications.`,
    unreadable:
      'La copie du siège de ce virement n’a pas pu être lue entièrement : rien n’a été imprimé. Réimprimez-le à son guichet.',
  },
  log: {
    unreached: ({ counter }) =>
      `Le siège est injoignable : seuls les transferts de ce guichet (${counter}) sont affichés.`,
  },
  day: {
    title: "Tous les guichets de l'agence",
    lead: 'Les transferts du jour de chaque guichet : ceux de ce guichet selon son journal, les autres tels que le siège les détient.',
    thisCounter: ({ counter }) => `${counter} (ce guichet)`,
    total: "Total de l'agence",
    none: 'Aucun transfert.',
    behind: ({ counter, count, since }) =>
      `${counter} : ${count} modifications pas encore au siège, depuis ${since}.`,
    silent: ({ counter, since }) =>
      `${counter} : le siège n'en a pas de nouvelles depuis ${since} ; ses transferts suivants peuvent manquer.`,
    incomplete: "Le chiffre de l'agence peut être incomplet.",
    unreached: ({ counter }) =>
      `Le siège est injoignable : ce sont les chiffres de ce guichet (${counter}) seul.`,
    section: 'Agence : tous les guichets',
    sectionBehind: 'Agence : pas encore au siège',
    closed: ({ counter, at, by, checkedBy }) =>
      `${counter} a clôturé la journée à ${at} : préparée par ${by}, vérifiée par ${checkedBy}.`,
    closedAlone: ({ counter, at, by }) => `${counter} a clôturé la journée à ${at}, par ${by}.`,
    open: ({ counter }) => `${counter} n'a pas clôturé la journée.`,
    sectionClosed: 'Agence : journée clôturée',
  },
};
