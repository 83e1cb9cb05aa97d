import { addDays, dateInTimeZone, zonedTimeToEpochMs } from '@shared/domain/calendar-date';
import {
  amountToMinorUnits,
  groupedAmount,
  isAmountText,
  minorUnitsToAmount,
} from '@shared/domain/money';
import { documentTypeLabel } from '@shared/domain/document-types';
import type { EnvironmentName } from '@shared/domain/environments';
import type { AmountLimits, AppSettings } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { IMT_LABELS } from '@shared/schemas/field-labels';
import type { FieldProblem } from '@shared/schemas/validate';
import type { Journal } from '../journal/journal';
import { senderDocumentKey } from '../journal/sender-totals';
import { branchCountryOf } from '../reports/branch-zone';
import { text } from '@shared/i18n/catalog';

export interface DailyTotalCheck {
  draft: TransferDraft;
  limits: AmountLimits;
  /** The branch's zone: the day is the branch's day, whatever the destination. */
  branchTimeZone: string;
  nowMs: number;
  /**
   * The amounts journaled for a document and currency in [from, to) (ISO instants); D160: of the
   * document issued by `country`, the customer block's (null: the draft has none).
   */
  amounts: (
    document: string,
    currency: string,
    from: string,
    to: string,
    country: string | null,
  ) => string[];
}

/** D32: the branch's day at `nowMs`, and its bounds as ISO instants [from, to). */
export function branchDayOf(
  nowMs: number,
  timeZone: string,
): { day: string; from: string; to: string } {
  const day = dateInTimeZone(nowMs, timeZone);
  return {
    day,
    from: new Date(zonedTimeToEpochMs(day, 0, timeZone)).toISOString(),
    to: new Date(zonedTimeToEpochMs(addDays(day, 1), 0, timeZone)).toISOString(),
  };
}

/**
 * D36, the IMT daily total per sender's ID document: the transfers of this document in the branch's
 * day that did not fail, plus this one, must stay within the admin's limit for the currency.
 * Summed exactly, in minor units. Null when the draft may go (an RTGS, or no limit for the
 * currency); otherwise the problem, on the amount field, in words.
 */
export function dailyTotalProblem(check: DailyTotalCheck): FieldProblem | null {
  const { draft } = check;
  if (draft.kind !== 'imt') return null;
  const currency = draft.transfer.currencyCode;
  const limit =
    check.limits.imtDailyPerDocument[currency as keyof AmountLimits['imtDailyPerDocument']];
  if (limit === undefined || !isAmountText(limit) || !isAmountText(draft.transfer.amount)) {
    return null;
  }
  const { day, from, to } = branchDayOf(check.nowMs, check.branchTimeZone);
  const document = senderDocumentKey(draft.sender.documentType, draft.sender.documentNumber);
  const earlier = check
    .amounts(document, currency, from, to, draft.customer?.documentCountry ?? null)
    .reduce((sum, amount) => sum + amountToMinorUnits(amount), 0n);
  const total = earlier + amountToMinorUnits(draft.transfer.amount);
  if (total <= amountToMinorUnits(limit)) return null;
  const who = `${documentTypeLabel(draft.sender.documentType)} ${draft.sender.documentNumber}`;
  const sent = minorUnitsToAmount(earlier);
  const left = amountToMinorUnits(limit) - earlier;
  return {
    path: 'transfer.amount',
    message: text('send.controls.dailyLimit.over', {
      label: IMT_LABELS.transfer.amount,
      who,
      sent: groupedAmount(sent),
      currency,
      day,
      amount: groupedAmount(draft.transfer.amount),
      total: groupedAmount(minorUnitsToAmount(total)),
      limit: groupedAmount(limit),
      rest:
        left > 0n
          ? text('send.controls.dailyLimit.left', {
              left: groupedAmount(minorUnitsToAmount(left)),
              currency,
            })
          : text('send.controls.dailyLimit.nothingLeft'),
    }),
  };
}

/** What the IMT daily total of a send is read from. */
export interface DailyLimitDeps {
  journal: Journal;
  environment: EnvironmentName;
  settings: () => AppSettings;
  /** The branch's zone (D32). */
  timeZone: () => string;
}

/**
 * The limit a send breaks that only the journal can tell (D36), or null. The workstation section
 * holds the branch's country with the number: without them the reference allocator refuses the
 * send before anything is reserved, so nothing is asked of the journal here.
 */
export function journalLimitOf(
  deps: DailyLimitDeps,
  draft: TransferDraft,
  nowMs: number,
): FieldProblem | null {
  const current = deps.settings();
  if (branchCountryOf(current, deps.environment) === null) return null;
  return dailyTotalProblem({
    draft,
    limits: current.limits,
    branchTimeZone: deps.timeZone(),
    nowMs,
    amounts: (document, currency, from, to, country) =>
      deps.journal.senderTotals.imtAmounts(document, currency, from, to, country),
  });
}
