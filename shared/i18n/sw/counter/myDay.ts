import type * as english from '../../en/counter/myDay';
import type { SameShape } from '../../messages';

/** The clerk's own transfers of the branch's day. */
export const myDay: SameShape<typeof english.myDay> = {
  title: 'Uhamisho wangu leo',
  lead: ({ day, zone }) => `${day}, saa kwa ${zone}, mpya kwanza.`,
  reading: 'Inasoma uhamisho wako…',
  none: 'Hujatuma uhamisho wowote leo.',
  show: 'Onyesha',
  allStates: ({ count }) => `Hali zote (${count})`,
  today: 'Leo',
  shown: 'Zilizoonyeshwa',
  noMoneyMoved: 'hakuna uhamisho uliohamisha pesa',
  notCounted: ({ totals }) =>
    `Haupo kwenye jumla, hakuna pesa iliyohamishwa (umekataliwa au haujatumwa): ${totals}`,
  total: ({ count, amount, currency }) =>
    `${count === 1 ? 'Uhamisho 1' : `Uhamisho ${count}`}, ${amount} ${currency}`,
};
