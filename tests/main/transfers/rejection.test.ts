import { describe, expect, it } from 'vitest';
import type { AttemptView } from '@shared/domain/settlements';
import { rejectionOf, withoutServiceQuote } from '../../../electron/main/transfers/rejection';

/*
 * D8, D45: a rejected transfer's receipt names the field the service refused (for "Correct and send
 * as new" to highlight) and keeps the service's own words apart from the clerk's, read again from
 * the answer journaled with the last attempt.
 */
function attempt(n: number, httpStatus: number | null, response: unknown): AttemptView {
  return {
    n,
    startedAt: '2026-11-23T08:00:00.000Z',
    finishedAt: '2026-11-23T08:00:01.000Z',
    httpStatus,
    response: response === null ? null : JSON.stringify(response),
    error: httpStatus === null ? 'connection refused' : null,
    notProcessed: httpStatus === null,
  };
}

const NOT_FOUND = {
  status: false,
  code: 404,
  message: 'Source or destination account not found: destination.accountNumber',
  error_code: 'ACCOUNT_NOT_FOUND',
  field: 'destination.accountNumber',
};

describe("a rejection's details", () => {
  it('name the field the service named, in the form’s words, and keep its own text', () => {
    expect(rejectionOf('rtgs', [attempt(1, 404, NOT_FOUND)])).toEqual({
      field: 'destination.accountNumber',
      fieldLabel: "Recipient's account number",
      serviceText: NOT_FOUND.message,
    });
  });

  it('read the last answer: an earlier refused token or a transport failure does not count', () => {
    const attempts = [
      attempt(1, null, null),
      attempt(2, 401, { status: false, code: 401, error_code: 'UNAUTHORIZED' }),
      attempt(3, 400, {
        status: false,
        code: 400,
        message: 'Invalid request parameters: sender.email is not an e-mail address',
        error_code: 'INVALID_REQUEST',
      }),
    ];
    // No `field` in the body: the path is read from the message, as the interface shows errors.
    expect(rejectionOf('imt', attempts)).toEqual({
      field: 'sender.email',
      fieldLabel: "Sender's e-mail address",
      serviceText: 'Invalid request parameters: sender.email is not an e-mail address',
    });
  });

  it('never hand a clerk a path that is not a field of the body: it stays in the service’s text', () => {
    const answer = {
      status: false,
      code: 400,
      message: 'Invalid request parameters: transfer.channel is required',
      error_code: 'INVALID_REQUEST',
      field: 'transfer.channel',
    };
    expect(rejectionOf('rtgs', [attempt(1, 400, answer)])).toEqual({
      field: null,
      fieldLabel: null,
      serviceText: answer.message,
    });
    // An IMT body has no purpose of payment: the RTGS field's name is not borrowed.
    const purpose = { ...answer, field: 'transfer.purposeOfPaymentCode', message: 'bad purpose' };
    expect(rejectionOf('imt', [attempt(1, 400, purpose)]).field).toBeNull();
  });

  it('are empty for a rejection a supervisor recorded, which no answer of the service says', () => {
    const timedOut = { ...attempt(1, null, null), error: 'timeout', notProcessed: false };
    expect(rejectionOf('rtgs', [timedOut])).toEqual({
      field: null,
      fieldLabel: null,
      serviceText: null,
    });
    expect(rejectionOf('rtgs', [])).toEqual({ field: null, fieldLabel: null, serviceText: null });
  });

  it('take the quote an earlier version ran into the message out of it, once', () => {
    const text = 'Source or destination account not found: destination.accountNumber';
    const earlier = `Recipient's account number was not found by the service. No money moved. Check the account number with the customer and send again as a new transfer. The service said: "${text}".`;
    expect(withoutServiceQuote(earlier, text)).toBe(
      "Recipient's account number was not found by the service. No money moved. Check the account number with the customer and send again as a new transfer.",
    );
    // Today's messages carry no quote, and another text is not cut.
    expect(withoutServiceQuote('Description is not accepted.', text)).toBe(
      'Description is not accepted.',
    );
    expect(withoutServiceQuote(earlier, null)).toBe(earlier);
  });
});
