import { ERROR_CODES } from '../../../shared/api/error-body';
import type { SendOperation } from '../../../shared/api/paths';
import { isCountryCode } from '../../../shared/domain/countries';
import { neverAnswersImt, type EnvironmentName } from '../../../shared/domain/environments';
import type { RtgsCalendar } from '../../../shared/domain/rtgs-calendar';
import { rtgsWindow } from '../../../shared/domain/rtgs-window';
import type { SendResult } from '../bank/bank-client';
import type { Outcome } from '../journal/transfers-repo';

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
}

export const NO_MONEY_MOVED = 'No money moved.';

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
      if (!result.final) {
        return {
          state: 'accepted_pending',
          serviceStatus: result.serviceStatus,
          transactionId: result.transactionId,
          errorCode: 'not-final',
          errorMessage: `Accepted by the service, status ${result.serviceStatus}: not final. Do not send it again; a supervisor follows it up with the bank.`,
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
        errorMessage: `The service rejected the app's credentials. ${NO_MONEY_MOVED} Call an admin to check the API key, merchant code and consumer secret.`,
      };
    case 'signature-rejected':
      return {
        state: 'not_sent',
        errorCode: 'signature-rejected',
        errorMessage: `The service refused the request signature. ${NO_MONEY_MOVED} Call an admin: the signing key is not registered with the service, or it is the wrong key.`,
      };
    case 'not-sent': {
      const said = withStop(result.message);
      return {
        state: 'not_sent',
        errorCode: 'not-sent',
        errorMessage: `${said.includes(NO_MONEY_MOVED) ? said : `${said} ${NO_MONEY_MOVED}`} You can send it again as a new transfer.`,
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
          errorMessage:
            'Sent to the test environment, which does not answer mobile-wallet transfers. Recorded as sent, no response.',
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
      const which = label ?? "The sender's account or the recipient's account";
      return `${which} was not found by the service. ${NO_MONEY_MOVED} Check the account number with the customer, then correct it and send the transfer as a new one.`;
    }
    default: {
      const what = label
        ? `${label} is not accepted by the service`
        : 'The service refused one of the transfer’s details as invalid';
      return `${what}. ${NO_MONEY_MOVED} Correct it with the customer and send the transfer as a new one.`;
    }
  }
}

function unknownMessage(
  result: Extract<SendResult, { kind: 'unknown' }>,
  context: OutcomeContext,
): string {
  if (result.reason === 'duplicate-reference') {
    // Not "rejected": the transfer the bank holds under this reference may be this one.
    return `The service answered that reference ${context.reference} was already used, so the bank may already hold this transfer. Do not send it again. A supervisor must confirm the outcome with the bank.`;
  }
  const why =
    result.reason === 'timeout'
      ? 'The service did not answer in time'
      : result.reason === 'connection-lost'
        ? 'The connection was lost while the transfer was being sent'
        : unexpectedAnswerWords(result.httpStatus);
  const support =
    result.reason === 'unexpected-response'
      ? ` For support: ${supportCodes(result.httpStatus, result.code)}.`
      : '';
  return `${why}. The service may have received this transfer: do not send it again. A supervisor must confirm the outcome with the bank.${support}`;
}

/** What an answer the rules do not expect means, in words a clerk reads before any code. */
export function unexpectedAnswerWords(httpStatus: number | null | undefined): string {
  if (httpStatus === 429) return 'The service said it was too busy to take the transfer just now';
  if (httpStatus === 401) {
    return "The service stopped accepting this workstation's sign-in while the transfer was being sent";
  }
  if (httpStatus !== null && httpStatus !== undefined && httpStatus >= 500) {
    return 'The service had a fault of its own while the transfer was being sent';
  }
  if (httpStatus !== null && httpStatus !== undefined && httpStatus >= 200 && httpStatus < 300) {
    return 'The service answered in a form Remit Desk does not recognise';
  }
  return 'The service gave an answer Remit Desk does not expect';
}

/** The service's own status and code, kept below the words for whoever helps the branch. */
function supportCodes(httpStatus: number | null | undefined, code: unknown): string {
  const status = `HTTP ${httpStatus ?? 'none'}`;
  const text = code === null || code === undefined ? '' : String(code).trim();
  return text === '' || text === '0' ? status : `${status}, service code ${text}`;
}

function withStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
