// The signed writer is the app's own, beside the other amount helpers.
export { signedAmountText } from '@shared/domain/money';

/*
 * Amounts as the statement formats write them, read as exact minor units (cents) and written back
 * as two-decimal text: never a float (D9). camt.053 writes `1000.5` (xs:decimal), MT940 `1000,50`
 * or `1000,` (a comma, always), the CSV `1000.50`.
 */

const AMOUNT = {
  point: /^(\d+)(?:\.(\d*))?$/,
  comma: /^(\d+),(\d*)$/,
} as const;

/**
 * `text` as minor units, or null when it is no amount, or has a third decimal that is not 0
 * (a fraction of a cent no account holds). Never negative: the direction is written apart.
 */
export function minorUnitsOf(text: string, mark: keyof typeof AMOUNT): bigint | null {
  const match = AMOUNT[mark].exec(text.trim());
  if (!match) return null;
  const whole = match[1] as string;
  const decimals = match[2] ?? '';
  if (/[1-9]/.test(decimals.slice(2))) return null;
  return BigInt(whole) * 100n + BigInt(decimals.slice(0, 2).padEnd(2, '0'));
}

/** Two-decimal text (signed or not) as minor units; the inverse of signedAmountText. */
export function minorOfText(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', decimals = '00'] = (negative ? text.slice(1) : text).split('.');
  const minor = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}
