import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import type { Services } from '../../../electron/main/services';
import {
  CLERK,
  createTeardown,
  generateTestKey,
  startBank,
  testWorkstation,
} from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';
import { confirmedRepeat, imtDraft, rtgsDraft } from '../engine/drafts';

type Envelope = Record<string, unknown> & { data?: Record<string, unknown> };

/**
 * The sandbox answers every booked send with `data.status` SUCCESS, and its `status` fault only
 * answers 400–599. D10's other answers come from a gateway in front of it, over real HTTP: the
 * bank books the transfer, and the gateway rewrites the success envelope on its way back, as an
 * intermediary that adds a compliance check would.
 */
async function startGateway(
  target: string,
  rewrite: { current: ((envelope: Envelope) => Envelope) | null },
): Promise<{ url: string; server: Server }> {
  const sendPaths: string[] = [SERVICE_PATHS.rtgs, SERVICE_PATHS.imt];
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type', 'signature', 'api-key', 'accept']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await fetch(target + (request.url ?? '/'), {
        method: request.method ?? 'GET',
        headers,
        ...(request.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
      });
      let text = await answer.text();
      if (answer.status === 200 && sendPaths.includes(request.url ?? '') && rewrite.current) {
        text = JSON.stringify(rewrite.current(JSON.parse(text) as Envelope));
      }
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(text);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('gateway did not start');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

describe('answers that are accepted but not plainly final (D10)', () => {
  const teardown = createTeardown();
  const clock = testClock();
  const rewrite: { current: ((envelope: Envelope) => Envelope) | null } = { current: null };
  let sandbox: Sandbox;
  let services: Services;

  beforeAll(async () => {
    const key = generateTestKey();
    sandbox = await startBank({ clock });
    teardown.add(() => sandbox.close());
    const gateway = await startGateway(sandbox.url, rewrite);
    teardown.add(
      () =>
        new Promise<void>((resolve) => {
          gateway.server.closeAllConnections();
          gateway.server.close(() => resolve());
        }),
    );
    const registered = sandbox.registerPublicKey(key.publicPem);
    if (!registered.ok) throw new Error(registered.error.message);
    ({ services } = await testWorkstation({
      baseUrl: gateway.url,
      key,
      clock,
      teardown,
    }));
    expect((await services.purposes.list()).ok).toBe(true);
  });
  afterEach(() => {
    rewrite.current = null;
  });
  afterAll(() => teardown.run());

  async function send(draft: TransferDraft = rtgsDraft()) {
    const sent = await services.transfers.send(confirmedRepeat(services, draft), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    const record = services.journal.transfers.getByReference(sent.value.reference)!;
    return {
      receipt: sent.value,
      record,
      attempts: services.journal.transfers.attempts(record.id),
    };
  }

  it('a status other than SUCCESS: accepted, not final, kept verbatim, never re-sent', async () => {
    rewrite.current = (envelope) => ({
      ...envelope,
      data: { ...envelope.data, status: 'PENDING_VERIFICATION' },
    });
    const { receipt, record, attempts } = await send(imtDraft());
    expect(receipt).toMatchObject({
      state: 'accepted_pending',
      stateLabel: 'Accepted by the service, not final',
      serviceStatus: 'PENDING_VERIFICATION',
      transactionId: sandbox.transaction(receipt.reference)!.transactionId,
    });
    expect(receipt.message).toBe(
      'Accepted by the service, status PENDING_VERIFICATION: not final. Do not send it again; a supervisor follows it up with the bank.',
    );
    expect(record.errorCode).toBe('not-final');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ httpStatus: 200, notProcessed: false });
    expect(JSON.parse(attempts[0]!.response!)).toMatchObject({
      data: { status: 'PENDING_VERIFICATION' },
    });
    expect(sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      details: { reference: receipt.reference, state: 'accepted_pending' },
    });
  });

  it('the success flag as the string "true" is a success', async () => {
    rewrite.current = (envelope) => ({ ...envelope, status: 'true' });
    const { receipt } = await send();
    expect(receipt).toMatchObject({ state: 'succeeded', serviceStatus: 'SUCCESS' });
  });

  it('any other success flag is an unexpected answer: outcome unknown, the body kept whole', async () => {
    rewrite.current = (envelope) => ({ ...envelope, status: 'yes' });
    const { receipt, attempts } = await send();
    expect(receipt.state).toBe('unknown');
    expect(receipt.message).toMatch(
      /^The service answered in a form Remit Desk does not recognise\. .* For support: HTTP 200\.$/,
    );
    expect(JSON.parse(attempts[0]!.response!)).toMatchObject({ status: 'yes' });
    expect(sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
  });
});
