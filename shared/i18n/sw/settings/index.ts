import type * as english from '../../en/settings/index';
import type { SameShape } from '../../messages';
import { amounts } from './amounts';
import { requests } from './requests';
import { transferRules } from './transfer-rules';

/** The admin's settings: the sections, their labels and every message their checks give. */
export const settings: SameShape<typeof english.settings> = {
  /** What an admin reads when a section is wrong, and the section list of the settings page. */
  section: {
    environment: 'Mazingira',
    endpoints: 'Anwani za huduma',
    workstation: 'Kituo cha kazi',
    bankIdentity: 'Utambulisho wa benki kwenye risiti',
    rtgsCalendar: 'Kalenda ya RTGS',
    limits: 'Vikomo vya kiasi',
    accountPatterns: 'Miundo ya namba za akaunti',
    network: 'Muda wa kusubiri mtandao',
    sessions: 'Vipindi vya kuingia',
    backup: 'Nakala rudufu ya daftari ya kiotomatiki',
    controls: 'Viwango vya idhini na kuripoti',
    screening: 'Uchunguzi wa vikwazo',
    tariff: 'Ada',
    rates: 'Viwango vya kubadilisha fedha',
  },
  /** The labels the admin's forms show; every message names its field by them. */
  labels: {
    /** A country column or field, as a list's table or a holiday import names it. */
    country: 'Nchi',
    workstation: {
      number: 'Namba ya kituo cha kazi',
      branchName: 'Jina la tawi',
      branchCode: 'Msimbo wa tawi',
      countryCode: 'Nchi ya tawi',
      receiptPaper: 'Karatasi ya risiti',
    },
    bankIdentity: {
      legalName: 'Jina rasmi la benki',
      branchAddress: 'Anwani ya tawi',
      complaintsContact: 'Mawasiliano ya malalamiko',
      licenceLine: 'Mstari wa leseni',
    },
    rtgsCalendar: {
      opensAt: 'Muda wa kufungua',
      cutOff: 'Muda wa mwisho',
      holidays: 'Sikukuu za umma',
    },
  },
  receiptPaper: { a4: 'Karatasi ya A4', roll80: 'Roli ya joto ya mm 80' },
  environment: {
    choose: 'Chagua mazingira.',
    oneOf: 'Mazingira lazima yawe ya majaribio, ya upimaji au halisi.',
  },
  endpoints: {
    tokenPathRequired:
      'Njia ya tokeni inahitajika, kwa mfano /authentication/api/v3/authenticate/merchant.',
    tokenPathCharacters:
      'Njia ya tokeni lazima ianze na / na iwe na herufi, tarakimu na / . _ ~ - pekee.',
    tokenPathDots: 'Njia ya tokeni haipaswi kuwa na "..".',
    addressRequired: 'Anwani ya huduma inahitajika.',
    addressOnly: 'Mipangilio ya anwani ya huduma ina anwani na njia ya tokeni pekee.',
    testAndLiveOnly: 'Anwani za huduma zipo kwa mazingira ya upimaji na halisi pekee.',
  },
  workstation: {
    numberRange: ({ label, min, max }) =>
      `${label}: andika namba kamili kuanzia ${min} hadi ${max}.`,
    numberRequired: ({ label, min, max }) =>
      `${label}: sehemu hii inahitajika (${min} hadi ${max}).`,
    branchCode: ({ label }) =>
      `${label}: andika herufi au tarakimu 1 hadi 12; kistari kinaruhusiwa katikati, kama KE-042.`,
    receiptPaper: ({ label }) => `${label}: chagua A4 au roli ya mm 80.`,
    only: 'Mipangilio ya kituo cha kazi ina namba, jina la tawi, msimbo na nchi yake, na karatasi ya risiti pekee.',
  },
  bankIdentity: {
    only: 'Utambulisho wa benki una jina rasmi, anwani, mawasiliano ya malalamiko na mstari wa leseni pekee.',
    /** Each line of the bank's identity in the words a sentence uses. */
    words: {
      legalName: 'jina rasmi la benki',
      branchAddress: 'anwani ya tawi',
      complaintsContact: 'mawasiliano ya malalamiko',
      licenceLine: 'mstari wa leseni',
    },
    /** `lines`: the lines not set, joined as a sentence joins them. */
    notSet: {
      /** Translator: "bado hakuna X" (there is no X yet) avoids noun-class agreement with X. */
      one: ({ lines }) => `bado hakuna ${lines}`,
      many: ({ lines }) => `bado hakuna ${lines}`,
    },
    /** `missing`: what notSet says. */
    receiptRefused: {
      one: ({ missing }) =>
        `Risiti hii haiwezi kuchapishwa bado: ${missing}, na kila risiti lazima itaje benki na mahali mteja anapoweza kuwasilisha malalamiko. Msimamizi wa mfumo ataingiza taarifa hii katika Mipangilio, Utambulisho wa benki kwenye risiti; kisha chapisha risiti tena kutoka ukurasa huu.`,
      many: ({ missing }) =>
        `Risiti hii haiwezi kuchapishwa bado: ${missing}, na kila risiti lazima itaje benki na mahali mteja anapoweza kuwasilisha malalamiko. Msimamizi wa mfumo ataingiza taarifa hizi katika Mipangilio, Utambulisho wa benki kwenye risiti; kisha chapisha risiti tena kutoka ukurasa huu.`,
    },
    /** `missing`: what notSet says, begun with a capital. */
    warning: {
      one: ({ missing }) =>
        `${missing}, kwa hivyo hakuna risiti inayoweza kuchapishwa. Iingize katika Mipangilio, Utambulisho wa benki kwenye risiti.`,
      many: ({ missing }) =>
        `${missing}, kwa hivyo hakuna risiti inayoweza kuchapishwa. Ziingize katika Mipangilio, Utambulisho wa benki kwenye risiti.`,
    },
  },
  accountPatterns: {
    notList: ({ what }) => `${what}: lazima iwe orodha.`,
    notOneOf: ({ what, key, keys }) => `${what}: "${key}" si mojawapo ya ${keys}.`,
    notText: ({ country }) => `Muundo wa namba ya akaunti ya ${country} lazima uwe maandishi.`,
  },
  network: {
    connectType: 'Muda wa kusubiri muunganisho lazima uwe milisekunde kamili, kama 10000.',
    connectRequired: 'Muda wa kusubiri muunganisho unahitajika.',
    connectWhole: 'Muda wa kusubiri muunganisho lazima uwe milisekunde kamili.',
    connectMin: 'Muda wa kusubiri muunganisho lazima uwe angalau sekunde 1 (1000 ms).',
    connectMax: 'Muda wa kusubiri muunganisho usizidi sekunde 60 (60000 ms).',
    requestType: 'Muda wa kusubiri ombi lazima uwe milisekunde kamili, kama 45000.',
    requestRequired: 'Muda wa kusubiri ombi unahitajika.',
    requestWhole: 'Muda wa kusubiri ombi lazima uwe milisekunde kamili.',
    requestMin: 'Muda wa kusubiri ombi lazima uwe angalau sekunde 5 (5000 ms).',
    requestMax: 'Muda wa kusubiri ombi usizidi dakika 5 (300000 ms).',
    only: 'Mipangilio ya mtandao ina muda wa kusubiri wa aina mbili pekee.',
  },
  sessions: {
    idleRange: ({ min, max }) =>
      `Dakika bila shughuli lazima ziwe namba kamili kuanzia ${min} hadi ${max}.`,
    lifetimeRange: ({ min, max }) =>
      `Muda wa kipindi lazima uwe saa kamili kuanzia ${min} hadi ${max}.`,
    silenceRange: ({ min, max }) =>
      `Saa bila makao makuu lazima ziwe namba kamili kuanzia ${min} hadi ${max}.`,
    lifetimeRequired: 'Muda wa kipindi unahitajika.',
    only: 'Mipangilio ya vipindi vya kuingia ina muda wa kipindi na dakika bila shughuli pekee.',
  },
  screening: {
    thresholdRange: ({ min, max }) =>
      `Alama ya ulinganifu lazima iwe namba kuanzia ${min.toFixed(2)} hadi ${max.toFixed(2)}, yenye desimali zisizozidi mbili, kama 0.88.`,
    ageRange: ({ min, max }) =>
      `Umri mkubwa zaidi wa orodha lazima uwe siku kamili kuanzia ${min} hadi ${max}.`,
    calendarAheadRange: ({ min, max }) =>
      `Siku ambazo kalenda ya RTGS lazima ifikie mbele lazima ziwe namba kamili kuanzia ${min} hadi ${max}.`,
    only: 'Mipangilio ya uchunguzi wa vikwazo ina alama ya ulinganifu, umri mkubwa zaidi wa orodha na siku ambazo kalenda ya RTGS lazima ifikie mbele pekee.',
  },
  backup: {
    folderDefined:
      'Folda ya nakala rudufu ya kiotomatiki lazima iwe njia ya folda, au isiwekwe kabisa.',
    folderLength: 'Folda ya nakala rudufu ya kiotomatiki isizidi herufi 1000.',
    folderAbsolute:
      'Folda ya nakala rudufu ya kiotomatiki lazima iwe njia kamili ya folda, kama D:\\Backups au /mnt/backups, bila herufi zilizofichwa wala nafasi mwanzoni au mwishoni.',
    only: 'Mipangilio ya nakala rudufu ya kiotomatiki ina folda pekee.',
  },
  update: {
    environment: 'Mazingira hubadilishwa kwa Badilisha mazingira, hayahifadhiwi kama mpangilio.',
    chooseSection: ({ sections }) => `Chagua sehemu ya mipangilio ya kuhifadhi: ${sections}.`,
    only: 'Badiliko la mipangilio lina sehemu na thamani yake pekee.',
    endpoints:
      'Anwani ya huduma huhifadhiwa kwenye ukurasa wa Muunganisho wa benki, ambapo taarifa za uthibitishaji zilizoingizwa kwa ajili yake hutunzwa.',
  },
  amounts,
  transferRules,
  requests,
};
