import type * as english from '../en/countries';
import type { SameShape } from '../messages';

/** The countries the service serves and their currencies, as a person names them. */
export const countries: SameShape<typeof english.countries> = {
  /** By the service's country code (`DRC` is the service's own, not ISO 3166). */
  name: {
    KE: 'Kenya',
    UG: 'Uganda',
    TZ: 'Tanzania',
    RW: 'Rwanda',
    SS: 'Sudan Kusini',
    DRC: 'DRC',
  },
  /** A currency's name, before its code ("Kenyan shilling (KES)"). */
  currency: {
    KES: 'Shilingi ya Kenya',
    UGX: 'Shilingi ya Uganda',
    TZS: 'Shilingi ya Tanzania',
    RWF: 'Faranga ya Rwanda',
    USD: 'Dola ya Marekani',
  },
  /**
   * A currency's name for an amount other than one unit, and for limits kept in it (D87). The
   * noun is the same; its concord is plural: shilingi ya Kenya, shilingi za Kenya.
   */
  currencyPlural: {
    KES: 'Shilingi za Kenya',
    UGX: 'Shilingi za Uganda',
    TZS: 'Shilingi za Tanzania',
    RWF: 'Faranga za Rwanda',
    USD: 'Dola za Marekani',
  },
  /** What a hundredth of each currency is called, in the amount in words. */
  minorUnit: {
    KES: 'senti',
    UGX: 'senti',
    TZS: 'senti',
    RWF: 'santimu',
    USD: 'senti',
  },
};
