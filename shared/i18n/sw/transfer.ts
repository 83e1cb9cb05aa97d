import type * as english from '../en/transfer';
import type { SameShape } from '../messages';

/** A transfer's kinds, as screens, receipts and CSV files name them, and the rules of its draft. */
export const transfer: SameShape<typeof english.transfer> = {
  kind: {
    rtgs: 'Uhamisho wa benki (RTGS)',
    imt: 'Pochi ya simu (IMT)',
  },
  /** Where the money goes, beside the account or wallet number in a list. */
  destination: {
    rtgs: 'Akaunti ya benki',
    imt: 'Pochi ya simu',
  },
  /** A transfer of the kind, inside a sentence ("… an RTGS transfer uses RTGS."). */
  operation: {
    rtgs: 'uhamisho wa RTGS',
    imt: 'uhamisho kwa pochi ya simu (IMT)',
  },
  /** Transfers of the kind, inside a sentence ("bank is for RTGS bank transfers"). */
  others: {
    rtgs: 'uhamisho wa benki (RTGS)',
    imt: 'uhamisho kwa pochi ya simu (IMT)',
  },
  /** Whose currency a currency must be (`validation.currency`). */
  currencyFor: {
    account: ({ country }) => `kwa akaunti iliyoko ${country}`,
    transfer: ({ country }) => `kwa uhamisho kwenda ${country}`,
  },
  rtgsDomestic: ({ label, country }) =>
    `${label} lazima iwe ${country}: RTGS hutuma ndani ya nchi moja tu, na akaunti ya mtumaji iko ${country}.`,
  imtCountries: ({ label, list, country }) =>
    `${label}: uhamisho kwa pochi ya simu huenda ${list} tu, si ${country}.`,
  accountPattern: ({ country }) =>
    `Muundo wa namba ya akaunti ambao msimamizi wako wa mfumo aliuweka kwa ${country} si mchoro sahihi. Mwombe msimamizi wa mfumo aurekebishe katika Mipangilio.`,
  referencesExhausted:
    'Kihesabu cha kumbukumbu kimefika mwisho wake (mwaka 2057) na hakiwezi kutoa kumbukumbu ya kipekee. Piga simu kwa timu ya msaada.',
  /** The customer's signed instruction (D41). */
  instruction: {
    formNumberMissing: 'Andika namba ya fomu ya maagizo iliyosainiwa na mteja.',
    notChecked:
      'Thibitisha kwamba ulikagua kitambulisho na sahihi ya mteja dhidi ya fomu ya maagizo.',
    formNumberShape:
      'Namba ya fomu ya maagizo lazima iwe herufi au tarakimu 1 hadi 30, zikiwa na - au / kati yake, kama ilivyochapishwa kwenye fomu.',
    extraField: ({ properties }) =>
      `Maagizo ya mteja yana sehemu isiyostahili: ${properties}. Iondoe.`,
    missing:
      'Hakuna kilichotumwa: maagizo yaliyosainiwa na mteja hayapo. Andika namba ya fomu ya maagizo iliyosainiwa na mteja na uthibitishe kwamba ulikagua kitambulisho na sahihi ya mteja dhidi yake, kisha tuma tena.',
  },
  /** The clerk's confirmation of a second transfer (D46). */
  repeat: {
    reasonMissing:
      'Andika kwa nini mteja anautuma tena: tuma uhamisho wa pili pale tu mteja anapouomba.',
    earlierReference: 'Uhamisho wa awali hutajwa kwa kumbukumbu yake ya tarakimu 12.',
    earlierList: 'Uhamisho wa awali lazima uwe orodha ya kumbukumbu.',
    earlierMissing: 'Taja uhamisho wa awali ambao huu unaurudia.',
    earlierTooMany: ({ max }) => `Unaweza kutaja uhamisho wa awali usiozidi ${max}.`,
    extraField: ({ properties }) =>
      `Uthibitisho wa uhamisho wa pili una sehemu isiyostahili: ${properties}. Iondoe.`,
    checkShape: 'Ukaguzi wa kurudia una uhamisho na, ukishaandikwa, namba yake ya fomu ya maagizo.',
    checkDraftMissing: 'Uhamisho wa kukaguliwa haupo. Rudi kwenye mapitio na ujaribu tena.',
  },
  /** The refused transfer a draft corrects (D47). */
  corrects: {
    notText: 'Uhamisho unaosahihishwa lazima utajwe kwa kumbukumbu yake.',
    notReference: 'Uhamisho unaosahihishwa lazima utajwe kwa kumbukumbu yake ya tarakimu 12.',
  },
};
