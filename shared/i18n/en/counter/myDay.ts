/** The clerk's own transfers of the branch's day. */
export const myDay = {
  title: 'My transfers today',
  lead: ({ day, zone }: { day: string; zone: string }) => `${day}, times in ${zone}, newest first.`,
  reading: 'Reading your transfers…',
  none: 'You have sent no transfer today.',
  show: 'Show',
  allStates: ({ count }: { count: number }) => `All states (${count})`,
  today: 'Today',
  shown: 'Shown',
  noMoneyMoved: 'no transfer that moved money',
  notCounted: ({ totals }: { totals: string }) =>
    `Not in the totals, no money moved (refused or not sent): ${totals}`,
  total: ({ count, amount, currency }: { count: number; amount: string; currency: string }) =>
    `${count} ${count === 1 ? 'transfer' : 'transfers'}, ${amount} ${currency}`,
} as const;
