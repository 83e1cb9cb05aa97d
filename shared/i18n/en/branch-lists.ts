/**
 * The lists the clerk's forms pick from, kept by an admin for each environment (D35): the
 * branch's source accounts, the banks of each country and the mobile wallets.
 */
export const branchLists = {
  /**
   * Each list's title: the settings page's link and section, the first-launch wizard's
   * (`Banks: 12 entered`), and before a list's problem in a message. `banks`: the banks an RTGS
   * transfer can go to, not the branch's own bank.
   */
  list: { sourceAccounts: 'Source accounts', banks: 'Banks', wallets: 'Mobile wallets' },
  /** The column labels of the admin's lists; every message names its field this way. */
  labels: {
    accountNumber: 'Account number',
    holderName: 'Holder name',
    currency: 'Currency',
    bankName: 'Bank name',
    bankCode: 'Bank code',
    walletLabel: 'Wallet label',
    walletName: 'Name the service expects',
  },
  /** A list as a sentence names it, inside it. */
  what: { sourceAccounts: 'source accounts', banks: 'banks', wallets: 'mobile wallets' },
  currency: ({ label, currency, country }: { label: string; currency: string; country: string }) =>
    `${label} must be ${currency} for an account in ${country}: the service takes that currency there.`,
  sourceAccountOnly: 'A source account holds only its country, number, holder name and currency.',
  bankOnly: 'A bank holds only its country, code and name.',
  walletCountry: ({
    label,
    countries,
    country,
  }: {
    label: string;
    countries: string;
    country: string;
  }) => `${label}: mobile-wallet transfers go only to ${countries}, not to ${country}.`,
  walletOnly: 'A mobile wallet holds only its country, the name the service expects and a label.',
  notList: ({ what }: { what: string }) => `The ${what} must be a list.`,
  tooMany: ({ what, max }: { what: string; max: number }) => `At most ${max} ${what} can be kept.`,
  twice: ({
    label,
    value,
    country,
    first,
    second,
  }: {
    label: string;
    value: string;
    country: string;
    first: number;
    second: number;
  }) => `${label} ${value} is listed twice for ${country} (rows ${first} and ${second}). Keep one.`,
  environment: 'Choose an environment: sandbox, test or live.',
  requestOnly: 'The branch lists are asked for by environment only.',
  chooseList: 'Choose a list to save: source accounts, banks or mobile wallets.',
  updateOnly: 'A list change holds only the environment, the list and its entries.',
  publishedOnly:
    'A list head office publishes holds its entries for the test service and for the live service only.',
} as const;
