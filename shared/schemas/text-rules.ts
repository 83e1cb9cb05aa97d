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
 * Invisible characters (below) are refused too, and text must be in NFC. Text must also be
 * trimmed: a trailing space is invisible on the review screen but is part of the signed body.
 */
export const FORBIDDEN_TEXT_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

/**
 * Characters that show as nothing, or as a blank, yet are signed, sent and printed (D67): Unicode
 * format characters (general category Cf: U+00AD soft hyphen, U+200B zero-width space, U+2060 word
 * joiner, U+FEFF byte order mark …), the tag block U+E0000–E007F (assigned or not), and the Hangul
 * fillers U+115F, U+1160, U+3164 and U+FFA0, letters by category that render as a blank. A name
 * holding one looks like another name on the review screen and the receipt.
 */
export const INVISIBLE_TEXT_CHARACTERS = /[\p{Cf}\u{E0000}-\u{E007F}\u115F\u1160\u3164\uFFA0]/u;

export type InvisibleKind = 'format' | 'tag' | 'filler';

const HANGUL_FILLERS = [0x115f, 0x1160, 0x3164, 0xffa0];

/** The first invisible character in `text`, as `U+XXXX` and its kind, so a message can name it. */
export function findInvisibleCharacter(
  text: string,
): { code: string; kind: InvisibleKind } | undefined {
  const found = INVISIBLE_TEXT_CHARACTERS.exec(text)?.[0];
  if (found === undefined) return undefined;
  const point = found.codePointAt(0) ?? 0;
  const code = `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;
  if (point >= 0xe0000 && point <= 0xe007f) return { code, kind: 'tag' };
  if (HANGUL_FILLERS.includes(point)) return { code, kind: 'filler' };
  return { code, kind: 'format' };
}

/** Control, bidi and separator characters, lone surrogates, or invisible characters. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_TEXT_CHARACTERS.test(text) || INVISIBLE_TEXT_CHARACTERS.test(text);
}

/**
 * Text in Unicode Normalization Form C (D67). "é" may be typed as one character or as "e" and a
 * combining accent; both look alike, but sign, compare and search as different bytes. The forms'
 * tidy step composes text before review; the schemas refuse what was not composed.
 */
export function isNfc(text: string): boolean {
  return text === text.normalize('NFC');
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
