import type * as english from '../../en/settings/amounts';
import type { SameShape } from '../../messages';

/**
 * The settings made of amounts: the limits per product and currency, the daily total per ID
 * document, the approval and reporting thresholds and the repeat check's days.
 */
export const amounts: SameShape<typeof english.amounts> = {
  /** How each bound of a limit is named in the admin's forms and every message. */
  bound: {
    min: 'kikomo cha chini',
    max: 'kikomo cha juu',
    daily: 'jumla ya siku kwa kila kitambulisho',
    offlineDaily: 'jumla ya siku kwa kila kitambulisho wakati ofisi kuu haipatikani',
  },
  product: { rtgs: 'RTGS', imt: 'Pochi ya simu (IMT)' },
  /** `RTGS maximum in Kenyan shillings (KES)`. */
  limitLabel: ({ product, bound, currency }) => `${product}: ${bound} kwa ${currency}`,
  limit: {
    type: ({ label }) => `${label}: andika kiasi chenye desimali mbili, kama 500000.00.`,
    required: ({ label }) => `${label}: sehemu hii inahitajika.`,
    aboveZero: ({ label }) =>
      `${label}: andika kiasi kikubwa kuliko 0 chenye desimali mbili, kama 500000.00.`,
    rangeOnly: ({ product, currency }) =>
      `Vikomo vya ${product} kwa ${currency} vina kikomo cha chini na cha juu pekee.`,
    rangeMissing: ({ product, currency }) => `Vikomo vya ${product} kwa ${currency} havipo.`,
    maxBelowMin: ({ label, max, bound, min }) =>
      `${label} (${max}) haipaswi kuwa chini ya ${bound} (${min}).`,
    dailyBelowMin: ({ label, daily, minLabel, min }) =>
      `${label} (${daily}) inapaswa kuwa angalau sawa na ${minLabel} (${min}), la sivyo hakuna uhamisho ambao ungeweza kutumwa.`,
    offlineAboveDaily: ({ label, offline, dailyLabel, daily }) =>
      `${label} (${offline}) haipaswi kuzidi ${dailyLabel} (${daily}): dirisha lisiloweza kufikia ofisi kuu huhesabu uhamisho wake tu, kwa hiyo lazima liruhusu kidogo zaidi.`,
    rtgsOnly: ({ codes }) => `Vikomo vya RTGS vipo kwa ${codes} pekee.`,
    imtOnly: ({ codes }) => `Vikomo vya pochi ya simu vipo kwa ${codes} pekee.`,
    dailyOnly: ({ codes }) => `Jumla za siku zipo kwa ${codes} pekee.`,
    only: 'Vikomo vya kiasi vina vikomo vya RTGS na vya pochi ya simu na jumla za siku pekee.',
  },
  digits: ({ label, max }) => `${label}: tarakimu kabla ya nukta zisizidi ${max}.`,
  threshold: {
    type: ({ label }) =>
      `${label}: andika kiasi chenye desimali mbili, kama 1000000.00, au acha wazi.`,
    aboveZero: ({ label }) =>
      `${label}: andika kiasi kikubwa kuliko 0 chenye desimali mbili, kama 1000000.00, au acha wazi.`,
    approvalLabel: ({ product, currency }) =>
      `${product}: idhini ya msimamizi juu ya kiasi hiki, kwa ${currency}`,
    reportableLabel: ({ currency }) => `Kuripotiwa kuanzia, kwa ${currency}`,
    rtgsApprovalOnly: ({ codes }) => `Viwango vya idhini vya RTGS vipo kwa ${codes} pekee.`,
    imtApprovalOnly: ({ codes }) => `Viwango vya idhini vya pochi ya simu vipo kwa ${codes} pekee.`,
    approvalOnly: 'Viwango vya idhini vipo kwa uhamisho wa RTGS na wa pochi ya simu pekee.',
    reportingOnly: ({ codes }) => `Viwango vya kuripoti vipo kwa ${codes} pekee.`,
    only: 'Viwango vina viwango vya idhini, viwango vya kuripoti na siku ambazo ukaguzi wa marudio hutazama nyuma pekee.',
  },
  repeatWindowRange: ({ min, max }) =>
    `Siku ambazo ukaguzi wa marudio hutazama nyuma lazima ziwe namba kamili kuanzia ${min} (leo pekee) hadi ${max}.`,
};
