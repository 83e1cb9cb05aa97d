// Metadata choice: `libphonenumber-js/mobile`, not the default `min` nor `max`. `min` checks
// length only, so a number no operator has issued would pass; `max` knows every number type, so a
// landline (Nairobi 020 …) would pass as "valid" and need a second type check. `mobile` carries
// the full digit patterns for mobile ranges only: `isValid()` is true exactly for a real mobile
// number, which is the one thing a wallet transfer can go to, and it is about a third smaller than
// `max` in the renderer bundle.
import { getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { PhoneNumber } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';
import { text } from '../i18n/catalog';
import { codeList } from '../i18n/lists';
import { worded } from '../i18n/worded';
import type { AppError, Result } from '../result';
import type { CountryCode } from './countries';
import { COUNTRIES, COUNTRY_CODES } from './countries';

/**
 * D11: mobile numbers follow the country's numbering plan and are sent as the clerk entered them
 * after removing spaces. "As entered" is still held to one of two spellings, the national format
 * (`0712345678`) or E.164 (`+254712345678`), so the service never receives `254712…`,
 * `00254…` or dashes, which it may read differently.
 */
export const MOBILE_TEXT_PATTERN = /^\+?\d{1,20}$/;

export type MobileNumberError = AppError<'invalid-mobile'> & {
  reason: 'format' | 'invalid' | 'other-country' | 'spelling';
};

export interface MobileNumber {
  /** The text as it will be sent. */
  text: string;
  e164: string;
  /** National format digits, such as `0712345678`. */
  national: string;
}

/** What the phone field keeps from what the clerk typed: everything but spaces (D11). */
export function normaliseMobileInput(text: string): string {
  return text.replace(/[\s\u00a0]+/g, '');
}

function nationalDigits(phone: PhoneNumber): string {
  return phone.formatNational().replace(/\D/g, '');
}

/** A real mobile number of the country in both accepted spellings, for hints and placeholders. */
export function mobileExample(country: CountryCode): { national: string; e164: string } {
  const example = getExampleNumber(COUNTRIES[country].phoneRegion, examples);
  if (!example) throw new Error(`No example mobile number for ${country}.`);
  return { national: nationalDigits(example), e164: example.number };
}

/**
 * A numbering plan's region as a message carries it: the service's code for one of its countries
 * (`DRC` for `CD`), else the ISO region, which each language's message names (D87).
 */
function regionCode(region: string): string {
  return COUNTRY_CODES.find((code) => COUNTRIES[code].phoneRegion === region) ?? region;
}

function isMobileOf(phone: PhoneNumber | undefined, region: string): boolean {
  if (!phone || phone.country !== region || !phone.isValid()) return false;
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/**
 * Checks a mobile number for `country`. `label` names the field in the messages ("Recipient's
 * mobile number"). A number that belongs to another country is refused with a message naming the
 * country expected and the one it belongs to.
 */
export function checkMobileNumber(
  typed: string,
  country: CountryCode,
  label = text('fields.mobileNumber'),
): Result<MobileNumber, MobileNumberError> {
  const { phoneRegion } = COUNTRIES[country];
  // The example and the countries go as values and codes: the renderer words them (D87).
  const like = mobileExample(country);
  const problem = (reason: MobileNumberError['reason'], error: AppError<'invalid-mobile'>) =>
    ({ ok: false, error: { ...error, reason } }) as const;

  if (!MOBILE_TEXT_PATTERN.test(typed)) {
    return problem('format', worded('invalid-mobile', 'phones.format', { label, ...like }));
  }
  const phone = parsePhoneNumberFromString(typed, phoneRegion);
  if (!phone || !isMobileOf(phone, phoneRegion)) {
    // With +, the calling code says which country the number is from. In national format the
    // same digits can be valid in several countries, so every one that fits is named.
    const international = typed.startsWith('+');
    const elsewhere = international
      ? [phone?.country].filter((region) => region !== undefined && region !== phoneRegion)
      : COUNTRY_CODES.map((code) => COUNTRIES[code].phoneRegion).filter(
          (region) =>
            region !== phoneRegion && isMobileOf(parsePhoneNumberFromString(typed, region), region),
        );
    if (elsewhere.length > 0) {
      const names = codeList(elsewhere.map((region) => regionCode(region ?? '')));
      return problem(
        'other-country',
        worded(
          'invalid-mobile',
          `phones.otherCountry.${international ? 'international' : 'national'}`,
          { label, names, country, ...like },
        ),
      );
    }
    return problem(
      'invalid',
      worded('invalid-mobile', 'phones.invalid', { label, country, ...like }),
    );
  }
  const national = nationalDigits(phone);
  if (typed !== phone.number && typed !== national) {
    return problem(
      'spelling',
      worded('invalid-mobile', 'phones.spelling', { label, national, e164: phone.number }),
    );
  }
  return { ok: true, value: { text: typed, e164: phone.number, national } };
}

/**
 * The digits a search for a mobile number looks for (D60): the national significant number
 * (`712345678`), which both spellings a number is stored in (D11: `0712345678`, `+254712345678`)
 * contain, whichever spelling was typed (`+254712345678`, `254712345678`, `0712345678`). Read with
 * the branch's country first, then as an international number without its `+`, then in the other
 * countries' plans; null when the text is no mobile number of these countries, so it is searched
 * as typed.
 */
export function mobileSearchDigits(text: string, branchCountry: CountryCode | null): string | null {
  const typed = normaliseMobileInput(text);
  if (!MOBILE_TEXT_PATTERN.test(typed) || typed.replace('+', '').length < 9) return null;
  const regions = COUNTRY_CODES.map((code) => COUNTRIES[code].phoneRegion);
  const first = branchCountry === null ? [] : [COUNTRIES[branchCountry].phoneRegion];
  const readings = typed.startsWith('+')
    ? [parsePhoneNumberFromString(typed)]
    : [
        ...first.map((region) => parsePhoneNumberFromString(typed, region)),
        parsePhoneNumberFromString(`+${typed}`),
        ...regions.map((region) => parsePhoneNumberFromString(typed, region)),
      ];
  const mobile = readings.find(
    (phone) =>
      phone?.country !== undefined &&
      (regions as readonly string[]).includes(phone.country) &&
      isMobileOf(phone, phone.country),
  );
  return mobile?.nationalNumber ?? null;
}

/**
 * One spelling of a mobile number, to tell whether two transfers go to the same wallet whichever
 * of the two accepted spellings each was typed in (D46): its E.164 form in `country`'s numbering
 * plan, or the text itself when it is not a number there.
 */
export function comparableMobile(text: string, country: string): string {
  const region = (COUNTRY_CODES as readonly string[]).includes(country)
    ? COUNTRIES[country as CountryCode].phoneRegion
    : undefined;
  return parsePhoneNumberFromString(text, region)?.number ?? text;
}
