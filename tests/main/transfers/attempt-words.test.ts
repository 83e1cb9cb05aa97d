import { describe, expect, it } from 'vitest';
import type { AttemptView } from '@shared/domain/settlements';
import { attemptInWords } from '../../../electron/main/transfers/attempt-words';

/*
 * D62: a supervisor reads each attempt in words (what happened, the HTTP status by name, the
 * bank's own message), read from the whole answer the journal keeps; the answer itself stays for
 * support.
 */
const REFERENCE = '100282828000';

function answered(httpStatus: number, body: unknown): AttemptView {
  return {
    n: 1,
    startedAt: '2026-11-24T08:00:00.000Z',
    finishedAt: '2026-11-24T08:00:02.000Z',
    httpStatus,
    response: typeof body === 'string' ? body : JSON.stringify(body),
    error: null,
    notProcessed: httpStatus === 401 || httpStatus === 403,
  };
}

function silent(error: string | null, finished: boolean, notProcessed = false): AttemptView {
  return {
    n: 2,
    startedAt: '2026-11-24T08:00:00.000Z',
    finishedAt: finished ? '2026-11-24T08:00:45.000Z' : null,
    httpStatus: null,
    response: null,
    error,
    notProcessed,
  };
}

describe('an attempt in words', () => {
  it.each<[string, AttemptView, string, string | null, string | null]>([
    [
      'a final acceptance',
      answered(200, {
        status: true,
        message: 'Transaction processed',
        data: { transactionId: 'TX1', status: 'SUCCESS' },
      }),
      'The bank accepted the transfer: sent.',
      '200 OK',
      'Transaction processed',
    ],
    [
      'an acceptance echoing this transfer’s reference',
      answered(200, {
        status: true,
        reference: REFERENCE,
        data: { transactionId: 'TX1', status: 'SUCCESS' },
      }),
      'The bank accepted the transfer: sent.',
      '200 OK',
      null,
    ],
    [
      'an acceptance echoing another transfer’s reference (D150)',
      answered(200, {
        status: true,
        reference: '100282828999',
        data: { transactionId: 'TX1', status: 'SUCCESS' },
      }),
      "The bank's answer says success for another reference, 100282828999: it does not say what happened to this transfer.",
      '200 OK',
      null,
    ],
    [
      'an acceptance not final',
      answered(200, { status: 'true', data: { transactionId: 'TX1', status: 'PENDING' } }),
      'The bank accepted the transfer with status PENDING: not final yet.',
      '200 OK',
      null,
    ],
    [
      'a queued RTGS',
      answered(200, {
        status: true,
        data: { transactionId: 'TX1', status: 'SUCCESS', queued: true, nextWindow: 'x' },
      }),
      'The bank accepted the transfer and queued it for the next RTGS window.',
      '200 OK',
      null,
    ],
    [
      'a refused account',
      answered(404, {
        status: false,
        error_code: 'ACCOUNT_NOT_FOUND',
        message: 'Destination account not found',
        field: 'destination.accountNumber',
      }),
      "The bank refused the transfer: Recipient's account number was not found. No money moved.",
      '404 Not Found',
      'Destination account not found',
    ],
    [
      'a refused detail no field names',
      answered(400, { status: false, error_code: 'INVALID_REQUEST', message: 'Bad input' }),
      'The bank refused one of the transfer’s details as invalid. No money moved.',
      '400 Bad Request',
      'Bad input',
    ],
    [
      'a reference already used',
      answered(409, { status: false, message: 'Duplicate reference' }),
      'The bank answered that this reference was already used: it may already hold this transfer.',
      '409 Conflict',
      'Duplicate reference',
    ],
    [
      'a sign-in refused',
      answered(401, { message: 'Token expired' }),
      'The bank did not accept the workstation’s sign-in for this try, so it did not process it.',
      '401 Unauthorized',
      'Token expired',
    ],
    [
      'a signature refused',
      answered(403, {}),
      'The bank refused the request’s signature, so it did not process this try.',
      '403 Forbidden',
      null,
    ],
    [
      'a fault of the bank',
      answered(502, '<html>Bad gateway</html>'),
      'The service had a fault of its own while the transfer was being sent: the bank may have received the transfer.',
      '502 Bad Gateway',
      null,
    ],
    [
      'a status with no name',
      answered(299, 'odd'),
      'The service answered in a form Remit Desk does not recognise: the bank may have received the transfer.',
      '299 (a status with no standard name)',
      null,
    ],
    [
      'a connection refused',
      silent('refused: connect ECONNREFUSED 10.0.0.5:443', true, true),
      'No answer: connection refused. It never reached the bank.',
      null,
      null,
    ],
    [
      'a timeout',
      silent('timeout: no answer in 45000 ms', true),
      'No answer: no answer within the request timeout. The bank may have received the transfer.',
      null,
      null,
    ],
    [
      'a network failure of a shape no version wrote',
      silent('socket hang up', true),
      'No answer: the network failed. The bank may have received the transfer.',
      null,
      null,
    ],
    [
      'a send cut off by a stop',
      silent(null, false),
      'No answer was recorded: Remit Desk stopped while this try was on its way. The bank may have received the transfer.',
      null,
      null,
    ],
  ])('%s', (_name, attempt, happened, statusText, bankMessage) => {
    expect(attemptInWords('rtgs', REFERENCE, attempt)).toEqual({
      ...attempt,
      happened,
      statusText,
      bankMessage,
    });
  });
});
