import type * as english from '../en/dates';
import type { SameShape } from '../messages';

/** Days and time zones, as screens and printed pages name them. */
export const dates: SameShape<typeof english.dates> = {
  weekday: {
    sunday: 'dimanche',
    monday: 'lundi',
    tuesday: 'mardi',
    wednesday: 'mercredi',
    thursday: 'jeudi',
    friday: 'vendredi',
    saturday: 'samedi',
  },
  /** `Monday 2026-11-30 at 09:00 EAT`: a moment to come, with its weekday. */
  moment: ({ weekday, date, time }) => `${weekday} ${date} à ${time}`,
  /** `Monday 2026-11-30, from 09:00 EAT`: when a queued transfer’s value date begins. */
  from: ({ weekday, date, time }) => `${weekday} ${date}, à partir de ${time}`,
  /** A zone’s name in a sentence, by its short name. */
  zone: {
    EAT: 'heure d’Afrique de l’Est',
    CAT: 'heure d’Afrique centrale',
    WAT: 'heure d’Afrique de l’Ouest',
  },
};
