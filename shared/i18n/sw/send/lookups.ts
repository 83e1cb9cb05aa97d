/** A clerk's read of a transfer by its reference (D72): only their own transfers. */
export const lookups = {
  notYours: ({ reference }: { reference: string }) =>
    `Huna uhamisho wenye kumbukumbu ${reference}. Kagua namba iliyo kwenye risiti ya mteja; kwa uhamisho uliotumwa na karani mwingine, muulize msimamizi, ambaye anaweza kufungua uhamisho wowote wa tawi.`,
} as const;
