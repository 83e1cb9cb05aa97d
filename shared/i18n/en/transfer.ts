/** A transfer's kinds, as screens, receipts and CSV files name them, and the rules of its draft. */
export const transfer = {
  kind: {
    rtgs: 'RTGS bank transfer',
    imt: 'Mobile wallet (IMT)',
  },
  /** Where the money goes, beside the account or wallet number in a list. */
  destination: {
    rtgs: 'Bank account',
    imt: 'Mobile wallet',
  },
  /** A transfer of the kind, inside a sentence ("… an RTGS transfer uses RTGS."). */
  operation: {
    rtgs: 'an RTGS transfer',
    imt: 'a mobile-wallet (IMT) transfer',
  },
  /** Transfers of the kind, inside a sentence ("bank is for RTGS bank transfers"). */
  others: {
    rtgs: 'RTGS bank transfers',
    imt: 'mobile-wallet (IMT) transfers',
  },
  /** Whose currency a currency must be (`validation.currency`). */
  currencyFor: {
    account: ({ country }: { country: string }) => `for an account in ${country}`,
    transfer: ({ country }: { country: string }) => `for a transfer to ${country}`,
  },
  rtgsDomestic: ({ label, country }: { label: string; country: string }) =>
    `${label} must be ${country}: RTGS sends only within one country, and the sender's account is in ${country}.`,
  imtCountries: ({ label, list, country }: { label: string; list: string; country: string }) =>
    `${label}: mobile-wallet transfers go only to ${list}, not to ${country}.`,
  accountPattern: ({ country }: { country: string }) =>
    `The account number format your admin set for ${country} is not a valid pattern. Ask an admin to correct it in Settings.`,
  referencesExhausted:
    'The reference counter has reached its end (year 2057) and cannot issue a unique reference. Call support.',
  /** The customer's signed instruction (D41). */
  instruction: {
    formNumberMissing: "Type the number of the customer's signed instruction form.",
    notChecked:
      "Confirm that you checked the customer's ID and signature against the instruction form.",
    formNumberShape:
      'Instruction form number must be 1 to 30 letters or digits, with - or / between them, as printed on the form.',
    extraField: ({ properties }: { properties: string }) =>
      `The customer's instruction contains a field it does not have: ${properties}. Remove it.`,
    missing:
      "Nothing was sent: the customer's signed instruction is missing. Type the number of the customer's signed instruction form and confirm that you checked the customer's ID and signature against it, then send again.",
  },
  /** The clerk's confirmation of a second transfer (D46). */
  repeat: {
    reasonMissing:
      'Type why the customer sends it again: send a second transfer only when the customer asks for one.',
    earlierReference: 'An earlier transfer is named by its 12-digit reference.',
    earlierList: 'The earlier transfers must be a list of references.',
    earlierMissing: 'Name the earlier transfers this one repeats.',
    earlierTooMany: ({ max }: { max: number }) => `At most ${max} earlier transfers can be named.`,
    extraField: ({ properties }: { properties: string }) =>
      `The confirmation of a second transfer contains a field it does not have: ${properties}. Remove it.`,
    checkShape: 'A repeat check holds the transfer and, once typed, its instruction form number.',
    checkDraftMissing: 'The transfer to check is missing. Go back to the review and try again.',
  },
  /** The refused transfer a draft corrects (D47). */
  corrects: {
    notText: 'The transfer corrected must be named by its reference.',
    notReference: 'The transfer corrected must be named by its 12-digit reference.',
  },
} as const;
