import { COUNTRIES, isCountryCode } from '@shared/domain/countries';
import { dateInTimeZone } from '@shared/domain/calendar-date';
import { buildRequestBody, type TransferDraft } from '@shared/domain/transfer-drafts';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import { validateImtRequest, validateRtgsRequest } from '@shared/schemas/validate';
import type { TransferSummary } from '../journal/transfers-repo';
import { text } from '@shared/i18n/catalog';

export class BodyCheckError extends Error {
  constructor(readonly detail: string) {
    super(text('send.readiness.bodyCheckFailed', { detail }));
    this.name = 'BodyCheckError';
  }
}

/**
 * transfer.date is the calendar day where the money lands: the destination country's zone is the
 * one the RTGS window and the service's value date are reckoned in (D6).
 */
export function transferDate(draft: TransferDraft, nowMs: number): string {
  const country = draft.destination.countryCode;
  if (!isCountryCode(country)) throw new BodyCheckError(`unknown country ${country}`);
  return dateInTimeZone(nowMs, COUNTRIES[country].rtgsTimeZone);
}

/**
 * The exact text that is journaled, signed and sent. The draft was validated already; the wire
 * body is validated again because it is the thing that is signed, with the reference and date the
 * app added.
 */
export function bodyTextFor(
  draft: TransferDraft,
  reference: string,
  date: string,
  rules: TransferRules,
): string {
  const body = buildRequestBody(draft, reference, date);
  const checked =
    draft.kind === 'rtgs' ? validateRtgsRequest(rules, body) : validateImtRequest(rules, body);
  if (!checked.ok) throw new BodyCheckError(checked.error.message);
  return JSON.stringify(body);
}

/** The columns the receipt log reads without parsing the body. */
export function summaryOf(draft: TransferDraft): TransferSummary {
  return {
    amount: draft.transfer.amount,
    currency: draft.transfer.currencyCode,
    destinationCountry: draft.destination.countryCode,
    recipientName: draft.destination.name,
    recipientAccount:
      draft.kind === 'rtgs' ? draft.destination.accountNumber : draft.destination.mobileNumber,
    sourceAccount: draft.source.accountNumber,
  };
}
