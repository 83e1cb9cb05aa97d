type Label = { label: string };

/** D77: the customer (originator) block of both forms, its checks, and its lookup. */
export const customer = {
  group: 'Customer (who is sending)',
  /**
   * The customer block's field labels: on both send forms, on the bank's copy of the receipt, as
   * the CSV files' headers and at the start of their messages. `nationality`: the country of
   * citizenship; `address`: where the customer lives, not an e-mail; `occupation`: their work.
   */
  field: {
    name: "Customer's full name",
    documentType: 'ID type',
    documentNumber: 'ID number',
    documentCountry: 'ID issued by',
    documentExpiry: 'ID expiry date',
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    address: 'Address',
    countryCode: 'Country of residence',
    mobileNumber: "Customer's mobile number",
    email: "Customer's e-mail",
    occupation: 'Occupation',
    sourceOfFunds: 'Source of funds',
    purpose: 'Purpose of the transfer',
    documentSeenAgain: 'I have seen this ID document again today',
    lastCheckedOn: 'ID last checked on',
  },
  /**
   * What an IMT customer sends the money for, a list on the form, printed on the receipt and in the
   * CSV files. `education`: school or college fees; `business`: the customer's trade; `other`: none
   * of these.
   */
  purpose: {
    family: 'Family support',
    education: 'Education',
    medical: 'Medical expenses',
    goods: 'Goods and services',
    business: 'Business',
    savings: 'Savings or investment',
    other: 'Other',
  },
  check: {
    missing: 'Enter the customer: who is sending the money, with the ID document you have seen.',
    extraField: ({ properties }: { properties: string }) =>
      `The customer block has fields it does not know: ${properties}. Remove them.`,
    date: ({ label }: Label) => `${label} must be a date, like 2031-06-30.`,
    expired: ({ label, date }: { label: string; date: string }) =>
      `The ID document expired on ${date}. Ask the customer for a valid document. (${label})`,
    bornInFuture: ({ label }: Label) => `${label} cannot be in the future.`,
    tooYoung: ({ label }: Label) =>
      `${label}: the customer must be at least 18 years old to send money at the counter.`,
    country: ({ label }: Label) => `${label}: choose a country from the list.`,
    purpose: ({ label }: Label) => `${label}: choose one from the list.`,
    purposeImtOnly: 'A purpose from the list is for mobile-wallet transfers only: remove it.',
    emailImtOnly: "The customer's e-mail is sent with mobile-wallet transfers only: remove it.",
    above: ({ label, amount }: { label: string; amount: string }) =>
      `${label} is required for an amount above ${amount}.`,
    seenAgain:
      'Confirm that you have seen the ID document again today: a returning customer is filled in from an earlier transfer.',
    senderNotCustomer:
      "The mobile-wallet sender must be the customer: the sender's name, ID and mobile number must be the customer block's. Clear the form and enter it again.",
  },
  setting: {
    label: ({ currency }: { currency: string }) =>
      `Occupation and source of funds required above (${currency})`,
    only: ({ codes }: { codes: string }) =>
      `The amounts above which the customer's occupation and source of funds are required take the currencies ${codes} only.`,
    field: 'Occupation and source of funds above',
    hint: "Empty: never asked for. Above this amount the customer block also asks the customer's occupation and the source of the funds.",
  },
  receipt: {
    notRecorded: 'Not recorded',
    paidFrom: 'Paid from (branch account)',
    paidFromValue: ({ holder, account }: { holder: string; account: string }) =>
      `${holder}, ${account}`,
    document: "Customer's ID",
    documentValue: ({ type, number }: { type: string; number: string }) => `${type} ${number}`,
    lastCheckedLabel: 'ID last checked on',
    seenAgainLabel: 'ID seen again today',
    seenAgain: 'Yes, by the clerk',
  },
  /**
   * The CSV files' headers after the customer's, read in a spreadsheet's header row: keep them
   * short. `bank`, `branchName`, `workstation`: where the transfer was sent from, this bank (its
   * legal name, not the recipient's bank), its branch and the workstation's number.
   */
  csv: {
    accountHolder: 'Branch account holder',
    branchAccount: 'Branch account',
    lastCheckedOn: 'Returning customer: ID last checked on',
    bank: 'Bank',
    branchCode: 'Branch code',
    branchName: 'Branch',
    workstation: 'Workstation',
  },
  lookup: {
    only: 'A customer lookup takes the ID type, number and issuing country only.',
    none: 'No earlier transfer at this workstation carries this ID (this type, number and issuing country): fill in the customer.',
    found: ({ name, date }: { name: string; date: string }) =>
      `${name} sent from this workstation before; ID last checked on ${date}.`,
    fill: 'Fill in from the earlier transfer',
    recipients: 'Earlier recipients',
    useRecipient: 'Send to this recipient',
    recipientRtgs: ({ name, bank, account }: { name: string; bank: string; account: string }) =>
      `${name}, bank ${bank}, account ${account}`,
    recipientImt: ({ name, wallet, mobile }: { name: string; wallet: string; mobile: string }) =>
      `${name}, ${wallet} ${mobile}`,
  },
  block: {
    dateHint: 'YYYY-MM-DD',
    returning: ({ date }: { date: string }) =>
      `Returning customer, ID last checked on ${date}. Check the document and every line below.`,
    detailsAbove: ({ amount }: { amount: string }) =>
      `Occupation and source of funds are required above ${amount}.`,
  },
} as const;
