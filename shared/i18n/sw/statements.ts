import type * as english from '../en/statements';
import type { SameShape } from '../messages';

/** The bank's statement and its reconciliation with the journal (D103–D106): a supervisor's words. */
export const statements: SameShape<typeof english.statements> = {
  format: {
    camt053: 'Taarifa ya ISO 20022 (camt.053, XML)',
    mt940: 'Taarifa ya SWIFT (MT940)',
    csv: 'Taarifa kama CSV (angalia mwongozo wa msimamizi)',
  },
  notFound: ({ statement }) =>
    `Taarifa ${statement} haimo kwenye taarifa za mazingira haya. Pakia ukurasa upya.`,
  file: {
    refused: ({ line, problem }) =>
      `Taarifa hii haikuingizwa: mstari ${line}: ${problem} Hakuna kilichohifadhiwa; omba benki faili sahihi.`,
    empty: 'faili ni tupu.',
    tooLarge: ({ mb }) => `faili ni kubwa kuliko MB ${mb}.`,
    encoding: 'faili si maandishi ya UTF-8.',
    cut: 'faili linaisha kabla kipengele chake cha mwisho hakijafungwa: lilikatwa.',
    notXml: ({ detail }) => `faili si XML iliyoundwa vizuri (${detail}).`,
    otherMessage: ({ message }) =>
      `faili ni ujumbe wa ${message}, si taarifa ya akaunti (camt.053).`,
    notCamt053: 'faili halina BkToCstmrStmt: si taarifa ya camt.053.',
    noStatement: 'faili halina taarifa yoyote (Stmt).',
    missing: ({ field }) => `${field} haipo au ni tupu.`,
    amount: ({ field, found }) => `${field} “${found}” si kiasi chenye desimali zisizozidi mbili.`,
    creditDebit: ({ found }) => `alama ya kuingia au kutoka ni “${found}”, si CRDT wala DBIT.`,
    currency: ({ found, expected }) => `sarafu ni ${found}, wakati taarifa iko katika ${expected}.`,
    date: ({ found }) => `“${found}” si tarehe.`,
    periodBackwards: ({ from, to }) => `kipindi kinaisha (${to}) kabla hakijaanza (${from}).`,
    balance: ({ opening, moved, closing }) =>
      `salio la kufunga ${closing} si salio la kufungua ${opening} pamoja na miamala (${moved}): muamala unakosekana au faili lilibadilishwa.`,
    batch: ({ entry, sum }) => `kiasi cha muamala ${entry} si jumla ya sehemu zake (${sum}).`,
  },
  mt940: {
    expected: ({ tag, found }) => `taarifa huanza na ${tag}, si ${found}.`,
    noClosing: 'taarifa ya mwisho haina salio la kufunga (:62F:): faili lilikatwa.',
    empty: 'faili halina taarifa yoyote.',
    empty20: 'kumbukumbu ya taarifa (:20:) ni tupu.',
    noTag: 'maandishi kabla ya lebo ya kwanza si sehemu ya taarifa.',
    missing: ({ tag }) => `taarifa haina ${tag}.`,
    balance: ({ tag, found }) =>
      `${tag} “${found}” si salio (C au D, tarehe YYMMDD, sarafu, kiasi chenye koma).`,
    line: ({ found }) =>
      `:61: “${found}” si mstari wa taarifa (tarehe ya thamani YYMMDD, C au D, kiasi chenye koma, aina, kumbukumbu).`,
    unknownTag: ({ tag }) => `${tag} haina nafasi katika taarifa.`,
  },
  csv: {
    header: ({ expected }) => `mstari wa kwanza lazima uwe kichwa ${expected}.`,
    noRows: 'faili lina kichwa na halina mstari.',
    unreadable: ({ detail }) => `CSV haiwezi kusomwa (${detail}).`,
    columns: ({ found, expected }) => `mstari una safu ${found}, si ${expected}.`,
    empty: ({ column }) => `${column} ni tupu.`,
    differs: ({ column, found, expected }) =>
      `${column} ni “${found}”, wakati mstari wa kwanza unatoa “${expected}”: faili lina taarifa moja tu.`,
    date: ({ column, found }) => `${column} “${found}” si tarehe (YYYY-MM-DD).`,
    direction: ({ found }) => `direction ni “${found}”, si debit wala credit.`,
    currency: ({ found }) => `currency “${found}” si msimbo wa sarafu.`,
    returnDebit:
      'sababu ya kurejeshwa imetolewa kwenye malipo ya kutoka: urejeshaji huleta pesa (kuingia).',
    spreadsheetNumber: ({ column, found }) =>
      `${column} “${found}” ni namba iliyoandikwa upya na programu ya jedwali, na thamani yake ya awali imepotea. Tumia faili kama benki ilivyolituma, au weka muundo wa safu kuwa Text kabla ya kulihifadhi.`,
  },
  refusal: {
    otherAccount: ({ account, accounts }) =>
      `Taarifa hii ni ya akaunti ${account}, ambayo si akaunti ambayo tawi hulipa kutoka (${accounts}). Hakuna kilichoingizwa: kagua faili, au muombe msimamizi wa mfumo aongeze akaunti kwenye akaunti chanzo za tawi.`,
    noAccounts:
      'Tawi halina akaunti chanzo kwa mazingira haya, kwa hivyo hakuna taarifa inayoweza kulinganishwa. Muombe msimamizi wa mfumo aingize orodha za tawi kwanza.',
    otherCurrency: ({ account, found, expected }) =>
      `Taarifa hii ya akaunti ${account} iko katika ${found}, lakini akaunti inawekwa katika ${expected}. Hakuna kilichoingizwa: kagua faili.`,
    future: ({ to, today }) =>
      `Kipindi cha taarifa hii kinaisha tarehe ${to}, baada ya leo (${today}): taarifa huingizwa siku zake zikishapita. Hakuna kilichoingizwa.`,
    overlaps: ({ statement, from, to, at, by }) =>
      `Taarifa hii inahusu siku ambazo taarifa ${statement} ya akaunti hiyo hiyo (${from} hadi ${to}, iliyoingizwa ${at} na ${by}) tayari inahusu: ni ya kipindi kingine kuliko taarifa inayofuata ya benki. Hakuna kilichoingizwa: hakikisha benki haikutuma siku zile zile mara mbili.`,
    overlapsInFile: ({ account, first, second }) =>
      `Faili hili lina taarifa mbili za akaunti ${account} za siku zile zile (${first} na ${second}). Hakuna kilichoingizwa: omba benki faili sahihi.`,
    changed: ({ statement, at, by }) =>
      `Taarifa ${statement} ya akaunti hii iliingizwa ${at} na ${by} ikiwa na maudhui mengine. Hakuna kilichoingizwa: uliza benki kwa nini taarifa ile ile inatofautiana.`,
  },
  settle: {
    notFound: ({ statement, item }) =>
      `Taarifa ${statement} haina mstari ${item}. Pakia ukurasa upya.`,
    notBreak: ({ item }) => `Mstari ${item} unalingana na uhamisho wake: hakuna cha kusuluhisha.`,
    settledAlready: ({ item, by, at }) =>
      `Mstari ${item} ulishasuluhishwa na ${by} saa ${at}; sababu yake inabaki. Pakia ukurasa upya uione.`,
    notSettleable: ({ item }) =>
      `Mstari ${item} si uhamisho unaomsubiri msimamizi ambao taarifa inaonyesha umelipwa.`,
    noTransactionId: ({ item }) =>
      `Mstari ${item} hauna kumbukumbu ya benki ya kurekodi kama kitambulisho cha muamala. Suluhisha uhamisho kutoka ukurasa wake kwa kitambulisho ambacho benki inatoa.`,
    note: ({ statement, account, line }) =>
      `Umelipwa kwenye taarifa ${statement} ya benki ya akaunti ${account}, mstari ${line}.`,
  },
  kind: {
    matched: 'Vimelingana',
    'app-only': 'Kwenye jarida, si kwenye taarifa',
    'bank-only': 'Kwenye taarifa, si kwenye jarida',
    'amount-differs': 'Viasi vinavyotofautiana',
  },
  reason: {
    paid: 'Umelipwa, kama jarida linavyosema',
    'outcome-unknown': 'Matokeo hayajulikani kwenye jarida',
    'not-in-statement': 'Jarida linasema ulilipwa; taarifa haionyeshi',
    'not-found': 'Hakuna uhamisho wa jarida wenye kumbukumbu hii',
    'no-money-moved': 'Jarida linasema hakuna pesa iliyohamishwa kwa uhamisho huu',
    return: 'Umerejeshwa na benki',
    twice: 'Umekatwa tena: mstari mwingine tayari unaonyesha uhamisho huu',
    amount: 'Kiasi tofauti na cha uhamisho',
    currency: 'Sarafu tofauti na ya uhamisho',
  },
  matchedBy: {
    reference: 'kwa kumbukumbu',
    'transaction-id': 'kwa kitambulisho cha muamala cha benki',
    'amount-and-date': 'kwa kiasi, sarafu na tarehe',
  },
  direction: { debit: 'Kutoka', credit: 'Kuingia' },
  returnCode: {
    AC01: 'Nambari ya akaunti si sahihi',
    AC04: 'Akaunti imefungwa',
    AC06: 'Akaunti imezuiwa',
    AG01: 'Muamala umekatazwa kwenye akaunti hii',
    AM05: 'Malipo yamerudiwa',
    BE04: 'Anwani ya mpokeaji haipo',
    MD07: 'Mwenye akaunti amefariki',
    MS02: 'Imekataliwa na mpokeaji',
    MS03: 'Sababu haikutolewa',
    RC01: 'Msimbo wa benki si sahihi',
    FOCR: 'Umerejeshwa baada ya ombi la kughairi',
  },
  returned: 'Umerejeshwa na benki, bila sababu kutolewa',
  returnRecorded: ({ kind, day }) => `${kind}: imerekodiwa siku ya kazi ${day}`,
  returnMissing: 'Hakuna urejeshaji uliorekodiwa bado',
  page: {
    lead: 'Ingiza taarifa ya benki ya akaunti ambazo tawi hulipa kutoka, kisha suluhisha kila tofauti kwa sababu. Hakuna kinachoonyeshwa hapa kwa mteja.',
    format: 'Aina ya faili',
    choose: 'Chagua faili na uingize',
    importing: 'Inaingiza…',
    imported: ({ count, lines, breaks }) =>
      `${count === 1 ? 'Taarifa imeingizwa' : `Taarifa ${count} zimeingizwa`}: mistari ${lines}, ${breaks === 1 ? 'tofauti 1' : `tofauti ${breaks}`} za kusuluhisha.`,
    already: 'Taarifa hii iliingizwa awali: hakuna kilichobadilika.',
    accounts: ({ accounts }) => `Akaunti ambazo tawi hulipa kutoka: ${accounts}.`,
    accountsSummary: ({ count }) =>
      count === 1
        ? 'Akaunti ambayo tawi hulipa kutoka'
        : `Akaunti ${count} ambazo tawi hulipa kutoka`,
    noAccounts: 'Tawi bado halina akaunti chanzo: msimamizi wa mfumo huziingiza kwenye Mipangilio.',
    statementsTitle: 'Taarifa zilizoingizwa',
    none: 'Bado hakuna taarifa iliyoingizwa.',
    col: {
      account: 'Akaunti',
      period: 'Kipindi',
      statement: 'Taarifa',
      lines: 'Mistari',
      breaks: 'Tofauti zilizo wazi',
    },
    open: 'Fungua',
    period: ({ from, to }) => (from === to ? from : `${from} hadi ${to}`),
    statementHeading: ({ statement, account }) => `Taarifa ${statement} ya ${account}`,
    detail: ({ format, file, at, by }) => `${format}, ${file}, iliingizwa ${at} na ${by}`,
    balances: ({ opening, closing }) =>
      `Salio la kufungua ${opening} · salio la kufunga ${closing}`,
    count: ({ count }) => (count === 1 ? 'mstari 1' : `mistari ${count}`),
    emptyList: 'Hakuna.',
    col2: {
      line: 'Mstari',
      date: 'Tarehe ya thamani',
      amount: 'Kiasi',
      transfer: 'Uhamisho',
      why: 'Sababu',
      action: 'Imesuluhishwa',
    },
    fileLine: ({ line }) => `mstari ${line} wa faili`,
    bankRef: ({ reference }) => `Kumbukumbu ya benki ${reference}`,
    transferAmount: ({ amount }) => `Kwenye jarida: ${amount}`,
    settle: 'Suluhisha…',
    settleFromStatement: 'Rekodi kama umelipwa',
    recordReturn: 'Rekodi urejeshaji',
    settledBy: ({ by, at }) => `Imesuluhishwa na ${by}, ${at}`,
    reasonLabel: 'Sababu',
    reasonHint: ({ min }) =>
      `Ulichokiona na ulichofanya, kwa herufi zisizopungua ${min}: jibu la benki, nani benki, kilichorekodiwa.`,
    reasonTitle: ({ item }) => `Suluhisha mstari ${item}`,
    save: 'Suluhisha',
    settled: ({ item }) => `Mstari ${item} umesuluhishwa.`,
    paidRecorded: ({ reference }) =>
      `Uhamisho ${reference} umerekodiwa kama umelipwa, taarifa ikiwa uthibitisho wa benki.`,
    monthLink: 'Mwonekano wa mwezi',
    back: 'Rudi kwenye taarifa',
  },
  month: {
    lead: 'Kila siku ya mwezi: mistari ya taarifa, vilivyolingana, na tofauti pamoja na jinsi zilivyosuluhishwa.',
    month: 'Mwezi',
    show: 'Onyesha',
    statements: ({ count }) =>
      count === 1 ? 'Taarifa 1 katika mwezi huu.' : `Taarifa ${count} katika mwezi huu.`,
    none: 'Hakuna taarifa inayohusu siku ya mwezi huu.',
    daysTitle: 'Siku',
    totalsTitle: 'Jumla za mwezi',
    breaksTitle: 'Tofauti',
    noBreaks: 'Hakuna tofauti mwezi huu.',
    col: {
      day: 'Siku',
      currency: 'Sarafu',
      lines: 'Mistari',
      debits: 'Kutoka',
      credits: 'Kuingia',
      matched: 'Vimelingana',
      appOnly: 'Jarida pekee',
      bankOnly: 'Taarifa pekee',
      breaks: 'Tofauti',
      amountDiffers: 'Kiasi kinatofautiana',
      settled: 'Zimesuluhishwa',
      open: 'Zilizo wazi',
      statement: 'Taarifa',
      account: 'Akaunti',
      kind: 'Tofauti',
      reason: 'Sababu',
      reference: 'Kumbukumbu',
      bankReference: 'Kumbukumbu ya benki',
      amount: 'Kiasi',
      resolution: 'Usuluhishi',
      settledBy: 'Imesuluhishwa na',
      settledAt: 'Imesuluhishwa saa',
      section: 'Sehemu',
    },
    section: { day: 'Siku', total: 'Jumla ya mwezi', break: 'Tofauti' },
    open: 'Wazi',
    pdf: 'Hifadhi kama PDF',
    print: 'Chapisha',
    csv: 'Hifadhi kama CSV',
    saved: ({ file }) => `Imehifadhiwa kwenye ${file}.`,
    printed: 'Imetumwa kwa printa.',
    heading: ({ month }) => `Ulinganisho na benki, ${month}`,
    printTitle: ({ month }) => `Ulinganisho ${month}`,
    saveCsv: ({ month }) => `Hifadhi ulinganisho wa ${month} kama CSV`,
  },
  request: {
    only: 'Ombi hili linaweza kuwa na taarifa, mstari wake, sababu, mwezi au aina ya faili tu.',
    format: 'Chagua aina ya faili: camt.053, MT940 au CSV.',
    reasonRequired: 'Andika sababu: benki ilisema nini, au ulichokiona na ulichofanya.',
    reasonShort: ({ min }) => `Sababu lazima iwe na herufi zisizopungua ${min}.`,
    reasonLong: ({ max }) => `Sababu isizidi herufi ${max}.`,
    month: 'Chagua mwezi (YYYY-MM).',
  },
  import: {
    chooseTitle: ({ format }) => `Chagua taarifa ya benki: ${format}`,
  },
};
