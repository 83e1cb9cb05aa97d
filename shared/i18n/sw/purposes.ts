import type { Said } from '../messages';
/** The service's payment purposes: fetched with the token, kept, served stale with their age (D18). */
export const purposes = {
  unavailable: ({ reason }: { reason: Said }) =>
    `Madhumuni ya malipo hayawezi kupakiwa: ${reason} Uhamisho wa RTGS unayahitaji; jaribu tena baada ya muda mfupi, au mpigie msimamizi wa mfumo tatizo likiendelea.`,
  stale: ({ reason, age }: { reason: Said; age: Said }) =>
    `${reason} Inaonyesha orodha iliyopakuliwa muda wa ${age} uliopita.`,
  age: {
    underAMinute: 'chini ya dakika moja',
    minutes: ({ count }: { count: number }) => `dakika ${count}`,
    hours: ({ count }: { count: number }) => `saa ${count}`,
    days: ({ count }: { count: number }) => `siku ${count}`,
  },
  closing: 'Remit Desk inafungwa. Ifungue tena ili kuona madhumuni ya malipo.',
} as const;
