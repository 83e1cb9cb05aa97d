import type * as english from '../../en/send/lookups';
import type { SameShape } from '../../messages';

/** A clerk's read of a transfer by its reference (D72): only their own transfers. */
export const lookups: SameShape<typeof english.lookups> = {
  notYours: ({ reference }) =>
    `Huna uhamisho wenye kumbukumbu ${reference}. Kagua namba iliyo kwenye risiti ya mteja; kwa uhamisho uliotumwa na karani mwingine, muulize msimamizi, ambaye anaweza kufungua uhamisho wowote wa tawi.`,
};
