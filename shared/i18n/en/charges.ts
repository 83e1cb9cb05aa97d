/** D119: the branch's tariff, the day's exchange rates, and what a transfer costs the customer. */
export const charges = {
  tariff: {
    label: ({ product, currency }: { product: string; currency: string }) =>
      `${product} fee in ${currency}`,
    amount: ({ label }: { label: string }) =>
      `${label}: each amount must be 0 or more, with two decimals at most, like 150 or 150.50.`,
    whole: ({ label }: { label: string }) =>
      `${label}: this currency has no cents, so each amount must be whole, like 1500.`,
    only: ({ label }: { label: string }) =>
      `${label} holds only its kind and the amounts of that kind.`,
    percent: ({ label }: { label: string }) =>
      `${label}: the percentage must be a number from 0 to 999 with at most four decimals, like 1.5.`,
    maxBelowMin: ({ label }: { label: string }) =>
      `${label}: the maximum must not be below the minimum.`,
    bands: ({ label }: { label: string }) => `${label}: give from 1 to 20 bands.`,
    bandsOrder: ({ label }: { label: string }) =>
      `${label}: each band's upper amount must be above the one before, and only the last band has none.`,
    kind: ({ label }: { label: string }) => `${label}: choose fixed, percentage or bands.`,
    currencies: ({ codes }: { codes: string }) => `A product's fees exist only for ${codes}.`,
    products: 'The tariff holds only the RTGS and the mobile-wallet (IMT) fees.',
  },
  rates: {
    ageRange: ({ min, max }: { min: number; max: number }) =>
      `The greatest age of a rate must be a whole number of hours from ${min} to ${max}.`,
    rate: ({ currency }: { currency: string }) =>
      `The rate for ${currency} must be a number above 0 with at most eight decimals, like 0.0347.`,
    currencies: ({ codes }: { codes: string }) => `Rates exist only for ${codes}.`,
    only: 'The exchange rates hold only the rates and the greatest age of a rate.',
  },
  /** Why a transfer in another currency than the branch's cannot be confirmed now. */
  refusal: {
    missing: ({ currency, branch }: { currency: string; branch: string }) =>
      `No exchange rate from ${currency} into ${branch} is set, so the total to pay cannot be worked out. Ask an admin to set today's rate, then confirm again.`,
    stale: ({
      currency,
      branch,
      hours,
      max,
    }: {
      currency: string;
      branch: string;
      hours: number;
      max: number;
    }) =>
      `The exchange rate from ${currency} into ${branch} was set ${hours} hours ago, more than the ${max} hours allowed. Ask an admin to set today's rate, then confirm again.`,
    /** D154: the send's price is not the one the review showed the customer; nothing was sent. */
    changed: ({
      reviewed,
      total,
      currency,
    }: {
      reviewed: string;
      total: string;
      currency: string;
    }) =>
      `Nothing was sent: the exchange rate or the fee changed since the review, and the total to pay is now ${total} ${currency}, not ${reviewed} ${currency}. Tell the customer the new total, then confirm again.`,
    /** D154: the total the review showed, as a draft carries it, is no amount. */
    reviewedTotal: 'The total to pay the review showed must be an amount like 1500.00.',
  },
  /** D124: what the review shows before confirmation, priced by main. */
  review: {
    fee: 'Fee',
    rate: 'Exchange rate',
    rateValue: ({
      rate,
      currency,
      branchCurrency,
    }: {
      rate: string;
      currency: string;
      branchCurrency: string;
    }) => `1 ${currency} = ${rate} ${branchCurrency}`,
    indicative: '(indicative: the bank converts at its own rate when it settles)',
    total: 'Total to pay',
  },
  /** D124: on both copies of the receipt, how the customer paid at the counter. */
  receipt: { paidBy: 'Paid by' },
  /** D124: the receipt log's CSV column of the total's currency (the branch's). */
  csv: { totalCurrency: 'Currency of the total' },
  /** The admin's tariff and rates forms (settings pages "Fees" and "Exchange rates"). */
  admin: {
    /** The label of the choice of how a product's fee is reckoned in one currency. */
    kind: 'Fee',
    /** The choices of that list: no fee, one amount, a share of the amount, a fee by amount band. */
    kinds: { none: 'No fee', fixed: 'Fixed', percent: 'Percentage', bands: 'Bands' },
    fee: 'Fixed fee',
    percent: 'Percentage of the amount',
    min: 'Minimum fee',
    max: 'Maximum fee',
    /** The field where the bands of fees by amount are typed, one band a line. */
    bands: 'Bands',
    bandsHint:
      'One band a line: the largest amount of the band, then its fee (1000.00 30.00). The last line is the fee above every band, alone (250.00).',
    rate: ({ branch }: { branch: string }) => `${branch} for one unit`,
    rateSet: ({ at, by }: { at: string; by: string }) => `Set ${at} by ${by}.`,
    rateNever: 'Not set.',
    branchCurrency: ({ currency }: { currency: string }) =>
      `Rates are in the branch's currency, ${currency}. Leave a currency empty where the branch sends none.`,
    noBranch:
      "Set the branch's country in the workstation section first: the rates are in its currency.",
    maxAge: 'Greatest age of a rate (hours)',
    maxAgeHint: ({ min, max, standard }: { min: number; max: number; standard: number }) =>
      `${min} to ${max} hours; ${standard} by default. An older rate stops transfers in its currency.`,
  },
};
