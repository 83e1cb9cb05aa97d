import type * as english from '../en/common';
import type { SameShape } from '../messages';

/** Words every screen shares: its buttons, its table headings, a form's list of problems. */
export const common: SameShape<typeof english.common> = {
  appName: 'Remit Desk',
  cancel: 'Ghairi',
  dismiss: 'Funga',
  tryAgain: 'Jaribu tena',
  readAgain: 'Soma tena',
  /** A list's first line, before anything is chosen. */
  choose: 'Chagua…',
  /** A table's column, or a detail's name beside its value. */
  column: {
    time: 'Saa',
    reference: 'Kumbukumbu',
    sender: 'Mtumaji',
    recipient: 'Mpokeaji',
    amount: 'Kiasi',
    state: 'Hali',
    kind: 'Aina',
    operator: 'Mtumiaji',
    transfers: 'Uhamisho',
    total: 'Jumla',
  },
  /** A list's save as a CSV file, and its button while main writes the file. */
  saveCsv: 'Hifadhi kama CSV',
  savingCsv: 'Inahifadhi…',
  /** The way between the pages of a list that starts with its newest entries. */
  page: { newer: 'Mpya zaidi', older: 'Za zamani' },
  /** The heading of a form's list of problems. */
  errorSummary: {
    one: 'Taarifa moja inahitaji kusahihishwa',
    many: ({ count }) => `Taarifa ${count} zinahitaji kusahihishwa`,
  },
};
