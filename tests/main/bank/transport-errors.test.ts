import { describe, expect, it } from 'vitest';
import {
  classifyTransportError,
  REQUEST_NOT_STARTED,
} from '../../../electron/main/bank/transport-errors';
import {
  attemptErrorText,
  journaledAsNotSent,
  type TransportFailureKind,
} from '@shared/domain/transport-failures';
import { attemptFailureWords } from '@shared/domain/settlements';

/** An error shaped as undici's fetch throws it: "fetch failed", the socket's error as the cause. */
function nodeFetchError(code: string, syscall = 'connect'): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error(`${syscall} ${code} 10.0.0.1:443`), { code, syscall }),
  });
}

/** What connection-policy.ts throws for a send it gave up before handing it to the network. */
const notStarted = () => Object.assign(new Error('never sent'), { code: REQUEST_NOT_STARTED });

/** Electron's net.fetch names Chromium's error in the message. */
const chromium = (name: string) => new TypeError(`net::ERR_${name}`);

describe('classifying transport failures (D7): only what proves the request never left', () => {
  it.each([
    ['ECONNREFUSED', 'refused'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['UND_ERR_CONNECT_TIMEOUT', 'connect-timeout'],
    ['CERT_HAS_EXPIRED', 'certificate'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'certificate'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'certificate'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'certificate'],
  ])('Node %s is proven not sent (%s)', (code, kind) => {
    expect(classifyTransportError(nodeFetchError(code), false)).toMatchObject({
      kind,
      provenNotSent: true,
    });
  });

  it.each([
    ['EHOSTUNREACH', 'no-route'],
    ['ENETUNREACH', 'no-route'],
    ['EADDRNOTAVAIL', 'no-route'],
    ['ETIMEDOUT', 'connect-timeout'],
  ])(
    'Node %s proves it only when connect() failed: on a read or write the request may be out',
    (code, kind) => {
      expect(classifyTransportError(nodeFetchError(code, 'connect'), false)).toMatchObject({
        kind,
        provenNotSent: true,
      });
      for (const syscall of ['read', 'write', undefined]) {
        const error = new TypeError('fetch failed', {
          cause: Object.assign(new Error(`${code}`), { code, ...(syscall ? { syscall } : {}) }),
        });
        expect(classifyTransportError(error, false).provenNotSent, String(syscall)).toBe(false);
      }
    },
  );

  it.each(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_DECRYPTION_FAILED_OR_BAD_RECORD_MAC'])(
    'Node %s (an OpenSSL record error, possible at any time) is not proven',
    (code) => {
      expect(classifyTransportError(nodeFetchError(code, 'read'), false).provenNotSent).toBe(false);
    },
  );

  it('sees a refused connection inside an AggregateError of per-address attempts', () => {
    const aggregate = new AggregateError([
      Object.assign(new Error('connect ECONNREFUSED ::1:443'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      }),
      Object.assign(new Error('connect EHOSTUNREACH 10.0.0.1:443'), {
        code: 'EHOSTUNREACH',
        syscall: 'connect',
      }),
    ]);
    const error = new TypeError('fetch failed', { cause: aggregate });
    expect(classifyTransportError(error, false)).toMatchObject({
      kind: 'refused',
      provenNotSent: true,
    });
  });

  it.each(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'ECONNABORTED'])(
    'Node %s after connecting leaves the outcome unknown',
    (code) => {
      expect(classifyTransportError(nodeFetchError(code, 'read'), false)).toMatchObject({
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

  it('a send given up while it waited for the one before is not sent, though its timer ran out', () => {
    expect(classifyTransportError(notStarted(), true)).toMatchObject({
      kind: 'not-started',
      provenNotSent: true,
    });
  });

  it.each([
    ['CONNECTION_REFUSED', 'refused'],
    ['NAME_NOT_RESOLVED', 'dns'],
    ['NAME_RESOLUTION_FAILED', 'dns'],
    ['DNS_TIMED_OUT', 'dns'],
    ['CONNECTION_TIMED_OUT', 'connect-timeout'],
    ['PROXY_CONNECTION_FAILED', 'proxy'],
    ['TUNNEL_CONNECTION_FAILED', 'proxy'],
    ['CERT_AUTHORITY_INVALID', 'certificate'],
    ['CERT_DATE_INVALID', 'certificate'],
    ['CERT_COMMON_NAME_INVALID', 'certificate'],
    ['CERT_REVOKED', 'certificate'],
    ['SSL_PINNED_KEY_NOT_IN_CERT_CHAIN', 'certificate'],
  ])('Chromium ERR_%s happens before any request byte: not sent (%s)', (name, kind) => {
    expect(classifyTransportError(chromium(name), false)).toMatchObject({
      kind,
      provenNotSent: true,
    });
  });

  it.each([
    // The pools are flushed with it: requests mid-flight fail with it too.
    'NETWORK_CHANGED',
    // ENETDOWN and EHOSTUNREACH of a read or a write map to these, not only of connect().
    'INTERNET_DISCONNECTED',
    'ADDRESS_UNREACHABLE',
    // TLS errors that can come after the handshake, once the request was written.
    'SSL_PROTOCOL_ERROR',
    'SSL_BAD_RECORD_MAC_ALERT',
    'SSL_DECRYPT_ERROR_ALERT',
    'BAD_SSL_CLIENT_AUTH_CERT',
    'SSL_VERSION_OR_CIPHER_MISMATCH',
    'SSL_SERVER_CERT_CHANGED',
    // Named CERT_ but not a verdict on the certificate: live sockets are closed with them.
    'CERT_DATABASE_CHANGED',
    'CERT_VERIFIER_CHANGED',
    'CONNECTION_RESET',
    'CONNECTION_CLOSED',
    'CONNECTION_ABORTED',
    'CONNECTION_FAILED',
    'EMPTY_RESPONSE',
    'TIMED_OUT',
    'HTTP2_PROTOCOL_ERROR',
    'QUIC_PROTOCOL_ERROR',
    'SOCKS_CONNECTION_FAILED',
  ])('Chromium ERR_%s may follow a written request: outcome unknown', (name) => {
    expect(classifyTransportError(chromium(name), false)).toMatchObject({
      kind: 'connection-lost',
      provenNotSent: false,
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

describe('reading a journaled attempt error at start (recovery)', () => {
  it('believes only the kinds that prove "not sent" today', () => {
    for (const error of [
      nodeFetchError('ECONNREFUSED'),
      chromium('NAME_NOT_RESOLVED'),
      chromium('CERT_AUTHORITY_INVALID'),
      notStarted(),
    ]) {
      expect(journaledAsNotSent(attemptErrorText(classifyTransportError(error, false)))).toBe(true);
    }
    for (const error of [chromium('NETWORK_CHANGED'), nodeFetchError('ECONNRESET', 'read')]) {
      expect(journaledAsNotSent(attemptErrorText(classifyTransportError(error, false)))).toBe(
        false,
      );
    }
  });

  it.each([
    // What an older version journaled as "not processed" on evidence that no longer counts.
    'unreachable: net::ERR_NETWORK_CHANGED',
    'unreachable: net::ERR_INTERNET_DISCONNECTED',
    'tls: net::ERR_SSL_PROTOCOL_ERROR',
    'tls: ERR_SSL_WRONG_VERSION_NUMBER',
    'interrupted: the app stopped during this attempt',
    'timeout: TimeoutError',
    '',
  ])('does not believe %j', (text) => {
    expect(journaledAsNotSent(text)).toBe(false);
  });

  it('does not believe a missing error', () => {
    expect(journaledAsNotSent(null)).toBe(false);
  });
});

describe("an attempt's failure on the supervisor's screen", () => {
  // Every kind, checked by the compiler: a new kind without words fails the typecheck here.
  const KINDS: Readonly<Record<TransportFailureKind, true>> = {
    refused: true,
    dns: true,
    'connect-timeout': true,
    'no-route': true,
    certificate: true,
    proxy: true,
    'not-started': true,
    timeout: true,
    'connection-lost': true,
    other: true,
  };

  it('names every kind main journals in words, the detail left for support', () => {
    for (const kind of Object.keys(KINDS) as TransportFailureKind[]) {
      const journaled = attemptErrorText({ kind, provenNotSent: false, detail: 'socket hang up' });
      const words = attemptFailureWords(journaled);
      expect(words, kind).toMatch(/^[A-Z][^(]+$/);
      expect(words, kind).not.toContain(`${kind}:`);
      expect(words, kind).not.toContain('socket hang up');
    }
    expect(
      attemptFailureWords(
        attemptErrorText(classifyTransportError(nodeFetchError('ECONNREFUSED'), false)),
      ),
    ).toBe('Connection refused');
  });

  it('names the kinds an earlier version journaled, and nothing it cannot read', () => {
    expect(attemptFailureWords('tls: net::ERR_SSL_PROTOCOL_ERROR')).toBe(
      'The secure connection failed',
    );
    expect(attemptFailureWords('something else entirely')).toBeNull();
    expect(attemptFailureWords('martian: detail')).toBeNull();
  });
});
