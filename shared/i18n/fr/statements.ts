import type * as english from '../en/statements';
import type { SameShape } from '../messages';

/** The bank's statement and its reconciliation with the journal (D103–D106): a supervisor's words. */
export const statements: SameShape<typeof english.statements> = {
  format: {
    camt053: 'Relevé ISO 20022 (camt.053, XML)',
    mt940: 'Relevé SWIFT (MT940)',
    csv: 'Relevé en CSV (voir le guide du superviseur)',
  },
  notFound: ({ statement }) =>
    `Le relevé ${statement} ne figure pas parmi les relevés de cet environnement. Rechargez la page.`,
  file: {
    refused: ({ line, problem }) =>
      `Ce relevé n’a pas été importé : ligne ${line} : ${problem} Rien n’en a été gardé ; demandez un fichier correct à la banque.`,
    empty: 'le fichier est vide.',
    tooLarge: ({ mb }) => `le fichier dépasse ${mb} Mo.`,
    encoding: 'le fichier n’est pas du texte UTF-8.',
    cut: 'le fichier se termine avant la fermeture de son dernier élément : il a été tronqué.',
    notXml: ({ detail }) => `le fichier n’est pas un XML bien formé (${detail}).`,
    otherMessage: ({ message }) =>
      `le fichier est un message ${message}, pas un relevé (camt.053).`,
    notCamt053: 'le fichier ne contient pas de BkToCstmrStmt : ce n’est pas un relevé camt.053.',
    noStatement: 'le fichier ne contient aucun relevé (Stmt).',
    missing: ({ field }) => `${field} est absent ou vide.`,
    amount: ({ field, found }) =>
      `${field} « ${found} » n’est pas un montant d’au plus deux décimales.`,
    creditDebit: ({ found }) => `le sens crédit ou débit est « ${found} », pas CRDT ou DBIT.`,
    currency: ({ found, expected }) =>
      `la devise est ${found}, alors que le relevé est en ${expected}.`,
    date: ({ found }) => `« ${found} » n’est pas une date.`,
    periodBackwards: ({ from, to }) =>
      `la période se termine (${to}) avant de commencer (${from}).`,
    balance: ({ opening, moved, closing }) =>
      `le solde de clôture ${closing} n’est pas le solde d’ouverture ${opening} avec les écritures (${moved}) : une écriture manque ou le fichier a été modifié.`,
    batch: ({ entry, sum }) =>
      `le montant de l’écriture ${entry} n’est pas la somme de ses opérations (${sum}).`,
  },
  mt940: {
    expected: ({ tag, found }) => `un relevé commence par ${tag}, pas par ${found}.`,
    noClosing: 'le dernier relevé n’a pas de solde de clôture (:62F:) : le fichier a été tronqué.',
    empty: 'le fichier ne contient aucun relevé.',
    empty20: 'la référence du relevé (:20:) est vide.',
    noTag: 'le texte avant la première balise ne fait partie d’aucun relevé.',
    missing: ({ tag }) => `le relevé n’a pas de ${tag}.`,
    balance: ({ tag, found }) =>
      `${tag} « ${found} » n’est pas un solde (C ou D, date AAMMJJ, devise, montant avec une virgule).`,
    line: ({ found }) =>
      `:61: « ${found} » n’est pas une ligne de relevé (date de valeur AAMMJJ, C ou D, montant avec une virgule, type, référence).`,
    unknownTag: ({ tag }) => `${tag} n’a pas sa place dans un relevé.`,
  },
  csv: {
    header: ({ expected }) => `la première ligne doit être l’en-tête ${expected}.`,
    noRows: 'le fichier a un en-tête et aucune ligne.',
    unreadable: ({ detail }) => `le CSV ne peut pas être lu (${detail}).`,
    columns: ({ found, expected }) => `la ligne a ${found} colonnes, pas ${expected}.`,
    empty: ({ column }) => `${column} est vide.`,
    differs: ({ column, found, expected }) =>
      `${column} vaut « ${found} », alors que la première ligne donne « ${expected} » : un fichier contient un seul relevé.`,
    date: ({ column, found }) => `${column} « ${found} » n’est pas une date (AAAA-MM-JJ).`,
    direction: ({ found }) => `direction vaut « ${found} », pas debit ni credit.`,
    currency: ({ found }) => `currency « ${found} » n’est pas un code de devise.`,
    returnDebit:
      'un motif de retour figure sur un débit : un retour rapporte de l’argent (crédit).',
    spreadsheetNumber: ({ column, found }) =>
      `${column} « ${found} » est un nombre qu’un tableur a réécrit, et sa valeur d’origine est perdue. Reprenez le fichier tel que la banque l’a envoyé, ou mettez la colonne au format Texte avant de l’enregistrer.`,
  },
  refusal: {
    otherAccount: ({ account, accounts }) =>
      `Ce relevé concerne le compte ${account}, qui n’est pas un compte dont l’agence paie (${accounts}). Rien n’a été importé : vérifiez le fichier, ou demandez à un administrateur d’ajouter le compte aux comptes sources de l’agence.`,
    noAccounts:
      'L’agence n’a aucun compte source pour cet environnement : aucun relevé ne peut être rapproché. Demandez d’abord à un administrateur de saisir les listes de l’agence.',
    otherCurrency: ({ account, found, expected }) =>
      `Ce relevé du compte ${account} est en ${found}, mais le compte est tenu en ${expected}. Rien n’a été importé : vérifiez le fichier.`,
    future: ({ to, today }) =>
      `La période de ce relevé se termine le ${to}, après aujourd’hui (${today}) : un relevé s’importe une fois ses jours écoulés. Rien n’a été importé.`,
    overlaps: ({ statement, from, to, at, by }) =>
      `Ce relevé couvre des jours que couvre déjà le relevé ${statement} du même compte (du ${from} au ${to}, importé ${at} par ${by}) : il porte sur une autre période que le prochain relevé de la banque. Rien n’a été importé : vérifiez que la banque n’a pas envoyé deux fois les mêmes jours.`,
    overlapsInFile: ({ account, first, second }) =>
      `Ce fichier contient deux relevés du compte ${account} pour les mêmes jours (${first} et ${second}). Rien n’a été importé : demandez un fichier correct à la banque.`,
    changed: ({ statement, at, by }) =>
      `Le relevé ${statement} de ce compte a été importé ${at} par ${by} avec un autre contenu. Rien n’a été importé : demandez à la banque pourquoi le même relevé diffère.`,
  },
  settle: {
    notFound: ({ statement, item }) =>
      `Le relevé ${statement} n’a pas de ligne ${item}. Rechargez la page.`,
    notBreak: ({ item }) => `La ligne ${item} correspond à son virement : il n’y a rien à régler.`,
    settledAlready: ({ item, by, at }) =>
      `La ligne ${item} a déjà été réglée par ${by} à ${at} ; son motif est maintenu. Rechargez la page pour le voir.`,
    notSettleable: ({ item }) =>
      `La ligne ${item} n’est pas un virement en attente d’un superviseur que le relevé montre payé.`,
    noTransactionId: ({ item }) =>
      `La ligne ${item} ne porte aucune référence de la banque à enregistrer comme identifiant de transaction. Réglez le virement depuis sa propre page avec l’identifiant que donne la banque.`,
    note: ({ statement, account, line }) =>
      `Payé selon le relevé ${statement} de la banque pour le compte ${account}, ligne ${line}.`,
  },
  kind: {
    matched: 'Rapprochés',
    'app-only': 'Dans le journal, pas dans le relevé',
    'bank-only': 'Dans le relevé, pas dans le journal',
    'amount-differs': 'Montants différents',
  },
  reason: {
    paid: 'Payé, comme le dit le journal',
    'outcome-unknown': 'Résultat inconnu dans le journal',
    'not-in-statement': 'Le journal le dit payé ; le relevé ne le montre pas',
    'not-found': 'Aucun virement du journal n’a cette référence',
    'no-money-moved': 'Selon le journal, aucun argent n’a bougé pour ce virement',
    return: 'Retourné par la banque',
    twice: 'Débité de nouveau : une autre ligne montre déjà ce virement',
    amount: 'Un autre montant que celui du virement',
    currency: 'Une autre devise que celle du virement',
  },
  matchedBy: {
    reference: 'par la référence',
    'transaction-id': 'par l’identifiant de transaction de la banque',
    'amount-and-date': 'par le montant, la devise et la date',
  },
  direction: { debit: 'Débit', credit: 'Crédit' },
  returnCode: {
    AC01: 'Numéro de compte incorrect',
    AC04: 'Compte clôturé',
    AC06: 'Compte bloqué',
    AG01: 'Opération interdite sur ce compte',
    AM05: 'Paiement en double',
    BE04: 'Adresse du bénéficiaire manquante',
    MD07: 'Titulaire du compte décédé',
    MS02: 'Refusé par le bénéficiaire',
    MS03: 'Motif non indiqué',
    RC01: 'Code banque incorrect',
    FOCR: 'Retourné après une demande d’annulation',
  },
  returned: 'Retourné par la banque, sans motif indiqué',
  returnRecorded: ({ kind, day }) => `${kind} : enregistré à la journée comptable du ${day}`,
  returnMissing: 'Aucun retour enregistré pour l’instant',
  page: {
    lead: 'Importez le relevé bancaire des comptes dont l’agence paie, puis réglez chaque écart avec un motif. Rien ici n’est montré à un client.',
    format: 'Type de fichier',
    choose: 'Choisir le fichier et importer',
    importing: 'Importation…',
    imported: ({ count, lines, breaks }) =>
      `${count === 1 ? 'Le relevé a été importé' : `${count} relevés ont été importés`} : ${lines} lignes, ${breaks} ${breaks === 1 ? 'écart' : 'écarts'} à régler.`,
    already: 'Ce relevé avait déjà été importé : rien n’a changé.',
    accounts: ({ accounts }) => `Comptes dont l’agence paie : ${accounts}.`,
    accountsSummary: ({ count }) =>
      count === 1 ? 'Le compte dont l’agence paie' : `Les ${count} comptes dont l’agence paie`,
    noAccounts:
      'L’agence n’a pas encore de compte source : un administrateur les saisit dans Paramètres.',
    statementsTitle: 'Relevés importés',
    none: 'Aucun relevé importé pour l’instant.',
    col: {
      account: 'Compte',
      period: 'Période',
      statement: 'Relevé',
      lines: 'Lignes',
      breaks: 'Écarts ouverts',
    },
    open: 'Ouvrir',
    period: ({ from, to }) => (from === to ? from : `du ${from} au ${to}`),
    statementHeading: ({ statement, account }) => `Relevé ${statement} de ${account}`,
    detail: ({ format, file, at, by }) => `${format}, ${file}, importé ${at} par ${by}`,
    balances: ({ opening, closing }) =>
      `Solde d’ouverture ${opening} · solde de clôture ${closing}`,
    count: ({ count }) => (count === 1 ? '1 ligne' : `${count} lignes`),
    emptyList: 'Aucun.',
    col2: {
      line: 'Ligne',
      date: 'Date de valeur',
      amount: 'Montant',
      transfer: 'Virement',
      why: 'Motif',
      action: 'Réglé',
    },
    fileLine: ({ line }) => `ligne ${line} du fichier`,
    bankRef: ({ reference }) => `Référence de la banque ${reference}`,
    transferAmount: ({ amount }) => `Dans le journal : ${amount}`,
    settle: 'Régler…',
    settleFromStatement: 'Enregistrer comme payé',
    recordReturn: 'Enregistrer le retour',
    settledBy: ({ by, at }) => `Réglé par ${by}, ${at}`,
    reasonLabel: 'Motif',
    reasonHint: ({ min }) =>
      `Ce que vous avez constaté et fait, en au moins ${min} caractères : la réponse de la banque, qui à la banque, ce qui a été enregistré.`,
    reasonTitle: ({ item }) => `Régler la ligne ${item}`,
    save: 'Régler',
    settled: ({ item }) => `La ligne ${item} est réglée.`,
    paidRecorded: ({ reference }) =>
      `Le virement ${reference} est enregistré comme payé, avec le relevé comme confirmation de la banque.`,
    monthLink: 'Vue du mois',
    back: 'Retour aux relevés',
  },
  month: {
    lead: 'Chaque jour du mois : les lignes des relevés, ce qui a été rapproché, et les écarts avec leur règlement.',
    month: 'Mois',
    show: 'Afficher',
    statements: ({ count }) =>
      count === 1 ? '1 relevé ce mois-ci.' : `${count} relevés ce mois-ci.`,
    none: 'Aucun relevé ne couvre un jour de ce mois.',
    daysTitle: 'Jours',
    totalsTitle: 'Totaux du mois',
    breaksTitle: 'Écarts',
    noBreaks: 'Aucun écart ce mois-ci.',
    col: {
      day: 'Jour',
      currency: 'Devise',
      lines: 'Lignes',
      debits: 'Débits',
      credits: 'Crédits',
      matched: 'Rapprochés',
      appOnly: 'Journal seul',
      bankOnly: 'Relevé seul',
      breaks: 'Écarts',
      amountDiffers: 'Montant différent',
      settled: 'Réglés',
      open: 'Ouverts',
      statement: 'Relevé',
      account: 'Compte',
      kind: 'Écart',
      reason: 'Motif',
      reference: 'Référence',
      bankReference: 'Référence de la banque',
      amount: 'Montant',
      resolution: 'Règlement',
      settledBy: 'Réglé par',
      settledAt: 'Réglé le',
      section: 'Partie',
    },
    section: { day: 'Jour', total: 'Total du mois', break: 'Écart' },
    open: 'Ouvert',
    pdf: 'Enregistrer en PDF',
    print: 'Imprimer',
    csv: 'Enregistrer en CSV',
    saved: ({ file }) => `Enregistré dans ${file}.`,
    printed: 'Envoyé à l’imprimante.',
    heading: ({ month }) => `Rapprochement avec la banque, ${month}`,
    printTitle: ({ month }) => `Rapprochement ${month}`,
    saveCsv: ({ month }) => `Enregistrer le rapprochement de ${month} en CSV`,
  },
  request: {
    only: 'Cette demande ne peut contenir que le relevé, sa ligne, un motif, un mois ou un type de fichier.',
    format: 'Choisissez le type de fichier : camt.053, MT940 ou CSV.',
    reasonRequired:
      'Saisissez le motif : ce qu’a dit la banque, ou ce que vous avez constaté et fait.',
    reasonShort: ({ min }) => `Le motif doit compter au moins ${min} caractères.`,
    reasonLong: ({ max }) => `Le motif peut compter au plus ${max} caractères.`,
    month: 'Choisissez un mois (AAAA-MM).',
  },
  import: {
    chooseTitle: ({ format }) => `Choisir le relevé de la banque : ${format}`,
  },
};
