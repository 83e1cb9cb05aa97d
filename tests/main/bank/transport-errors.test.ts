import { describe, expect, it } from 'vitest';
import { classifyTransportError } from '../../../electron/main/bank/transport-errors';

function nodeFetchError(code: string): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error(`connect ${code}`), { code }),
  });
}

describe('classifying transport failures (D7)', () => {
  it.each([
    ['ECONNREFUSED', 'refused'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['UND_ERR_CONNECT_TIMEOUT', 'connect-timeout'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['EHOSTUNREACH', 'unreachable'],
  ])('Node %s is proven not sent (%s)', (code, kind) => {
    expect(classifyTransportError(nodeFetchError(code), false)).toMatchObject({
      kind,
      provenNotSent: true,
    });
  });

  it('sees a refused connection inside an AggregateError of per-address attempts', () => {
    const aggregate = Object.assign(
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
      {
        code: undefined,
      },
    );
    const error = new TypeError('fetch failed', { cause: aggregate });
    expect(classifyTransportError(error, false)).toMatchObject({
      kind: 'refused',
      provenNotSent: true,
    });
  });

  it.each(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'])(
    'Node %s after connecting leaves the outcome unknown',
    (code) => {
      expect(classifyTransportError(nodeFetchError(code), false)).toMatchObject({
        kind: 'connection-lost',
        provenNotSent: false,
      });
    },
  );

  it('a timeout is never proven, even if the error looks like a refusal', () => {
    expect(classifyTransportError(nodeFetchError('ECONNREFUSED'), true)).toMatchObject({
      kind: 'timeout',
      provenNotSent: false,
    });
  });

  it.each([
    ['net::ERR_CONNECTION_REFUSED', 'refused', true],
    ['net::ERR_NAME_NOT_RESOLVED', 'dns', true],
    ['net::ERR_CONNECTION_TIMED_OUT', 'connect-timeout', true],
    ['net::ERR_PROXY_CONNECTION_FAILED', 'unreachable', true],
    ['net::ERR_CERT_AUTHORITY_INVALID', 'tls', true],
    ['net::ERR_SSL_PROTOCOL_ERROR', 'tls', true],
    ['net::ERR_CONNECTION_RESET', 'connection-lost', false],
    ['net::ERR_EMPTY_RESPONSE', 'connection-lost', false],
    ['net::ERR_CONNECTION_CLOSED', 'connection-lost', false],
  ])('Electron %s → %s (proven not sent: %s)', (message, kind, proven) => {
    expect(classifyTransportError(new Error(message), false)).toMatchObject({
      kind,
      provenNotSent: proven,
    });
  });

  it('anything it does not recognise is not proven', () => {
    expect(classifyTransportError(new Error('something odd'), false)).toMatchObject({
      kind: 'other',
      provenNotSent: false,
    });
    expect(classifyTransportError('a string', false).provenNotSent).toBe(false);
  });
});
