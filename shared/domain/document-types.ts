import { text } from '../i18n/catalog';

/**
 * Identity document types for IMT senders and recipients. The interface names only the example
 * value `NationalId` and no complete list ("not shown"), so the app does not pretend to know the
 * service's list:
 *   - the forms offer SUGGESTED_DOCUMENT_TYPES, written in the same UpperCamelCase as `NationalId`
 *     and covering what East African KYC rules accept (national ID, passport, the alien/refugee
 *     card issued to foreign residents, driving licence in British spelling as used in the region);
 *   - the schemas accept any conservative token (DOCUMENT_TYPE_PATTERN), so a bank that registers
 *     another value (say `MilitaryId`) needs no new release: only letters and digits, starting with
 *     a capital letter, at most 32 characters, which nothing could misread or inject through.
 */
export const DOCUMENT_TYPE_PATTERN = /^[A-Z][A-Za-z0-9]{1,31}$/;

// catalog-ignore: the service's document type codes, sent as they are; their names follow
const SUGGESTED_CODES = ['NationalId', 'Passport', 'AlienId', 'DrivingLicence'] as const;

export type SuggestedDocumentType = (typeof SUGGESTED_CODES)[number];

/** Each code with its name, the tuple's order kept (NationalId first). */
type Named<T extends readonly string[]> = {
  readonly [I in keyof T]: { value: T[I]; label: string };
};

/**
 * The suggestions in the forms' order, each with its name, worded when read (D89): a page that
 * loads the schemas without the documents' words (the head-office console, D129) never reads it.
 */
export const SUGGESTED_DOCUMENT_TYPES = SUGGESTED_CODES.map((value) => ({
  value,
  get label() {
    return text(`documents.type.${value}`);
  },
})) as unknown as Named<typeof SUGGESTED_CODES>;

/** Whether a document type is one the forms suggest, and so has a name in the catalog. */
export function isSuggestedDocumentType(value: string): value is SuggestedDocumentType {
  return (SUGGESTED_CODES as readonly string[]).includes(value);
}

export function isDocumentType(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_TYPE_PATTERN.test(value);
}

export function documentTypeLabel(value: string): string {
  return SUGGESTED_DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;
}
