import type * as english from '../en/countries';
import type { SameShape } from '../messages';

/** The countries the service serves and their currencies, as a person names them. */
export const countries: SameShape<typeof english.countries> = {
  /** By the service’s country code (`DRC` is the service’s own, not ISO 3166). */
  name: {
    KE: 'Kenya',
    UG: 'Ouganda',
    TZ: 'Tanzanie',
    RW: 'Rwanda',
    SS: 'Soudan du Sud',
    DRC: 'RDC',
  },
  /** A currency’s name, before its code ("Kenyan shilling (KES)"). */
  currency: {
    KES: 'shilling kényan',
    UGX: 'shilling ougandais',
    TZS: 'shilling tanzanien',
    RWF: 'franc rwandais',
    USD: 'dollar américain',
  },
  /** A currency’s name for an amount other than one unit, and for limits kept in it (D87). */
  currencyPlural: {
    KES: 'shillings kényans',
    UGX: 'shillings ougandais',
    TZS: 'shillings tanzaniens',
    RWF: 'francs rwandais',
    USD: 'dollars américains',
  },
  /** What a hundredth of each currency is called, in the amount in words. */
  minorUnit: {
    KES: 'centime',
    UGX: 'centime',
    TZS: 'centime',
    RWF: 'centime',
    USD: 'cent',
  },
};
