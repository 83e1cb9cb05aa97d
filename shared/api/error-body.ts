/** The four error codes the interface documents, plus the sandbox's documented duplicate case. */
export const ERROR_CODES = {
  INVALID_REQUEST: 'INVALID_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_NOT_FOUND: 'ACCOUNT_NOT_FOUND',
  /** Not in the interface ("not shown"): what the sandbox answers for a reused reference. */
  DUPLICATE_REFERENCE: 'DUPLICATE_REFERENCE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Error body of every failed call: `code` equals the HTTP status. */
export interface ErrorBody {
  status: false;
  code: number;
  message: string;
  error_code: string;
}

/** "Transaction with the passed reference cannot be found" (interface, transaction status error). */
export interface TransactionStatusError {
  status: false;
  code: 111102;
  message: string;
}

export const REFERENCE_NOT_FOUND_CODE = 111102;
