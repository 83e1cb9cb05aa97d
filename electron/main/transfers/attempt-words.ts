import { STATUS_CODES } from 'node:http';
import { ERROR_CODES } from '../../../shared/api/error-body';
import type { SendOperation } from '../../../shared/api/paths';
import {
  attemptFailureWords,
  type AttemptInWords,
  type AttemptView,
} from '../../../shared/domain/settlements';
import { knownFieldLabel } from '../../../shared/schemas/field-labels';
import { interpretSendAnswer } from '../bank/send-answers';
import { parseJsonObject } from '../json-object';
import { NO_MONEY_MOVED, unexpectedAnswerWords } from './outcome';

/**
 * One journaled attempt in a supervisor's words (D62), read again by today's rules from the whole
 * answer the journal keeps (D8), as the receipt's rejection is: so attempts of earlier versions
 * read the same way, and nothing new is stored.
 */
export function attemptInWords(kind: SendOperation, attempt: AttemptView): AttemptInWords {
  const { httpStatus, response } = attempt;
  const answered = httpStatus !== null;
  return {
    ...attempt,
    happened: answered ? answerWords(kind, httpStatus, response ?? '') : silenceWords(attempt),
    statusText: answered ? statusText(httpStatus) : null,
    bankMessage: answered ? bankMessageOf(response ?? '') : null,
  };
}

/** `400 Bad Request`: the status and its standard name, as support reads it. */
function statusText(status: number): string {
  const name = STATUS_CODES[status];
  return name ? `${status} ${name}` : `${status} (a status with no standard name)`;
}

/** The `message` of the bank's answer, when it sent one. */
function bankMessageOf(response: string): string | null {
  const message = parseJsonObject(response)?.['message'];
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

function answerWords(kind: SendOperation, status: number, response: string): string {
  const answer = interpretSendAnswer(status, response);
  switch (answer.kind) {
    case 'accepted':
      if (!answer.final) {
        return `The bank accepted the transfer with status ${answer.serviceStatus}: not final yet.`;
      }
      return answer.queued
        ? 'The bank accepted the transfer and queued it for the next RTGS window.'
        : 'The bank accepted the transfer: sent.';
    case 'rejected': {
      const label = answer.field ? knownFieldLabel(kind, answer.field) : null;
      if (answer.errorCode === ERROR_CODES.ACCOUNT_NOT_FOUND) {
        return `The bank refused the transfer: ${label ?? 'an account'} was not found. ${NO_MONEY_MOVED}`;
      }
      return label
        ? `The bank refused the transfer: ${label} is not accepted. ${NO_MONEY_MOVED}`
        : `The bank refused one of the transfer’s details as invalid. ${NO_MONEY_MOVED}`;
    }
    case 'reference-used':
      return 'The bank answered that this reference was already used: it may already hold this transfer.';
    case 'unauthorized':
      return 'The bank did not accept the workstation’s sign-in for this try, so it did not process it.';
    case 'forbidden':
      return 'The bank refused the request’s signature, so it did not process this try.';
    case 'unexpected':
      return `${unexpectedAnswerWords(status)}: the bank may have received the transfer.`;
  }
}

/** A try with no answer: the network's failure, or a send cut off before it ended. */
function silenceWords(attempt: AttemptView): string {
  if (attempt.error) {
    const reached = attempt.notProcessed
      ? 'It never reached the bank.'
      : 'The bank may have received the transfer.';
    // The words only: the technical detail stays in `error`, which the screen keeps for support.
    const words = attemptFailureWords(attempt.error) ?? 'The network failed';
    return `No answer: ${words.charAt(0).toLowerCase()}${words.slice(1)}. ${reached}`;
  }
  return attempt.finishedAt === null
    ? 'No answer was recorded: Remit Desk stopped while this try was on its way. The bank may have received the transfer.'
    : 'No answer was recorded.';
}
