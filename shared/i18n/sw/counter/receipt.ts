import type * as english from '../../en/counter/receipt';
import type { SameShape } from '../../messages';

/** The receipt on screen (the card, on paper too when printed from it) and its page. */
export const receipt: SameShape<typeof english.receipt> = {
  title: 'Risiti ya Remit Desk',
  /** The outcome's first line, in words that cannot be read the wrong way. */
  outcome: {
    sent: '✓ Imetumwa',
    sentNoAnswer: 'Imetumwa',
    notFinal: 'Bado si ya mwisho',
    unknown: '⚠ Matokeo hayajulikani – usitume tena',
    refused: '✗ HAIJATUMWA – imekataliwa na benki',
    notSent: '✗ HAIJATUMWA – hakuna pesa iliyohamishwa',
    held: 'Bado haijatumwa',
  },
  doNotResend: 'Usitume tena – msimamizi lazima athibitishe',
  correctedAs: ({ reference, at }) => `Imesahihishwa kama ${reference} (${at})`,
  serviceWords: 'Maneno halisi ya huduma, kwa timu ya msaada:',
  instructionChecked: ({ formNumber }) =>
    `${formNumber} · kitambulisho na sahihi ya mteja vimekaguliwa`,
  bankNotListed: ({ code }) => `${code} (haimo kwenye orodha ya benki za tawi)`,
  repeatOf: ({ references }) => `Uhamisho wa pili ulioombwa na mteja (unarudia ${references})`,
  noTransactionId: 'Haikutolewa na huduma',
  noMoneyMoved: '(hakuna pesa iliyohamishwa)',
  approvedAtCounter: 'Imeidhinishwa kaunta',
  /** The names of the receipt's details. */
  label: {
    currency: 'Sarafu',
    amountInWords: 'Kiasi kwa maneno',
    date: 'Tarehe ya uhamisho',
    senderAccount: 'Namba ya akaunti ya mtumaji',
    recipientAccount: {
      rtgs: 'Namba ya akaunti ya mpokeaji',
      imt: 'Namba ya simu ya mpokeaji',
    },
    bank: 'Benki ya mpokeaji',
    country: 'Nchi inakokwenda',
    purpose: 'Madhumuni ya malipo',
    description: 'Maelezo',
    transactionId: 'Namba ya muamala',
    serviceStatus: 'Hali ya huduma',
    valueDate: 'Tarehe ya thamani inayotarajiwa',
    corrects: 'Inasahihisha uhamisho',
    instruction: 'Fomu ya maagizo',
    servedBy: 'Alihudumiwa na',
    recorded: 'Ilirekodiwa',
    /** D113: the branch day the transfer belongs to. */
    businessDay: 'Siku ya kazi',
  },
  print: {
    toPrinter: 'Chapisha risiti',
    toPdf: 'Hifadhi risiti kama PDF…',
    original: 'Risiti halisi',
    copy: ({ number }) => `NAKALA ${number}`,
    saved: ({ which, file }) =>
      `${which} (nakala ya mteja na nakala ya benki) imehifadhiwa kwenye ${file}.`,
    printed: ({ which }) =>
      `${which} (nakala ya mteja na nakala ya benki) imepelekwa kwenye printa.`,
  },
  /** The receipt's page, around the card. */
  page: {
    title: ({ reference }) => `Risiti ${reference}`,
    reading: 'Inasoma risiti…',
    correct: {
      rejected: 'Sahihisha na utume kama mpya',
      notSent: 'Tuma tena kama mpya',
    },
    replace: {
      title: 'Ubadilishe uhamisho unaoandika?',
      explanation: {
        rtgs: 'Uhamisho wa RTGS ulioanza haujatumwa. Kusahihisha huu kunaubadilisha kwa taarifa za uhamisho huu.',
        imt: 'Uhamisho kwa pochi ya simu ulioanza haujatumwa. Kusahihisha huu kunaubadilisha kwa taarifa za uhamisho huu.',
      },
      keep: 'Baki na uhamisho ninaoandika',
      replace: 'Ubadilishe',
    },
    newTransfer: {
      rtgs: 'Uhamisho mpya wa RTGS',
      imt: 'Uhamisho mpya kwa pochi ya simu',
    },
  },
};
