import type * as english from '../en/oversight';
import type { SameShape } from '../messages';

/**
 * The compliance officer's and the auditor's pages (D79): their start pages, and what each
 * can do from the menu.
 */
export const oversight: SameShape<typeof english.oversight> = {
  home: {
    compliance: {
      title: 'Uzingatiaji',
      intro:
        'Unapitia yale ambayo udhibiti na wafanyakazi wa tawi wameibua. Hutumi, huidhinishi wala huthibitishi matokeo ya uhamisho.',
    },
    auditor: {
      title: 'Ukaguzi',
      intro:
        'Unasoma kila kitu kilichomo kwenye daftari la kituo hiki cha kazi, na hubadilishi chochote: hakuna unachofanya hapa kinachotuma, kuidhinisha, kuthibitisha matokeo au kubadilisha mpangilio.',
    },
    /** The heading above the list of the role's pages. */
    tasks: 'Unachoweza kufanya hapa',
  },
  /** Each page a start page lists: its link, and what it is for. */
  task: {
    held: {
      label: 'Imezuiliwa kwa uzingatiaji',
      compliance:
        'Uhamisho ambao uchunguzi uliuzuia kabla ya kitu chochote kutumwa: ruhusu kila mmoja utumwe, au uukatae, ukitoa sababu yako.',
    },
    sanctionsLists: {
      label: 'Orodha za vikwazo',
      compliance:
        'Orodha ambazo uhamisho huchunguzwa dhidi yake, tarehe zake, na lini kila moja iliingizwa.',
    },
    receiptLog: {
      label: 'Orodha ya risiti',
      compliance:
        'Tafuta uhamisho wowote. Chuja ile iliyowekewa alama ya kuripotiwa na mfululizo uliogawanywa, na ufungue taarifa za kila mmoja.',
      auditor:
        'Tafuta uhamisho wowote wa mtumiaji yeyote, kwa tarehe, kiasi, hali, mtumiaji au maandishi.',
    },
    endOfDay: {
      label: 'Mwisho wa siku',
      auditor:
        'Jumla za siku yoyote, uhamisho unaopaswa kuripotiwa na mfululizo uliogawanywa, na nani aliifunga.',
    },
    flags: {
      label: 'Alama za shaka',
      compliance:
        'Soma kila uhamisho uliowekewa alama ya shaka na uifunge: hakuna hatua, au imeripotiwa pamoja na kumbukumbu ya ripoti.',
      auditor: 'Soma kila alama ya shaka na uamuzi ambao afisa wa uzingatiaji aliutoa.',
    },
    auditTrail: {
      label: 'Kumbukumbu za ukaguzi',
      what: 'Kila kuingia, hitilafu, mabadiliko ya mipangilio, uchapishaji upya na kukataliwa, vikiwa vimechujwa na kuhifadhiwa kama CSV.',
    },
  },
  flags: {
    lead: 'Uhamisho ambao karani au msimamizi aliuwekea alama ya shaka, na ule ambao Remit Desk iliuwekea alama yenyewe. Kila alama inabaki wazi hadi afisa wa uzingatiaji aifunge kwa uamuzi. Makarani, wasimamizi na wateja hawaoni kamwe orodha hii.',
    status: 'Alama',
    statusAll: 'Zilizo wazi na zilizofungwa',
    statusOpen: 'Zilizo wazi tu',
    statusReviewed: 'Zilizofungwa tu',
    outcomeColumn: 'Uamuzi',
    open: 'Wazi',
    review: 'Funga…',
    reviewOf: ({ reference }) => `Funga alama ya uhamisho ${reference}`,
    outcome: {
      no_action: 'Hakuna hatua',
      reported: 'Imeripotiwa',
    },
    reportedAs: ({ reference }) => `Imeripotiwa kama ${reference}`,
    reviewedBy: ({ name, at }) => `na ${name}, ${at}`,
    dialog: {
      title: ({ reference }) => `Funga alama ya uhamisho ${reference}`,
      flagged: ({ name, at }) => `Iliwekewa alama na ${name}, ${at}:`,
      outcome: 'Uamuzi',
      noAction: 'Hakuna hatua – hakuna cha kuripoti',
      reported: 'Imeripotiwa – ripoti ya muamala wa kutiliwa shaka iliwasilishwa',
      reportReference: 'Kumbukumbu ya ripoti',
      reportReferenceHint: 'Kumbukumbu ambayo kitengo cha intelijensia ya fedha kiliipa ripoti.',
      note: 'Sababu',
      noteHint:
        'Ulichokagua na kwa nini uliamua hivyo. Kinahifadhiwa kwenye daftari pamoja na jina lako.',
      submit: 'Funga alama',
    },
    closed: ({ reference, outcome }) => `Alama ya uhamisho ${reference} imefungwa: ${outcome}.`,
    identity: ({ references }) =>
      `Kitambulisho cha mteja huyu (aina, namba na nchi iliyokitoa ni zilezile) kilirekodiwa awali kwa jina jingine au tarehe nyingine ya kuzaliwa, kwenye ${references}. Kagua kama taarifa za mtu mmoja ziliandikwa vibaya au watu wawili walitumia kitambulisho kimoja.`,
    notFound: ({ flag }) =>
      `Hakuna alama ya shaka namba ${flag}. Pakia upya orodha na uchague alama tena.`,
    reviewedAlready: ({ flag, by }) =>
      `Alama ya shaka ${flag} ilikwisha fungwa na ${by}; uamuzi wake unabaki. Pakia upya orodha ili kuiona.`,
    ownTransfer: ({ flag, reference }) =>
      `Uliingiza uhamisho ${reference} mwenyewe, kwa hivyo huwezi kufunga alama ya shaka ${flag} juu yake: afisa mwingine wa uzingatiaji lazima aifunge.`,
    request: {
      only: 'Mapitio ya alama yana alama, uamuzi, kumbukumbu ya ripoti ikiwa imeripotiwa, na maelezo tu.',
      outcome: 'Chagua uamuzi: hakuna hatua, au imeripotiwa.',
      reportReferenceRequired:
        'Weka kumbukumbu ambayo kitengo cha intelijensia ya fedha kiliipa ripoti.',
      reportReferenceOnly: 'Kumbukumbu ya ripoti huwekwa tu pamoja na uamuzi “Imeripotiwa”.',
      noteRequired: 'Andika kwa nini uliamua hivyo.',
    },
    csv: {
      outcome: 'Uamuzi',
      reportReference: 'Kumbukumbu ya ripoti',
      reviewedBy: 'Imefungwa na',
      reviewedAt: ({ zone }) => `Ilifungwa saa (${zone})`,
      reviewNote: 'Maelezo ya uamuzi',
    },
  },
  audit: {
    lead: 'Kila kitu ambacho kituo hiki cha kazi kilirekodi, mpya kwanza. Kila kipengele kinachoonyeshwa kinakaguliwa dhidi ya mnyororo wenye ufunguo wa daftari.',
    operator: 'Mtumiaji',
    anyOperator: 'Mtumiaji yeyote',
    nobody: 'Programu (hakuna aliyeingia)',
    group: 'Kitendo',
    anyGroup: 'Kitendo chochote',
    reference: 'Kumbukumbu ya uhamisho',
    groups: {
      sessions: 'Kuingia na kutoka',
      failures: 'Hitilafu na makatao',
      operators: 'Watumiaji na manenosiri',
      settings: 'Mipangilio na orodha za tawi',
      headOffice: 'Ujumbe wa makao makuu na kuchukua nafasi ya kituo',
      transfers: 'Hatua za uhamisho',
      approvals: 'Idhini za msimamizi',
      receipts: 'Risiti na ripoti zilizochapishwa, kuchapishwa upya au kuhifadhiwa',
      cash: 'Fedha za karani: akiba na hesabu',
      compliance: 'Alama za kuripoti na alama za shaka',
      screening: 'Uchunguzi wa vikwazo na orodha',
      statements: 'Taarifa za benki na ulinganisho',
      bank: 'Muunganisho wa benki na funguo',
      journal: 'Daftari, nakala rudufu na kufunga siku',
    },
    columns: {
      seq: 'Na.',
      at: 'Lini',
      operator: 'Mtumiaji',
      action: 'Kitendo',
      details: 'Maelezo',
    },
    none: 'Hakuna kipengele kinacholingana na vichujio hivi.',
    count: ({ total, page, pages }) =>
      `${total === 1 ? 'Kipengele 1' : `Vipengele ${total}`} · ukurasa ${page} kati ya ${pages}`,
    saving: 'Inakagua mnyororo na kuhifadhi…',
    saved: ({ count, file, first, last }) =>
      `${count === 1 ? 'Kipengele 1 kimehifadhiwa' : `Vipengele ${count} vimehifadhiwa`} kwenye ${file}. Mnyororo wenye ufunguo wa daftari ulikaguliwa kuanzia kipengele chake cha kwanza hadi cha mwisho (${first} hadi ${last}) kabla ya kuandika: faili ina vipengele halisi vya mnyororo.`,
    chainBroken: ({ what }) =>
      `Kumbukumbu za ukaguzi hazikuhifadhiwa: mnyororo wa daftari haulingani. ${what}`,
    unchecked: 'Haijakaguliwa',
    uncheckedHint:
      'Kipengele hiki hakina muhuri wenye ufunguo wa daftari. Msimamizi wa mfumo anapaswa kuendesha ukaguzi wa daftari.',
    csv: {
      seq: 'Kipengele',
      at: ({ zone }) => `Lini (${zone})`,
      atUtc: 'Lini (UTC)',
      operator: 'Mtumiaji',
      group: 'Kitendo',
      action: 'Msimbo wa kitendo',
      details: 'Maelezo',
      previousMac: 'MAC ya kipengele kilichotangulia',
      mac: 'MAC',
    },
    request: {
      only: 'Kumbukumbu za ukaguzi huchujwa kwa mtumiaji, kitendo, siku na kumbukumbu ya uhamisho, na hugawanywa kwa kurasa, tu.',
      group: 'Chagua kitendo kutoka kwenye orodha.',
      reference: 'Kumbukumbu ya uhamisho lazima iwe tarakimu 12 zilizochapishwa kwenye risiti.',
      page: 'Ukurasa lazima uwe namba kamili kuanzia 1.',
    },
    saveTitle: 'Hifadhi kumbukumbu za ukaguzi kama CSV',
    csvFiles: 'Faili za CSV',
  },
};
