import { ERROR_CODES } from '@shared/api/error-body';
import type { SendOperation } from '@shared/api/paths';
import { isCountryCode } from '@shared/domain/countries';
import { neverAnswersImt, type EnvironmentName } from '@shared/domain/environments';
import type { RtgsCalendar } from '@shared/domain/rtgs-calendar';
import { rtgsWindow } from '@shared/domain/rtgs-window';
import type { SendResult } from '../bank/bank-client';
import type { Outcome } from '../journal/transfers-repo';
import { text } from '@shared/i18n/catalog';

export interface OutcomeContext {
  kind: SendOperation;
  environment: EnvironmentName;
  reference: string;
  /** D6: the RTGS window was closed when the transfer was sent; the next window opens then. */
  rtgsNextWindow: string | null;
  /**
   * Words a clerk understands for a dotted body path, e.g. "Recipient's account number"; null for
   * a path that is not a field of the body (never shown to a clerk).
   */
  fieldLabel: (path: string) => string | null;
  /**
   * D150: the reference of another transfer this journal holds under a transaction id, or null.
   * The service promises each transaction id once.
   */
  transactionIdHeldBy: (transactionId: string) => string | null;
}

export const NO_MONEY_MOVED = text('send.outcome.noMoneyMoved');

/** D6: the next RTGS window of a country (ISO instant) when its window is closed now, else null. */
export function rtgsNextWindowOf(
  calendar: RtgsCalendar,
  countryCode: string,
  nowMs: number,
): string | null {
  if (!isCountryCode(countryCode)) return null;
  const window = rtgsWindow(countryCode, nowMs, calendar[countryCode]);
  return window.ok && !window.value.open ? window.value.nextOpen.at : null;
}

/**
 * What the journal records for a send, and what the clerk reads: every answer that is not a clear
 * success says whether money may have moved and who acts next (D7, D8, D10).
 */
export function outcomeOf(result: SendResult, context: OutcomeContext): Outcome {
  switch (result.kind) {
    case 'accepted': {
      const other = answerForAnother(result, context);
      if (other) return other;
      if (!result.final) {
        return {
          state: 'accepted_pending',
          serviceStatus: result.serviceStatus,
          transactionId: result.transactionId,
          errorCode: 'not-final',
          errorMessage: text('send.outcome.notFinal', { status: result.serviceStatus }),
        };
      }
      // D6: the service queues an RTGS sent outside its window; the sandbox also says so itself.
      if (context.kind === 'rtgs' && (result.queued || context.rtgsNextWindow !== null)) {
        return {
          state: 'queued',
          serviceStatus: result.serviceStatus,
          transactionId: result.transactionId,
          queuedUntil: result.nextWindow ?? context.rtgsNextWindow,
          errorCode: null,
          errorMessage: null,
        };
      }
      return {
        state: 'succeeded',
        serviceStatus: result.serviceStatus,
        transactionId: result.transactionId,
        errorCode: null,
        errorMessage: null,
      };
    }
    case 'rejected':
      return {
        state: 'rejected',
        errorCode: result.errorCode,
        errorMessage: rejectionMessage(result, context),
      };
    case 'credentials-rejected':
      return {
        state: 'not_sent',
        errorCode: 'credentials-rejected',
        errorMessage: text('send.outcome.credentialsRejected'),
      };
    case 'signature-rejected':
      return {
        state: 'not_sent',
        errorCode: 'signature-rejected',
        errorMessage: text('send.outcome.signatureRejected'),
      };
    case 'not-sent': {
      const said = withStop(result.message);
      return {
        state: 'not_sent',
        errorCode: 'not-sent',
        errorMessage: text('send.outcome.sendAgain', {
          said: said.includes(NO_MONEY_MOVED) ? said : `${said} ${NO_MONEY_MOVED}`,
        }),
      };
    }
    case 'unknown':
      if (
        context.kind === 'imt' &&
        neverAnswersImt(context.environment) &&
        result.reason === 'timeout'
      ) {
        // D7: the test environment never answers IMT sends; silence there is the expected result.
        return {
          state: 'no_response_test',
          errorCode: 'no-response-test',
          errorMessage: text('send.outcome.testNoResponse'),
        };
      }
      return {
        state: 'unknown',
        errorCode: result.reason,
        errorMessage: unknownMessage(result, context),
      };
  }
}

/**
 * Why the bank refused the transfer, in the clerk's words and nothing else: the service's own text
 * is kept apart (the receipt shows it below, for support, read from the journaled answer), so a
 * clerk never has to read `destination.accountNumber` to know what to correct.
 */
function rejectionMessage(
  result: Extract<SendResult, { kind: 'rejected' }>,
  context: OutcomeContext,
): string {
  const label = result.field ? context.fieldLabel(result.field) : null;
  switch (result.errorCode) {
    case ERROR_CODES.ACCOUNT_NOT_FOUND: {
      const which = label ?? text('send.outcome.eitherAccount');
      return text('send.outcome.accountNotFound', { which });
    }
    default: {
      const what = label
        ? text('send.outcome.fieldNotAccepted', { label })
        : text('send.outcome.detailInvalid');
      return text('send.outcome.correctAndSend', { what });
    }
  }
}

/**
 * D150: a success that names another transfer does not prove this one's: an answer echoing
 * another reference, or a transaction id this journal holds for another transfer (an answer
 * replayed by a cache, or mixed up on its way). The bank may have this transfer or not: unknown,
 * for a supervisor, never sent again by itself.
 */
function answerForAnother(
  result: Extract<SendResult, { kind: 'accepted' }>,
  context: OutcomeContext,
): Outcome | null {
  const unknown = (errorMessage: string): Outcome => ({
    state: 'unknown',
    serviceStatus: result.serviceStatus,
    errorCode: 'answer-for-another',
    errorMessage,
  });
  if (result.echoedReference !== null && result.echoedReference !== context.reference) {
    return unknown(
      text('send.outcome.otherReference', {
        named: result.echoedReference,
        reference: context.reference,
      }),
    );
  }
  const holder = context.transactionIdHeldBy(result.transactionId);
  if (holder !== null && holder !== context.reference) {
    return unknown(
      text('send.outcome.transactionIdHeld', {
        transactionId: result.transactionId,
        other: holder,
      }),
    );
  }
  return null;
}

function unknownMessage(
  result: Extract<SendResult, { kind: 'unknown' }>,
  context: OutcomeContext,
): string {
  if (result.reason === 'duplicate-reference') {
    // Not "rejected": the transfer the bank holds under this reference may be this one.
    return text('send.outcome.referenceUsed', { reference: context.reference });
  }
  const why =
    result.reason === 'timeout'
      ? text('send.outcome.timeout')
      : result.reason === 'connection-lost'
        ? text('send.outcome.connectionLost')
        : unexpectedAnswerWords(result.httpStatus);
  const message = text('send.outcome.mayHaveReceived', { why });
  return result.reason === 'unexpected-response'
    ? text('send.outcome.forSupport', {
        message,
        codes: supportCodes(result.httpStatus, result.code),
      })
    : message;
}

/** What an answer the rules do not expect means, in words a clerk reads before any code. */
export function unexpectedAnswerWords(httpStatus: number | null | undefined): string {
  return text(`send.outcome.unexpected.${unexpectedKind(httpStatus)}`);
}

function unexpectedKind(httpStatus: number | null | undefined) {
  if (httpStatus === 429) return 'busy';
  if (httpStatus === 401) return 'signIn';
  if (httpStatus !== null && httpStatus !== undefined && httpStatus >= 500) return 'fault';
  if (httpStatus !== null && httpStatus !== undefined && httpStatus >= 200 && httpStatus < 300) {
    return 'unrecognised';
  }
  return 'other';
}

/** The service's own status and code, kept below the words for whoever helps the branch. */
function supportCodes(httpStatus: number | null | undefined, code: unknown): string {
  const status = `HTTP ${httpStatus ?? 'none'}`;
  const said = code === null || code === undefined ? '' : String(code).trim();
  return said === '' || said === '0'
    ? status
    : text('send.outcome.serviceCode', { status, code: said });
}

function withStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
