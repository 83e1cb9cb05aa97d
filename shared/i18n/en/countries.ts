/** The countries the service serves and their currencies, as a person names them. */
export const countries = {
  /** By the service's country code (`DRC` is the service's own, not ISO 3166). */
  name: {
    KE: 'Kenya',
    UG: 'Uganda',
    TZ: 'Tanzania',
    RW: 'Rwanda',
    SS: 'South Sudan',
    DRC: 'DRC',
  },
  /** A currency's name, before its code ("Kenyan shilling (KES)"). */
  currency: {
    KES: 'Kenyan shilling',
    UGX: 'Ugandan shilling',
    TZS: 'Tanzanian shilling',
    RWF: 'Rwandan franc',
    USD: 'US dollar',
  },
  /** A currency's name for an amount other than one unit, and for limits kept in it (D87). */
  currencyPlural: {
    KES: 'Kenyan shillings',
    UGX: 'Ugandan shillings',
    TZS: 'Tanzanian shillings',
    RWF: 'Rwandan francs',
    USD: 'US dollars',
  },
  /** What a hundredth of each currency is called, in the amount in words. */
  minorUnit: {
    KES: 'cent',
    UGX: 'cent',
    TZS: 'cent',
    RWF: 'centime',
    USD: 'cent',
  },
} as const;
