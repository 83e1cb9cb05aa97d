/**
 * D118: the teller's cash. The clerk's page (what they should hold per currency, their count)
 * and the supervisor's opening floats beside the end of day. "Float": the cash a clerk starts the
 * day with, handed over by a supervisor.
 */
export const cash = {
  title: 'My cash today',
  intro: ({ day }: { day: string }) =>
    `Business day ${day}. What you should hold in each currency: your opening float, plus the cash taken for your transfers, less refunds. Count your drawer and type what you count.`,
  /** The rule of what counts as cash taken, said once under the table. */
  takenRule:
    'Every transfer of yours counts as paid in cash, except one the bank refused or that was never sent: that money went back to the customer.',
  none: 'No float was typed for you and you have no transfer yet on this day.',
  closed: ({ day }: { day: string }) =>
    `${day} is closed: its floats and counts are kept as they were closed.`,
  /** The columns of a clerk's cash table, per currency (a row each), on both pages. */
  column: {
    clerk: 'Clerk',
    currency: 'Currency',
    float: 'Opening float',
    taken: 'Taken for transfers',
    refunds: 'Refunds',
    expected: 'Should hold',
    counted: 'Counted',
    difference: 'Difference',
  },
  noFloat: 'None typed',
  notCounted: 'Not counted',
  transfers: ({ count }: { count: number }) => (count === 1 ? '1 transfer' : `${count} transfers`),
  /** The difference cell when the count equals what the clerk should hold: nothing short or over. */
  balanced: 'Balanced',
  short: ({ amount }: { amount: string }) => `Short by ${amount}`,
  over: ({ amount }: { amount: string }) => `Over by ${amount}`,
  /** The clerk's form under the table: the currency counted and the amount in the drawer. */
  count: {
    title: 'Count your cash',
    currency: 'Currency',
    amount: 'Amount counted',
    submit: 'Record the count',
    saved: ({ currency }: { currency: string }) =>
      `Your count of ${currency} is recorded, with its difference.`,
  },
  /**
   * The supervisor's section beside the end of day: every clerk's cash, and the form for a clerk's
   * opening float (the clerk, the currency, the amount handed over at the start of the day).
   */
  float: {
    title: "Tellers' cash",
    intro:
      'Type each clerk\'s opening float for the day. Each clerk counts their own cash on their page "My cash"; the difference shows here.',
    clerk: 'Clerk',
    currency: 'Currency',
    amount: 'Opening float',
    submit: 'Set the float',
    saved: ({ name, currency }: { name: string; currency: string }) =>
      `The opening float of ${name} in ${currency} is set.`,
    noClerks: 'No clerk is active on this workstation.',
  },
  amountRule: ({ label }: { label: string }) =>
    `Type ${label} in figures, such as 25,000 or 1500.50.`,
  clerkRequired: 'Choose the clerk whose float this is.',
  currencyRequired: 'Choose the currency.',
  floatRequestOnly:
    "A float carries the day, the clerk's operator id, the currency and the amount.",
  countRequestOnly: 'A count carries the currency and the amount counted, and nothing else.',
  dayClosed: ({ day }: { day: string }) =>
    `${day} is closed, so its floats and counts stay as they were closed. Type them for the day that is open.`,
  dayNotStarted: ({ day, today, zone }: { day: string; today: string; zone: string }) =>
    `${day} has not begun yet here: today is ${today} in ${zone}. Type a float on the day it is for.`,
  notAClerk: ({ operatorId }: { operatorId: string }) =>
    `${operatorId} is not a clerk of this workstation: a float is typed for a clerk.`,
};
