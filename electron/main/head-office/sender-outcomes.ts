import type { HeadOfficeProblem } from '@shared/domain/head-office';
import { type MessageArgs, type MessageKey, type MessageRef } from '@shared/i18n/catalog';
import { saying } from '@shared/i18n/worded';
import type { HeadOfficeError } from './head-office-client';

/*
 * How a round of the sender ended (D100), and the admin's words for it: done; held up and tried
 * again after a backoff; or stopped until the next start, because a retry cannot mend it.
 */

export type Outcome =
  { kind: 'done' } | { kind: 'retry' | 'stop'; code?: string; problem: HeadOfficeProblem };

function problemOf<K extends MessageKey>(
  stopped: boolean,
  key: K,
  ...args: MessageArgs<K>
): HeadOfficeProblem {
  return { ...saying(key, ...args), stopped };
}

/**
 * A failure tried again later, in its own words: head office not reached (the client's), the
 * workstation's key not read (the keychain's, never the key), or a fault of this workstation.
 */
export function retriedProblem(
  error: { message: string; text?: MessageRef } | null,
): HeadOfficeProblem {
  if (!error) return problemOf(false, 'headOffice.sender.unexpected');
  return { message: error.message, ...(error.text ? { text: error.text } : {}), stopped: false };
}

const stop = (code: string, problem: HeadOfficeProblem): Outcome => ({
  kind: 'stop',
  code,
  problem,
});

export const stoppedBy = {
  /** The journal differs from head office's copy, or from an acknowledgement (D97): its words. */
  journal: (found: { message: string; text?: MessageRef }) =>
    stop('journal', {
      message: found.message,
      ...(found.text ? { text: found.text } : {}),
      stopped: true,
    }),
  tooLarge: (seq: number) =>
    stop('too-large', problemOf(true, 'headOffice.sender.tooLarge', { seq })),
  revoked: (error: HeadOfficeError) =>
    stop('revoked', problemOf(true, 'headOffice.sender.revoked', { said: error.refusal!.message })),
  refusal: (error: HeadOfficeError) =>
    stop(
      error.refusal!.refused,
      problemOf(true, 'headOffice.sender.refused', { said: error.refusal!.message }),
    ),
  badAcknowledgement: () =>
    stop('bad-acknowledgement', problemOf(true, 'headOffice.sender.badAcknowledgement')),
  replacing: () => problemOf(true, 'headOffice.sender.replacing'),
};
