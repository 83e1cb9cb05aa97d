type Examples = { examples: string };

/** An amount as a clerk types it: what is refused, and how to write it instead. */
export const money = {
  /** What the messages show as accepted: "two decimals" is what is sent, not what is typed. */
  examples: 'for example 2,500 or 2,500.50',
  commaRule:
    'use a point for decimals and commas only between groups of three digits before it, for example 1,234.50.',
  empty: ({ examples }: Examples) => `Enter the amount in figures, ${examples}.`,
  exponent: ({ examples }: Examples) =>
    `Type the amount in plain figures, ${examples} (no exponent).`,
  sign: ({ examples }: Examples) => `Type the amount without a + or - sign, ${examples}.`,
  notDigits: ({ examples }: Examples) => `Type the amount in figures (digits only), ${examples}.`,
  misplacedComma: ({ amount, rule }: { amount: string; rule: string }) =>
    `The comma in ${amount} is in the wrong place: ${rule}`,
  separators: ({ examples }: Examples) =>
    `Write the amount with a point for decimals and commas only between thousands, ${examples}.`,
  tooManyDecimals: 'An amount has at most two decimals, for example 2,500.50.',
  pointWithoutDecimals: ({ examples }: Examples) =>
    `Add the decimals after the point, or remove the point: ${examples}.`,
} as const;
