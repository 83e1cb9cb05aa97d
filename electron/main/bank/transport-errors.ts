/**
 * D7: only a failure that proves the request never reached the service may be retried
 * automatically or called "not sent". That is: the connection was refused, the name did not
 * resolve, the connection was never opened in time, the certificate was refused during the
 * handshake, the branch's proxy could not be reached or would not open the tunnel, or the request
 * never left the queue. Everything else (a reset, a timeout once the request began, a network
 * change, a TLS error that can also happen after the handshake) leaves the outcome unknown.
 *
 * Node's fetch (undici) puts error codes on `cause`, with the failed system call beside them;
 * Electron's net.fetch names Chromium's `net::ERR_*` in the message (net/base/net_error_list.h).
 */
import type { TransportFailure, TransportFailureKind } from '@shared/domain/transport-failures';

// What a failure is journaled as, and which kinds prove "not sent", live below the bank client
// (shared/domain/transport-failures.ts), where the journal's recovery reads them too.
export {
  attemptErrorText,
  type TransportFailure,
  type TransportFailureKind,
} from '@shared/domain/transport-failures';

/** The code of a send given up before it was handed to the network (connection-policy.ts). */
export const REQUEST_NOT_STARTED = 'ERR_REMIT_DESK_REQUEST_NOT_STARTED';

/** The code of a request whose own timer ran out once it was on the network (connection-policy.ts). */
export const REQUEST_TIMED_OUT = 'ERR_REMIT_DESK_REQUEST_TIMED_OUT';

/**
 * Node codes that can only arise before undici writes a byte of the request:
 * - ECONNREFUSED: TCP answers a SYN with RST; on an open connection an RST is ECONNRESET instead.
 * - getaddrinfo failures: the address was never known.
 * - UND_ERR_CONNECT_TIMEOUT: undici's connect timer, cleared once TCP (and TLS) are up.
 * - certificate verification: Node checks the server's certificate when the handshake ends and
 *   destroys the socket before 'secureConnect', the event undici waits for before writing.
 * OpenSSL's own errors (ERR_SSL_*) are not here: a record-layer error can come at any time.
 */
const NODE_NOT_SENT: Readonly<Record<string, TransportFailureKind>> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_NONAME: 'dns',
  EAI_FAIL: 'dns',
  UND_ERR_CONNECT_TIMEOUT: 'connect-timeout',
  CERT_HAS_EXPIRED: 'certificate',
  CERT_NOT_YET_VALID: 'certificate',
  CERT_REVOKED: 'certificate',
  CERT_UNTRUSTED: 'certificate',
  CERT_REJECTED: 'certificate',
  CERT_SIGNATURE_FAILURE: 'certificate',
  CERT_CHAIN_TOO_LONG: 'certificate',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'certificate',
  UNABLE_TO_GET_ISSUER_CERT: 'certificate',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'certificate',
  UNABLE_TO_DECRYPT_CERT_SIGNATURE: 'certificate',
  UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY: 'certificate',
  INVALID_CA: 'certificate',
  PATH_LENGTH_EXCEEDED: 'certificate',
  INVALID_PURPOSE: 'certificate',
  HOSTNAME_MISMATCH: 'certificate',
  ERR_TLS_CERT_ALTNAME_INVALID: 'certificate',
};

/**
 * Codes that prove nothing alone: an ICMP "unreachable" or a retransmission timeout reaches an
 * open connection too, as EHOSTUNREACH or ETIMEDOUT on a read or write after the request went out.
 * Only when the call that failed was connect() was no byte sent: a TCP socket carries no data
 * before it is connected.
 */
const NODE_NOT_SENT_ON_CONNECT: Readonly<Record<string, TransportFailureKind>> = {
  EHOSTUNREACH: 'no-route',
  ENETUNREACH: 'no-route',
  EHOSTDOWN: 'no-route',
  ENETDOWN: 'no-route',
  EADDRNOTAVAIL: 'no-route',
  ETIMEDOUT: 'connect-timeout',
};

/**
 * Chromium's errors that are raised only before the request is written (net_error_list.h), on a
 * connection opened for this request (connection-policy.ts: no pooled socket, so no silent resend
 * either). Left out on purpose, so unknown:
 * - NETWORK_CHANGED: the pools are flushed with it, failing requests mid-flight;
 * - INTERNET_DISCONNECTED and ADDRESS_UNREACHABLE: ENETDOWN/EHOSTUNREACH of any read or write map
 *   to them, not only of connect();
 * - SSL_PROTOCOL_ERROR, SSL_BAD_RECORD_MAC_ALERT, SSL_DECRYPT_ERROR_ALERT, BAD_SSL_CLIENT_AUTH_CERT
 *   and the other SSL_* errors: they can follow the handshake (TLS 1.3 client-certificate refusals
 *   and renegotiation arrive after the request was written);
 * - CERT_DATABASE_CHANGED and CERT_VERIFIER_CHANGED: like NETWORK_CHANGED, they close live sockets;
 * - CONNECTION_FAILED, SOCKS_*, TIMED_OUT and everything else: not shown to be connect-only.
 */
const CHROMIUM_NOT_SENT: Readonly<Record<string, TransportFailureKind>> = {
  // An RST in reply to the SYN (MapSystemError: ECONNREFUSED only comes from connect()).
  CONNECTION_REFUSED: 'refused',
  NAME_NOT_RESOLVED: 'dns',
  NAME_RESOLUTION_FAILED: 'dns',
  // MapConnectError's ETIMEDOUT and the connect job's own timer; ETIMEDOUT elsewhere is TIMED_OUT.
  CONNECTION_TIMED_OUT: 'connect-timeout',
  // The branch's proxy could not be reached, refused the CONNECT, or showed a bad certificate:
  // nothing was sent to the service, because no tunnel to it was ever open.
  PROXY_CONNECTION_FAILED: 'proxy',
  TUNNEL_CONNECTION_FAILED: 'proxy',
  PROXY_CERTIFICATE_INVALID: 'proxy',
  // Certificate verification (-200 to -217) happens inside the handshake, before any request byte;
  // a certificate that changes on renegotiation is SSL_SERVER_CERT_CHANGED, which is not here.
  CERT_COMMON_NAME_INVALID: 'certificate',
  CERT_DATE_INVALID: 'certificate',
  CERT_AUTHORITY_INVALID: 'certificate',
  CERT_CONTAINS_ERRORS: 'certificate',
  CERT_NO_REVOCATION_MECHANISM: 'certificate',
  CERT_UNABLE_TO_CHECK_REVOCATION: 'certificate',
  CERT_REVOKED: 'certificate',
  CERT_INVALID: 'certificate',
  CERT_WEAK_SIGNATURE_ALGORITHM: 'certificate',
  CERT_NON_UNIQUE_NAME: 'certificate',
  CERT_WEAK_KEY: 'certificate',
  CERT_NAME_CONSTRAINT_VIOLATION: 'certificate',
  CERT_VALIDITY_TOO_LONG: 'certificate',
  CERTIFICATE_TRANSPARENCY_REQUIRED: 'certificate',
  CERT_SYMANTEC_LEGACY: 'certificate',
  CERT_KNOWN_INTERCEPTION_BLOCKED: 'certificate',
  SSL_PINNED_KEY_NOT_IN_CERT_CHAIN: 'certificate',
};

/** Chromium's DNS resolver errors (-800 and on): all before a connection is even tried. */
const CHROMIUM_DNS = /^DNS_[A-Z0-9_]+$/;

/** Node codes of a connection that broke once open: the request may have gone out. */
const NODE_LOST = /^(ECONNRESET|EPIPE|ECONNABORTED|UND_ERR_SOCKET|UND_ERR_CLOSED)$/;

/**
 * `timedOut`: the caller's own timer aborted the request. The connection policy's timer says so
 * itself, with REQUEST_TIMED_OUT on the error.
 */
export function classifyTransportError(error: unknown, timedOut = false): TransportFailure {
  const chain = unwrap(error);
  const detail =
    [
      ...new Set([
        ...chain.map((e) => e.code).filter((c): c is string => c !== undefined),
        ...chain.map((e) => e.message).filter((m): m is string => m !== undefined),
      ]),
    ].join(' | ') || String(error);
  const notSent = (kind: TransportFailureKind): TransportFailure => ({
    kind,
    provenNotSent: true,
    detail,
  });

  // The send waited its turn and the request never went to the network (connection-policy.ts):
  // not sent, even though the caller's timer ran out meanwhile.
  if (chain.some((e) => e.code === REQUEST_NOT_STARTED)) return notSent('not-started');
  if (timedOut || chain.some((e) => e.code === REQUEST_TIMED_OUT)) {
    return { kind: 'timeout', provenNotSent: false, detail: `timeout: ${detail}` };
  }

  for (const e of chain) {
    if (e.code === undefined) continue;
    const kind =
      NODE_NOT_SENT[e.code] ??
      (e.syscall === 'connect' ? NODE_NOT_SENT_ON_CONNECT[e.code] : undefined);
    if (kind) return notSent(kind);
  }
  for (const e of chain) {
    const name = e.message?.match(/net::ERR_([A-Z0-9_]+)/)?.[1];
    if (!name) continue;
    const kind = CHROMIUM_NOT_SENT[name] ?? (CHROMIUM_DNS.test(name) ? 'dns' : undefined);
    if (kind) return notSent(kind);
    return { kind: 'connection-lost', provenNotSent: false, detail };
  }
  const lost = chain.some((e) => e.code !== undefined && NODE_LOST.test(e.code));
  return { kind: lost ? 'connection-lost' : 'other', provenNotSent: false, detail };
}

interface ChainLink {
  code?: string;
  syscall?: string;
  message?: string;
}

function unwrap(error: unknown): ChainLink[] {
  const links: ChainLink[] = [];
  const link = (value: unknown): ChainLink => {
    const e = (value ?? {}) as { code?: unknown; syscall?: unknown; message?: unknown };
    return {
      ...(typeof e.code === 'string' ? { code: e.code } : {}),
      ...(typeof e.syscall === 'string' ? { syscall: e.syscall } : {}),
      ...(typeof e.message === 'string' && e.message ? { message: e.message } : {}),
    };
  };
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth += 1) {
    links.push(link(current));
    // Node reports "connect to every address failed" as an AggregateError of per-address errors.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) for (const each of inner as unknown[]) links.push(link(each));
    current = (current as { cause?: unknown }).cause;
  }
  return links;
}
