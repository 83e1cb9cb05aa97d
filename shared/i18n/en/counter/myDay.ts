/** The clerk's own transfers of the branch's day. */
export const myDay = {
  title: 'My transfers today',
  lead: ({ day, zone }: { day: string; zone: string }) => `${day}, times in ${zone}, newest first.`,
  reading: 'Reading your transfers…',
  none: 'You have sent no transfer today.',
  /**
   * The label of the state list over My transfers today (`Show: All states (5)`): it filters the
   * table; a label, not a button.
   */
  show: 'Show',
  allStates: ({ count }: { count: number }) => `All states (${count})`,
  /**
   * Before the day's totals, followed by a colon (`Today: 3 transfers, 25,000.00 KES`), when every
   * state is shown.
   */
  today: 'Today',
  /**
   * In place of `today` when the list shows one state: the totals of the transfers shown. Plural,
   * agreeing with transfers; followed by a colon.
   */
  shown: 'Shown',
  noMoneyMoved: 'no transfer that moved money',
  notCounted: ({ totals }: { totals: string }) =>
    `Not in the totals, no money moved (refused or not sent): ${totals}`,
  total: ({ count, amount, currency }: { count: number; amount: string; currency: string }) =>
    `${count} ${count === 1 ? 'transfer' : 'transfers'}, ${amount} ${currency}`,
} as const;
