import type { Said } from '../messages';
/** The service's payment purposes: fetched with the token, kept, served stale with their age (D18). */
export const purposes = {
  unavailable: ({ reason }: { reason: Said }) =>
    `The payment purposes cannot be loaded: ${reason} RTGS transfers need them; try again in a moment, or call an admin if it persists.`,
  stale: ({ reason, age }: { reason: Said; age: Said }) =>
    `${reason} Showing the list fetched ${age} ago.`,
  age: {
    underAMinute: 'less than a minute',
    minutes: ({ count }: { count: number }) => `${count} minute${count === 1 ? '' : 's'}`,
    hours: ({ count }: { count: number }) => `${count} hours`,
    days: ({ count }: { count: number }) => `${count} days`,
  },
  closing: 'Remit Desk is closing. Open it again to see the payment purposes.',
} as const;
