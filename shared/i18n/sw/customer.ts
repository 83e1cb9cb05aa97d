import type * as english from '../en/customer';
import type { SameShape } from '../messages';

/** D77: the customer (originator) block of both forms, its checks, and its lookup. */
export const customer: SameShape<typeof english.customer> = {
  group: 'Mteja (anayetuma)',
  field: {
    name: 'Jina kamili la mteja',
    documentType: 'Aina ya kitambulisho',
    documentNumber: 'Namba ya kitambulisho',
    documentCountry: 'Nchi iliyotoa kitambulisho',
    documentExpiry: 'Tarehe kitambulisho kinapoisha',
    dateOfBirth: 'Tarehe ya kuzaliwa',
    nationality: 'Uraia',
    address: 'Anwani',
    countryCode: 'Nchi ya makazi',
    mobileNumber: 'Namba ya simu ya mteja',
    email: 'Barua pepe ya mteja',
    occupation: 'Kazi',
    sourceOfFunds: 'Chanzo cha fedha',
    purpose: 'Madhumuni ya uhamisho',
    documentSeenAgain: 'Nimekiona kitambulisho hiki tena leo',
    lastCheckedOn: 'Tarehe kitambulisho kilipokaguliwa mwisho',
  },
  purpose: {
    family: 'Msaada kwa familia',
    education: 'Elimu',
    medical: 'Gharama za matibabu',
    goods: 'Bidhaa na huduma',
    business: 'Biashara',
    savings: 'Akiba au uwekezaji',
    other: 'Mengineyo',
  },
  check: {
    missing: 'Jaza taarifa za mteja: anayetuma pesa, pamoja na kitambulisho ulichokiona.',
    extraField: ({ properties }) =>
      `Taarifa za mteja zina sehemu zisizojulikana: ${properties}. Ziondoe.`,
    date: ({ label }) => `${label}: andika tarehe, kama 2031-06-30.`,
    expired: ({ label, date }) =>
      `Muda wa kitambulisho uliisha tarehe ${date}. Mwombe mteja kitambulisho halali. (${label})`,
    bornInFuture: ({ label }) => `${label}: tarehe haiwezi kuwa ya siku zijazo.`,
    tooYoung: ({ label }) =>
      `${label}: mteja lazima awe na umri wa angalau miaka 18 ili kutuma pesa kaunta.`,
    country: ({ label }) => `${label}: chagua nchi kutoka kwenye orodha.`,
    purpose: ({ label }) => `${label}: chagua moja kutoka kwenye orodha.`,
    purposeImtOnly: 'Madhumuni kutoka kwenye orodha ni kwa uhamisho kwa pochi ya simu tu: yaondoe.',
    emailImtOnly: 'Barua pepe ya mteja hutumwa na uhamisho kwa pochi ya simu tu: iondoe.',
    above: ({ label, amount }) =>
      `${label}: sehemu hii inahitajika kwa kiasi kinachozidi ${amount}.`,
    seenAgain:
      'Thibitisha kwamba umekiona kitambulisho tena leo: taarifa za mteja anayerudi hujazwa kutoka kwa uhamisho wa awali.',
    senderNotCustomer:
      'Mtumaji wa pochi ya simu lazima awe mteja: jina, kitambulisho na namba ya simu ya mtumaji lazima ziwe za mteja. Futa fomu na uijaze tena.',
  },
  setting: {
    label: ({ currency }) => `Kazi na chanzo cha fedha vinahitajika juu ya (${currency})`,
    only: ({ codes }) =>
      `Viwango ambavyo juu yake kazi na chanzo cha fedha cha mteja vinahitajika hukubali sarafu ${codes} tu.`,
    field: 'Kazi na chanzo cha fedha juu ya',
    hint: 'Tupu: havitaulizwa kamwe. Juu ya kiasi hiki, taarifa za mteja pia zinauliza kazi ya mteja na chanzo cha fedha.',
  },
  receipt: {
    notRecorded: 'Haijarekodiwa',
    paidFrom: 'Imelipwa kutoka (akaunti ya tawi)',
    paidFromValue: ({ holder, account }) => `${holder}, ${account}`,
    document: 'Kitambulisho cha mteja',
    documentValue: ({ type, number }) => `${type} ${number}`,
    lastCheckedLabel: 'Kitambulisho kilikaguliwa mwisho',
    seenAgainLabel: 'Kitambulisho kimeonwa tena leo',
    seenAgain: 'Ndiyo, na karani',
  },
  csv: {
    accountHolder: 'Mmiliki wa akaunti ya tawi',
    branchAccount: 'Akaunti ya tawi',
    lastCheckedOn: 'Mteja anayerudi: kitambulisho kilikaguliwa mwisho',
    bank: 'Benki',
    branchCode: 'Msimbo wa tawi',
    branchName: 'Tawi',
    workstation: 'Kituo cha kazi',
  },
  lookup: {
    only: 'Utafutaji wa mteja huchukua aina, namba na nchi iliyotoa kitambulisho tu.',
    none: 'Hakuna uhamisho wa awali kwenye kituo hiki wenye kitambulisho hiki (aina hii, namba hii na nchi hii iliyokitoa): jaza taarifa za mteja.',
    found: ({ name, date }) =>
      `${name} aliwahi kutuma kutoka kituo hiki; kitambulisho kilikaguliwa mwisho tarehe ${date}.`,
    fill: 'Jaza kutoka kwa uhamisho wa awali',
    recipients: 'Wapokeaji wa awali',
    useRecipient: 'Tuma kwa mpokeaji huyu',
    recipientRtgs: ({ name, bank, account }) => `${name}, benki ${bank}, akaunti ${account}`,
    recipientImt: ({ name, wallet, mobile }) => `${name}, ${wallet} ${mobile}`,
  },
  block: {
    dateHint: 'YYYY-MM-DD',
    returning: ({ date }) =>
      `Mteja anayerudi, kitambulisho kilikaguliwa mwisho tarehe ${date}. Kagua kitambulisho na kila mstari ulio hapa chini.`,
    detailsAbove: ({ amount }) =>
      `Kazi na chanzo cha fedha vinahitajika kwa kiasi kinachozidi ${amount}.`,
  },
};
