/** The clerk's own transfers of the branch's day. */
export const myDay = {
  title: 'Uhamisho wangu leo',
  lead: ({ day, zone }: { day: string; zone: string }) => `${day}, saa kwa ${zone}, mpya kwanza.`,
  reading: 'Inasoma uhamisho wako…',
  none: 'Hujatuma uhamisho wowote leo.',
  show: 'Onyesha',
  allStates: ({ count }: { count: number }) => `Hali zote (${count})`,
  today: 'Leo',
  shown: 'Zilizoonyeshwa',
  noMoneyMoved: 'hakuna uhamisho uliohamisha pesa',
  notCounted: ({ totals }: { totals: string }) =>
    `Haupo kwenye jumla, hakuna pesa iliyohamishwa (umekataliwa au haujatumwa): ${totals}`,
  total: ({ count, amount, currency }: { count: number; amount: string; currency: string }) =>
    `${count === 1 ? 'Uhamisho 1' : `Uhamisho ${count}`}, ${amount} ${currency}`,
} as const;
