import type * as english from '../en/backup';
import type { SameShape } from '../messages';

/** Copies of the journal: the admin's backup and the day's automatic one (D31). */
export const backup: SameShape<typeof english.backup> = {
  folderUnusable: ({ folder, why }) =>
    `Daftari haliwezi kunakiliwa kwenye ${folder}: ${why}. Chagua folda iliyopo na unayoweza kuandika ndani yake (diski nyingine, au folda ya mtandao), kisha ujaribu tena.`,
  notAFolder: 'si folda',
  noSuchFolder: 'folda haipo',
  notWritable: ({ code }) => `haiwezi kuandikwa (${code})`,
  failed: ({ folder, detail }) =>
    `Daftari halikuweza kunakiliwa kwenye ${folder} (${detail}). Hakuna kilichobadilishwa katika daftari. Kagua nafasi iliyobaki na folda, kisha ujaribu tena; wasiliana na timu ya usaidizi tatizo likiendelea.`,
  automaticFailed: 'Nakala rudufu ya kiotomatiki haikuweza kufanyika.',
  /** D69: references a restored journal does not hold, reconciled with the bank. */
  reconcile: {
    keychainUnread:
      'Hifadhi ya siri ya mfumo haikuweza kueleza ni namba zipi za kumbukumbu zilitolewa baada ya nakala rudufu, kwa hivyo urejeshaji haukuthibitishwa na hakuna kinachotumwa bado. Fungua hifadhi ya siri (ingia tena kwenye kituo cha kazi) kisha uthibitishe tena',
    notFound:
      'Hakuna namba ya kumbukumbu ya kupatanisha yenye namba hiyo. Fungua orodha tena: inaonyesha kila namba ya kumbukumbu ambayo bado haijapatanishwa.',
    already: ({ reference, by }) =>
      `Jibu la benki kuhusu ${reference} lilikwisha kuandikwa, na ${by}. Hakuna kilichobadilishwa.`,
    transactionIdNeeded: ({ reference }) =>
      `Andika namba ya muamala ya benki (transaction ID) kwa ${reference}: benki ililipa uhamisho huo, kwa hivyo namba hiyo ndiyo inayothibitisha ni malipo yapi.`,
    span: ({ after, upTo }) => `kila namba ya kumbukumbu baada ya ${after} hadi ${upTo}`,
    closeRefused: ({ day, references }) =>
      `Siku ya ${day} haiwezi kufungwa bado: namba hizi za kumbukumbu zilitolewa baada ya nakala rudufu ambayo daftari hili lilirejeshwa kutoka kwayo, na daftari halina namba hizo: ${references}. Msimamizi huiuliza benki kuhusu kila moja na kuandika jibu lake chini ya “Haipo katika daftari hili”, kisha hufunga siku.`,
  },
};
