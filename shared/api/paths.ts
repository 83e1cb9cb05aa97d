/** Paths of the service's operations, relative to an environment's base URL. */
export const SERVICE_PATHS = {
  rtgs: '/v3-apis/transaction-api/v3.0/remittance/rtgs',
  imt: '/v3-apis/transaction-api/v3.0/remittance/sendmobile/imt',
  paymentPurposes: '/v3-apis/transaction-api/v3.0/rtgs/paymentPurpose',
  /** D1 default; a per-environment setting may replace it. */
  token: '/authentication/api/v3/authenticate/merchant',
} as const;

export type SendOperation = 'rtgs' | 'imt';

/** Name of the header that carries the Base64 request signature. */
export const SIGNATURE_HEADER = 'signature';
