import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/api/error-body';
import { SERVICE_PATHS } from '@shared/api/paths';
import { CLERK, testWorkstation } from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';
import { testClock } from '../engine/test-clock';
import { rtgsDraft } from '../engine/drafts';
import { startRawBank, type RawBank, type ReceivedRequest } from './raw-bank';

/*
 * D148: a bank, or a gateway in front of it, that echoes the request's headers in its answer
 * (a debugging error page, a WAF's refusal) must not put the service token or the request's
 * signature into the journal, the receipt or the supervisor's screen. The journal keeps the
 * whole answer (D8, D62), so the client takes out what it sent as a secret before anyone reads it.
 */
describe('a bank answer that echoes the request headers', () => {
  const file = useFileKey();
  const { teardown } = file;
  const clock = testClock();

  // Long and random-looking like a real one: a string the answer can only hold by echoing it.
  const TOKEN = 'tok-4f9e2c71b8d3a6055e1f7c2b9d4a8e63';

  async function echoingBank(status: number): Promise<RawBank> {
    const raw = await startRawBank((request: ReceivedRequest) => {
      switch (request.path) {
        case SERVICE_PATHS.token:
          return { status: 200, body: { accessToken: TOKEN, expiresIn: 900 } };
        case SERVICE_PATHS.paymentPurposes:
          return {
            status: 200,
            body: {
              status: true,
              code: 200,
              message: 'OK',
              data: [{ code: 'OTHR', value: 'Other' }],
            },
          };
        default: {
          const { authorization = '', signature = '' } = request.headers;
          const body = JSON.stringify({
            status: false,
            error_code: status === 400 ? ERROR_CODES.INVALID_REQUEST : 'GATEWAY_ERROR',
            message: `Invalid transfer.amount. Authorization: ${authorization}; signature=${signature}`,
            headers: request.headers,
          });
          // A gateway's JSON that writes "/" as "\/", as PHP's does.
          const echo = `${authorization} ${signature}`.replace(/\//g, '\\/');
          return { status, text: body.replace(/}$/, `,"debug":"${echo}"}`) };
        }
      }
    });
    teardown.add(() => raw.close());
    return raw;
  }

  it.each([
    [400, 'rejected'],
    [502, 'unknown'],
  ] as const)(
    'a %i keeps neither the token nor the signature in the journal or on a screen',
    async (status, state) => {
      const raw = await echoingBank(status);
      const { services } = await testWorkstation({
        baseUrl: raw.url,
        key: file.key,
        clock,
        teardown,
      });
      expect((await services.purposes.list()).ok).toBe(true);

      const sent = await services.transfers.send(rtgsDraft(), CLERK);
      if (!sent.ok) throw new Error(sent.error.message);
      expect(sent.value.state).toBe(state);
      const [request] = raw.to(SERVICE_PATHS.rtgs);
      const signature = request!.headers['signature']!;
      expect(request!.headers['authorization']).toBe(`Bearer ${TOKEN}`);
      expect(signature.length).toBeGreaterThan(40);

      const record = services.journal.transfers.getByReference(sent.value.reference)!;
      const attempts = services.journal.transfers.attempts(record.id);
      expect(attempts).toHaveLength(1);
      // The answer is still kept, and still read: only the secrets are out of it.
      expect(attempts[0]!.response).toContain('Invalid transfer.amount');
      if (state === 'rejected') expect(sent.value.rejection?.fieldLabel).toBe('Amount');
      const history = services.settlements.history(sent.value.reference);
      const all = JSON.stringify({ receipt: sent.value, record, attempts, history });
      const count = (secret: string) => all.split(secret).length - 1;
      expect({ token: count(TOKEN), signature: count(signature) }).toEqual({
        token: 0,
        signature: 0,
      });
      // Nor in the form a gateway escaped it in.
      expect(count(signature.replace(/\//g, '\\\\/'))).toBe(0);
      expect(all).toContain('[withheld: sent by Remit Desk]');
    },
  );
});
