import type * as english from '../en/charges';
import type { SameShape } from '../messages';

/** D119: the branch's tariff, the day's exchange rates, and what a transfer costs the customer. */
export const charges: SameShape<typeof english.charges> = {
  tariff: {
    label: ({ product, currency }) => `Ada ya ${product} kwa ${currency}`,
    amount: ({ label }) =>
      `${label}: kila kiasi lazima kiwe 0 au zaidi, chenye desimali mbili au chache, kama 150 au 150.50.`,
    whole: ({ label }) =>
      `${label}: sarafu hii haina senti, kwa hiyo kila kiasi lazima kiwe kamili, kama 1500.`,
    only: ({ label }) => `${label} ina aina yake na viasi vya aina hiyo tu.`,
    percent: ({ label }) =>
      `${label}: asilimia lazima iwe namba kutoka 0 hadi 999 yenye desimali nne au chache, kama 1.5.`,
    maxBelowMin: ({ label }) =>
      `${label}: kiwango cha juu hakipaswi kuwa chini ya kiwango cha chini.`,
    bands: ({ label }) => `${label}: weka madaraja 1 hadi 20.`,
    bandsOrder: ({ label }) =>
      `${label}: kiasi cha juu cha kila daraja lazima kizidi cha daraja lililotangulia, na daraja la mwisho tu ndilo lisilo nacho.`,
    kind: ({ label }) => `${label}: chagua ada maalum, asilimia au madaraja.`,
    currencies: ({ codes }) => `Ada za huduma zipo kwa ${codes} tu.`,
    products: 'Jedwali la ada lina ada za RTGS na za pochi ya simu (IMT) tu.',
  },
  rates: {
    ageRange: ({ min, max }) =>
      `Umri mkubwa wa kiwango lazima uwe idadi kamili ya saa kutoka ${min} hadi ${max}.`,
    rate: ({ currency }) =>
      `Kiwango cha ${currency} lazima kiwe namba zaidi ya 0 yenye desimali nane au chache, kama 0.0347.`,
    currencies: ({ codes }) => `Viwango vipo kwa ${codes} tu.`,
    only: 'Viwango vya kubadilisha fedha vina viwango na umri mkubwa wa kiwango tu.',
  },
  /** Why a transfer in another currency than the branch's cannot be confirmed now. */
  refusal: {
    missing: ({ currency, branch }) =>
      `Hakuna kiwango cha kubadilisha ${currency} kuwa ${branch} kilichowekwa, kwa hiyo jumla ya kulipa haiwezi kuhesabiwa. Mwombe msimamizi wa mfumo aweke kiwango cha leo, kisha thibitisha tena.`,
    stale: ({ currency, branch, hours, max }) =>
      `Kiwango cha kubadilisha ${currency} kuwa ${branch} kiliwekwa saa ${hours} zilizopita, zaidi ya saa ${max} zinazoruhusiwa. Mwombe msimamizi wa mfumo aweke kiwango cha leo, kisha thibitisha tena.`,
    changed: ({ reviewed, total, currency }) =>
      `Hakuna kilichotumwa: kiwango cha kubadilisha au ada vimebadilika tangu ukaguzi, na jumla ya kulipa sasa ni ${total} ${currency}, si ${reviewed} ${currency}. Mwambie mteja jumla mpya, kisha thibitisha tena.`,
    reviewedTotal: 'Jumla ya kulipa iliyoonyeshwa kwenye ukaguzi lazima iwe kiasi kama 1500.00.',
  },
  /** D124: kile ukaguzi unaonyesha kabla ya kuthibitisha, kilichokokotolewa na main. */
  review: {
    fee: 'Ada',
    rate: 'Kiwango cha ubadilishaji',
    rateValue: ({
      rate,
      currency,
      branchCurrency,
    }: {
      rate: string;
      currency: string;
      branchCurrency: string;
    }) => `1 ${currency} = ${rate} ${branchCurrency}`,
    indicative: '(cha kukadiria: benki hubadilisha kwa kiwango chake wakati wa malipo)',
    total: 'Jumla ya kulipa',
  },
  receipt: { paidBy: 'Amelipa kwa' },
  csv: { totalCurrency: 'Sarafu ya jumla' },
  admin: {
    kind: 'Ada',
    kinds: { none: 'Bila ada', fixed: 'Maalum', percent: 'Asilimia', bands: 'Madaraja' },
    fee: 'Ada maalum',
    percent: 'Asilimia ya kiasi',
    min: 'Ada ya chini',
    max: 'Ada ya juu',
    bands: 'Madaraja',
    bandsHint:
      'Daraja moja kwa mstari: kiasi kikubwa cha daraja, kisha ada yake (1000.00 30.00). Mstari wa mwisho ni ada juu ya madaraja yote, peke yake (250.00).',
    rate: ({ branch }) => `${branch} kwa kipimo kimoja`,
    rateSet: ({ at, by }) => `Kiliwekwa ${at} na ${by}.`,
    rateNever: 'Hakijawekwa.',
    branchCurrency: ({ currency }) =>
      `Viwango viko katika sarafu ya tawi, ${currency}. Acha wazi sarafu ambayo tawi halitumi.`,
    noBranch:
      'Weka kwanza nchi ya tawi katika sehemu ya kituo cha kazi: viwango viko katika sarafu yake.',
    maxAge: 'Umri mkubwa wa kiwango (saa)',
    maxAgeHint: ({ min, max, standard }) =>
      `Saa ${min} hadi ${max}; ${standard} kwa kawaida. Kiwango cha zamani zaidi kinasimamisha uhamisho katika sarafu yake.`,
  },
};
