import type * as english from '../en/purposes';
import type { SameShape } from '../messages';

/** The service's payment purposes: fetched with the token, kept, served stale with their age (D18). */
export const purposes: SameShape<typeof english.purposes> = {
  unavailable: ({ reason }) =>
    `Madhumuni ya malipo hayawezi kupakiwa: ${reason} Uhamisho wa RTGS unayahitaji; jaribu tena baada ya muda mfupi, au mpigie msimamizi wa mfumo tatizo likiendelea.`,
  stale: ({ reason, age }) => `${reason} Inaonyesha orodha iliyopakuliwa muda wa ${age} uliopita.`,
  age: {
    underAMinute: 'chini ya dakika moja',
    minutes: ({ count }) => `dakika ${count}`,
    hours: ({ count }) => `saa ${count}`,
    days: ({ count }) => `siku ${count}`,
  },
  closing: 'Remit Desk inafungwa. Ifungue tena ili kuona madhumuni ya malipo.',
};
