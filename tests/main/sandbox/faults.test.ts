import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import {
  MALFORMED_JSON_TEXT,
  UNEXPECTED_SHAPE_BODY,
} from '../../../electron/main/sandbox/apply-fault';
import {
  call,
  getToken,
  listPurposes,
  imtBody,
  operator,
  operatorHeaders,
  postJson,
  readySandbox,
  rtgsBody,
  send,
} from './harness';

async function setFault(
  sandbox: { url: string; operatorToken: string },
  spec: Record<string, unknown>,
) {
  const answer = await postJson(sandbox, '/sandbox/faults', spec, operatorHeaders(sandbox));
  expect(answer.status).toBe(200);
  return answer;
}

/** Resolves to the error a fetch failed with, or fails the test if it got an answer. */
async function transportError(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the request to fail without an answer');
}

describe('sandbox fault injection', () => {
  it('latency: waits, then answers normally', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'rtgs', fault: 'latency', ms: 150, times: 1 });
    const body = rtgsBody();
    const slow = await send(sandbox, 'rtgs', body, { token });
    expect(slow.status).toBe(200);
    expect(sandbox.transaction(body.transfer.reference)?.processedCount).toBe(1);
    // `times: 1` used it up.
    expect((await operator(sandbox, '/sandbox/faults')).json!['data']).toEqual([]);
  });

  it('status: answers the given status with an error body, without processing by default', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'rtgs', fault: 'status', status: 503, times: 2 });
    const body = rtgsBody();
    for (let i = 0; i < 2; i += 1) {
      const answer = await send(sandbox, 'rtgs', body, { token });
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({
        status: false,
        code: 503,
        error_code: 'SERVICE_UNAVAILABLE',
      });
    }
    expect(sandbox.transaction(body.transfer.reference)).toBeUndefined();
    expect((await send(sandbox, 'rtgs', body, { token })).status).toBe(200); // times ran out
  });

  it('status with processed: the transfer is recorded, a retry of it gets the real answer', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, {
      route: 'rtgs',
      fault: 'status',
      status: 500,
      processed: true,
      times: 1,
    });
    const body = rtgsBody();
    const failed = await send(sandbox, 'rtgs', body, { token });
    expect(failed.status).toBe(500);
    expect(failed.json).toMatchObject({ code: 500, error_code: 'INTERNAL_ERROR' });
    expect(sandbox.transaction(body.transfer.reference)?.processedCount).toBe(1);
    const retry = await send(sandbox, 'rtgs', body, { token });
    expect(retry.status).toBe(200);
    expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 1,
    });
  });

  it('status with a custom body answers that body', async () => {
    const sandbox = await readySandbox();
    await setFault(sandbox, {
      route: 'paymentPurposes',
      fault: 'status',
      status: 502,
      body: { gateway: 'down' },
    });
    const answer = await call(sandbox, SERVICE_PATHS.paymentPurposes);
    expect([answer.status, answer.json]).toEqual([502, { gateway: 'down' }]);
  });

  it('hang: never answers, the client gives up, nothing is recorded', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'rtgs', fault: 'hang' });
    const body = rtgsBody();
    const error = await transportError(
      send(sandbox, 'rtgs', body, { token, signal: AbortSignal.timeout(300) }),
    );
    expect(error.name).toBe('TimeoutError');
    expect(sandbox.transaction(body.transfer.reference)).toBeUndefined();
  });

  it('hang with processed: the transfer is recorded though no answer comes', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'rtgs', fault: 'hang', processed: true, times: 1 });
    const body = rtgsBody();
    await transportError(send(sandbox, 'rtgs', body, { token, signal: AbortSignal.timeout(300) }));
    expect(sandbox.transaction(body.transfer.reference)?.outcome).toBe('accepted');
  });

  it('reset-before-processing: connection dropped after the body, transfer NOT recorded', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'rtgs', fault: 'reset-before-processing', times: 1 });
    const body = rtgsBody();
    const error = await transportError(send(sandbox, 'rtgs', body, { token }));
    expect(error).toBeInstanceOf(TypeError); // fetch failed: the socket closed without an answer
    expect(sandbox.transaction(body.transfer.reference)).toBeUndefined();
    expect((await send(sandbox, 'rtgs', body, { token })).status).toBe(200);
    expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 0,
    });
  });

  it('reset-after-processing: connection dropped, but the transfer IS recorded; the retry replays', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'rtgs', fault: 'reset-after-processing', times: 1 });
    const body = rtgsBody();
    await transportError(send(sandbox, 'rtgs', body, { token }));
    const recorded = sandbox.transaction(body.transfer.reference)!;
    expect(recorded).toMatchObject({ processedCount: 1, replayedCount: 0 });
    const retry = await send(sandbox, 'rtgs', body, { token });
    expect(retry.json).toEqual(recorded.answer);
    expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 1,
    });
  });

  it('malformed-json: answers 200 with a body that is not JSON, after processing', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'rtgs', fault: 'malformed-json', times: 1 });
    const body = rtgsBody();
    const answer = await send(sandbox, 'rtgs', body, { token });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(MALFORMED_JSON_TEXT);
    expect(answer.json).toBeUndefined();
    expect(sandbox.transaction(body.transfer.reference)?.processedCount).toBe(1);
  });

  it('unexpected-shape: answers 200 with JSON that says success but lacks the promised fields, after processing', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'imt', fault: 'unexpected-shape', times: 1 });
    const body = imtBody();
    const answer = await send(sandbox, 'imt', body, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(UNEXPECTED_SHAPE_BODY);
    expect(answer.json!['data']).not.toHaveProperty('transactionId');
    expect(answer.json!['data']).not.toHaveProperty('status');
    const booked = sandbox.transaction(body.transfer.reference)!;
    expect(booked.processedCount).toBe(1);
    // The same request again gets the answer the bank booked: the fault only hid it.
    expect((await send(sandbox, 'imt', body, { token })).json).toEqual(booked.answer);
  });

  it('unexpected-shape with processed false: the same answer, nothing booked', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, {
      route: 'rtgs',
      fault: 'unexpected-shape',
      processed: false,
      times: 1,
    });
    const body = rtgsBody();
    expect((await send(sandbox, 'rtgs', body, { token })).json).toEqual(UNEXPECTED_SHAPE_BODY);
    expect(sandbox.transaction(body.transfer.reference)).toBeUndefined();
  });

  it('duplicate-reference: answers 400 DUPLICATE_REFERENCE after booking the transfer, as a bank holding it would', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    sandbox.setFault({ route: 'imt', fault: 'duplicate-reference', times: 1 });
    const body = imtBody();
    const answer = await send(sandbox, 'imt', body, { token });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      status: false,
      code: 400,
      error_code: 'DUPLICATE_REFERENCE',
      field: 'transfer.reference',
    });
    const booked = sandbox.transaction(body.transfer.reference)!;
    expect(booked).toMatchObject({ outcome: 'accepted', processedCount: 1 });
    // The same request again gets the answer the bank booked: the fault only hid it.
    const again = await send(sandbox, 'imt', body, { token });
    expect(again.json).toEqual(booked.answer);
  });

  it('duplicate-reference with processed false: the same answer, nothing booked', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    sandbox.setFault({ route: 'rtgs', fault: 'duplicate-reference', processed: false, times: 1 });
    const body = rtgsBody();
    const answer = await send(sandbox, 'rtgs', body, { token });
    expect([answer.status, answer.json?.['error_code']]).toEqual([400, 'DUPLICATE_REFERENCE']);
    expect(sandbox.transaction(body.transfer.reference)).toBeUndefined();
  });

  it('replayed-answer: answers the route’s last success again, nothing booked (D150)', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    // Before any success there is nothing to replay: a 503, nothing booked.
    await setFault(sandbox, { route: 'rtgs', fault: 'replayed-answer', times: 1 });
    const early = rtgsBody();
    expect((await send(sandbox, 'rtgs', early, { token })).status).toBe(503);
    expect(sandbox.transaction(early.transfer.reference)).toBeUndefined();

    const first = rtgsBody();
    const paid = await send(sandbox, 'rtgs', first, { token });
    expect(paid.status).toBe(200);
    await setFault(sandbox, { route: 'rtgs', fault: 'replayed-answer', times: 1 });
    const second = rtgsBody();
    const replayed = await send(sandbox, 'rtgs', second, { token });
    expect([replayed.status, replayed.json]).toEqual([200, paid.json]);
    expect(replayed.json).toMatchObject({ reference: first.transfer.reference });
    expect(sandbox.transaction(second.transfer.reference)).toBeUndefined();
    // The fault used up, the same request is booked under its own reference.
    const own = await send(sandbox, 'rtgs', second, { token });
    expect(own.json).toMatchObject({ reference: second.transfer.reference });
    expect(sandbox.transaction(second.transfer.reference)?.processedCount).toBe(1);
  });

  it('applies to the token route too', async () => {
    const sandbox = await readySandbox();
    await setFault(sandbox, { route: 'token', fault: 'status', status: 503, times: 1 });
    await expect(getToken(sandbox)).rejects.toThrow(/503/);
    await expect(getToken(sandbox)).resolves.toEqual(expect.any(String));
  });

  it('hits only its own route, and DELETE clears one route or all', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    await setFault(sandbox, { route: 'imt', fault: 'status', status: 503 });
    await setFault(sandbox, { route: 'paymentPurposes', fault: 'status', status: 500 });
    expect((await send(sandbox, 'rtgs', rtgsBody(), { token })).status).toBe(200);
    const listed = await operator(sandbox, '/sandbox/faults');
    expect((listed.json!['data'] as { route: string }[]).map((f) => f.route).sort()).toEqual([
      'imt',
      'paymentPurposes',
    ]);
    expect((await operator(sandbox, '/sandbox/faults/imt', { method: 'DELETE' })).status).toBe(200);
    expect((await operator(sandbox, '/sandbox/faults')).json!['data']).toHaveLength(1);
    expect((await operator(sandbox, '/sandbox/faults/nowhere', { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await operator(sandbox, '/sandbox/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await operator(sandbox, '/sandbox/faults')).json!['data']).toEqual([]);
    const purposes = await listPurposes(sandbox, token);
    expect(purposes.status).toBe(200);
  });

  it.each([
    [{ route: 'everything', fault: 'hang' }, 'route'],
    [{ route: 'rtgs', fault: 'explode' }, 'fault'],
    [{ route: 'rtgs', fault: 'latency' }, 'ms'],
    [{ route: 'rtgs', fault: 'hang', ms: 5 }, 'ms'],
    [{ route: 'rtgs', fault: 'status', status: 200 }, 'status'],
    [{ route: 'rtgs', fault: 'hang', times: 0 }, 'times'],
    [{ route: 'rtgs', fault: 'latency', ms: 5, processed: true }, 'processed'],
    [{ route: 'rtgs', fault: 'unexpected-shape', status: 500 }, 'status'],
    [{ route: 'rtgs', fault: 'hang', colour: 'red' }, 'colour'],
  ])('refuses the fault %j naming %s', async (spec, field) => {
    const sandbox = await readySandbox();
    const answer = await postJson(sandbox, '/sandbox/faults', spec, operatorHeaders(sandbox));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error_code: 'INVALID_REQUEST', field });
  });

  it('close() finishes while requests are held by a hang or a long latency', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    sandbox.setFault({ route: 'rtgs', fault: 'hang' });
    sandbox.setFault({ route: 'imt', fault: 'latency', ms: 600_000 });
    const held = send(sandbox, 'rtgs', rtgsBody(), { token }).catch((e: Error) => e);
    const slow = send(sandbox, 'imt', imtBody(), { token }).catch((e: Error) => e);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sandbox.close();
    expect(await held).toBeInstanceOf(Error);
    expect(await slow).toBeInstanceOf(Error);
  });
});
