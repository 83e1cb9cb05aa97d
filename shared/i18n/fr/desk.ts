import type * as english from '../en/desk';
import type { SameShape } from '../messages';

/**
 * The supervisor’s screens: their start, the receipt log, settling a transfer, the end of day and
 * the suspicion flags. A transfer’s facts, the reporting marks and the end of day’s parts are
 * named as on paper (`reports.field`, `reports.marks`, `reports.endOfDay.section`).
 */
export const desk: SameShape<typeof english.desk> = {
  waitingForSupervisor: 'En attente d’un superviseur',
  show: 'Afficher',
  home: {
    title: 'Outils superviseur',
    noneWaiting: 'Aucun virement n’attend de superviseur.',
    waiting: ({ count }) =>
      `${count <= 1 ? `${count} virement attend` : `${count} virements attendent`} un superviseur (issue inconnue, ou accepté mais pas définitif).`,
    receiptLog: 'Registre des reçus',
    endOfDay: 'Fin de journée',
    backup: 'Sauvegarder le journal…',
    openReceipt: 'Ouvrir un reçu par sa référence',
    reference: 'Référence du reçu',
    open: 'Ouvrir le reçu',
  },
  log: {
    from: 'Du',
    to: 'Au',
    anyMark: 'Toute marque',
    waitingOption: 'En attente d’un superviseur (inconnu ou pas définitif)',
    all: {
      kind: 'Tous les types',
      state: 'Tous les états',
      operatorId: 'Tous les opérateurs',
      currency: 'Toutes les devises',
      marked: 'Tous les virements',
    },
    invalid: 'Corrigez les filtres pour voir les virements.',
    searching: 'Recherche…',
    none: 'Aucun virement ne correspond à ces filtres.',
    shown: ({ count }) =>
      `${count <= 1 ? `${count} virement` : `${count} virements`}, les plus récents en premier.`,
    shownMore: ({ count }) =>
      `${count <= 1 ? `${count} virement affiché` : `${count} virements affichés`}, les plus récents en premier ; suite plus bas.`,
    showAll: 'Tout afficher',
    export: 'Exporter en CSV…',
    own: 'Vos propres virements, les plus récents en premier.',
    find: 'Trouver',
    findHint: 'référence, nom, numéro de compte ou de mobile, identifiant de transaction',
    amountExample: 'ex. 25,000',
    search: 'Rechercher',
    moreFilters: 'Plus de filtres',
    moreFiltersSet: ({ count }) => `Plus de filtres (${count} ${count <= 1 ? 'actif' : 'actifs'})`,
    fewerFilters: 'Moins de filtres',
    referenceTime: 'Référence, heure',
    transactionId: 'Identifiant de transaction',
    byOperator: ({ name }) => `par ${name}`,
    /** What a mark means, for the supervisor (D43); no customer sees this screen. */
    markHint: {
      reportable: 'Égal ou supérieur au seuil de déclaration de sa devise',
      split:
        'Un des virements d’un client qui, ensemble, atteignent le seuil de déclaration sur la période indiquée',
      checkedOffline:
        'Ses limites et contrôles ont été comptés sur le journal de ce guichet seul : le siège était injoignable',
    },
    /** D81: the mark filter’s split series, of any period or of one. */
    splitAny: 'Série fractionnée, toute période',
    splitWithin: ({ window }) => `Série fractionnée sur ${window}`,
    older: 'Afficher les virements plus anciens',
    back: 'Retour aux outils superviseur',
  },
  settle: {
    title: ({ reference }) => `Régulariser le virement ${reference}`,
    transfer: ({ reference }) => `Virement ${reference}`,
    /** The four outcomes a supervisor records after checking with the bank, and the re-send. */
    choice: {
      succeeded: {
        label: 'La banque l’a reçu',
        hint: 'Saisissez l’identifiant de transaction de la banque. Le virement est enregistré comme envoyé.',
      },
      never_arrived: {
        label: 'Il n’est jamais arrivé à la banque : aucun fonds déplacé',
        hint: 'Le virement est enregistré comme non envoyé. Le client peut être remboursé.',
      },
      refused: {
        label: 'La banque l’a refusé : aucun fonds déplacé',
        hint: 'Le virement est enregistré comme rejeté.',
      },
      still_unknown: {
        label: 'La banque ne peut pas encore se prononcer',
        hint: 'Notez ce que vous avez demandé et qui a répondu. Le virement reste en attente.',
      },
      resend: {
        label: 'Jamais arrivé : le renvoyer avec la même référence',
        hint: 'Uniquement si la banque confirme ne jamais l’avoir reçu. Le même virement repart, une seule fois.',
      },
    },
    chooseOutcome: 'Choisissez ce que la banque a confirmé.',
    recorded: ({ state }) => `Enregistré : ${state}.`,
    summary: (v) =>
      `${v.amount} à ${v.recipient} de la part de ${v.sender} · envoyé le ${v.at} par ${v.by}`,
    own: 'Vous avez envoyé ce virement : un autre superviseur doit le régulariser.',
    nothingWaiting: ({ state }) => `Rien n’est en attente pour ce virement : ${state}.`,
    question: 'Qu’a confirmé la banque ?',
    note: 'Note : ce qu’a dit la banque, et qui',
    resend: 'Renvoyer avec la même référence',
    record: 'Enregistrer',
    attempts: 'Tentatives',
    attempt: ({ n }) => `Tentative ${n}`,
    bankAnswer: 'Réponse de la banque',
    bankSaid: 'La banque a dit',
    rawAnswer: 'La réponse de la banque telle que reçue, pour le support',
    rawError: 'L’erreur réseau telle qu’enregistrée, pour le support',
    body: 'Ce qui a été envoyé (le texte signé, identique à chaque tentative)',
    settled: 'Régularisé à ce jour',
  },
  endOfDay: {
    closed: ({ day }) =>
      `La journée du ${day} est clôturée ; ses totaux figurent dans le journal d’audit.`,
    savedTo: ({ file }) => `La fin de journée a été enregistrée dans ${file}.`,
    printed: 'La fin de journée a été envoyée à l’imprimante.',
    headline: (v) =>
      `${v.day}, ${v.zone} : ${v.count <= 1 ? `${v.count} virement` : `${v.count} virements`}, ${v.waiting === 0 ? 'aucun en attente d’un superviseur' : `${v.waiting} en attente d’un superviseur`}.`,
    print: 'Imprimer (A4)',
    savePdf: 'Enregistrer en PDF…',
    exportCsv: 'Exporter la journée en CSV…',
    close: 'Clôturer la journée…',
    closeDay: ({ day }) => `Clôturer le ${day}`,
    notNow: 'Pas maintenant',
    nothingWaiting: 'Rien n’est en attente.',
    senderToRecipient: ({ sender, recipient }) => `${sender} à ${recipient}`,
    /** D114: the second supervisor's dialog, at the preparer's desk. */
    checkTitle: ({ day }) => `Un second superviseur vérifie la clôture du ${day}`,
    checkExplanation:
      'Un superviseur autre que celui qui l’a préparée vérifie ces chiffres et signe avec son propre identifiant et son mot de passe. Une fois clôturée, la journée ne prend plus de virement : les nouveaux appartiennent à la journée suivante.',
    checkerId: 'Identifiant du superviseur qui vérifie',
    checkerPassword: 'Mot de passe du superviseur qui vérifie',
    settleFirst:
      'L’issue de ces virements est inconnue. Réglez chacun avec la réponse de la banque, puis clôturez la journée :',
  },
  flags: {
    title: 'Signalements de soupçon',
    firstDay: 'Premier jour',
    lastDay: 'Dernier jour',
    saved: ({ count, file }) =>
      `${count} ${count <= 1 ? 'signalement enregistré' : 'signalements enregistrés'} dans ${file}.`,
    none: 'Aucun virement n’a été signalé sur ces jours.',
    flagged: 'Signalé',
    transfer: 'Virement',
  },
  /** D69: references issued after a restored backup, which the journal does not hold. */
  reconcile: {
    title: 'Absentes de ce journal : rapprochement avec la banque',
    lead: 'Ces références ont été émises sur ce poste après la sauvegarde à partir de laquelle le journal a été restauré. Le journal ne contient aucun virement sous ces références : aucun reçu, registre ou fin de journée n’indique ce qu’ils sont devenus. Interrogez la banque sur chacune et enregistrez sa réponse ici. La journée ne peut pas être clôturée tant que chacune n’a pas reçu de réponse.',
    none: 'Rien à rapprocher : le journal contient chaque référence émise sur ce poste.',
    open: ({ count }) =>
      count === 1
        ? '1 référence est absente de ce journal : interrogez la banque à son sujet.'
        : `${count} références sont absentes de ce journal : interrogez la banque sur chacune.`,
    openButton: 'Rapprocher avec la banque',
    issued: ({ at }) => `Émise le ${at}`,
    span: ({ after, upTo }) => `Toutes les références après ${after} jusqu’à ${upTo}`,
    spanHint: ({ from, to }) =>
      `Émises entre ${from} et ${to}. Ce poste n’a pas pu conserver leurs numéros : demandez à la banque tous les virements de ce poste sur cette période.`,
    record: 'Enregistrer la réponse de la banque',
    question: ({ reference }) => `Qu’a dit la banque au sujet de ${reference} ?`,
    answer: {
      paid: {
        label: 'La banque l’a payé',
        hint: 'Des fonds ont été déplacés. Saisissez l’identifiant de transaction de la banque (pour une plage, indiquez chaque virement dans la note).',
      },
      refused: {
        label: 'La banque l’a refusé : aucun fonds déplacé',
        hint: 'La banque le tient pour refusé.',
      },
      not_held: {
        label: 'La banque n’a aucun virement sous cette référence : aucun fonds déplacé',
        hint: 'La banque ne l’a jamais reçu.',
      },
    },
    chooseAnswer: 'Choisissez ce que la banque a dit.',
    transactionId: 'Identifiant de transaction de la banque',
    note: 'Ce qu’a dit la banque, et qui à la banque',
    save: 'Enregistrer la réponse',
    cancel: 'Annuler',
    saved: ({ reference }) => `La réponse de la banque au sujet de ${reference} est enregistrée.`,
    answered: 'Réponse reçue',
    answeredBy: ({ at, by }) => `${at}, par ${by}`,
    allAnswered: 'Chaque référence a reçu une réponse : la journée peut être clôturée.',
    backToJournal: 'Retour au contrôle du journal',
  },
};
