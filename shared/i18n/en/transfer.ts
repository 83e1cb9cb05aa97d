/** A transfer's kinds, as screens, receipts and CSV files name them. */
export const transfer = {
  kind: {
    rtgs: 'RTGS bank transfer',
    imt: 'Mobile wallet (IMT)',
  },
  /** Where the money goes, beside the account or wallet number in a list. */
  destination: {
    rtgs: 'Bank account',
    imt: 'Mobile wallet',
  },
} as const;
