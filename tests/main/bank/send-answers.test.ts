import { describe, expect, it } from 'vitest';
import { interpretSendAnswer } from '../../../electron/main/bank/send-answers';

const ok = (status: unknown, dataStatus = 'SUCCESS') =>
  JSON.stringify({
    status,
    code: 0,
    message: 'Transaction accepted',
    data: { transactionId: 'T1', status: dataStatus },
  });

describe('interpreting send answers (D8, D10)', () => {
  it('accepts status true and the string "true" as success', () => {
    expect(interpretSendAnswer(200, ok(true))).toMatchObject({
      kind: 'accepted',
      final: true,
      transactionId: 'T1',
    });
    expect(interpretSendAnswer(200, ok('true'))).toMatchObject({ kind: 'accepted', final: true });
  });

  it.each([false, 'TRUE', 'yes', 1, null])('does not take status %j as success', (status) => {
    expect(interpretSendAnswer(200, ok(status))).toMatchObject({
      kind: 'unexpected',
      httpStatus: 200,
    });
  });

  it('keeps the reference a success echoes, verbatim, and null when it echoes none (D150)', () => {
    const echoing = JSON.parse(ok(true)) as Record<string, unknown>;
    echoing['reference'] = '421234567890';
    expect(interpretSendAnswer(200, JSON.stringify(echoing))).toMatchObject({
      kind: 'accepted',
      echoedReference: '421234567890',
    });
    expect(interpretSendAnswer(200, ok(true))).toMatchObject({ echoedReference: null });
  });

  it('records any other data.status verbatim as accepted, not final', () => {
    expect(interpretSendAnswer(200, ok(true, 'VERIFICATION_REQUIRED'))).toMatchObject({
      kind: 'accepted',
      final: false,
      serviceStatus: 'VERIFICATION_REQUIRED',
    });
  });

  it('reads the sandbox queued extension', () => {
    const body = JSON.stringify({
      status: true,
      code: 0,
      message: 'queued',
      reference: '421234567890',
      data: {
        transactionId: 'T',
        status: 'SUCCESS',
        queued: true,
        nextWindow: '2026-11-23T06:00:00.000Z',
      },
    });
    expect(interpretSendAnswer(200, body)).toMatchObject({
      queued: true,
      nextWindow: '2026-11-23T06:00:00.000Z',
    });
  });

  it.each([
    ['{broken', 'not a JSON object'],
    ['[]', 'not a JSON object'],
    [JSON.stringify({ status: true, code: 0, message: 'ok' }), 'missing'],
    [JSON.stringify({ status: true, data: { transactionId: '', status: 'SUCCESS' } }), 'missing'],
  ])('treats a 200 it cannot read as unexpected: %s', (text, detail) => {
    expect(interpretSendAnswer(200, text)).toMatchObject({
      kind: 'unexpected',
      detail: expect.stringContaining(detail),
    });
  });

  it('maps the documented errors', () => {
    const error = (code: number, error_code: string, message: string, extra = {}) =>
      JSON.stringify({ status: false, code, message, error_code, ...extra });
    expect(
      interpretSendAnswer(
        400,
        error(400, 'INVALID_REQUEST', 'Invalid request parameters: transfer.amount: bad'),
      ),
    ).toEqual({
      kind: 'rejected',
      errorCode: 'INVALID_REQUEST',
      serviceMessage: 'Invalid request parameters: transfer.amount: bad',
      field: 'transfer.amount',
    });
    expect(
      interpretSendAnswer(400, error(400, 'INVALID_REQUEST', 'x', { field: 'source.name' })),
    ).toMatchObject({
      field: 'source.name',
    });
    expect(
      interpretSendAnswer(
        404,
        error(404, 'ACCOUNT_NOT_FOUND', 'Source or destination account not found'),
      ),
    ).toMatchObject({
      kind: 'rejected',
      errorCode: 'ACCOUNT_NOT_FOUND',
    });
    expect(interpretSendAnswer(401, error(401, 'UNAUTHORIZED', 'x'))).toEqual({
      kind: 'unauthorized',
    });
    expect(interpretSendAnswer(403, error(403, 'FORBIDDEN', 'x'))).toEqual({ kind: 'forbidden' });
  });

  describe('an answer that says the reference was already used is never a rejection', () => {
    const error = (code: number, error_code: string, message: string) =>
      JSON.stringify({ status: false, code, message, error_code });

    it.each([
      [400, 'DUPLICATE_REFERENCE', 'Invalid request parameters: transfer.reference was used'],
      [409, 'DUPLICATE_REFERENCE', 'Conflict'],
      [422, 'DUPLICATE_REFERENCE', ''],
      [409, 'CONFLICT', 'Conflict'],
      [400, 'INVALID_REQUEST', 'Invalid request parameters: duplicate transfer.reference'],
      [400, 'INVALID_REQUEST', 'Reference 421234567890 has already been used'],
      [404, 'ACCOUNT_NOT_FOUND', 'Transaction reference already exists'],
    ])('HTTP %i %s "%s" → the bank may hold it', (status, code, message) => {
      expect(interpretSendAnswer(status, error(status, code, message))).toEqual({
        kind: 'reference-used',
        httpStatus: status,
        errorCode: code,
        serviceMessage: message,
      });
    });

    it('still rejects a reference that is merely malformed', () => {
      expect(
        interpretSendAnswer(
          400,
          error(
            400,
            'INVALID_REQUEST',
            'Invalid request parameters: transfer.reference must be 12 digits',
          ),
        ),
      ).toMatchObject({ kind: 'rejected', field: 'transfer.reference' });
    });
  });

  it('keeps everything else as unexpected, with its status and code', () => {
    expect(
      interpretSendAnswer(
        500,
        JSON.stringify({ status: false, code: 500, message: 'boom', error_code: 'X' }),
      ),
    ).toEqual({
      kind: 'unexpected',
      httpStatus: 500,
      code: 'X',
      detail: 'boom',
    });
    expect(interpretSendAnswer(404, '<html>not here</html>')).toMatchObject({
      kind: 'unexpected',
      httpStatus: 404,
    });
    expect(interpretSendAnswer(302, '')).toMatchObject({ kind: 'unexpected', httpStatus: 302 });
    expect(
      interpretSendAnswer(
        200,
        JSON.stringify({ status: false, code: 111102, message: 'not found' }),
      ),
    ).toMatchObject({
      kind: 'unexpected',
      code: '111102',
    });
  });
});
