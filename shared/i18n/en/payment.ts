/** D124: how the customer paid at the counter, chosen on the review and printed on both copies. */
export const payment = {
  method: {
    label: 'Customer pays by',
    /** The empty first choice of that list. */
    choose: 'Choose…',
    /** The payment method list's choices: notes and coins, a debit of the customer's account, a cheque. */
    choices: { cash: 'Cash', account: 'Debit of their account', cheque: 'Cheque' },
    missing: 'Choose how the customer pays: cash, a debit of their account, or a cheque.',
    /** Main's refusal of a send that says no payment method. */
    notSent:
      'Nothing was sent: how the customer pays is not chosen. Choose cash, a debit of their account or a cheque on the review, then send again.',
  },
} as const;
