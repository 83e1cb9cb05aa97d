/** The send forms' own fields: amount, bank, country, phone, purpose and the paying account. */
export const fields = {
  amount: {
    hint: 'In figures, for example 2,500 or 2,500.50.',
    willBeSentAs: 'Will be sent as',
  },
  bank: {
    hint: ({ country }: { country: string }) =>
      `Type a name or code, then choose one of the banks in ${country}.`,
    accountFirst: 'Choose the sender’s account first: its country’s banks are offered.',
    listOf: ({ country }: { country: string }) => `Banks in ${country}`,
    theCountry: 'the country',
    thisCountry: 'this country',
    notListed: ({ code, country }: { code: string; country: string }) =>
      `“${code}” is not a bank code in the branch's list for ${country}. It can still be sent: check the code with the customer.`,
  },
  country: {
    choose: 'Choose a country…',
  },
  phone: {
    countryFirst: 'Choose the country first.',
    example: ({ national, international }: { national: string; international: string }) =>
      `For example ${national} or ${international}.`,
  },
  purpose: {
    choose: 'Choose a purpose…',
    noList: 'No list loaded: refresh it below',
    saved: ({ at, age }: { at: string; age: string }) => `Saved list from ${at} (${age}).`,
    fromService: ({ age, at }: { age: string; at: string }) =>
      `List from the service, ${age} (${at}).`,
    unreachable: 'The service could not be reached: this is the saved list.',
    refresh: 'Refresh list',
    refreshing: 'Refreshing…',
  },
  sourceAccount: {
    hint: 'The branch account the money is paid from.',
    choose: 'Choose the account…',
    noneSetUp: 'No source accounts are set up: ask an admin',
    none: 'The branch has no source accounts in Remit Desk, so nothing can be sent. An admin must add them in Settings, Branch lists.',
  },
} as const;
