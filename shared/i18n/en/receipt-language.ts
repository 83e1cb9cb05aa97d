/** The language a receipt is printed in: the branch's (a setting) and the customer's (D86). */
export const receiptLanguage = {
  branch: {
    label: 'Branch language',
    hint: "Receipts print in it unless the clerk chooses the customer's; the bank's copy always carries it.",
    invalid: ({ label }: { label: string }) => `${label} must be English, French or Swahili.`,
  },
  review: {
    label: 'Receipt language',
    hint: "The customer's language: both copies of the receipt print in it.",
  },
  invalid: 'The receipt language must be English, French or Swahili: choose one on the review.',
} as const;
