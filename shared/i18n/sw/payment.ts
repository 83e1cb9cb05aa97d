/** D124: jinsi mteja alivyolipa kaunta, kilichochaguliwa kwenye ukaguzi na kuchapishwa kwenye nakala zote mbili. */
export const payment = {
  method: {
    label: 'Mteja analipa kwa',
    /** Chaguo la kwanza, tupu, la orodha hiyo. */
    choose: 'Chagua…',
    choices: { cash: 'Taslimu', account: 'Kukatwa kutoka akaunti yake', cheque: 'Hundi' },
    missing: 'Chagua jinsi mteja anavyolipa: taslimu, kukatwa kutoka akaunti yake, au hundi.',
    notSent:
      'Hakuna kilichotumwa: jinsi mteja anavyolipa haijachaguliwa. Chagua taslimu, kukatwa kutoka akaunti yake au hundi kwenye ukaguzi, kisha tuma tena.',
  },
} as const;
