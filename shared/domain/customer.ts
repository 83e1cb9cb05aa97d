import { getCountries } from 'libphonenumber-js/mobile';
import type { ImtRequest } from '../api/imt-request';
import { text } from '../i18n/catalog';
import { COUNTRIES, isCountryCode } from './countries';

/*
 * D77: the customer (originator) of every transfer, as FATF Recommendation 16 asks: who they
 * are, the identity document seen at the counter, where they live and how to reach them. Kept in
 * the journal with the transfer (sealed), printed whole on the bank's copy, named with the
 * document masked on the customer's copy, and in every export. For an IMT it fills the body's
 * `sender` (senderOfCustomer); an RTGS body has no place for it, so the journal keeps it alone.
 */

/** The purposes an IMT's customer gives (kept in the journal: the IMT body has no purpose field). */
// catalog-ignore: codes kept in the journal; their names are in the catalog (customer.purpose)
export const IMT_PURPOSES = [
  'family',
  'education',
  'medical',
  'goods',
  'business',
  'savings',
  'other',
] as const;
export type ImtPurpose = (typeof IMT_PURPOSES)[number];

export function isImtPurpose(value: unknown): value is ImtPurpose {
  return typeof value === 'string' && (IMT_PURPOSES as readonly string[]).includes(value);
}

export function imtPurposeName(code: string): string {
  return isImtPurpose(code) ? text(`customer.purpose.${code}`) : code;
}

/**
 * A returning customer's block, filled from the journal (D77): the day their document was last
 * checked at this workstation, and the clerk's word that it was seen again today.
 */
export interface ReturningCheck {
  /** `YYYY-MM-DD`, the branch's day of the latest transfer that carried this document. */
  lastCheckedOn: string;
  /** Always `true` when given: the form does not let a clerk go on without it. */
  documentSeenAgain: true;
}

export interface Customer {
  /** Full name as on the document. */
  name: string;
  /** The document's type, a code of document-types.ts (`NationalId`, `Passport` …). */
  documentType: string;
  documentNumber: string;
  /** ISO 3166 alpha-2 code of the country that issued the document (`CD` for the DRC). */
  documentCountry: string;
  /** `YYYY-MM-DD`; a document that expired before today is refused. */
  documentExpiry: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  /** ISO 3166 alpha-2. */
  nationality: string;
  /** Street, town: where the customer lives. */
  address: string;
  /**
   * The country the customer lives in, one of the service's six: the mobile number is checked
   * against it, and an IMT sends it as `sender.countryCode`.
   */
  countryCode: string;
  mobileNumber: string;
  /** IMT only, optional: sent as `sender.email`. */
  email?: string;
  /** Required above the admin's amount for the currency (customerDetailsAbove), else optional. */
  occupation?: string;
  sourceOfFunds?: string;
  /** IMT only, required there: one of IMT_PURPOSES. */
  purpose?: string;
  returning?: ReturningCheck;
}

/**
 * An IMT body's `sender`, made from the customer: the same name, document and mobile number, so
 * what the bank screens is who stood at the counter. `source` stays the branch's own account.
 */
export function senderOfCustomer(customer: Customer): ImtRequest['sender'] {
  return {
    name: customer.name,
    documentType: customer.documentType,
    documentNumber: customer.documentNumber,
    countryCode: customer.countryCode,
    mobileNumber: customer.mobileNumber,
    ...(customer.email ? { email: customer.email } : {}),
  };
}

/**
 * A document number as the journal looks it up: capitals, without spaces, "-" or "/", so
 * "ab-12/3" and "AB123" are one document (the rule of D36's sender document key).
 */
export function documentNumberKey(number: string): string {
  return number.toUpperCase().replace(/[\s/-]/g, '');
}

/**
 * The number as the customer's copy prints it: all but the last four characters (two for a
 * number of six or fewer) replaced, so the copy names the document without giving it away.
 */
export function maskedDocumentNumber(number: string): string {
  const shown = number.length <= 6 ? 2 : 4;
  return '*'.repeat(Math.max(number.length - shown, 3)) + number.slice(-shown);
}

/** D77: where a transfer was sent from, kept with it for the exports. */
export interface DeskRecord {
  bankName: string;
  branchCode: string;
  branchName: string;
  /** The workstation's number as text ('' until an admin sets one). */
  workstation: string;
}

/** Every region code the numbering-plan library knows: ISO 3166 alpha-2, with a few territories. */
export const WORLD_COUNTRY_CODES: readonly string[] = getCountries();

let regionNames: Intl.DisplayNames | undefined;

/** `Kenya` for `KE`, `Congo - Kinshasa` for `CD`; the code itself when nothing names it. */
export function worldCountryName(code: string): string {
  if (isCountryCode(code)) return COUNTRIES[code].name;
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export function isWorldCountryCode(value: unknown): value is string {
  return typeof value === 'string' && WORLD_COUNTRY_CODES.includes(value);
}

/** The customer's fields in the order the block shows and the bank's copy prints them. */
export const CUSTOMER_FIELDS = [
  'name',
  'documentType',
  'documentNumber',
  'documentCountry',
  'documentExpiry',
  'dateOfBirth',
  'nationality',
  'address',
  'countryCode',
  'mobileNumber',
  'email',
  'occupation',
  'sourceOfFunds',
  'purpose',
] as const satisfies readonly (keyof Customer)[];
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/**
 * D77, D160: what a clerk types to find a returning customer: the document in hand, whole. A
 * number alone is not a customer: a Kenyan national ID and a Ugandan passport may share it.
 */
export interface CustomerLookupRequest {
  /** A code of document-types.ts (`NationalId`, `Passport` …). */
  documentType: string;
  documentNumber: string;
  /** ISO 3166 alpha-2 code of the country that issued it. */
  documentCountry: string;
}

/**
 * D81, D160: one customer as the journal counts and finds them: their ID document's type, its
 * number as documentNumberKey writes it, and the country that issued it.
 */
export interface CustomerDocumentKey {
  type: string;
  number: string;
  country: string;
}

/** The key of a document as typed: "a-123" of a Kenyan passport is "A123" of that passport. */
export function documentKeyOf(document: CustomerLookupRequest): CustomerDocumentKey {
  return {
    type: document.documentType,
    number: documentNumberKey(document.documentNumber),
    country: document.documentCountry,
  };
}

/**
 * A recipient the customer sent to before, with what a new transfer to them needs: nothing of
 * the earlier transfer itself (no reference, amount, date or clerk), which is another clerk's
 * business (D72).
 */
export type EarlierRecipient =
  | { kind: 'rtgs'; name: string; countryCode: string; bankCode: string; accountNumber: string }
  | {
      kind: 'imt';
      name: string;
      countryCode: string;
      mobileNumber: string;
      walletName: string;
      documentType: string;
      documentNumber: string;
    };

/** The answer: the latest block journaled for the document, when it was checked, and recipients. */
export interface CustomerLookup {
  /** Null when no transfer at this workstation carried that document. */
  customer: Customer | null;
  /** The branch's day of the latest transfer that carried it (`YYYY-MM-DD`). */
  lastCheckedOn: string | null;
  recipients: EarlierRecipient[];
}
