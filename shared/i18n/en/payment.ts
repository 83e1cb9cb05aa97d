/** D121: how the customer paid at the counter, chosen on the review and printed on both copies. */
export const payment = {
  method: {
    missing: 'Choose how the customer pays: cash, a debit of their account, or a cheque.',
  },
} as const;
