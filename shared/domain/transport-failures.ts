/**
 * A send's transport failure as the journal keeps it (D7, D13, D22): the bank client writes it
 * (electron/main/bank/transport-errors.ts classifies the error), recovery at start reads it again
 * to tell "not sent" from "outcome unknown", and the supervisor's screen words it. Here, below
 * both, so the journal reads the rule without reaching into the network client.
 *
 * The kinds that prove "not sent" are named apart from any name an older version journaled with
 * a wider meaning ('tls', 'unreachable'), so that recovery at start trusts only these.
 */
export type TransportFailureKind =
  | 'refused'
  | 'dns'
  | 'connect-timeout'
  | 'no-route'
  | 'certificate'
  | 'proxy'
  | 'not-started'
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

/** The kinds that prove the request never reached the service, by today's rules. */
const NOT_SENT_KINDS: ReadonlySet<string> = new Set<TransportFailureKind>([
  'refused',
  'dns',
  'connect-timeout',
  'no-route',
  'certificate',
  'proxy',
  'not-started',
]);

/** The text an attempt's transport failure is journaled as: `kind: detail`. */
export function attemptErrorText(failure: TransportFailure): string {
  return `${failure.kind}: ${failure.detail}`;
}

/** The kind a journaled attempt error (attemptErrorText) names, or null for text in another shape. */
export function journaledFailureKind(error: string | null): string | null {
  return error?.match(/^([a-z-]+): /)?.[1] ?? null;
}

/**
 * Whether a journaled attempt error (attemptErrorText) proves the request never reached the
 * service, by today's rules. Recovery at start asks this instead of trusting the stored flag, so
 * an attempt an older version journaled as not processed on evidence that no longer counts
 * (`unreachable: net::ERR_NETWORK_CHANGED`, `tls: net::ERR_SSL_PROTOCOL_ERROR`) is not believed.
 */
export function journaledAsNotSent(error: string | null): boolean {
  const kind = journaledFailureKind(error);
  return kind !== null && NOT_SENT_KINDS.has(kind);
}
