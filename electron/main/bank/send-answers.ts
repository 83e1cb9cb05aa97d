import { ERROR_CODES } from '@shared/api/error-body';
import { SEND_STATUS_SUCCESS } from '@shared/api/send-response';
import { parseJsonObject } from '../json-object';
import { text } from '@shared/i18n/catalog';

/** What one HTTP answer to a send means, before any retry decision (D8, D10). */
export type SendAnswer =
  | {
      kind: 'accepted';
      transactionId: string;
      /** `data.status` verbatim. */
      serviceStatus: string;
      /** `SUCCESS` is final; any other status is "accepted, not final" (D10). */
      final: boolean;
      /** The sandbox's documented extension; a real service says it only in prose. */
      queued: boolean;
      nextWindow: string | null;
      serviceMessage: string;
      /**
       * The transfer reference the answer echoes (the interface's RTGS example carries one; its IMT
       * example none), verbatim; null when it echoes none. D150: one naming another transfer
       * proves nothing about this one.
       */
      echoedReference: string | null;
    }
  | { kind: 'rejected'; errorCode: string; serviceMessage: string; field: string | null }
  /**
   * The service says this reference was already used. The bank may hold this very transfer (an
   * earlier copy of the request reached it), so the answer proves nothing either way.
   */
  | { kind: 'reference-used'; httpStatus: number; errorCode: string | null; serviceMessage: string }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'unexpected'; httpStatus: number; code: string | null; detail: string };

export function interpretSendAnswer(httpStatus: number, answerText: string): SendAnswer {
  const body = parseJsonObject(answerText);
  if (httpStatus === 200) {
    if (!body) return unexpected(httpStatus, null, text('send.bank.answer.notJson'));
    // D10: the flag comes as a boolean, or as the string "true"; nothing else means success.
    if (body['status'] !== true && body['status'] !== 'true') {
      return unexpected(httpStatus, codeOf(body), text('send.bank.answer.statusNotTrue'));
    }
    const data = body['data'] as Record<string, unknown> | undefined;
    const transactionId = data?.['transactionId'];
    const serviceStatus = data?.['status'];
    if (
      typeof transactionId !== 'string' ||
      transactionId === '' ||
      typeof serviceStatus !== 'string'
    ) {
      return unexpected(httpStatus, codeOf(body), text('send.bank.answer.dataMissing'));
    }
    return {
      kind: 'accepted',
      transactionId,
      serviceStatus,
      final: serviceStatus === SEND_STATUS_SUCCESS,
      queued: data?.['queued'] === true,
      nextWindow: typeof data?.['nextWindow'] === 'string' ? data['nextWindow'] : null,
      serviceMessage: typeof body['message'] === 'string' ? body['message'] : '',
      echoedReference: typeof body['reference'] === 'string' ? body['reference'] : null,
    };
  }
  const errorCode = typeof body?.['error_code'] === 'string' ? body['error_code'] : null;
  const serviceMessage = typeof body?.['message'] === 'string' ? body['message'] : '';
  if (httpStatus === 401) return { kind: 'unauthorized' };
  if (httpStatus === 403) return { kind: 'forbidden' };
  if (saysReferenceUsed(httpStatus, errorCode, serviceMessage)) {
    return { kind: 'reference-used', httpStatus, errorCode, serviceMessage };
  }
  if (
    (httpStatus === 400 && errorCode === ERROR_CODES.INVALID_REQUEST) ||
    (httpStatus === 404 && errorCode === ERROR_CODES.ACCOUNT_NOT_FOUND)
  ) {
    return { kind: 'rejected', errorCode, serviceMessage, field: fieldOf(body, serviceMessage) };
  }
  return unexpected(
    httpStatus,
    errorCode ?? codeOf(body),
    serviceMessage || text('send.bank.answer.noErrorBody'),
  );
}

/**
 * Any answer that says the reference was already used: the sandbox's (and D4's) error code under
 * any status, a 409 Conflict, or an error whose message says the reference is a duplicate or
 * already used/exists. Only a clear refusal of this request's contents may be final; this one may
 * be the bank speaking about an earlier copy of the same transfer.
 */
function saysReferenceUsed(httpStatus: number, errorCode: string | null, message: string): boolean {
  if (errorCode === ERROR_CODES.DUPLICATE_REFERENCE || httpStatus === 409) return true;
  return (
    /\breference\b/i.test(message) &&
    /\b(duplicate|already (been )?(used|exists?|processed|received|submitted))\b/i.test(message)
  );
}

function codeOf(body: Record<string, unknown> | null): string | null {
  const code = body?.['code'];
  return typeof code === 'number' || typeof code === 'string' ? String(code) : null;
}

/** The interface names the field only in prose; the sandbox also sends `field`. */
function fieldOf(body: Record<string, unknown> | null, message: string): string | null {
  if (typeof body?.['field'] === 'string') return body['field'];
  return message.match(/\b((?:source|sender|destination|transfer)\.[A-Za-z]+)\b/)?.[1] ?? null;
}

function unexpected(httpStatus: number, code: string | null, detail: string): SendAnswer {
  return { kind: 'unexpected', httpStatus, code, detail };
}
