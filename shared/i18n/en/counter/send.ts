/** The send screens: the frame both kinds share, the RTGS and IMT forms and their fields. */
export const send = {
  kindSwitch: 'Kind of transfer',
  cannotSend: 'Transfers cannot be sent right now',
  restored: {
    title: 'The transfer you were typing was restored',
    text: 'Your session ended while you were typing it; it is back as you left it. Check every detail with the customer before you send it.',
  },
  correcting: {
    rejected: ({ reference }: { reference: string }) =>
      `Correcting transfer ${reference}, refused by the bank`,
    notSent: ({ reference }: { reference: string }) =>
      `Sending again transfer ${reference}, which was not sent`,
    text: 'Its details are filled in below. This is a new transfer with a reference of its own; the refused one stays in the journal as it was.',
    why: ({ reason }: { reason: string }) => `Why it was not sent: ${reason}`,
  },
  loadingForm: 'Loading the form…',
  review: 'Review transfer',
  clear: 'Clear form',
  optional: ({ label }: { label: string }) => `${label} (optional)`,
  rtgs: {
    senderAccount: "Sender's account",
    countryFollows: "Follows the sender's account country",
    currencyFollows: 'Follows the country',
    accountNumberHint: '6 to 20 digits or capital letters.',
    bankNotListed: "not in the branch's list of banks",
    headline: ({
      amount,
      currency,
      name,
      account,
      bank,
      country,
    }: {
      amount: string;
      currency: string;
      name: string;
      account: string;
      bank: string;
      country: string;
    }) => `Send ${amount} ${currency} to ${name}, account ${account} at ${bank} in ${country}.`,
    /** The recipient's bank in the headline when the branch's list has no name for its code. */
    bankCode: ({ code }: { code: string }) => `bank ${code}`,
    window: {
      goesNow: ({ country, closes }: { country: string; closes: string }) =>
        `The RTGS window for ${country} is open until ${closes}: the transfer goes now.`,
      queued: ({ country, opens }: { country: string; opens: string }) =>
        `The RTGS window for ${country} is closed: the transfer is queued until ${opens}.`,
      closedTitle: 'Outside the RTGS window: this transfer will be queued',
      closedText: ({ country, opens }: { country: string; opens: string }) =>
        `The RTGS window for ${country} is closed now. If you confirm, the transfer is sent now and the service holds it until the next window opens: ${opens}. Tell the customer before you confirm.`,
      openUntil: ({ country, closes }: { country: string; closes: string }) =>
        `The RTGS window for ${country} is open until ${closes}.`,
    },
  },
  imt: {
    sourceAccount: 'Source account',
    countriesHint: 'Kenya, Uganda, Tanzania or Rwanda.',
    currencyFollows: "Follows the recipient's country",
    wallet: {
      chooseCountryFirst: 'Choose the country first',
      noneSetUp: 'None set up',
      choose: 'Choose the wallet…',
      noneFor: ({ country }: { country: string }) =>
        `No wallets are set up for ${country}: ask an admin.`,
    },
    headline: ({
      amount,
      currency,
      name,
      wallet,
      number,
      country,
    }: {
      amount: string;
      currency: string;
      name: string;
      wallet: string;
      number: string;
      country: string;
    }) => `Send ${amount} ${currency} to ${name}, ${wallet} wallet ${number} in ${country}.`,
    silent: {
      title: 'The bank’s test service never answers mobile-wallet transfers',
      text: ({ seconds }: { seconds: number }) =>
        `After you confirm, this screen waits about ${seconds} seconds for an answer that will not come, then records the transfer as sent with no answer. That is the expected result on the test service, not a failure: do not send it again.`,
      sending: ({ seconds }: { seconds: number }) =>
        `The test service will not answer: the receipt comes in about ${seconds} seconds.`,
    },
  },
} as const;
