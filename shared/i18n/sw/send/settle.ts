import type * as english from '../../en/send/settle';
import type { SameShape } from '../../messages';

/** A supervisor's settlement of a transfer whose outcome the bank confirms (D33). */
export const settle: SameShape<typeof english.settle> = {
  notFound: ({ reference }) =>
    `Hakuna uhamisho wenye kumbukumbu ${reference} katika daftari la kituo hiki cha kazi. Kagua namba iliyo kwenye risiti.`,
  notWaiting: ({ reference, state }) =>
    `Uhamisho ${reference} hausubiri msimamizi: uko katika hali "${state}". Uufungue tena ili kuona kilichorekodiwa.`,
  ownTransfer: ({ reference }) =>
    `Wewe mwenyewe ulituma uhamisho ${reference}, kwa hiyo huwezi kuthibitisha matokeo yake: msimamizi mwingine lazima auhakiki na benki.`,
  supervisor: ({ name }) => `msimamizi ${name}`,
  transactionIdDiffers: ({ reference, recorded, given }) =>
    `Huduma tayari iliupa uhamisho ${reference} namba ya muamala ${recorded}, si ${given}. Hakiki namba na benki; ikiwa benki inataja muamala mwingine, piga simu kwa timu ya msaada kabla ya kurekodi chochote.`,
  transactionIdHeld: ({ reference, given, other }) =>
    `Namba ya muamala ${given} tayari imerekodiwa kwa uhamisho ${other}, kwa hiyo haiwezi pia kuwa ya uhamisho ${reference}: benki hutoa kila namba ya muamala mara moja tu. Hakiki namba na benki kisha uiandike tena.`,
  received: ({ transactionId, who }) =>
    `Benki ilithibitisha kwamba iliupokea uhamisho huu, kama muamala ${transactionId} (umehakikiwa na ${who}).`,
  didArrive: ({ reference }) =>
    `Huduma ilikubali uhamisho ${reference}, kwa hiyo ulifika. Ikiwa benki imeukataa tangu hapo, rekodi kwamba ulikataliwa.`,
  neverReceived: ({ who }) =>
    `Benki ilithibitisha kwamba haikuupokea kamwe uhamisho huu (umehakikiwa na ${who}). Hakuna pesa iliyohamishwa.`,
  refused: ({ who }) =>
    `Benki ilithibitisha kwamba iliukataa uhamisho huu (umehakikiwa na ${who}). Hakuna pesa iliyohamishwa.`,
};
