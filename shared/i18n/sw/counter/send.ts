import type * as english from '../../en/counter/send';
import type { SameShape } from '../../messages';

/** The send screens: the frame both kinds share, the RTGS and IMT forms and their fields. */
export const send: SameShape<typeof english.send> = {
  kindSwitch: 'Aina ya uhamisho',
  cannotSend: 'Uhamisho hauwezi kutumwa kwa sasa',
  restored: {
    title: 'Uhamisho uliokuwa ukiandika umerejeshwa',
    text: 'Kipindi chako kiliisha ulipokuwa ukiuandika; umerudi kama ulivyouacha. Hakiki kila taarifa pamoja na mteja kabla ya kuutuma.',
  },
  correcting: {
    rejected: ({ reference }) => `Unasahihisha uhamisho ${reference}, uliokataliwa na benki`,
    notSent: ({ reference }) => `Unatuma tena uhamisho ${reference}, ambao haukutumwa`,
    text: 'Taarifa zake zimejazwa hapa chini. Huu ni uhamisho mpya wenye kumbukumbu yake; ule uliokataliwa unabaki kwenye daftari kama ulivyokuwa.',
    why: ({ reason }) => `Sababu haukutumwa: ${reason}`,
  },
  loadingForm: 'Inapakia fomu…',
  review: 'Pitia uhamisho',
  clear: 'Futa fomu',
  optional: ({ label }) => `${label} (si lazima)`,
  rtgs: {
    senderAccount: 'Akaunti ya mtumaji',
    countryFollows: 'Inafuata nchi ya akaunti ya mtumaji',
    currencyFollows: 'Inafuata nchi',
    accountNumberHint: 'Tarakimu au herufi kubwa 6 hadi 20.',
    bankNotListed: 'haimo kwenye orodha ya benki za tawi',
    headline: ({ amount, currency, name, account, bank, country }) =>
      `Tuma ${amount} ${currency} kwa ${name}, akaunti ${account} katika ${bank}, ${country}.`,
    /** The recipient's bank in the headline when the branch's list has no name for its code. */
    bankCode: ({ code }) => `benki ${code}`,
    window: {
      goesNow: ({ country, closes }) =>
        `Muda wa RTGS wa ${country} uko wazi hadi ${closes}: uhamisho unakwenda sasa.`,
      queued: ({ country, opens }) =>
        `Muda wa RTGS wa ${country} umefungwa: uhamisho uko foleni hadi ${opens}.`,
      closedTitle: 'Nje ya muda wa RTGS: uhamisho huu utawekwa foleni',
      closedText: ({ country, opens }) =>
        `Muda wa RTGS wa ${country} umefungwa sasa. Ukithibitisha, uhamisho unatumwa sasa na huduma inaushikilia hadi muda ujao utakapofunguliwa: ${opens}. Mwambie mteja kabla ya kuthibitisha.`,
      openUntil: ({ country, closes }) => `Muda wa RTGS wa ${country} uko wazi hadi ${closes}.`,
    },
  },
  imt: {
    sourceAccount: 'Akaunti chanzo',
    countriesHint: 'Kenya, Uganda, Tanzania au Rwanda.',
    currencyFollows: 'Inafuata nchi ya mpokeaji',
    wallet: {
      chooseCountryFirst: 'Chagua nchi kwanza',
      noneSetUp: 'Hakuna iliyowekwa',
      choose: 'Chagua pochi…',
      noneFor: ({ country }) =>
        `Hakuna pochi zilizowekwa kwa ${country}: muulize msimamizi wa mfumo.`,
    },
    headline: ({ amount, currency, name, wallet, number, country }) =>
      `Tuma ${amount} ${currency} kwa ${name}, pochi ya ${wallet} ${number}, ${country}.`,
    silent: {
      title: 'Huduma ya upimaji ya benki haijibu kamwe uhamisho kwa pochi ya simu',
      text: ({ seconds }) =>
        `Baada ya kuthibitisha, skrini hii inasubiri takriban sekunde ${seconds} jibu ambalo halitakuja, kisha inarekodi uhamisho kama umetumwa bila jibu. Hayo ndiyo matokeo yanayotarajiwa kwenye huduma ya upimaji, si hitilafu: usiutume tena.`,
      sending: ({ seconds }) =>
        `Huduma ya upimaji haitajibu: risiti itakuja baada ya takriban sekunde ${seconds}.`,
    },
  },
};
