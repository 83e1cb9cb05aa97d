/**
 * D80, no tipping-off (FATF R.21): what a customer must not read on a counter screen or on their
 * copy, because it tells how the bank watches transfers or what it found: a threshold, a
 * reporting mark, a split series, a screening result; and (D81) that a customer's or an
 * account's transfers are added up, which teaches a customer to spread them.
 */
export const TIPPING_OFF =
  /threshold|reportable|reporting|split|series|sanction|screening|screened|watch ?list|compliance officer|add(?:s|ed)? up|customer's transfers|account's transfers/i;
