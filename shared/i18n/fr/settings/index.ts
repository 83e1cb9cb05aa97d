import type * as english from '../../en/settings/index';
import type { SameShape } from '../../messages';
import { amounts } from './amounts';
import { requests } from './requests';
import { transferRules } from './transfer-rules';

/** The admin’s settings: the sections, their labels and every message their checks give. */
export const settings: SameShape<typeof english.settings> = {
  /** What an admin reads when a section is wrong, and the section list of the settings page. */
  section: {
    environment: 'Environnement',
    endpoints: 'Adresses des services',
    workstation: 'Poste',
    bankIdentity: 'Identité de la banque sur les reçus',
    rtgsCalendar: 'Calendrier RTGS',
    limits: 'Plafonds de montant',
    accountPatterns: 'Formats des numéros de compte',
    network: 'Délais réseau',
    sessions: 'Sessions de connexion',
    backup: 'Sauvegarde automatique du journal',
    controls: 'Seuils d’approbation et de déclaration',
    screening: 'Filtrage des sanctions',
    tariff: 'Frais',
    rates: 'Taux de change',
  },
  /** The labels the admin’s forms show; every message names its field by them. */
  labels: {
    /** A country column or field, as a list’s table or a holiday import names it. */
    country: 'Pays',
    workstation: {
      number: 'Numéro du poste',
      branchName: 'Nom de l’agence',
      branchCode: 'Code de l’agence',
      countryCode: 'Pays de l’agence',
      receiptPaper: 'Papier des reçus',
    },
    bankIdentity: {
      legalName: 'Raison sociale de la banque',
      branchAddress: 'Adresse de l’agence',
      complaintsContact: 'Contact réclamations',
      licenceLine: 'Mention d’agrément',
    },
    rtgsCalendar: {
      opensAt: 'Heure d’ouverture',
      cutOff: 'Heure limite',
      holidays: 'Jours fériés',
    },
  },
  receiptPaper: { a4: 'Feuille A4', roll80: 'Rouleau thermique 80 mm' },
  environment: {
    choose: 'Choisissez un environnement.',
    oneOf: 'L’environnement doit être bac à sable, test ou production.',
  },
  endpoints: {
    tokenPathRequired:
      'Le chemin du jeton est obligatoire, par exemple /authentication/api/v3/authenticate/merchant.',
    tokenPathCharacters:
      'Le chemin du jeton doit commencer par / et ne contenir que des lettres, des chiffres et / . _ ~ -.',
    tokenPathDots: 'Le chemin du jeton ne doit pas contenir « .. ».',
    addressRequired: 'L’adresse du service est obligatoire.',
    addressOnly:
      'Les paramètres d’adresse de service ne contiennent que l’adresse et le chemin du jeton.',
    testAndLiveOnly:
      'Les adresses de service n’existent que pour les environnements de test et de production.',
  },
  workstation: {
    numberRange: ({ label, min, max }) => `${label} doit être un nombre entier de ${min} à ${max}.`,
    numberRequired: ({ label, min, max }) => `${label} est obligatoire (de ${min} à ${max}).`,
    branchCode: ({ label }) =>
      `${label} doit comporter de 1 à 12 lettres ou chiffres ; un tiret est admis à l’intérieur, comme KE-042.`,
    receiptPaper: ({ label }) => `${label} doit être A4 ou un rouleau de 80 mm.`,
    only: 'Les paramètres du poste ne contiennent que le numéro, le nom, le code et le pays de l’agence, et le papier des reçus.',
  },
  bankIdentity: {
    only: 'L’identité de la banque ne contient que la raison sociale, l’adresse, le contact réclamations et la mention d’agrément.',
    /** Each line of the bank’s identity in the words a sentence uses. */
    words: {
      legalName: 'la raison sociale de la banque',
      branchAddress: 'l’adresse de l’agence',
      complaintsContact: 'le contact réclamations',
      licenceLine: 'la mention d’agrément',
    },
    /** `lines`: the lines not set, joined as a sentence joins them. */
    /** Translator: worded « il manque … » so that it needs no gender agreement with the lines. */
    notSet: {
      one: ({ lines }) => `il manque ${lines}`,
      many: ({ lines }) => `il manque ${lines}`,
    },
    /** `missing`: what notSet says. */
    receiptRefused: {
      one: ({ missing }) =>
        `Ce reçu ne peut pas encore être imprimé : ${missing}, et chaque reçu doit nommer la banque et indiquer où le client peut adresser une réclamation. Un administrateur saisit cette information dans Paramètres, Identité de la banque sur les reçus ; imprimez ensuite le reçu à nouveau depuis cette page.`,
      many: ({ missing }) =>
        `Ce reçu ne peut pas encore être imprimé : ${missing}, et chaque reçu doit nommer la banque et indiquer où le client peut adresser une réclamation. Un administrateur saisit ces informations dans Paramètres, Identité de la banque sur les reçus ; imprimez ensuite le reçu à nouveau depuis cette page.`,
    },
    /** `missing`: what notSet says, begun with a capital. */
    warning: {
      one: ({ missing }) =>
        `${missing}, donc aucun reçu ne peut être imprimé. Saisissez cette information dans Paramètres, Identité de la banque sur les reçus.`,
      many: ({ missing }) =>
        `${missing}, donc aucun reçu ne peut être imprimé. Saisissez ces informations dans Paramètres, Identité de la banque sur les reçus.`,
    },
  },
  accountPatterns: {
    notList: ({ what }) => `${what} doit être une liste.`,
    notOneOf: ({ what, key, keys }) =>
      `${what} : «\u00a0${key}\u00a0» ne fait pas partie de ${keys}.`,
    notText: ({ country }) => `Le format de numéro de compte pour ${country} doit être du texte.`,
  },
  network: {
    connectType: 'Le délai de connexion doit être un nombre entier de millisecondes, comme 10000.',
    connectRequired: 'Le délai de connexion est obligatoire.',
    connectWhole: 'Le délai de connexion doit être un nombre entier de millisecondes.',
    connectMin: 'Le délai de connexion doit être d’au moins 1 seconde (1000 ms).',
    connectMax: 'Le délai de connexion doit être d’au plus 60 secondes (60000 ms).',
    requestType: 'Le délai de requête doit être un nombre entier de millisecondes, comme 45000.',
    requestRequired: 'Le délai de requête est obligatoire.',
    requestWhole: 'Le délai de requête doit être un nombre entier de millisecondes.',
    requestMin: 'Le délai de requête doit être d’au moins 5 secondes (5000 ms).',
    requestMax: 'Le délai de requête doit être d’au plus 5 minutes (300000 ms).',
    only: 'Les paramètres réseau ne contiennent que les deux délais.',
  },
  sessions: {
    idleRange: ({ min, max }) =>
      `Les minutes sans activité doivent être un nombre entier de ${min} à ${max}.`,
    lifetimeRange: ({ min, max }) =>
      `La durée de session doit être un nombre entier d’heures de ${min} à ${max}.`,
    silenceRange: ({ min, max }) =>
      `Les heures sans le siège doivent être un nombre entier de ${min} à ${max}.`,
    lifetimeRequired: 'La durée de session est obligatoire.',
    only: 'Les paramètres des sessions de connexion ne contiennent que la durée de session et les minutes sans activité.',
  },
  screening: {
    thresholdRange: ({ min, max }) =>
      `Le score de correspondance doit être un nombre de ${min.toFixed(2)} à ${max.toFixed(2)}, avec au plus deux décimales, comme 0.88.`,
    ageRange: ({ min, max }) =>
      `L’âge maximal d’une liste doit être un nombre entier de jours de ${min} à ${max}.`,
    calendarAheadRange: ({ min, max }) =>
      `Les jours d’avance que le calendrier RTGS doit couvrir doivent être un nombre entier de ${min} à ${max}.`,
    only: 'Les paramètres du filtrage des sanctions ne contiennent que le score de correspondance, l’âge maximal d’une liste et les jours d’avance que le calendrier RTGS doit couvrir.',
  },
  backup: {
    folderDefined: 'Le dossier de sauvegarde automatique doit être un chemin de dossier, ou aucun.',
    folderLength: 'Le dossier de sauvegarde automatique doit comporter au plus 1000 caractères.',
    folderAbsolute:
      'Le dossier de sauvegarde automatique doit être un chemin complet, comme D:\\Backups ou /mnt/backups, sans caractères cachés ni espaces au début ou à la fin.',
    only: 'Les paramètres de sauvegarde automatique ne contiennent que le dossier.',
  },
  update: {
    environment:
      'L’environnement se change avec Changer d’environnement, il ne s’enregistre pas comme un paramètre.',
    chooseSection: ({ sections }) =>
      `Choisissez une section de paramètres à enregistrer : ${sections}.`,
    only: 'Une modification de paramètres ne contient que la section et sa valeur.',
    endpoints:
      'Une adresse de service s’enregistre sur la page Connexion bancaire, où sont gérés les identifiants saisis pour elle.',
  },
  amounts,
  transferRules,
  requests,
};
