import { STATUS_CODES } from 'node:http';
import { ERROR_CODES } from '@shared/api/error-body';
import type { SendOperation } from '@shared/api/paths';
import {
  attemptFailureWords,
  type AttemptInWords,
  type AttemptView,
} from '@shared/domain/settlements';
import { knownFieldLabel } from '@shared/schemas/field-labels';
import { interpretSendAnswer } from '../bank/send-answers';
import { parseJsonObject } from '../json-object';
import { unexpectedAnswerWords } from './outcome';
import { text } from '@shared/i18n/catalog';

/**
 * One journaled attempt in a supervisor's words (D62), read again by today's rules from the whole
 * answer the journal keeps (D8), as the receipt's rejection is: so attempts of earlier versions
 * read the same way, and nothing new is stored. `reference` is the transfer's: an answer echoing
 * another says nothing of it (D150).
 */
export function attemptInWords(
  kind: SendOperation,
  reference: string,
  attempt: AttemptView,
): AttemptInWords {
  const { httpStatus, response } = attempt;
  const answered = httpStatus !== null;
  return {
    ...attempt,
    happened: answered
      ? answerWords(kind, reference, httpStatus, response ?? '')
      : silenceWords(attempt),
    statusText: answered ? statusText(httpStatus) : null,
    bankMessage: answered ? bankMessageOf(response ?? '') : null,
  };
}

/** `400 Bad Request`: the status and its standard name, as support reads it. */
function statusText(status: number): string {
  const name = STATUS_CODES[status];
  return name ? `${status} ${name}` : text('send.attempts.statusUnnamed', { status });
}

/** The `message` of the bank's answer, when it sent one. */
function bankMessageOf(response: string): string | null {
  const message = parseJsonObject(response)?.['message'];
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

function answerWords(
  kind: SendOperation,
  reference: string,
  status: number,
  response: string,
): string {
  const answer = interpretSendAnswer(status, response);
  switch (answer.kind) {
    case 'accepted':
      if (answer.echoedReference !== null && answer.echoedReference !== reference) {
        return text('send.attempts.otherReference', { named: answer.echoedReference });
      }
      if (!answer.final) {
        return text('send.attempts.acceptedNotFinal', { status: answer.serviceStatus });
      }
      return answer.queued
        ? text('send.attempts.acceptedQueued')
        : text('send.attempts.acceptedSent');
    case 'rejected': {
      const label = answer.field ? knownFieldLabel(kind, answer.field) : null;
      if (answer.errorCode === ERROR_CODES.ACCOUNT_NOT_FOUND) {
        return text('send.attempts.notFound', { what: label ?? text('send.attempts.anAccount') });
      }
      return label ? text('send.attempts.notAccepted', { label }) : text('send.attempts.invalid');
    }
    case 'reference-used':
      return text('send.attempts.referenceUsed');
    case 'unauthorized':
      return text('send.attempts.unauthorized');
    case 'forbidden':
      return text('send.attempts.forbidden');
    case 'unexpected':
      return text('send.attempts.unexpected', { words: unexpectedAnswerWords(status) });
  }
}

/** A try with no answer: the network's failure, or a send cut off before it ended. */
function silenceWords(attempt: AttemptView): string {
  if (attempt.error) {
    const reached = attempt.notProcessed
      ? text('send.attempts.neverReached')
      : text('send.attempts.mayHaveReceived');
    // The words only: the technical detail stays in `error`, which the screen keeps for support.
    const words = attemptFailureWords(attempt.error) ?? text('send.attempts.networkFailed');
    return text('send.attempts.noAnswer', {
      words: `${words.charAt(0).toLowerCase()}${words.slice(1)}`,
      reached,
    });
  }
  return attempt.finishedAt === null
    ? text('send.attempts.stoppedOnItsWay')
    : text('send.attempts.noAnswerRecorded');
}
