/** D121: jinsi mteja alivyolipa kaunta, kilichochaguliwa kwenye ukaguzi na kuchapishwa kwenye nakala zote mbili. */
export const payment = {
  method: {
    missing: 'Chagua jinsi mteja anavyolipa: taslimu, kukatwa kutoka akaunti yake, au hundi.',
  },
} as const;
