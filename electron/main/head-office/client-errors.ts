import { worded } from '@shared/i18n/worded';
import { readBusy, readInternal, readRefusal } from './answers';
import type { HeadOfficeError, HeadOfficeTimeouts } from './head-office-client';
import type { HeadOfficeAnswer, HeadOfficeTransportError } from './pinned-transport';

/* What the head-office client says when a call fails: the transport's failure or head office's answer. */

/** The transport's failure, in words naming head office's address. */
export function transportError(
  error: HeadOfficeTransportError,
  address: string,
  timeouts: HeadOfficeTimeouts,
): HeadOfficeError {
  const { failure } = error;
  switch (failure.kind) {
    case 'certificate':
      return worded('certificate-mismatch', 'headOffice.client.certificateMismatch', {
        address,
        seen: failure.seen || '—',
      });
    case 'tls':
      return worded('tls-failed', 'headOffice.client.tlsFailed', { address });
    case 'timeout': {
      const ms =
        failure.stage === 'connect' ? timeouts.connectTimeoutMs : timeouts.requestTimeoutMs;
      return worded('timeout', 'headOffice.client.timeout', {
        address,
        seconds: Math.round(ms / 1000),
      });
    }
    case 'too-large':
      return worded('unexpected-answer', 'headOffice.client.tooLarge', { address });
    case 'unreachable':
      return worded('unreachable', 'headOffice.client.unreachable', { address });
  }
}

/** An answer that is not what was asked: head office's fault, busy, or something else. */
export function unexpected(answer: HeadOfficeAnswer, address: string): HeadOfficeError {
  // Head office's own fault (its database away): nothing was stored, and the request goes again.
  if (answer.status === 500 && readInternal(answer.body)) {
    return worded('unexpected-answer', 'headOffice.client.internal', { address });
  }
  // Head office's push slots were full (D116): nothing was read, and the batch goes again.
  if (answer.status === 503 && readBusy(answer.body)) {
    return worded('unexpected-answer', 'headOffice.client.busy', { address });
  }
  return worded('unexpected-answer', 'headOffice.client.unexpected', {
    address,
    status: answer.status,
  });
}

/** Head office's refusal in its own words, else the answer as unexpected. */
export function refusedOrUnexpected(answer: HeadOfficeAnswer, address: string): HeadOfficeError {
  const refusal = readRefusal(answer.body);
  if (!refusal) return unexpected(answer, address);
  return {
    ...worded('refused', 'headOffice.client.refused', { message: refusal.message }),
    refusal,
  };
}
