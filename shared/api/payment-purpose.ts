/** One entry of the RTGS payment-purpose list. */
export interface PaymentPurpose {
  code: string;
  value: string;
}

/** Envelope of `GET …/rtgs/paymentPurpose`. */
export interface PaymentPurposeListResponse {
  status: boolean;
  code: number;
  message: string;
  data: PaymentPurpose[];
}

/** The codes the interface promises are always in the list. */
export const DOCUMENTED_PURPOSE_CODES = ['CUR/DEP', 'CUR/WIT', 'CSDK', 'OTHR'] as const;
