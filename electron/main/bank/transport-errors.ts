/**
 * D7: only a failure that proves the request never reached the service may be retried
 * automatically. Everything else (a timeout, a connection dropped after the body was written)
 * leaves the outcome unknown. The table covers Node's fetch (error codes on `cause`) and
 * Electron's net.fetch (Chromium `net::ERR_*` names in the message).
 */
export type TransportFailureKind =
  | 'refused'
  | 'dns'
  | 'tls'
  | 'connect-timeout'
  | 'unreachable'
  | 'timeout'
  | 'connection-lost'
  | 'other';

export interface TransportFailure {
  kind: TransportFailureKind;
  /** True only when the request provably did not reach the service. */
  provenNotSent: boolean;
  /** Technical detail for the journal; never shown as the clerk's message. */
  detail: string;
}

const NOT_SENT_CODES: Record<string, TransportFailureKind> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_NONAME: 'dns',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  EADDRNOTAVAIL: 'unreachable',
  UND_ERR_CONNECT_TIMEOUT: 'connect-timeout',
  CERT_HAS_EXPIRED: 'tls',
  CERT_NOT_YET_VALID: 'tls',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'tls',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls',
  ERR_SSL_WRONG_VERSION_NUMBER: 'tls',
};

const NOT_SENT_CHROMIUM: [RegExp, TransportFailureKind][] = [
  [/^net::ERR_CONNECTION_REFUSED$/, 'refused'],
  [/^net::ERR_NAME_NOT_RESOLVED$|^net::ERR_NAME_RESOLUTION_FAILED$/, 'dns'],
  [/^net::ERR_CONNECTION_TIMED_OUT$/, 'connect-timeout'],
  [
    /^net::ERR_(ADDRESS_UNREACHABLE|INTERNET_DISCONNECTED|NETWORK_CHANGED|PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED)$/,
    'unreachable',
  ],
  [/^net::ERR_(CERT_[A-Z_]+|SSL_[A-Z_]+|BAD_SSL_CLIENT_AUTH_CERT)$/, 'tls'],
];

export function classifyTransportError(error: unknown, timedOut: boolean): TransportFailure {
  const { codes, messages } = unwrap(error);
  const detail = [...new Set([...codes, ...messages])].join(' | ') || String(error);
  if (timedOut) return { kind: 'timeout', provenNotSent: false, detail: `timeout: ${detail}` };
  for (const code of codes) {
    const kind = NOT_SENT_CODES[code];
    if (kind) return { kind, provenNotSent: true, detail };
  }
  for (const message of messages) {
    const name = message.match(/net::ERR_[A-Z_]+/)?.[0];
    if (!name) continue;
    for (const [pattern, kind] of NOT_SENT_CHROMIUM) {
      if (pattern.test(name)) return { kind, provenNotSent: true, detail };
    }
    return { kind: 'connection-lost', provenNotSent: false, detail };
  }
  const lost = codes.some((c) => /ECONNRESET|EPIPE|UND_ERR_SOCKET|ECONNABORTED/.test(c));
  return { kind: lost ? 'connection-lost' : 'other', provenNotSent: false, detail };
}

function unwrap(error: unknown): { codes: string[]; messages: string[] } {
  const codes: string[] = [];
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string') codes.push(e.code);
    if (typeof e.message === 'string' && e.message) messages.push(e.message);
    // Node reports "connect to every address failed" as an AggregateError of per-address errors.
    if (Array.isArray(e.errors)) {
      for (const inner of e.errors as { code?: unknown }[]) {
        if (typeof inner?.code === 'string') codes.push(inner.code);
      }
    }
    current = e.cause;
  }
  return { codes, messages };
}
