import type * as english from '../en/branch-lists';
import type { SameShape } from '../messages';

/**
 * The lists the clerk's forms pick from, kept by an admin for each environment (D35): the
 * branch's source accounts, the banks of each country and the mobile wallets.
 */
export const branchLists: SameShape<typeof english.branchLists> = {
  list: { sourceAccounts: 'Akaunti za chanzo', banks: 'Benki', wallets: 'Pochi za simu' },
  /** The column labels of the admin's lists; every message names its field this way. */
  labels: {
    accountNumber: 'Namba ya akaunti',
    holderName: 'Jina la mwenye akaunti',
    currency: 'Sarafu',
    bankName: 'Jina la benki',
    bankCode: 'Msimbo wa benki',
    walletLabel: 'Lebo ya pochi',
    walletName: 'Jina ambalo huduma inatarajia',
  },
  /** A list as a sentence names it, inside it. */
  what: { sourceAccounts: 'akaunti za chanzo', banks: 'benki', wallets: 'pochi za simu' },
  currency: ({ label, currency, country }) =>
    `${label}: lazima iwe ${currency} kwa akaunti iliyo nchini ${country}: huduma inakubali sarafu hiyo huko.`,
  sourceAccountOnly:
    'Akaunti ya chanzo ina nchi, namba, jina la mwenye akaunti na sarafu yake pekee.',
  bankOnly: 'Benki ina nchi, msimbo na jina lake pekee.',
  walletCountry: ({ label, countries, country }) =>
    `${label}: uhamisho kwa pochi ya simu hufanywa kwenda ${countries} pekee, si ${country}.`,
  walletOnly: 'Pochi ya simu ina nchi, jina ambalo huduma inatarajia na lebo pekee.',
  notList: ({ what }) => `Data ya ${what} lazima iwe orodha.`,
  tooMany: ({ what, max }) => `Idadi ya juu ya ${what} inayoweza kuhifadhiwa ni ${max}.`,
  twice: ({ label, value, country, first, second }) =>
    `${label} ${value}: thamani hii imeorodheshwa mara mbili kwa ${country} (safu ${first} na ${second}). Bakiza moja.`,
  environment: 'Chagua mazingira: majaribio, upimaji au halisi.',
  requestOnly: 'Orodha za tawi huombwa kwa mazingira pekee.',
  chooseList: 'Chagua orodha ya kuhifadhi: akaunti za chanzo, benki au pochi za simu.',
  updateOnly: 'Badiliko la orodha lina mazingira, orodha na maingizo yake pekee.',
  publishedOnly:
    'Orodha inayochapishwa na makao makuu ina maingizo yake ya huduma ya upimaji na ya huduma halisi pekee.',
};
