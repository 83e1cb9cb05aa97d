import type * as english from '../en/reports';
import type { SameShape } from '../messages';

/**
 * What main prints and writes for the desk: the receipt, the end-of-day sheet, the CSV files'
 * headers and cells, and the desk’s save dialogs and refusals. The supervisor’s screens name the
 * same facts with the same words (`reports.field`, `reports.marks`, `reports.endOfDay.section`).
 */
export const reports: SameShape<typeof english.reports> = {
  /** A transfer’s facts, as CSV headers, the receipt’s rows and the tables of screens name them. */
  field: {
    reference: 'Référence',
    dateTime: 'Date et heure',
    /** D113: the branch day a transfer belongs to (after a closing, the next one). */
    businessDay: 'Journée comptable',
    dateTimeIn: ({ zone }) => `Date et heure (${zone})`,
    recordedAtUtc: 'Enregistré le (UTC)',
    kind: 'Type',
    state: 'État',
    amount: 'Montant',
    amountInWords: 'Montant en lettres',
    currency: 'Devise',
    sender: 'Donneur d’ordre',
    senderAccount: 'Compte du donneur d’ordre',
    recipient: 'Bénéficiaire',
    recipientAccount: 'Compte du bénéficiaire',
    recipientAccountOrMobile: 'Compte ou numéro de mobile du bénéficiaire',
    recipientMobile: 'Numéro de mobile du bénéficiaire',
    recipientBank: 'Banque du bénéficiaire',
    destinationCountry: 'Pays de destination',
    transactionId: 'Identifiant de transaction de la banque',
    expectedValueDate: 'Date de valeur prévue',
    purpose: 'Motif du paiement',
    description: 'Description',
    servedBy: 'Servi par',
    instructionFormNumber: 'Numéro du formulaire d’ordre',
    approvedBy: 'Approuvé par',
    operator: 'Opérateur',
    marks: 'Marques de déclaration',
    day: 'Jour',
    section: 'Section',
    transfers: 'Virements',
    total: 'Total',
    fees: 'Frais',
    note: 'Note',
  },
  /** The reporting marks (D43), in a CSV cell, on the sheet and on the supervisor’s screens. */
  marks: {
    reportable: 'À déclarer',
    split: 'Série fractionnée',
    /** D128, D133: counted at its counter alone, head office out of reach. */
    checkedOffline: 'Contrôlé hors ligne',
    /** D81: the windows a series was found in, after the mark: "Split series (24 hours, 7 days)". */
    splitIn: ({ windows }) => `Série fractionnée (${windows})`,
    window: {
      /** D43's series of one branch day, which marks written before D81 keep. */
      day: 'journée d’agence',
      '24h': '24 heures',
      '7d': '7 jours',
      '30d': '30 jours',
    },
  },
  /** Where a desk paper was made, in its header. */
  branchCode: ({ code }) => `agence ${code}`,
  printedBy: ({ at, by }) => `Imprimé le ${at} par ${by}`,
  receipt: {
    title: ({ reference }) => `Reçu ${reference}`,
    titleCopy: ({ reference, number }) => `Reçu ${reference} – COPIE ${number}`,
    heading: 'Reçu de virement',
    workstation: ({ number }) => `Poste ${number}`,
    /** Off live, across each copy: a receipt from a service where no money moves. */
    watermark: {
      sandbox: 'FORMATION – PAS UN VRAI VIREMENT',
      test: 'TEST – PAS UN VRAI VIREMENT',
    },
    copy: {
      customer: 'Exemplaire client',
      bank: 'Exemplaire banque',
    },
    original: 'Original',
    reprint: ({ number }) => `COPIE ${number}`,
    madeAt: 'Établi au',
    madeElsewhere: ({ made, here }) => `${made} ; cette copie imprimée au ${here}`,
    transactionIdNotYet: 'Pas encore fourni',
    formNumberNotRecorded: 'Non enregistré',
    bankNotListed: ({ code }) => `${code} (absent de la liste des banques de l’agence)`,
    /** Who let it through at the counter (D42), on the bank’s copy only. */
    approval: (v) => `${v.name} (${v.id}), ${v.at} : ${v.purpose}. Motif : ${v.reason}`,
    queued:
      'Ce virement RTGS a été envoyé hors de la plage RTGS. La banque le conserve et le paie à l’ouverture de la plage.',
    queuedUntil: ({ date }) =>
      `Ce virement RTGS a été envoyé hors de la plage RTGS. La banque le conserve et le paie à l’ouverture de la plage : ${date}.`,
    customerSignature: 'Signature du client',
    tellerStamp: 'Cachet du guichet',
    complaints: ({ contact }) => `Réclamations : ${contact}`,
    notFound: ({ reference }) =>
      `Aucun virement sous la référence ${reference} dans le journal de ce poste. Vérifiez le numéro sur le reçu.`,
    reprintBySupervisor:
      'Ce reçu a déjà été imprimé. Demandez une copie à un superviseur : chaque réimpression porte la mention COPIE et est enregistrée.',
    notYours:
      'Vous ne pouvez imprimer que les reçus des virements que vous avez envoyés. Demandez à un superviseur.',
  },
  endOfDay: {
    title: ({ day }) => `Fin de journée ${day}`,
    heading: ({ day, zone }) => `Fin de journée ${day}, ${zone}`,
    workstation: ({ number }) => `poste ${number}`,
    closedBy: ({ at, by }) => `Clôturée le ${at} par ${by}`,
    notClosed: 'Pas encore clôturée',
    /** The report’s parts: headings on the sheet and the screen, a CSV row’s section. */
    section: {
      totals: 'Totaux par type, devise et état',
      operators: 'Par opérateur',
      waiting: 'Encore en attente d’un superviseur',
      marked: 'À déclarer et séries fractionnées',
      /** D114: the CSV's rows naming who prepared and who checked the closing. */
      prepared: 'Préparée par',
      checked: 'Vérifiée par',
      cash: 'Caisses des guichetiers',
    },
    noTransfers: 'Aucun virement n’a été enregistré ce jour-là.',
    noneWaiting: 'Rien n’attend de superviseur.',
    noneMarked:
      'Aucun virement de cette journée n’est à déclarer ni ne fait partie d’une série fractionnée.',
    markedColumn: 'Marques',
    notStarted: ({ day, today, zone }) =>
      `La journée du ${day} n’a pas encore commencé ici : nous sommes le ${today} (${zone}). Clôturez une journée une fois qu’elle a commencé, en général à sa fin.`,
    alreadyClosed: ({ day, by, at }) =>
      `La journée du ${day} a déjà été clôturée par ${by} le ${at}. Une journée ne se clôture qu’une fois ; son rapport peut toujours être ouvert.`,
    preparedBy: ({ at, by }) => `Préparée le ${at} par ${by}`,
    checkedBy: ({ at, by }) => `Vérifiée le ${at} par ${by}`,
    /** Lines left blank on a sheet printed before the day is closed, for the two signatures. */
    preparedBlank: 'Préparée par : ______________________ le ________',
    checkedBlank: 'Vérifiée par : ______________________ le ________',
    /** Across the sheet off live: figures of a service where no money moves. */
    band: {
      sandbox: 'FORMATION – AUCUN ARGENT RÉEL',
      test: 'TEST – AUCUN ARGENT RÉEL',
    },
    /** D113: settlements recorded on this day, of transfers of this day or earlier ones. */
    learntSection: 'Appris ce jour sur des virements antérieurs',
    noneLearnt: 'Rien n’a été appris ce jour sur un virement.',
    noCash:
      'Aucun guichetier n’a tenu de caisse ce jour : aucun fonds de caisse saisi, aucun virement encaissé.',
    /** The learnt table's column: the transfer's own business day. */
    transferDay: 'Journée du virement',
    /** The learnt table's column: what was recorded about the transfer, and when. */
    recorded: 'Enregistré',
    outcomesOpen: ({ day, references }) =>
      `La journée du ${day} ne peut pas être clôturée tant que l’issue d’un virement est inconnue : ${references}. Réglez d’abord chacun avec la réponse de la banque ; le règlement est alors enregistré le jour où il est appris.`,
    notPrepared: ({ day }) =>
      `La clôture du ${day} n’a pas été préparée à ce poste par le superviseur connecté, ou l’a été il y a plus de 10 minutes, ou le vérificateur est celui qui l’a préparée. Appuyez de nouveau sur « Clôturer la journée ».`,
    checkerRequired: 'Saisissez l’identifiant et le mot de passe du superviseur qui vérifie.',
    closeRequestOnly:
      'Une clôture ne porte que la journée, l’identifiant et le mot de passe du superviseur qui vérifie.',
  },
  flags: {
    flaggedAt: ({ zone }) => `Signalé le (${zone})`,
    flaggedBy: 'Signalé par',
    sentAt: ({ zone }) => `Envoyé le (${zone})`,
    notFound: ({ reference }) =>
      `Aucun de vos virements sous la référence ${reference} ne figure dans le journal de ce poste. Vérifiez le numéro sur le reçu.`,
  },
  /** The save dialogs main opens for the desk, and what it says when nothing was written. */
  files: {
    savePdf: ({ title }) => `Enregistrer « ${title} » en PDF`,
    pdfFilter: 'Document PDF',
    csvFilter: 'Fichier CSV',
    saveEndOfDayCsv: ({ day }) => `Enregistrer la fin de journée ${day} en fichier CSV`,
    saveLogCsv: 'Enregistrer le registre des reçus en fichier CSV',
    backupFolder: 'Choisissez le dossier de la copie du journal',
    canceled: 'Enregistrement annulé ; aucun fichier n’a été écrit.',
    noFolder: 'Aucun dossier n’a été choisi ; rien n’a été copié.',
    csvBusy:
      'Un export CSV est déjà en cours d’écriture. Attendez qu’il se termine, puis réessayez.',
    cannotWriteCsv: ({ file, reason }) =>
      `Le fichier CSV n’a pas pu être écrit dans ${file} (${reason}). Choisissez un dossier accessible en écriture, avec de l’espace libre, et réessayez.`,
  },
};
