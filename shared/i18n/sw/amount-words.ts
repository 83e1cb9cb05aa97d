import type * as english from '../en/amount-words';
import type { SameShape } from '../messages';

/*
 * Kiasi kwa maneno (D57, D85): namba kama maktaba ya kuhesabu (n2words) inavyoiandika kwa
 * Kiswahili, baada ya jina la sarafu: "shilingi za Kenya elfu moja mia mbili hamsini". Jina la
 * sarafu huja kwanza; kwa kitu kimoja "shilingi moja ya Kenya", vinginevyo "shilingi za Kenya …".
 * Senti huja baada ya "na": "… na senti hamsini".
 */

/** Namba kama maktaba ilivyoiandika, na idadi ya vitu inavyohesabu. */
type Counted = { words: string; units: string };

/** Kitu kimoja hasa: "dola moja ya Marekani", "dola ya Marekani 1.00". */
const isOne = (units: string) => units === '1' || units === '1.00';

/** `noun`: "shilingi", `of`: "Kenya"; ngeli ya N: "ya" kwa kimoja, "za" kwa vingi. */
function named(noun: string, of: string) {
  return ({ words, units }: Counted) => {
    if (!isOne(units)) return `${noun} za ${of} ${words}`;
    // Kwa maneno namba hukaa kati ya jina na nchi; tarakimu hukaa mwishoni.
    return /\d/.test(words) ? `${noun} ya ${of} ${words}` : `${noun} ${words} ya ${of}`;
  };
}

/** Senti: "senti hamsini", "senti moja": one word for one and many, so the count goes unused. */
const cents = ({ words, units: _units }: Counted) => `senti ${words}`;

export const amountWords: SameShape<typeof english.amountWords> = {
  /** Vitu vizima, kwa msimbo wa ISO 4217: "shilingi za Kenya elfu moja mia mbili hamsini". */
  major: {
    KES: named('shilingi', 'Kenya'),
    UGX: named('shilingi', 'Uganda'),
    TZS: named('shilingi', 'Tanzania'),
    RWF: named('faranga', 'Rwanda'),
    USD: named('dola', 'Marekani'),
    CDF: named('faranga', 'Kongo'),
    SSP: named('pauni', 'Sudan Kusini'),
  },
  /** Sehemu za mia: "senti hamsini". */
  minor: {
    KES: cents,
    UGX: cents,
    TZS: cents,
    RWF: cents,
    USD: cents,
    CDF: cents,
    SSP: cents,
  },
  /** Pamoja na senti: "… na senti hamsini". */
  withMinor: ({ major, minor }) => `${major} na ${minor}`,
  /** Kiasi kizima: "Faranga za Rwanda elfu mia moja hamsini". */
  wholeOnly: ({ major }) => major,
};
