import { text } from '../i18n/catalog';
import { worded } from '../i18n/worded';
import type { AppError, Result } from '../result';

/**
 * Amounts (D9) are decimal strings with exactly two decimals, such as `"1000.00"`. They are never
 * parsed into binary floating point: comparisons go through BigInt minor units, and the canonical
 * text is what the body, the signature string, the journal and the receipt all carry.
 *
 * Canonical: digits, a point, two digits; no leading zeros except a single `0` before the point.
 * One text per value means the same amount cannot be signed as `"1000.00"` and journaled as
 * `"01000.00"`.
 */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d*)\.\d{2}$/;

export function isAmountText(value: unknown): value is string {
  return typeof value === 'string' && AMOUNT_PATTERN.test(value);
}

export class AmountTextError extends RangeError {
  constructor(readonly text: string) {
    // catalog-ignore: a developer's error: only canonical amount text reaches this conversion
    super(`"${text}" is not an amount with two decimals, such as 1000.00.`);
    this.name = 'AmountTextError';
  }
}

/** `"1000.50"` → `100050n`. Throws AmountTextError for anything but canonical amount text. */
export function amountToMinorUnits(amount: string): bigint {
  if (!isAmountText(amount)) throw new AmountTextError(amount);
  return BigInt(amount.replace('.', ''));
}

/** `100050n` → `"1000.50"`. Negative values have no amount text and throw. */
export function minorUnitsToAmount(minor: bigint): string {
  if (minor < 0n) throw new RangeError('An amount cannot be negative.');
  const digits = minor.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Minor units as two-decimal text, signed (a difference, a balance): `-125000n` → `"-1250.00"`. */
export function signedAmountText(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** `"-1250.00"` → `"-1,250.00"`: signed amount text as a person reads it. */
export function groupedSignedAmount(amount: string): string {
  return amount.startsWith('-') ? `-${groupedAmount(amount.slice(1))}` : groupedAmount(amount);
}

/** Exact comparison of two amount texts: -1, 0 or 1, like a sort comparator. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const left = amountToMinorUnits(a);
  const right = amountToMinorUnits(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * `"1234567.50"` → `"1,234,567.50"`: amount text as a person reads it in a message or on a screen.
 * Never for what is sent, which stays the canonical text. Anything else comes back unchanged.
 */
export function groupedAmount(amount: string): string {
  if (!isAmountText(amount)) return amount;
  const [whole = '', decimals = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

export const COMMA_RULE = text('money.commaRule');

/** Digits, commas and at most one point, with a comma no thousands separator can be: `12,34.5`. */
export function hasMisplacedComma(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.includes(',') &&
    /^[\d,]*(?:\.\d*)?$/.test(trimmed) &&
    !/^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.test(trimmed)
  );
}

export type AmountInputError = AppError<'invalid-amount'>;

/**
 * What the amount's messages show as accepted: whole amounts and decimals, with or without
 * thousands separators. "Two decimals" is what is sent, never what a person must type.
 */
export const AMOUNT_EXAMPLES = text('money.examples');

/**
 * What a clerk types, turned into canonical amount text the form can show before confirming:
 * `"1,000.5"`, `"1000.5"`, `" 1000 "` → `"1000.50"`.
 *
 * Accepted: ASCII digits, an optional point followed by one or two decimals, and commas only as
 * thousands separators in groups of three before the point. Everything that could be read two
 * ways is refused rather than guessed: in French-speaking Rwanda and the DRC `1.000,50` and
 * `1,50` are usual spellings, and guessing wrong moves a thousand times the money. Signs,
 * exponents, spaces inside the number and more than two decimals are refused too.
 */
export function normaliseAmountInput(typed: string): Result<string, AmountInputError> {
  const problem = (error: AmountInputError) => ({ ok: false, error }) as const;
  const withExamples = { examples: AMOUNT_EXAMPLES };
  const trimmed = typed.trim();
  if (trimmed === '') return problem(worded('invalid-amount', 'money.empty', withExamples));
  if (/^[+-]?[\d.,]*[eE][+-]?\d*$/.test(trimmed)) {
    return problem(worded('invalid-amount', 'money.exponent', withExamples));
  }
  if (/[+-]/.test(trimmed) && /^[\d.,+-]+$/.test(trimmed)) {
    return problem(worded('invalid-amount', 'money.sign', withExamples));
  }
  if (/[^\d.,]/.test(trimmed)) {
    return problem(worded('invalid-amount', 'money.notDigits', withExamples));
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(trimmed);
  if (!match) {
    // A comma where no thousands separator can stand ("12,34.5", "1,000,00"): say which mark.
    if (hasMisplacedComma(trimmed)) {
      return problem(
        worded('invalid-amount', 'money.misplacedComma', { amount: trimmed, rule: COMMA_RULE }),
      );
    }
    return problem(worded('invalid-amount', 'money.separators', withExamples));
  }
  const [, whole = '', decimals] = match;
  if (decimals !== undefined && decimals.length > 2) {
    return problem(worded('invalid-amount', 'money.tooManyDecimals'));
  }
  if (whole === '' && (decimals === undefined || decimals === '')) {
    return problem(worded('invalid-amount', 'money.empty', withExamples));
  }
  if (decimals === '') {
    return problem(worded('invalid-amount', 'money.pointWithoutDecimals', withExamples));
  }
  const integer = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '') || '0';
  return { ok: true, value: `${integer}.${(decimals ?? '').padEnd(2, '0')}` };
}
