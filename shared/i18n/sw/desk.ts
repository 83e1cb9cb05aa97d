import type * as english from '../en/desk';
import type { SameShape } from '../messages';

/**
 * The supervisor's screens: their start, the receipt log, settling a transfer, the end of day and
 * the suspicion flags. A transfer's facts, the reporting marks and the end of day's parts are
 * named as on paper (`reports.field`, `reports.marks`, `reports.endOfDay.section`).
 */
export const desk: SameShape<typeof english.desk> = {
  waitingForSupervisor: 'Inasubiri msimamizi',
  show: 'Onyesha',
  home: {
    title: 'Zana za msimamizi',
    noneWaiting: 'Hakuna uhamisho unaosubiri msimamizi.',
    waiting: ({ count }) =>
      `${count === 1 ? 'Uhamisho 1 unasubiri' : `Uhamisho ${count} unasubiri`} msimamizi (matokeo hayajulikani, au umekubaliwa lakini si wa mwisho).`,
    receiptLog: 'Orodha ya risiti',
    endOfDay: 'Mwisho wa siku',
    backup: 'Tengeneza nakala rudufu ya daftari…',
    openReceipt: 'Fungua risiti kwa kumbukumbu yake',
    reference: 'Kumbukumbu ya risiti',
    open: 'Fungua risiti',
  },
  log: {
    from: 'Kuanzia',
    to: 'Hadi',
    anyMark: 'Alama yoyote',
    waitingOption: 'Inasubiri msimamizi (haijulikani au si ya mwisho)',
    all: {
      kind: 'Aina zote',
      state: 'Hali zote',
      operatorId: 'Watumiaji wote',
      currency: 'Sarafu zote',
      marked: 'Uhamisho wote',
    },
    invalid: 'Sahihisha vichujio ili kuona uhamisho.',
    searching: 'Inatafuta…',
    none: 'Hakuna uhamisho unaolingana na vichujio hivi.',
    shown: ({ count }) => `${count === 1 ? 'Uhamisho 1' : `Uhamisho ${count}`}, mpya kwanza.`,
    shownMore: ({ count }) =>
      `${count === 1 ? 'Uhamisho 1 umeonyeshwa' : `Uhamisho ${count} umeonyeshwa`}, mpya kwanza; zaidi hapa chini.`,
    showAll: 'Onyesha yote',
    export: 'Hamisha hizi kwenda CSV…',
    own: 'Uhamisho wako mwenyewe, mpya kwanza.',
    find: 'Tafuta kwa',
    findHint: 'kumbukumbu, jina, namba ya akaunti au simu, namba ya muamala',
    amountExample: 'mf. 25,000',
    search: 'Tafuta',
    moreFilters: 'Vichujio zaidi',
    moreFiltersSet: ({ count }) => `Vichujio zaidi (${count} vimewekwa)`,
    fewerFilters: 'Vichujio vichache',
    referenceTime: 'Kumbukumbu, saa',
    transactionId: 'Namba ya muamala',
    byOperator: ({ name }) => `na ${name}`,
    /** What a mark means, for the supervisor (D43); no customer sees this screen. */
    markHint: {
      reportable: 'Sawa na au juu ya kiwango cha kuripoti cha sarafu yake',
      split:
        'Mmoja wa uhamisho wa mteja ambao kwa pamoja unafikia kiwango cha kuripoti ndani ya kipindi kilichotajwa',
      checkedOffline:
        'Mipaka na ukaguzi wake vilihesabiwa kwenye kumbukumbu ya dirisha hili pekee: makao makuu hayakupatikana',
    },
    /** D81: the mark filter's split series, of any period or of one. */
    splitAny: 'Mfululizo uliogawanywa, kipindi chochote',
    splitWithin: ({ window }) => `Mfululizo uliogawanywa ndani ya ${window}`,
    older: 'Onyesha uhamisho wa zamani zaidi',
    back: 'Rudi kwenye zana za msimamizi',
  },
  settle: {
    title: ({ reference }) => `Thibitisha matokeo ya uhamisho ${reference}`,
    transfer: ({ reference }) => `Uhamisho ${reference}`,
    /** The four outcomes a supervisor records after checking with the bank, and the re-send. */
    choice: {
      succeeded: {
        label: 'Benki iliupokea',
        hint: 'Weka namba ya muamala ya benki. Uhamisho unarekodiwa kama umetumwa.',
      },
      never_arrived: {
        label: 'Haukufika benki kamwe: hakuna pesa iliyohamishwa',
        hint: 'Uhamisho unarekodiwa kama haujatumwa. Mteja anaweza kurudishiwa pesa.',
      },
      refused: {
        label: 'Benki iliukataa: hakuna pesa iliyohamishwa',
        hint: 'Uhamisho unarekodiwa kama umekataliwa.',
      },
      still_unknown: {
        label: 'Benki bado haiwezi kusema',
        hint: 'Andika ulichouliza na nani alijibu. Uhamisho unaendelea kusubiri.',
      },
      resend: {
        label: 'Haukufika kamwe: utume tena kwa kumbukumbu ileile',
        hint: 'Pale tu benki inapothibitisha kwamba haikuupokea kamwe. Uhamisho uleule unatumwa tena, mara moja.',
      },
    },
    chooseOutcome: 'Chagua benki ilichothibitisha.',
    recorded: ({ state }) => `Imerekodiwa: ${state}.`,
    summary: (v) =>
      `${v.amount} kwa ${v.recipient} kutoka kwa ${v.sender} · ulitumwa ${v.at} na ${v.by}`,
    own: 'Wewe ndiye uliyetuma uhamisho huu, kwa hiyo msimamizi mwingine lazima athibitishe matokeo yake.',
    nothingWaiting: ({ state }) => `Hakuna kinachosubiriwa kwa uhamisho huu: ${state}.`,
    question: 'Benki ilithibitisha nini?',
    note: 'Maelezo: benki ilichosema, na nani',
    resend: 'Tuma tena kwa kumbukumbu ileile',
    record: 'Rekodi',
    attempts: 'Majaribio',
    attempt: ({ n }) => `Jaribio la ${n}`,
    bankAnswer: 'Jibu la benki',
    bankSaid: 'Benki ilisema',
    rawAnswer: 'Jibu la benki kama lilivyopokelewa, kwa timu ya msaada',
    rawError: 'Hitilafu ya mtandao kama ilivyorekodiwa, kwa timu ya msaada',
    body: 'Kilichotumwa (maandishi yaliyosainiwa, yaleyale kila jaribio)',
    settled: 'Matokeo yaliyothibitishwa hadi sasa',
  },
  endOfDay: {
    closed: ({ day }) => `Siku ${day} imefungwa; jumla zake ziko kwenye kumbukumbu za ukaguzi.`,
    savedTo: ({ file }) => `Ripoti ya mwisho wa siku imehifadhiwa kwenye ${file}.`,
    printed: 'Ripoti ya mwisho wa siku imepelekwa kwenye printa.',
    headline: (v) =>
      `${v.day} kwa ${v.zone}: ${v.count === 1 ? 'uhamisho 1' : `uhamisho ${v.count}`}, ${v.waiting === 0 ? 'hakuna unaosubiri msimamizi' : `${v.waiting} inasubiri msimamizi`}.`,
    print: 'Chapisha (A4)',
    savePdf: 'Hifadhi kama PDF…',
    exportCsv: 'Hamisha siku kwenda CSV…',
    close: 'Funga siku…',
    closeDay: ({ day }) => `Funga ${day}`,
    notNow: 'Si sasa',
    nothingWaiting: 'Hakuna kinachosubiri.',
    senderToRecipient: ({ sender, recipient }) => `${sender} kwa ${recipient}`,
    /** D114: the second supervisor's dialog, at the preparer's desk. */
    checkTitle: ({ day }) => `Msimamizi wa pili anakagua ufungaji wa ${day}`,
    checkExplanation:
      'Msimamizi mwingine, si yule aliyeuandaa, anakagua takwimu hizi na kutia sahihi kwa kitambulisho na nenosiri lake mwenyewe. Ikishafungwa, siku haipokei uhamisho zaidi: mipya ni ya siku inayofuata.',
    checkerId: 'Kitambulisho cha msimamizi anayekagua',
    checkerPassword: 'Nenosiri la msimamizi anayekagua',
    settleFirst:
      'Matokeo ya uhamisho huu hayajulikani. Thibitisha kila mmoja kwa jibu la benki, kisha funga siku:',
  },
  flags: {
    title: 'Alama za shaka',
    firstDay: 'Siku ya kwanza',
    lastDay: 'Siku ya mwisho',
    saved: ({ count, file }) =>
      `${count === 1 ? 'Alama 1 imehifadhiwa' : `Alama ${count} zimehifadhiwa`} kwenye ${file}.`,
    none: 'Hakuna uhamisho uliowekewa alama katika siku hizi.',
    flagged: 'Imewekewa alama',
    transfer: 'Uhamisho',
  },
  /** D69: references issued after a restored backup, which the journal does not hold. */
  reconcile: {
    title: 'Haipo katika daftari hili: linganisha na benki',
    lead: 'Kumbukumbu hizi zilitolewa kwenye kituo hiki cha kazi baada ya nakala rudufu ambayo daftari lilirejeshwa kutoka kwayo. Daftari halina uhamisho wowote chini yake, kwa hiyo hakuna risiti, orodha wala ripoti ya mwisho wa siku inayoonyesha kilichoupata. Uliza benki kuhusu kila moja na urekodi jibu lake hapa. Siku haiwezi kufungwa hadi kila moja ijibiwe.',
    none: 'Hakuna cha kulinganisha: daftari lina kila kumbukumbu iliyotolewa kwenye kituo hiki cha kazi.',
    open: ({ count }) =>
      count === 1
        ? 'Kumbukumbu 1 haipo katika daftari hili: uliza benki kuihusu.'
        : `Kumbukumbu ${count} hazipo katika daftari hili: uliza benki kuhusu kila moja.`,
    openButton: 'Linganisha na benki',
    issued: ({ at }) => `Ilitolewa ${at}`,
    span: ({ after, upTo }) => `Kila kumbukumbu baada ya ${after} hadi ${upTo}`,
    spanHint: ({ from, to }) =>
      `Zilitolewa kati ya ${from} na ${to}. Kituo hiki cha kazi hakikuweza kuhifadhi namba zake: omba benki ikupe kila uhamisho wa kituo hiki katika muda huo.`,
    record: 'Rekodi jibu la benki',
    question: ({ reference }) => `Benki ilisema nini kuhusu ${reference}?`,
    answer: {
      paid: {
        label: 'Benki iliulipa',
        hint: 'Pesa zilihamishwa. Andika namba ya muamala ya benki (kwa kipindi cha kumbukumbu nyingi, taja kila uhamisho kwenye maelezo).',
      },
      refused: {
        label: 'Benki iliukataa: hakuna pesa iliyohamishwa',
        hint: 'Benki inaushikilia kama uliokataliwa.',
      },
      not_held: {
        label: 'Benki haina uhamisho chini yake: hakuna pesa iliyohamishwa',
        hint: 'Haukupokelewa kamwe na benki.',
      },
    },
    chooseAnswer: 'Chagua benki ilichosema.',
    transactionId: 'Namba ya muamala ya benki',
    note: 'Benki ilichosema, na nani katika benki',
    save: 'Hifadhi jibu',
    cancel: 'Ghairi',
    saved: ({ reference }) => `Jibu la benki kuhusu ${reference} limerekodiwa.`,
    answered: 'Imejibiwa',
    answeredBy: ({ at, by }) => `${at}, na ${by}`,
    allAnswered: 'Kila kumbukumbu imejibiwa: siku inaweza kufungwa.',
    backToJournal: 'Rudi kwenye ukaguzi wa daftari',
  },
};
