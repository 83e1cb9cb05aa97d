import type * as english from '../../en/send/corrections';
import type { SameShape } from '../../messages';

/** Corrections of a refused transfer, and re-sends, as main refuses them (D45, D47). */
export const corrections: SameShape<typeof english.corrections> = {
  notOwn: ({ reference }) =>
    `Uhamisho ${reference} ulitumwa na karani mwingine, kwa hiyo ni yeye tu anayeweza kuusahihisha. Badala yake, anza uhamisho mpya kwa ajili ya mteja.`,
  unreadable: ({ reference }) =>
    `Nakala ya daftari ya uhamisho ${reference} haiwezi kusomwa, kwa hiyo haiwezi kunakiliwa kwenye uhamisho mpya. Anza uhamisho mpya na uandike taarifa tena; acha faili ya daftari kama ilivyo na upige simu kwa timu ya msaada.`,
  alreadyCorrected: ({ reference, correction }) =>
    `Uhamisho ${reference} ulikwisha sahihishwa kama uhamisho ${correction}, kwa hiyo hauwezi kusahihishwa tena: usahihishaji wa pili unaweza kumlipa mpokeaji mara mbili. Fungua uhamisho ${correction} ili kuona kilichoupata.`,
  alreadyCorrectedNothingSent: ({ reference, correction }) =>
    `Uhamisho ${reference} ulikwisha sahihishwa kama uhamisho ${correction}, kwa hiyo hauwezi kusahihishwa tena: usahihishaji wa pili unaweza kumlipa mpokeaji mara mbili. Hakuna kilichotumwa. Fungua uhamisho ${correction} ili kuona kilichoupata.`,
  badLink: ({ reference, why }) =>
    `Hakuna kilichotumwa: uhamisho huu unasema unasahihisha uhamisho ${reference}, ${why} Badala yake, anza uhamisho mpya kwa ajili ya mteja.`,
  linkNotInJournal: 'ambao haupo katika daftari la kituo hiki cha kazi.',
  linkMayHaveMoved: 'ambao huenda ulihamisha pesa.',
  linkAnotherClerk:
    'ambao ulitumwa na karani mwingine, kwa hiyo ni yeye tu anayeweza kuusahihisha.',
  wasSent: ({ reference }) =>
    `Uhamisho ${reference} ulitumwa, kwa hiyo kutuma taarifa zake tena kungemlipa mpokeaji mara mbili. Anza uhamisho mpya kwa malipo mapya tu.`,
  outcomeUnknown: ({ reference }) =>
    `Bado haijulikani kama uhamisho ${reference} ulifika benki, kwa hiyo haupaswi kutumwa tena, hata kama uhamisho mpya. Kwanza msimamizi athibitishe matokeo yake na benki.`,
  mayBePaid: ({ reference, state }) =>
    `Uhamisho ${reference} bado unaweza kulipwa (${state}), kwa hiyo haupaswi kutumwa tena kama uhamisho mpya. Msimamizi anaufuatilia na benki.`,
  thisDetail: 'Taarifa hii',
  fieldNotFound: ({ what }) =>
    `${what}: benki haikupata akaunti hiyo. Hakiki namba pamoja na mteja na uisahihishe.`,
  fieldNotAccepted: ({ what }) =>
    `${what}: benki haikuikubali. Ihakiki pamoja na mteja na uisahihishe.`,
  correctedMeanwhile:
    'Hakuna kilichotumwa: uhamisho ambao huu unausahihisha ulikwisha sahihishwa, au huenda ulihamisha pesa. Fungua risiti yake ili kuona kilichotokea.',
  resendAccepted: ({ reference }) =>
    `Huduma ilikubali uhamisho ${reference}, kwa hiyo haupaswi kutumwa tena. Badala yake, rekodi kile benki inachothibitisha.`,
  draftConflict: ({ reference }) =>
    `Fomu hii ilikwisha tumwa kama kumbukumbu ${reference} ikiwa na taarifa tofauti. Hakuna kingine kilichotumwa. Anza uhamisho mpya kwa taarifa zilizobadilika.`,
};
