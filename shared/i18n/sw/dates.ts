import type * as english from '../en/dates';
import type { SameShape } from '../messages';

/** Days and time zones, as screens and printed pages name them. */
export const dates: SameShape<typeof english.dates> = {
  weekday: {
    sunday: 'Jumapili',
    monday: 'Jumatatu',
    tuesday: 'Jumanne',
    wednesday: 'Jumatano',
    thursday: 'Alhamisi',
    friday: 'Ijumaa',
    saturday: 'Jumamosi',
  },
  /** `Monday 2026-11-30 at 09:00 EAT`: a moment to come, with its weekday. */
  moment: ({ weekday, date, time }) => `${weekday} ${date} saa ${time}`,
  /** `Monday 2026-11-30, from 09:00 EAT`: when a queued transfer's value date begins. */
  from: ({ weekday, date, time }) => `${weekday} ${date}, kuanzia saa ${time}`,
  /** A zone's name in a sentence, by its short name. */
  zone: {
    EAT: 'Saa za Afrika Mashariki',
    CAT: 'Saa za Afrika ya Kati',
    WAT: 'Saa za Afrika Magharibi',
  },
};
