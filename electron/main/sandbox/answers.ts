import { ERROR_CODES } from '@shared/api/error-body';

/** What a route decided to do with a request. */
export type Reply =
  | { kind: 'answer'; status: number; text: string; headers?: Record<string, string> }
  /** Keep the connection open and never answer (test-mode IMT, the `hang` fault). */
  | { kind: 'hold' }
  /** Drop the connection without an answer (the `reset-*` faults). */
  | { kind: 'reset' };

export const HOLD: Reply = { kind: 'hold' };
export const RESET: Reply = { kind: 'reset' };

export function jsonAnswer(
  status: number,
  body: unknown,
  headers?: Record<string, string>,
): Extract<Reply, { kind: 'answer' }> {
  return { kind: 'answer', status, text: JSON.stringify(body), ...(headers ? { headers } : {}) };
}

/**
 * The interface's error body `{ status:false, code, message, error_code }` with `code` equal to
 * the HTTP status. The sandbox adds `field` (a dotted path) when one field is to blame, which the
 * client reads to tell the clerk which field to fix.
 */
export function errorAnswer(
  status: number,
  errorCode: string,
  message: string,
  field?: string,
  headers?: Record<string, string>,
) {
  const body = { status: false, code: status, message, error_code: errorCode };
  return jsonAnswer(status, field === undefined ? body : { ...body, field }, headers);
}

/** 400 naming the field: "Invalid request parameters: transfer.amount must be …". */
export function invalidField(field: string, problem: string) {
  return errorAnswer(
    400,
    ERROR_CODES.INVALID_REQUEST,
    `Invalid request parameters: ${field} ${problem}`,
    field,
  );
}

/** 400 for a body that cannot be read at all (not JSON, too large, not an object …). */
export function invalidBody(problem: string) {
  return errorAnswer(400, ERROR_CODES.INVALID_REQUEST, `Invalid request parameters: ${problem}`);
}

/**
 * 400 for a reference the sandbox has seen before with another body. The fault of the same name
 * gives it without naming the reference, as a bank might.
 */
export function duplicateReference(reference?: string) {
  return errorAnswer(
    400,
    ERROR_CODES.DUPLICATE_REFERENCE,
    `Invalid request parameters: transfer.reference ${reference === undefined ? '' : `${reference} `}was already used for a different transaction; a reference is never reused, send it under a new one`,
    'transfer.reference',
  );
}

export function unauthorized(detail: string) {
  return errorAnswer(
    401,
    ERROR_CODES.UNAUTHORIZED,
    `Invalid or expired access token: ${detail}`,
    undefined,
    { 'WWW-Authenticate': 'Bearer' },
  );
}

export function forbidden(detail: string) {
  return errorAnswer(
    403,
    ERROR_CODES.FORBIDDEN,
    `Invalid signature or insufficient permissions: ${detail}`,
  );
}

export function accountNotFound(field: string, detail: string) {
  return errorAnswer(
    404,
    ERROR_CODES.ACCOUNT_NOT_FOUND,
    `Source or destination account not found: ${field} ${detail}`,
    field,
  );
}

/** Errors of the sandbox itself, outside the interface's four. */
export const SANDBOX_ERROR_CODES = {
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  SANDBOX_FAULT: 'SANDBOX_FAULT',
  /** 421: the Host header names another host or port (DNS rebinding). */
  MISDIRECTED_REQUEST: 'MISDIRECTED_REQUEST',
  /** 403: the request carries a browser's Origin or Sec-Fetch-Site. */
  WEB_PAGE_REFUSED: 'WEB_PAGE_REFUSED',
} as const;

export function notFound(message: string) {
  return errorAnswer(404, SANDBOX_ERROR_CODES.NOT_FOUND, message);
}

/** Operator-route success envelope, shaped like the service's own. */
export function okAnswer(data: unknown, message = 'OK', status = 200) {
  return jsonAnswer(status, { status: true, code: status, message, data });
}
