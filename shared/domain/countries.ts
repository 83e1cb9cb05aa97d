import { currentLanguage, text, textIn, wordsByName, type Language } from '../i18n/catalog';
/**
 * The six countries the service supports (interface, "supported countries"), with the currency the
 * service expects for each, whether IMT may send there, and the RTGS window's time zone (D6).
 * `DRC` is the service's own code, not ISO 3166; `phoneRegion` is the ISO code the numbering plan
 * library knows it by.
 */
export const COUNTRY_CODES = ['KE', 'UG', 'TZ', 'RW', 'SS', 'DRC'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const CURRENCY_CODES = ['KES', 'UGX', 'TZS', 'RWF', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** What a person calls each currency, before its code ("Kenyan shilling (KES)"). */
export const CURRENCY_NAMES: Readonly<Record<CurrencyCode, string>> = wordsByName(
  CURRENCY_CODES,
  (code) => text(`countries.currency.${code}`),
);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** `Kenyan shilling` for `KES`; the text as it is when it is not one of ours. */
export function currencyName(code: string, language: Language = currentLanguage()): string {
  return isCurrencyCode(code) ? textIn(language, `countries.currency.${code}`) : code;
}

/** `Kenyan shilling (KES)`: a currency as the screens and the receipt name it; else the text as it is. */
export function currencyText(code: string, language: Language = currentLanguage()): string {
  return isCurrencyCode(code) ? `${currencyName(code, language)} (${code})` : code;
}

/** `Kenyan shillings (KES)`: for a limit or threshold kept in that currency. */
export function inCurrencyText(code: string, language: Language = currentLanguage()): string {
  return isCurrencyCode(code) ? `${currencyPlural(code, language)} (${code})` : code;
}

/** What a hundredth of each currency is called, in the amount in words. */
export const MINOR_UNIT_NAMES: Readonly<Record<CurrencyCode, string>> = wordsByName(
  CURRENCY_CODES,
  (code) => text(`countries.minorUnit.${code}`),
);

/**
 * D57: a currency has one name, written the same wherever it appears: `Kenyan shilling` names the
 * currency, and an amount takes it in the singular for exactly one unit and in the plural
 * otherwise (`1.00 Kenyan shilling`, `1,234.56 Kenyan shillings`, `… Kenyan shillings and fifty
 * cents`). Each language's catalog holds both (D87): French makes its plural its own way
 * (`shillings kényans`), Swahili changes the concord (`Shilingi za Kenya`).
 */
export function unitsName(
  code: CurrencyCode,
  oneUnit: boolean,
  language: Language = currentLanguage(),
): string {
  return oneUnit ? currencyName(code, language) : currencyPlural(code, language);
}

/**
 * Currencies whose ISO 4217 minor unit is 0: amounts in them are whole units. What is sent still
 * carries two decimals (D9), always `.00`.
 */
export const WHOLE_UNIT_CURRENCIES: readonly CurrencyCode[] = ['UGX', 'RWF'];

/** `Ugandan shillings`: the currency's name in the plural, for messages. */
export function currencyPlural(code: CurrencyCode, language: Language = currentLanguage()): string {
  return textIn(language, `countries.currencyPlural.${code}`);
}

export interface Country {
  code: CountryCode;
  /** Worded when read: in the process's language (the window's in the renderer, D89). */
  readonly name: string;
  currency: CurrencyCode;
  /** IMT is offered only to the countries the interface names for it. */
  imt: boolean;
  /** IANA zone in which the RTGS window (weekdays 09:00–15:00) is reckoned. */
  rtgsTimeZone: string;
  /** ISO 3166-1 alpha-2 code, as libphonenumber-js expects it. */
  phoneRegion: 'KE' | 'UG' | 'TZ' | 'RW' | 'SS' | 'CD';
}

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  KE: {
    code: 'KE',
    get name() {
      return text('countries.name.KE');
    },
    currency: 'KES',
    imt: true,
    rtgsTimeZone: 'Africa/Nairobi',
    phoneRegion: 'KE',
  },
  UG: {
    code: 'UG',
    get name() {
      return text('countries.name.UG');
    },
    currency: 'UGX',
    imt: true,
    rtgsTimeZone: 'Africa/Kampala',
    phoneRegion: 'UG',
  },
  TZ: {
    code: 'TZ',
    get name() {
      return text('countries.name.TZ');
    },
    currency: 'TZS',
    imt: true,
    rtgsTimeZone: 'Africa/Dar_es_Salaam',
    phoneRegion: 'TZ',
  },
  RW: {
    code: 'RW',
    get name() {
      return text('countries.name.RW');
    },
    currency: 'RWF',
    imt: true,
    rtgsTimeZone: 'Africa/Kigali',
    phoneRegion: 'RW',
  },
  SS: {
    code: 'SS',
    get name() {
      return text('countries.name.SS');
    },
    currency: 'USD',
    imt: false,
    rtgsTimeZone: 'Africa/Juba',
    phoneRegion: 'SS',
  },
  DRC: {
    code: 'DRC',
    get name() {
      return text('countries.name.DRC');
    },
    currency: 'USD',
    imt: false,
    rtgsTimeZone: 'Africa/Kinshasa',
    phoneRegion: 'CD',
  },
};

export const IMT_COUNTRY_CODES: readonly CountryCode[] = COUNTRY_CODES.filter(
  (code) => COUNTRIES[code].imt,
);

/** The currencies of the IMT countries: the only ones a mobile-wallet transfer carries. */
export const IMT_CURRENCY_CODES: readonly CurrencyCode[] = [
  ...new Set(IMT_COUNTRY_CODES.map((code) => COUNTRIES[code].currency)),
];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

export function countryName(code: string): string {
  return isCountryCode(code) ? COUNTRIES[code].name : code;
}
