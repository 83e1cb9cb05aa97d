import type * as english from '../en/oversight';
import type { SameShape } from '../messages';

/**
 * The compliance officer’s and the auditor’s pages (D79): their start pages, and what each
 * can do from the menu.
 */
export const oversight: SameShape<typeof english.oversight> = {
  home: {
    compliance: {
      title: 'Conformité',
      intro:
        'Vous examinez ce que les contrôles et le personnel de l’agence ont signalé. Vous n’envoyez, n’approuvez ni ne régularisez aucun virement.',
    },
    auditor: {
      title: 'Audit',
      intro:
        'Vous consultez tout ce que contient le journal de ce poste, sans rien modifier : rien de ce que vous faites ici n’envoie, n’approuve, ne régularise ni ne modifie un paramètre.',
    },
    /** The heading above the list of the role’s pages. */
    tasks: 'Ce que vous pouvez faire ici',
  },
  /** Each page a start page lists: its link, and what it is for. */
  task: {
    held: {
      label: 'Retenus pour contrôle de conformité',
      compliance:
        'Virements retenus par le filtrage avant tout envoi : libérez chacun pour qu’il soit envoyé, ou refusez-le, avec votre motif.',
    },
    sanctionsLists: {
      label: 'Listes de sanctions',
      compliance:
        'Les listes utilisées pour le filtrage des virements, leurs dates et la date d’importation de chacune.',
    },
    receiptLog: {
      label: 'Registre des reçus',
      compliance:
        'Trouvez n’importe quel virement. Filtrez ceux marqués à déclarer et les séries fractionnées, et ouvrez le détail de chacun.',
      auditor:
        'Trouvez n’importe quel virement de n’importe quel opérateur, par date, montant, état, opérateur ou texte.',
    },
    endOfDay: {
      label: 'Fin de journée',
      auditor:
        'Les totaux de n’importe quelle journée, les virements à déclarer, les séries fractionnées, et qui l’a clôturée.',
    },
    flags: {
      label: 'Signalements de soupçon',
      compliance:
        'Lisez chaque virement signalé comme suspect et clôturez le signalement : sans suite, ou déclaré avec la référence de la déclaration.',
      auditor:
        'Lisez chaque signalement de soupçon et la décision que le responsable conformité lui a donnée.',
    },
    auditTrail: {
      label: 'Piste d’audit',
      what: 'Chaque connexion, échec, modification de paramètre, réimpression et refus, filtrés et enregistrés en CSV.',
    },
  },
  flags: {
    lead: 'Virements signalés comme suspects par un guichetier ou un superviseur, et ceux que Remit Desk a signalés de lui-même. Chaque signalement reste ouvert jusqu’à ce qu’un responsable conformité le clôture avec une décision. Les guichetiers, les superviseurs et les clients ne voient jamais cette liste.',
    status: 'Signalements',
    statusAll: 'Ouverts et clôturés',
    statusOpen: 'Ouverts seulement',
    statusReviewed: 'Clôturés seulement',
    outcomeColumn: 'Décision',
    open: 'Ouvert',
    review: 'Clôturer…',
    reviewOf: ({ reference }) => `Clôturer le signalement du virement ${reference}`,
    outcome: {
      no_action: 'Sans suite',
      reported: 'Déclaré',
    },
    reportedAs: ({ reference }) => `Déclaré sous ${reference}`,
    reviewedBy: ({ name, at }) => `par ${name}, ${at}`,
    dialog: {
      title: ({ reference }) => `Clôturer le signalement du virement ${reference}`,
      flagged: ({ name, at }) => `Signalé par ${name}, ${at} :`,
      outcome: 'Décision',
      noAction: 'Sans suite – rien à déclarer',
      reported: 'Déclaré – une déclaration de transaction suspecte a été déposée',
      reportReference: 'Référence de la déclaration',
      reportReferenceHint:
        'La référence que la cellule de renseignement financier a donnée à la déclaration.',
      note: 'Pourquoi',
      noteHint:
        'Ce que vous avez vérifié et pourquoi vous avez décidé ainsi. Conservé dans le journal avec votre nom.',
      submit: 'Clôturer le signalement',
    },
    closed: ({ reference, outcome }) =>
      `Le signalement du virement ${reference} est clôturé : ${outcome}.`,
    identity: ({ references }) =>
      `La pièce d’identité de ce client (même type, même numéro, même pays de délivrance) a été enregistrée auparavant avec un autre nom ou une autre date de naissance, sur ${references}. Vérifiez si les données d’une personne ont été mal saisies ou si deux personnes ont utilisé une même pièce.`,
    notFound: ({ flag }) =>
      `Il n’existe aucun signalement de soupçon numéro ${flag}. Rechargez la liste et choisissez de nouveau le signalement.`,
    reviewedAlready: ({ flag, by }) =>
      `Le signalement de soupçon ${flag} a déjà été clôturé par ${by} ; sa décision est maintenue. Rechargez la liste pour la voir.`,
    ownTransfer: ({ flag, reference }) =>
      `Vous avez saisi vous-même le virement ${reference} : vous ne pouvez pas clôturer le signalement de soupçon ${flag} qui le concerne. Un autre responsable conformité doit le faire.`,
    request: {
      only: 'L’examen d’un signalement ne contient que le signalement, la décision, la référence de la déclaration le cas échéant, et une note.',
      outcome: 'Choisissez la décision : sans suite, ou déclaré.',
      reportReferenceRequired:
        'Saisissez la référence que la cellule de renseignement financier a donnée à la déclaration.',
      reportReferenceOnly: 'Une référence de déclaration ne va qu’avec la décision « Déclaré ».',
      noteRequired: 'Indiquez pourquoi vous avez décidé ainsi.',
    },
    csv: {
      outcome: 'Décision',
      reportReference: 'Référence de la déclaration',
      reviewedBy: 'Clôturé par',
      reviewedAt: ({ zone }) => `Clôturé le (${zone})`,
      reviewNote: 'Note de décision',
    },
  },
  audit: {
    lead: 'Tout ce que ce poste a enregistré, du plus récent au plus ancien. Chaque entrée affichée est vérifiée par rapport à la chaîne à clé du journal.',
    operator: 'Opérateur',
    anyOperator: 'Tout opérateur',
    nobody: 'L’application (personne de connecté)',
    group: 'Action',
    anyGroup: 'Toute action',
    reference: 'Référence du virement',
    groups: {
      sessions: 'Connexions et déconnexions',
      failures: 'Échecs et refus',
      operators: 'Opérateurs et mots de passe',
      settings: 'Paramètres et listes de l’agence',
      headOffice: 'Messages du siège et reprise du poste',
      transfers: 'Étapes des virements',
      approvals: 'Approbations des superviseurs',
      receipts: 'Reçus et rapports imprimés, réimprimés ou enregistrés',
      cash: 'Caisse des guichetiers : fonds et comptages',
      compliance: 'Marques de déclaration et signalements de soupçon',
      screening: 'Filtrage des sanctions et listes',
      statements: 'Relevés bancaires et rapprochement',
      bank: 'Connexion bancaire et clés',
      journal: 'Journal, sauvegardes et clôtures de journée',
    },
    columns: {
      seq: 'N°',
      at: 'Quand',
      operator: 'Opérateur',
      action: 'Action',
      details: 'Détails',
    },
    none: 'Aucune entrée ne correspond à ces filtres.',
    count: ({ total, page, pages }) =>
      `${total} ${total <= 1 ? 'entrée' : 'entrées'} · page ${page} sur ${pages}`,
    saving: 'Vérification de la chaîne et enregistrement…',
    saved: ({ count, file, first, last }) =>
      `${count} ${count <= 1 ? 'entrée enregistrée' : 'entrées enregistrées'} dans ${file}. La chaîne à clé du journal a été vérifiée de sa première à sa dernière entrée (${first} à ${last}) avant l’écriture : le fichier contient les entrées mêmes de la chaîne.`,
    chainBroken: ({ what }) =>
      `La piste d’audit n’a pas été enregistrée : la vérification de la chaîne du journal échoue. ${what}`,
    unchecked: 'Non vérifiée',
    uncheckedHint:
      'Cette entrée ne porte pas le sceau à clé du journal. Un administrateur doit lancer le contrôle du journal.',
    csv: {
      seq: 'Entrée',
      at: ({ zone }) => `Quand (${zone})`,
      atUtc: 'Quand (UTC)',
      operator: 'Opérateur',
      group: 'Action',
      action: 'Code action',
      details: 'Détails',
      previousMac: 'MAC de l’entrée précédente',
      mac: 'MAC',
    },
    request: {
      only: 'La piste d’audit se filtre uniquement par opérateur, action, jours et référence de virement, et se pagine.',
      group: 'Choisissez une action dans la liste.',
      reference: 'La référence du virement doit être les 12 chiffres imprimés sur le reçu.',
      page: 'La page doit être un nombre entier à partir de 1.',
    },
    saveTitle: 'Enregistrer la piste d’audit en CSV',
    csvFiles: 'Fichiers CSV',
  },
};
