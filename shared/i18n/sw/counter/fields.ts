import type * as english from '../../en/counter/fields';
import type { SameShape } from '../../messages';

/** The send forms' own fields: amount, bank, country, phone, purpose and the paying account. */
export const fields: SameShape<typeof english.fields> = {
  amount: {
    hint: 'Kwa tarakimu, kwa mfano 2,500 au 2,500.50.',
    willBeSentAs: 'Kitatumwa kama',
  },
  bank: {
    hint: ({ country }) => `Andika jina au msimbo, kisha uchague mojawapo ya benki za ${country}.`,
    accountFirst: 'Chagua akaunti ya mtumaji kwanza: benki za nchi yake zitaonyeshwa.',
    listOf: ({ country }) => `Benki za ${country}`,
    theCountry: 'nchi hiyo',
    thisCountry: 'nchi hii',
    notListed: ({ code, country }) =>
      `“${code}” si msimbo wa benki kwenye orodha ya tawi ya ${country}. Bado unaweza kutumwa: hakiki msimbo na mteja.`,
  },
  country: {
    choose: 'Chagua nchi…',
  },
  phone: {
    countryFirst: 'Chagua nchi kwanza.',
    example: ({ national, international }) => `Kwa mfano ${national} au ${international}.`,
  },
  purpose: {
    choose: 'Chagua madhumuni…',
    noList: 'Hakuna orodha iliyopakiwa: isasishe hapa chini',
    saved: ({ at, age }) => `Orodha iliyohifadhiwa ya ${at} (${age}).`,
    fromService: ({ age, at }) => `Orodha kutoka kwa huduma, ${age} (${at}).`,
    unreachable: 'Huduma haikuweza kufikiwa: hii ni orodha iliyohifadhiwa.',
    refresh: 'Sasisha orodha',
    refreshing: 'Inasasisha…',
  },
  sourceAccount: {
    hint: 'Akaunti ya tawi ambayo pesa hulipwa kutoka kwayo.',
    choose: 'Chagua akaunti…',
    noneSetUp: 'Hakuna akaunti chanzo zilizowekwa: muulize msimamizi wa mfumo',
    none: 'Tawi halina akaunti chanzo katika Remit Desk, kwa hiyo hakuna kinachoweza kutumwa. Msimamizi wa mfumo lazima aziongeze katika Mipangilio, Orodha za tawi.',
  },
};
