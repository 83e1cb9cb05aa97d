type Like = { label: string; like: string };

/** A mobile number checked against its country's numbering plan. */
export const phones = {
  /** Two spellings of one example number ("0712 … or +254 …"). */
  like: ({ national, e164 }: { national: string; e164: string }) => `${national} or ${e164}`,
  format: ({ label, like }: Like) =>
    `${label} must be digits, with + only in front and no spaces, for example ${like}.`,
  /** `names`: the countries it may be from. */
  otherCountry: {
    international: ({ label, names, country, like }: Like & { names: string; country: string }) =>
      `${label} is a ${names} number, not a ${country} one. Enter a ${country} mobile number like ${like}, or change the country.`,
    national: ({ label, names, country, like }: Like & { names: string; country: string }) =>
      `${label} looks like a ${names} number, not a ${country} one. Enter a ${country} mobile number like ${like}, or change the country.`,
  },
  invalid: ({ label, country, like }: Like & { country: string }) =>
    `${label} is not a valid ${country} mobile number. Enter one like ${like}.`,
  spelling: ({ label, national, e164 }: { label: string; national: string; e164: string }) =>
    `${label}: write it as ${national} or ${e164}.`,
} as const;
