import type * as english from '../en/calendar';
import type { SameShape } from '../messages';

/** Each country’s RTGS calendar: hours, public holidays, holiday files and the coming year’s gaps. */
export const calendar: SameShape<typeof english.calendar> = {
  /** A country’s calendar as the settings check it; `name` is the country’s. */
  country: {
    opensType: ({ name }) => `${name} : l’heure d’ouverture doit être du texte comme 09:00.`,
    opensRequired: ({ name }) => `${name} : l’heure d’ouverture est obligatoire, comme 09:00.`,
    opensFormat: ({ name }) =>
      `${name} : l’heure d’ouverture doit s’écrire HH:MM, de 00:00 à 23:59, comme 09:00.`,
    cutOffType: ({ name }) => `${name} : l’heure limite doit être du texte comme 15:00.`,
    cutOffRequired: ({ name }) => `${name} : l’heure limite est obligatoire, comme 15:00.`,
    cutOffFormat: ({ name }) =>
      `${name} : l’heure limite doit s’écrire HH:MM, au plus 24:00, comme 15:00.`,
    cutOffAfter: ({ name, cutOff, opensAt }) =>
      `${name} : l’heure limite (${cutOff}) doit être postérieure à l’heure d’ouverture (${opensAt}).`,
    holidayDateType: ({ name }) => `${name} : la date d’un jour férié doit être du texte.`,
    holidayDateRequired: ({ name }) =>
      `${name} : la date d’un jour férié est obligatoire, écrite AAAA-MM-JJ.`,
    holidayNameLabel: ({ name }) => `${name} : nom du jour férié`,
    holidayOnly: ({ name }) => `${name} : un jour férié ne contient que sa date et son nom.`,
    holidaysList: ({ name }) =>
      `${name} : les jours fériés doivent former une liste de dates avec leurs noms.`,
    tooManyHolidays: ({ name, max }) =>
      `${name} : au plus ${max} jours fériés peuvent être conservés. Supprimez d’abord les jours passés.`,
    /** `said`: what the date field holds instead. */
    holidayNoDate: ({ name, index, said }) =>
      `${name} : le jour férié ${index} n’a pas de date réelle écrite AAAA-MM-JJ (il indique «\u00a0${said}\u00a0»).`,
    holidayTwice: ({ name, date, first, second }) =>
      `${name} : ${date} figure deux fois (jours fériés ${first} et ${second}). Gardez-en un seul.`,
    only: ({ name }) =>
      `${name} : le calendrier RTGS ne contient que l’heure d’ouverture, l’heure limite et les jours fériés.`,
    missing: ({ name }) => `${name} : le calendrier RTGS est manquant.`,
  },
  countriesOnly: 'Le calendrier RTGS ne contient que les six pays (KE, UG, TZ, RW, SS, DRC).',
  /** `problem`: the first problem of the country’s calendar, a sentence. */
  wrongSettings: ({ problem }) =>
    `Le calendrier RTGS des paramètres est erroné : ${problem} Demandez à un administrateur de le corriger dans Paramètres.`,
  /** No holiday entered for the coming year (today and the 365 days after). */
  gap: ({ country, today, last }) =>
    `${country} : aucun jour férié n’est saisi entre le ${today} et le ${last} ; un jour férié, les guichetiers seraient informés que la plage RTGS est ouverte. Saisissez-les dans Paramètres, Calendrier RTGS.`,
  gapsSummary: ({ countries }) =>
    `Aucun jour férié n’est saisi pour l’année à venir dans ces pays : ${countries}. D’ici là, les guichetiers sont informés que la plage RTGS est ouverte ces jours-là. Saisissez-les dans Paramètres, Calendrier RTGS.`,
  /** A holiday file, one holiday a line; `line` is its number. */
  file: {
    tooManyLines: ({ max }) =>
      `Le fichier compte plus de ${max} lignes : ce n’est pas une liste de jours fériés. Choisissez le bon fichier.`,
    notDate: ({ line, date }) =>
      `Ligne ${line} : «\u00a0${date}\u00a0» n’est pas une date écrite AAAA-MM-JJ. Chaque ligne contient une date, une espace et le nom du jour férié, comme 2026-12-25 Noël.`,
    notReal: ({ line, date }) => `Ligne ${line} : ${date} n’est pas un jour réel du calendrier.`,
    noName: ({ line, date }) =>
      `Ligne ${line} : le jour férié du ${date} n’a pas de nom. Écrivez-le après la date, comme ${date} Noël.`,
    hidden: ({ line, date }) =>
      `Ligne ${line} : le nom du jour férié du ${date} contient un caractère caché. Retapez-le.`,
    nameTooLong: ({ line, date, max }) =>
      `Ligne ${line} : le nom du jour férié du ${date} dépasse ${max} caractères.`,
    notUtf8: ({ line }) =>
      `Ligne ${line} : un caractère est illisible : le fichier n’est pas enregistré en texte UTF-8. Enregistrez-le de nouveau en UTF-8 (dans le Bloc-notes : Enregistrer sous, Codage UTF-8), puis importez-le de nouveau.`,
    twice: ({ line, date, earlier }) =>
      `Ligne ${line} : ${date} figure déjà à la ligne ${earlier}. Gardez-en une seule.`,
    empty:
      'Le fichier ne contient aucun jour férié. Chaque ligne contient une date, une espace et le nom, comme 2026-12-25 Noël.',
  },
  /** A holiday file as the admin’s page sends it. */
  import: {
    notText: 'Le fichier de jours fériés doit être du texte.',
    choose: 'Choisissez un fichier de jours fériés.',
    tooLarge: ({ kb }) =>
      `Le fichier de jours fériés dépasse ${kb} Ko : ce n’est pas une liste de jours fériés. Choisissez le bon fichier.`,
    only: 'Une importation de jours fériés ne contient que le pays et le texte du fichier.',
  },
};
