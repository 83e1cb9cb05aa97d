import type * as english from '../en/reports';
import type { SameShape } from '../messages';

/**
 * What main prints and writes for the desk: the receipt, the end-of-day sheet, the CSV files'
 * headers and cells, and the desk's save dialogs and refusals. The supervisor's screens name the
 * same facts with the same words (`reports.field`, `reports.marks`, `reports.endOfDay.section`).
 */
export const reports: SameShape<typeof english.reports> = {
  /** A transfer's facts, as CSV headers, the receipt's rows and the tables of screens name them. */
  field: {
    reference: 'Kumbukumbu',
    dateTime: 'Tarehe na saa',
    /** D113: the branch day a transfer belongs to (after a closing, the next one). */
    businessDay: 'Siku ya kazi',
    dateTimeIn: ({ zone }) => `Tarehe na saa (${zone})`,
    recordedAtUtc: 'Ilirekodiwa saa (UTC)',
    kind: 'Aina',
    state: 'Hali',
    amount: 'Kiasi',
    amountInWords: 'Kiasi kwa maneno',
    currency: 'Sarafu',
    sender: 'Mtumaji',
    senderAccount: 'Akaunti ya mtumaji',
    recipient: 'Mpokeaji',
    recipientAccount: 'Akaunti ya mpokeaji',
    recipientAccountOrMobile: 'Akaunti au namba ya simu ya mpokeaji',
    recipientMobile: 'Namba ya simu ya mpokeaji',
    recipientBank: 'Benki ya mpokeaji',
    destinationCountry: 'Nchi inakokwenda',
    transactionId: 'Namba ya muamala ya benki',
    expectedValueDate: 'Tarehe ya thamani inayotarajiwa',
    purpose: 'Madhumuni ya malipo',
    description: 'Maelezo',
    servedBy: 'Alihudumiwa na',
    instructionFormNumber: 'Namba ya fomu ya maagizo',
    approvedBy: 'Imeidhinishwa na',
    operator: 'Mtumiaji',
    marks: 'Alama za kuripoti',
    day: 'Siku',
    section: 'Sehemu',
    transfers: 'Uhamisho',
    total: 'Jumla',
    fees: 'Ada',
    note: 'Maelezo',
  },
  /** The reporting marks (D43), in a CSV cell, on the sheet and on the supervisor's screens. */
  marks: {
    reportable: 'Inapaswa kuripotiwa',
    split: 'Mfululizo uliogawanywa',
    /** D128, D133: counted at its counter alone, head office out of reach. */
    checkedOffline: 'Imekaguliwa bila makao makuu',
    /** D81: the windows a series was found in, after the mark: "Split series (24 hours, 7 days)". */
    splitIn: ({ windows }) => `Mfululizo uliogawanywa (${windows})`,
    window: {
      /** D43's series of one branch day, which marks written before D81 keep. */
      day: 'siku ya tawi',
      '24h': 'saa 24',
      '7d': 'siku 7',
      '30d': 'siku 30',
    },
  },
  /** Where a desk paper was made, in its header. */
  branchCode: ({ code }) => `tawi ${code}`,
  printedBy: ({ at, by }) => `Imechapishwa ${at} na ${by}`,
  receipt: {
    title: ({ reference }) => `Risiti ${reference}`,
    titleCopy: ({ reference, number }) => `Risiti ${reference} – NAKALA ${number}`,
    heading: 'Risiti ya uhamisho',
    workstation: ({ number }) => `Kituo cha kazi ${number}`,
    /** Off live, across each copy: a receipt from a service where no money moves. */
    watermark: {
      sandbox: 'MAFUNZO – SI UHAMISHO HALISI',
      test: 'UPIMAJI – SI UHAMISHO HALISI',
    },
    copy: {
      customer: 'Nakala ya mteja',
      bank: 'Nakala ya benki',
    },
    original: 'Halisi',
    reprint: ({ number }) => `NAKALA ${number}`,
    madeAt: 'Ilitolewa',
    madeElsewhere: ({ made, here }) => `${made}; nakala hii imechapishwa katika ${here}`,
    transactionIdNotYet: 'Bado haijatolewa',
    formNumberNotRecorded: 'Haijarekodiwa',
    bankNotListed: ({ code }) => `${code} (haimo kwenye orodha ya benki za tawi)`,
    /** Who let it through at the counter (D42), on the bank's copy only. */
    approval: (v) => `${v.name} (${v.id}), ${v.at}: ${v.purpose}. Sababu: ${v.reason}`,
    queued:
      'Uhamisho huu wa RTGS ulitumwa nje ya muda wa RTGS. Benki inaushikilia na itaulipa muda wa RTGS utakapofunguliwa.',
    queuedUntil: ({ date }) =>
      `Uhamisho huu wa RTGS ulitumwa nje ya muda wa RTGS. Benki inaushikilia na itaulipa muda wa RTGS utakapofunguliwa: ${date}.`,
    customerSignature: 'Sahihi ya mteja',
    tellerStamp: 'Muhuri wa keshia',
    complaints: ({ contact }) => `Malalamiko: ${contact}`,
    notFound: ({ reference }) =>
      `Hakuna uhamisho wenye kumbukumbu ${reference} katika daftari la kituo hiki cha kazi. Kagua namba iliyo kwenye risiti.`,
    reprintBySupervisor:
      'Risiti hii imeshachapishwa. Mwombe msimamizi akupe nakala: kila uchapishaji upya huwekwa alama NAKALA na kurekodiwa.',
    notYours: 'Unaweza kuchapisha risiti za uhamisho uliotuma wewe tu. Mwombe msimamizi.',
  },
  endOfDay: {
    title: ({ day }) => `Mwisho wa siku ${day}`,
    heading: ({ day, zone }) => `Mwisho wa siku ${day}, ${zone}`,
    workstation: ({ number }) => `kituo cha kazi ${number}`,
    closedBy: ({ at, by }) => `Ilifungwa ${at} na ${by}`,
    notClosed: 'Bado haijafungwa',
    /** The report's parts: headings on the sheet and the screen, a CSV row's section. */
    section: {
      totals: 'Jumla kwa aina, sarafu na hali',
      operators: 'Kwa kila mtumiaji',
      waiting: 'Bado inasubiri msimamizi',
      marked: 'Inapaswa kuripotiwa na mfululizo uliogawanywa',
      /** D114: the CSV's rows naming who prepared and who checked the closing. */
      prepared: 'Iliandaliwa na',
      checked: 'Ilikaguliwa na',
      cash: 'Fedha za watunza fedha',
    },
    noTransfers: 'Hakuna uhamisho uliorekodiwa siku hii.',
    noneWaiting: 'Hakuna kinachosubiri msimamizi.',
    noneMarked:
      'Hakuna uhamisho wa siku hii unaopaswa kuripotiwa au ulio sehemu ya mfululizo uliogawanywa.',
    markedColumn: 'Alama',
    notStarted: ({ day, today, zone }) =>
      `${day} bado haijaanza hapa: leo ni ${today} kwa ${zone}. Funga siku ikishaanza, kwa kawaida mwishoni mwake.`,
    alreadyClosed: ({ day, by, at }) =>
      `${day} ilikwisha fungwa na ${by} saa ${at}. Siku hufungwa mara moja; ripoti yake bado inaweza kufunguliwa.`,
    preparedBy: ({ at, by }) => `Iliandaliwa ${at} na ${by}`,
    checkedBy: ({ at, by }) => `Ilikaguliwa ${at} na ${by}`,
    /** Lines left blank on a sheet printed before the day is closed, for the two signatures. */
    preparedBlank: 'Imeandaliwa na: ______________________ saa ________',
    checkedBlank: 'Imekaguliwa na: ______________________ saa ________',
    /** Across the sheet off live: figures of a service where no money moves. */
    band: {
      sandbox: 'MAFUNZO – HAKUNA PESA HALISI',
      test: 'MAJARIBIO – HAKUNA PESA HALISI',
    },
    /** D113: settlements recorded on this day, of transfers of this day or earlier ones. */
    learntSection: 'Yaliyojulikana siku hii kuhusu uhamisho wa awali',
    noneLearnt: 'Hakuna kilichojulikana siku hii kuhusu uhamisho.',
    noCash:
      'Hakuna karani aliyeshika fedha siku hii: hakuna fedha za kuanzia zilizowekwa wala uhamisho uliopokelewa.',
    /** The learnt table's column: the transfer's own business day. */
    transferDay: 'Siku ya uhamisho',
    /** The learnt table's column: what was recorded about the transfer, and when. */
    recorded: 'Imerekodiwa',
    outcomesOpen: ({ day, references }) =>
      `${day} haiwezi kufungwa wakati matokeo ya uhamisho hayajulikani: ${references}. Kwanza thibitisha kila mmoja kwa jibu la benki; hurekodiwa siku lilipojulikana.`,
    notPrepared: ({ day }) =>
      `Ufungaji wa ${day} haukuandaliwa kwenye kituo hiki na msimamizi aliyeingia, au uliandaliwa zaidi ya dakika 10 zilizopita, au mkaguzi ndiye aliyeuandaa. Bonyeza "Funga siku" tena.`,
    checkerRequired: 'Andika kitambulisho cha mtumiaji na nenosiri la msimamizi anayekagua.',
    closeRequestOnly:
      'Ufungaji hubeba siku, kitambulisho na nenosiri la msimamizi anayekagua tu, hakuna kingine.',
  },
  flags: {
    flaggedAt: ({ zone }) => `Iliwekewa alama saa (${zone})`,
    flaggedBy: 'Iliwekewa alama na',
    sentAt: ({ zone }) => `Ilitumwa saa (${zone})`,
    notFound: ({ reference }) =>
      `Hakuna uhamisho wako wenye kumbukumbu ${reference} katika daftari la kituo hiki cha kazi. Kagua namba iliyo kwenye risiti.`,
  },
  /** The save dialogs main opens for the desk, and what it says when nothing was written. */
  files: {
    savePdf: ({ title }) => `Hifadhi ${title} kama PDF`,
    pdfFilter: 'Hati ya PDF',
    csvFilter: 'Faili ya CSV',
    saveEndOfDayCsv: ({ day }) => `Hifadhi mwisho wa siku ${day} kama faili ya CSV`,
    saveLogCsv: 'Hifadhi orodha ya risiti kama faili ya CSV',
    backupFolder: 'Chagua folda ya nakala ya daftari',
    canceled: 'Kuhifadhi kumeghairiwa; hakuna faili iliyoandikwa.',
    noFolder: 'Hakuna folda iliyochaguliwa; hakuna kilichonakiliwa.',
    csvBusy: 'Faili ya CSV tayari inaandikwa. Subiri ikamilike, kisha ujaribu tena.',
    cannotWriteCsv: ({ file, reason }) =>
      `Faili ya CSV haikuweza kuandikwa kwenye ${file} (${reason}). Chagua folda unayoweza kuandika ndani yake, yenye nafasi, na ujaribu tena.`,
  },
};
