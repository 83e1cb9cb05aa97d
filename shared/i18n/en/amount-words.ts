/*
 * The amount in words (D57, D85): a number the counting library (n2words) writes in this
 * language, put in a sentence with the currency's name. Each currency is a function of the number
 * (`words`: "one thousand two hundred fifty", or the figures "1,250.00") and of how many units it
 * is (`units`: the whole units "1250", or the amount text "1250.00"), so each language keeps its
 * own grammar here: English names the currency after the number, singular for exactly one unit.
 */

/** The number as the library wrote it, and the units it counts, for the name's number. */
type Counted = { words: string; units: string };

/** English's singular: exactly one unit ("one US dollar", "1.00 US dollar"), else the plural. */
const isOne = (units: string) => units === '1' || units === '1.00';

const named =
  (one: string, many: string) =>
  ({ words, units }: Counted) =>
    `${words} ${isOne(units) ? one : many}`;

export const amountWords = {
  /** The whole units, by ISO 4217 code: "one thousand two hundred fifty Kenyan shillings". */
  major: {
    KES: named('Kenyan shilling', 'Kenyan shillings'),
    UGX: named('Ugandan shilling', 'Ugandan shillings'),
    TZS: named('Tanzanian shilling', 'Tanzanian shillings'),
    RWF: named('Rwandan franc', 'Rwandan francs'),
    USD: named('US dollar', 'US dollars'),
    CDF: named('Congolese franc', 'Congolese francs'),
    SSP: named('South Sudanese pound', 'South Sudanese pounds'),
  },
  /** The hundredths: "fifty cents". */
  minor: {
    KES: named('cent', 'cents'),
    UGX: named('cent', 'cents'),
    TZS: named('cent', 'cents'),
    RWF: named('centime', 'centimes'),
    USD: named('cent', 'cents'),
    CDF: named('centime', 'centimes'),
    SSP: named('piaster', 'piasters'),
  },
  /** An amount with hundredths: "… Kenyan shillings and fifty cents". */
  withMinor: ({ major, minor }: { major: string; minor: string }) => `${major} and ${minor}`,
  /** A whole amount: "… Ugandan shillings only". */
  wholeOnly: ({ major }: { major: string }) => `${major} only`,
} as const;
