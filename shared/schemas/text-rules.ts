/**
 * What any text in a transfer body may hold. The body is signed, journaled and printed as it is,
 * so text must be exactly what the clerk sees:
 *   - no C0 controls (tab, line break …), DEL or C1 controls: invisible, and they break receipts,
 *     CSV exports and log lines;
 *   - no Unicode bidirectional controls (U+061C, U+200E/F, U+202A–202E, U+2066–2069), which make
 *     text display in another order than it is stored ("Trojan Source"), and no line/paragraph
 *     separators U+2028/2029;
 *   - no lone surrogates: they have no UTF-8 form, so the bytes signed and the bytes sent could
 *     differ.
 * Text must also be trimmed: a trailing space is invisible on the review screen but is part of
 * the signed body.
 */
export const FORBIDDEN_TEXT_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_TEXT_CHARACTERS.test(text);
}

export function isTrimmed(text: string): boolean {
  return text === text.trim();
}

/**
 * Length limits (the interface names none). Chosen to fit what banks' core systems and receipts
 * hold while never refusing a real customer:
 *   - names: 2–100 characters, at least one letter (a 100-character line holds any real full name;
 *     ISO 20022 allows 140, SWIFT MT lines 4×35);
 *   - RTGS description: 1–140 (required by the interface; 140 is the ISO 20022 remittance line);
 *     IMT description: optional, at most 140;
 *   - document number: 3–30 letters, digits, "-" or "/" (ID cards are 6–9 characters, passports
 *     8–9, residence permits carry slashes);
 *   - bank code: 2–11 letters or digits (local sort codes are 2–6 digits, a BIC is 8 or 11);
 *   - wallet name: 2–50 characters ("M-PESA", "Airtel Money", "MTN Mobile Money");
 *   - e-mail: at most 254 characters (the SMTP limit for an address);
 *   - amount: at most 15 digits before the point (far above any limit, still exact in any system).
 */
export const TEXT_LIMITS = {
  name: { min: 2, max: 100 },
  description: { min: 1, max: 140 },
  documentNumber: { min: 3, max: 30 },
  bankCode: { min: 2, max: 11 },
  walletName: { min: 2, max: 50 },
  email: { max: 254 },
  amountDigits: { max: 15 },
} as const;

export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/;
export const BANK_CODE_PATTERN = /^[A-Za-z0-9]{2,11}$/;
