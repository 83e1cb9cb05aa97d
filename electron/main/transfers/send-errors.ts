import { ReferenceSpaceExhaustedError } from '@shared/domain/references';
import type { RemitDeskContract } from '@shared/ipc/contract';
import type { ErrorCodeOf, IpcError } from '@shared/ipc/define';
import type { AppError } from '@shared/result';
import type { FieldProblem } from '@shared/schemas/validate';
import { isSecretStoreError, keychainTrouble } from '../keys/secret-store';
import { ref } from '@shared/i18n/catalog';
import { isCorrectionConflict } from './correction';
import { WorkstationNotSetError } from './reference-allocator';
import { BodyCheckError } from './transfer-body';
import { worded } from '@shared/i18n/worded';

type Operations = RemitDeskContract['operations'];

/*
 * A send's and a re-send's codes are declared once, in the IPC contract the renderer reads them
 * from; main takes them from there, so the two cannot drift apart.
 */
export type SendErrorCode = ErrorCodeOf<Operations['sendTransfer']>;
export type SendError = AppError<SendErrorCode> & { fields?: FieldProblem[] };
export type ResendErrorCode = ErrorCodeOf<Operations['resendTransfer']>;
export type ResendError = IpcError<ResendErrorCode>;

/** A stop found under the reference lock (a correction made meanwhile, an unconfirmed repeat). */
export class SendStopError extends Error {
  constructor(readonly stop: SendError) {
    super(stop.message);
    this.name = 'SendStopError';
  }
}

/** A limit found under the reference lock: nothing was reserved. */
export class JournalLimitError extends Error {
  constructor(readonly problem: FieldProblem) {
    super(problem.message);
    this.name = 'JournalLimitError';
  }
}

/** A limit only the journal can tell, on the field it is about. */
export function limitError(problem: FieldProblem): SendError {
  return { code: 'invalid', message: problem.message, fields: [problem] };
}

/** Why a reservation failed, in words: nothing was sent whichever it is. */
export function reservationError(error: unknown): SendError {
  if (error instanceof JournalLimitError) return limitError(error.problem);
  if (error instanceof SendStopError) return error.stop;
  if (isCorrectionConflict(error)) {
    return worded('already-corrected', 'send.corrections.correctedMeanwhile');
  }
  if (error instanceof WorkstationNotSetError) {
    return worded('not-ready', 'send.readiness.noWorkstationNumber');
  }
  if (error instanceof BodyCheckError) {
    return worded('invalid', 'send.readiness.bodyCheckNothingSent', {
      problem: ref('send.readiness.bodyCheckFailed', { detail: error.detail }),
    });
  }
  if (isSecretStoreError(error) || error instanceof ReferenceSpaceExhaustedError) {
    return worded('references-unavailable', 'send.readiness.noReference', {
      reason: keychainTrouble(error),
    });
  }
  return worded('journal-failed', 'send.readiness.journalFailed');
}
