type Label = { label: string };
type Codes = { codes: string };

/**
 * The settings made of amounts: the limits per product and currency, the daily total per ID
 * document, the approval and reporting thresholds and the repeat check's days.
 */
export const amounts = {
  /** How each bound of a limit is named in the admin's forms and every message. */
  bound: {
    min: 'minimum',
    max: 'maximum',
    daily: 'daily total per ID document',
    offlineDaily: 'daily total per ID document while head office is out of reach',
  },
  /**
   * A product at the start of a limit's label and its messages (`RTGS maximum in …`). RTGS and IMT
   * are the bank's codes and stay as written.
   */
  product: { rtgs: 'RTGS', imt: 'Mobile-wallet (IMT)' },
  /** `RTGS maximum in Kenyan shillings (KES)`. */
  limitLabel: ({
    product,
    bound,
    currency,
  }: {
    product: string;
    bound: string;
    currency: string;
  }) => `${product} ${bound} in ${currency}`,
  limit: {
    type: ({ label }: Label) => `${label} must be an amount with two decimals, like 500000.00.`,
    required: ({ label }: Label) => `${label} is required.`,
    aboveZero: ({ label }: Label) =>
      `${label} must be an amount above 0 written with two decimals, like 500000.00.`,
    rangeOnly: ({ product, currency }: { product: string; currency: string }) =>
      `${product} limits in ${currency} hold only a minimum and a maximum.`,
    rangeMissing: ({ product, currency }: { product: string; currency: string }) =>
      `${product} limits in ${currency} are missing.`,
    maxBelowMin: ({
      label,
      max,
      bound,
      min,
    }: Label & { max: string; bound: string; min: string }) =>
      `${label} (${max}) must not be below the ${bound} (${min}).`,
    dailyBelowMin: ({
      label,
      daily,
      minLabel,
      min,
    }: Label & { daily: string; minLabel: string; min: string }) =>
      `${label} (${daily}) must be at least the ${minLabel} (${min}), or no transfer could be sent.`,
    offlineAboveDaily: ({
      label,
      offline,
      dailyLabel,
      daily,
    }: Label & { offline: string; dailyLabel: string; daily: string }) =>
      `${label} (${offline}) must not be above the ${dailyLabel} (${daily}): a counter that cannot reach head office counts only its own transfers, so it must allow less.`,
    rtgsOnly: ({ codes }: Codes) => `RTGS limits exist for ${codes} only.`,
    imtOnly: ({ codes }: Codes) => `Mobile-wallet limits exist for ${codes} only.`,
    dailyOnly: ({ codes }: Codes) => `Daily totals exist for ${codes} only.`,
    only: 'Amount limits hold the RTGS and mobile-wallet limits and the daily totals only.',
  },
  digits: ({ label, max }: Label & { max: number }) =>
    `${label} must have at most ${max} digits before the point.`,
  threshold: {
    type: ({ label }: Label) =>
      `${label} must be an amount with two decimals, like 1000000.00, or left empty.`,
    aboveZero: ({ label }: Label) =>
      `${label} must be an amount above 0 written with two decimals, like 1000000.00, or left empty.`,
    approvalLabel: ({ product, currency }: { product: string; currency: string }) =>
      `${product} supervisor's approval above, in ${currency}`,
    reportableLabel: ({ currency }: { currency: string }) => `Reportable from, in ${currency}`,
    rtgsApprovalOnly: ({ codes }: Codes) => `RTGS approval thresholds exist for ${codes} only.`,
    imtApprovalOnly: ({ codes }: Codes) =>
      `Mobile-wallet approval thresholds exist for ${codes} only.`,
    approvalOnly: 'Approval thresholds exist for RTGS and mobile-wallet transfers only.',
    reportingOnly: ({ codes }: Codes) => `Reporting thresholds exist for ${codes} only.`,
    only: 'Thresholds hold the approval thresholds, the reporting thresholds and the days the repeat check looks back only.',
  },
  repeatWindowRange: ({ min, max }: { min: number; max: number }) =>
    `Days the repeat check looks back must be a whole number from ${min} (today only) to ${max}.`,
} as const;
