/** Days and time zones, as screens and printed pages name them. */
export const dates = {
  /**
   * A weekday's name before a date in `moment` and `from`: a queued RTGS transfer's value date on
   * the review and the receipt, the RTGS window's next opening. Write it as it stands inside a
   * sentence, in lower case where the language does (French: lundi).
   */
  weekday: {
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
  },
  /** `Monday 2026-11-30 at 09:00 EAT`: a moment to come, with its weekday. */
  moment: ({ weekday, date, time }: { weekday: string; date: string; time: string }) =>
    `${weekday} ${date} at ${time}`,
  /** `Monday 2026-11-30, from 09:00 EAT`: when a queued transfer's value date begins. */
  from: ({ weekday, date, time }: { weekday: string; date: string; time: string }) =>
    `${weekday} ${date}, from ${time}`,
  /** A zone's name in a sentence, by its short name. */
  zone: {
    EAT: 'East Africa Time',
    CAT: 'Central Africa Time',
    WAT: 'West Africa Time',
  },
} as const;
