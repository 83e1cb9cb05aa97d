import type * as english from '../../en/settings/transfer-rules';
import type { SameShape } from '../../messages';
import { countries } from '../countries';
import { wordFor } from '../../lists';

/**
 * A transfer's fields checked against what the admin set and the branch lists: account formats,
 * amount limits, the branch's source accounts and wallets, the purposes loaded.
 */
export const transferRules: SameShape<typeof english.transferRules> = {
  account: {
    format: ({ label }) =>
      `${label}: andika tarakimu au herufi kubwa 6 hadi 20, bila nafasi wala vistari.`,
    /** `problem`: why the admin's pattern cannot be used, in a sentence. */
    uncheckable: ({ label, problem }) => `${label}: haiwezi kukaguliwa. ${problem}`,
    pattern: ({ label, country }) =>
      `${label}: namba hailingani na muundo wa namba ya akaunti ambao msimamizi wako wa mfumo aliweka kwa ${country}. Hakiki namba hiyo na mteja.`,
  },
  /** The product as a sentence names it, in the middle of one. */
  product: { rtgs: 'RTGS', imt: 'pochi ya simu (IMT)' },
  amount: {
    writtenAs: ({ label, tidy }) => `${label}: andika kama ${tidy}.`,
    /** `rule`: where a comma goes, in a sentence. */
    comma: ({ label, typed, rule }) =>
      `Katika ${label} ${typed}, koma iko mahali pasipo sahihi: ${rule}`,
    /** `examples`: how amounts are typed, e.g. "like 1500.00". */
    figures: ({ label, examples }) => `${label}: andika kwa tarakimu, ${examples}.`,
    tooLarge: ({ label, max }) =>
      `${label}: kiasi ni kikubwa mno: tarakimu kabla ya nukta zisizidi ${max}.`,
    notPositive: ({ label }) => `${label}: kiasi kinapaswa kuwa zaidi ya 0.00.`,
    /**
     * `whole`: the amount written without its cents; the currency's plural is worded from its
     * code (`currency`) in the message's own language (D87).
     */
    noCents: ({ label, amount, currency, whole }) =>
      `${label} ${amount} ${currency}: ${wordFor(countries.currencyPlural, currency)} hazina senti. Andika kiasi kamili, kwa mfano ${whole} ${currency}.`,
    limitsBroken: ({ label, product, currency }) =>
      `${label}: haiwezi kukaguliwa: vikomo vya ${product} kwa ${currency} alivyoweka msimamizi wako wa mfumo si viasi kama 500000.00. Mwombe msimamizi wa mfumo avirekebishe katika Mipangilio.`,
    belowMin: ({ label, amount, currency, product, min }) =>
      `${label}: ${amount} ${currency} ni chini ya kikomo cha chini cha ${product} cha ${min} ${currency} kilichowekwa na msimamizi wako wa mfumo.`,
    aboveMax: ({ label, amount, currency, product, max }) =>
      `${label}: ${amount} ${currency} ni juu ya kikomo cha juu cha ${product} cha ${max} ${currency} kilichowekwa na msimamizi wako wa mfumo.`,
  },
  source: {
    none: ({ label }) =>
      `${label}: hakuna akaunti za chanzo zilizowekwa kwa tawi hili. Mwombe msimamizi wa mfumo aziongeze katika Mipangilio.`,
    notListed: ({ label, account, country }) =>
      `${label}: ${account} si mojawapo ya akaunti za tawi nchini ${country}. Chagua akaunti kutoka kwenye orodha.`,
    holder: ({ label, holder }) =>
      `${label}: andika jina la mwenye akaunti kama tawi linavyoliorodhesha: ${holder}.`,
  },
  wallet: {
    none: ({ label, country }) =>
      `${label}: hakuna pochi za simu zilizowekwa kwa ${country}. Mwombe msimamizi wa mfumo aziongeze katika Mipangilio.`,
    notListed: ({ label, country, wallets }) =>
      `${label}: chagua mojawapo ya pochi za ${country} (${wallets}).`,
  },
  purpose: {
    notLoaded: ({ label }) =>
      `${label}: orodha ya madhumuni haijapakiwa. Ipakie upya, kisha uchague moja.`,
    notListed: ({ label }) => `${label}: chagua moja kutoka kwenye orodha.`,
  },
};
