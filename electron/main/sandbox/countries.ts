import type { CountryCode as PhoneRegion } from 'libphonenumber-js/max';

/**
 * The sandbox's own table of the six supported countries, written from the interface (country and
 * currency table, IMT countries) and decision D6 (time zones). It deliberately does not import the
 * client's table in shared/domain: if one of them is wrong, the engine tests against this one fail.
 */
export interface SandboxCountry {
  code: string;
  name: string;
  /** The currency the interface pairs with the country: a transfer there must be in it. */
  currency: string;
  /** IMT is offered only to the four countries the interface names for it. */
  imt: boolean;
  /** D6: the RTGS window is reckoned in the destination country's zone. */
  timeZone: string;
  /** ISO 3166-1 region for libphonenumber-js (the service's `DRC` is `CD` there). */
  phoneRegion: PhoneRegion;
}

export const SANDBOX_COUNTRIES: readonly SandboxCountry[] = [
  {
    code: 'KE',
    name: 'Kenya',
    currency: 'KES',
    imt: true,
    timeZone: 'Africa/Nairobi',
    phoneRegion: 'KE',
  },
  {
    code: 'UG',
    name: 'Uganda',
    currency: 'UGX',
    imt: true,
    timeZone: 'Africa/Kampala',
    phoneRegion: 'UG',
  },
  {
    code: 'TZ',
    name: 'Tanzania',
    currency: 'TZS',
    imt: true,
    timeZone: 'Africa/Dar_es_Salaam',
    phoneRegion: 'TZ',
  },
  {
    code: 'RW',
    name: 'Rwanda',
    currency: 'RWF',
    imt: true,
    timeZone: 'Africa/Kigali',
    phoneRegion: 'RW',
  },
  {
    code: 'SS',
    name: 'South Sudan',
    currency: 'USD',
    imt: false,
    timeZone: 'Africa/Juba',
    phoneRegion: 'SS',
  },
  {
    code: 'DRC',
    name: 'DRC',
    currency: 'USD',
    imt: false,
    timeZone: 'Africa/Kinshasa',
    phoneRegion: 'CD',
  },
];

export const SANDBOX_CURRENCIES: readonly string[] = [
  ...new Set(SANDBOX_COUNTRIES.map((c) => c.currency)),
];

export function sandboxCountry(code: string): SandboxCountry | undefined {
  return SANDBOX_COUNTRIES.find((c) => c.code === code);
}

export const SUPPORTED_CODES_TEXT = SANDBOX_COUNTRIES.map((c) => c.code).join(', ');
export const IMT_CODES_TEXT = SANDBOX_COUNTRIES.filter((c) => c.imt)
  .map((c) => c.code)
  .join(', ');
