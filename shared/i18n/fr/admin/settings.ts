import type * as english from '../../en/admin/settings';
import type { SameShape } from '../../messages';

/** The settings page and its sections' own words (the fields' labels are `settings`'). */
export const settings: SameShape<typeof english.settings> = {
  environmentInUse: 'Environnement en service :',
  listsOfEnvironment: '. Les listes d’agence affichées sont celles de cet environnement.',
  loading: 'Chargement des paramètres…',
  loadingLists: 'Chargement des listes…',
  navLabel: 'Sections des paramètres',
  branchLists: 'Listes de l’agence',
  needsCorrecting: 'à corriger',
  needsAttention: 'à vérifier',
  remove: 'Supprimer',
  /** A section’s frame: what it shares with every other section. */
  frame: {
    problem: ({ title, problem }) =>
      `La valeur enregistrée de la section «\u00a0${title.toLowerCase()}\u00a0» n’a pas pu être utilisée : ${problem} Le formulaire affiche les valeurs par défaut ; enregistrez pour remplacer la valeur enregistrée.`,
    earlier:
      'Lus depuis les paramètres d’une version antérieure de Remit Desk. Vérifiez-les et enregistrez pour les conserver.',
    saving: 'Enregistrement…',
    save: 'Enregistrer',
    undo: 'Annuler les modifications',
  },
  /** What each section is for, under its title. */
  purpose: {
    accountPatterns:
      'Chaque numéro de compte doit comporter de 6 à 20 chiffres ou lettres majuscules. Lorsque la banque connaît le format d’un pays, un motif plus strict (une expression régulière à laquelle le numéro entier doit correspondre) repère les fautes de frappe au guichet. Laissez un pays vide pour garder la règle générale.',
    backup:
      'Lorsqu’un superviseur clôture une journée, Remit Desk copie le journal dans ce dossier, un partage réseau ou un disque conservé à l’écart de cet ordinateur. Une copie qui échoue est refaite au démarrage suivant. Laissez vide pour ne faire aucune copie automatique.',
    bankIdentity:
      'Imprimée sur chaque reçu, avec le nom et le code de l’agence de la section Poste, exactement comme écrite ici. Une ligne pour chaque élément.',
    network:
      'Durée pendant laquelle Remit Desk attend le service de la banque. Un virement dont la réponse n’arrive pas à temps est enregistré avec une issue inconnue, pour un superviseur. Les modifications prennent effet au prochain démarrage de Remit Desk.',
    sessions:
      'Un opérateur est déconnecté après ces minutes sans activité (averti une minute avant, et un virement à moitié saisi lui est conservé), et dans tous les cas ce nombre d’heures après sa connexion, afin que personne ne travaille sous le nom du dernier opérateur. Les modifications prennent effet au prochain démarrage de Remit Desk.',
    workstation:
      'Quel poste est celui-ci, et l’agence qu’il dessert. Le nom, le code et le pays de l’agence sont imprimés sur chaque reçu.',
    limits:
      'Le montant le plus petit et le plus grand d’un virement, par produit et par devise, et le maximum que la pièce d’identité d’un même donneur d’ordre peut envoyer par portefeuille mobile en une journée (comptée selon la journée de l’agence, hors virements rejetés). Les guichetiers voient ces plafonds pendant la saisie ; Remit Desk les vérifie à nouveau avant l’envoi. Les montants affichés au départ ne sont que des points de départ : remplacez-les par ceux de la banque.',
    controls:
      'Au-delà du montant d’approbation, un virement s’arrête à la vérification jusqu’à ce qu’un superviseur l’approuve au poste du guichetier avec son propre identifiant et son mot de passe ; de même pour un virement qui porte au-delà de ce montant les virements du jour du client, ou les virements du jour du compte vers le même bénéficiaire. À partir du montant de déclaration, un virement est marqué à déclarer, et les virements d’un même client qui l’atteignent ensemble en 24 heures, 7 jours ou 30 jours sont marqués comme série fractionnée, pour le responsable conformité. Laissez un champ vide pour n’appliquer aucun seuil. Chaque modification est consignée avec son ancienne et sa nouvelle valeur.',
    screening:
      'Avant l’envoi d’un virement, les noms de son donneur d’ordre et de son bénéficiaire sont comparés aux listes de sanctions importées sur la page Listes de sanctions. Un nom dont le score atteint ou dépasse le score de correspondance retient le virement pour un responsable conformité ; un score plus bas retient plus de virements, un score plus haut manque plus de graphies. Les envois s’arrêtent tant qu’une liste dépasse l’âge maximal, jusqu’à l’importation de la liste en vigueur.',
    tariff:
      'Ce que l’agence facture pour un virement, par produit et par devise : des frais fixes, un pourcentage avec un minimum et un maximum, ou des tranches selon le montant. Le guichetier montre les frais et le total à payer à la vérification, et les deux reçus les impriment. Une devise sans frais définis ne coûte rien. Chaque modification est enregistrée avec l’ancienne et la nouvelle valeur.',
    rates:
      'Les taux de change du jour dans la devise de l’agence, pour le total qu’un client paie pour un virement dans une autre devise. Chaque taux est conservé avec qui l’a fixé et quand ; un taux plus ancien que l’âge maximal arrête les virements dans sa devise jusqu’à ce qu’il soit fixé de nouveau.',
    rtgsCalendar:
      'La plage RTGS de chaque pays : de l’heure d’ouverture à l’heure limite de la banque en semaine, à l’heure de ce pays, hors jours fériés. Un virement confirmé hors de la plage part quand même, et reste en file d’attente jusqu’à la prochaine ouverture ; le guichetier en est averti avant de confirmer.',
  },
  /** The purpose of each branch list, before the environment it belongs to. */
  listPurpose: {
    sourceAccounts:
      'Les comptes de l’agence à partir desquels les virements sont payés. Le guichetier en choisit un, qui remplit le compte du donneur d’ordre : numéro, nom du titulaire, pays et devise. Remit Desk n’envoie depuis aucun autre compte.',
    banks:
      'Les banques de chaque pays vers lesquelles un virement RTGS peut être envoyé. Le guichetier en trouve une par son nom ou son code ; un code absent de la liste peut quand même être saisi, et le guichetier est averti qu’il ne figure pas dans cette liste.',
    wallets:
      'Les portefeuilles mobiles de chaque pays IMT. Le guichetier en choisit un pour le pays du bénéficiaire ; c’est le nom attendu par le service qui est envoyé.',
  },
  listPurposeIn: ({ purpose, environment }) => `${purpose} Ce sont les listes pour ${environment}.`,
  accountPatternHint: 'Par exemple [0-9]{13} pour treize chiffres.',
  backupFolder: 'Dossier de sauvegarde',
  backupFolderHint:
    'Le chemin complet du dossier, par exemple D:\\Backups\\Remit Desk ou /mnt/backups.',
  identity: {
    legalNameHint: 'Telle qu’enregistrée, par exemple Example Bank Kenya Limited.',
    complaintsHint:
      'Où un client adresse une réclamation : un numéro de téléphone, une adresse e-mail ou les deux.',
    licenceHint:
      'La mention du régulateur que la banque doit imprimer, par exemple Agréée et contrôlée par la Central Bank of Kenya.',
  },
  network: {
    connect: 'Délai de connexion (millisecondes)',
    connectHint: 'De 1000 à 60000 : 10000 correspond à dix secondes.',
    request: 'Délai de requête (millisecondes)',
    requestHint: 'De 5000 à 300000 : 45000 correspond à 45 secondes.',
  },
  screening: {
    threshold: 'Score de correspondance qui retient un virement',
    thresholdHint: ({ min, max, standard }) => `De ${min} à ${max} ; ${standard} par défaut.`,
    age: 'Âge maximal d’une liste (jours)',
    ageHint: ({ min, max, standard }) =>
      `De ${min} à ${max} jours à compter de la date de la liste ; ${standard} par défaut.`,
    calendarAhead: 'Jours d’avance que le calendrier RTGS doit couvrir',
    calendarAheadHint: ({ max }) =>
      `De 0 à ${max} ; vide pour la seule année en cours. S’applique tant que le siège fixe le calendrier.`,
  },
  sessions: {
    idle: 'Minutes sans activité avant déconnexion',
    idleHint: ({ min, max, standard }) => `De ${min} à ${max} minutes ; ${standard} par défaut.`,
    lifetime: 'Durée de session (heures)',
    lifetimeHint: ({ min, max, standard }) => `De ${min} à ${max} heures ; ${standard} par défaut.`,
    silence: 'Heures sans le siège avant que seuls les administrateurs se connectent',
    silenceHint: ({ min, max, standard }) =>
      `Pour un poste enrôlé auprès du siège : de ${min} à ${max} heures ; ${standard} par défaut.`,
  },
  workstation: {
    numberHint:
      'De 10 à 99. Chaque référence de virement commence par ce numéro : deux postes du même compte bancaire ayant le même numéro produiraient les mêmes références, que la banque refuserait ou confondrait. Donnez à chaque poste son propre numéro.',
    branchCodeHint: 'Le code propre de la banque pour l’agence, par exemple 042 ou KE-042.',
    countryHint:
      'Son heure fait la journée de l’agence : le plafond quotidien par pièce d’identité repart à zéro à minuit dans ce pays.',
    paperHint:
      'Ce que l’imprimante de reçus de ce poste accepte : des feuilles A4, ou un rouleau thermique de 80 mm. Les deux exemplaires (client et banque) s’impriment dans cette mise en page.',
  },
  limits: {
    rtgsMin: 'Minimum RTGS',
    rtgsMax: 'Maximum RTGS',
    walletMin: 'Minimum portefeuille',
    walletMax: 'Maximum portefeuille',
    walletDaily: 'Total quotidien portefeuille par pièce d’identité',
    walletOfflineDaily: 'Total quotidien par pièce, siège injoignable',
    noWalletUsd: 'Aucun transfert vers portefeuille mobile n’est effectué en dollars US.',
  },
  controls: {
    repeats: 'Seconds virements',
    repeatDays: 'Jours couverts par le contrôle des répétitions',
    repeatDaysHint: ({ max }) =>
      `Un nouveau virement avec le même client, bénéficiaire, montant et devise qu’un virement envoyé au cours de ces journées d’agence s’arrête à la vérification jusqu’à ce que le guichetier confirme que le client a demandé un second virement. 1 correspond à aujourd’hui seulement (par défaut) ; au plus ${max}.`,
    approvalRtgs: 'RTGS : approbation du superviseur au-delà de',
    approvalWallet: 'Portefeuille : approbation du superviseur au-delà de',
    reportableFrom: 'À déclarer à partir de',
  },
  calendar: {
    save: 'Enregistrer le calendrier',
    imported: ({ file, country, count, added }) =>
      `${file} est importé : ${country}, désormais ${count} jour${count <= 1 ? '' : 's'} férié${count <= 1 ? '' : 's'} (${added} nouveau${added <= 1 ? '' : 'x'}).`,
    notImported: ({ file, reason }) => `Rien n’a été importé depuis ${file}. ${reason}`,
    correctLines: 'Corrigez ces lignes et choisissez à nouveau le fichier :',
    gapsTitle: 'Jours fériés manquants pour l’année à venir',
    countriesLabel: 'Pays',
    noHolidaysAhead: 'aucun jour férié à venir',
    importLabel: ({ country }) => `Importer les jours fériés depuis un fichier (${country})`,
    /** The file’s hint, around its example line (shown in a monospace font). */
    fileHintBefore:
      'Un fichier texte avec un jour férié par ligne : la date écrite AAAA-MM-JJ, une espace, puis le nom, par exemple',
    fileExample: '2026-12-25 Noël',
    fileHintAfter: ({ country }) =>
      `. Les jours fériés sont ajoutés à la liste du pays (${country}) ; une date déjà présente prend le nom donné par le fichier. Un fichier contenant une ligne erronée n’importe rien.`,
    saveFirst: 'Enregistrez ou annulez d’abord vos modifications.',
    opensHint: ({ country, zone }) => `HH:MM, heure locale (${country}) : ${zone}.`,
    cutOffHint: 'Celle de la banque, souvent avant 15:00.',
    holidaysIn: ({ country }) => `Jours fériés : ${country}`,
    noHolidays:
      'Aucun jour férié saisi. Ajoutez-les un par un, ou importez la liste depuis un fichier ci-dessous.',
    date: 'Date (AAAA-MM-JJ)',
    datePlaceholder: 'AAAA-MM-JJ',
    name: 'Nom',
    removeHoliday: ({ n }) => `Supprimer le jour férié ${n}`,
    add: 'Ajouter un jour férié',
  },
  lists: {
    save: 'Enregistrer la liste',
    show: 'Afficher',
    allCountries: 'Tous les pays',
    empty: 'La liste est vide.',
    noneForCountry: 'Aucun pour ce pays.',
    row: 'Ligne',
    removeRow: ({ n }) => `Supprimer la ligne ${n}`,
    chooseCountry: 'Choisissez un pays…',
    add: 'Ajouter une ligne',
  },
};
