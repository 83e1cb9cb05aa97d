import { amountToMinorUnits, groupedAmount, isAmountText } from '@shared/domain/money';
import { DEFAULT_OFFLINE_DAILY, type AmountLimits } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { text } from '@shared/i18n/catalog';
import type { FieldProblem } from '@shared/schemas/validate';
import type { CountedTransfer } from '../../../hq/protocol/wire';
import type { BranchReservations } from '../head-office/head-office-client';
import { senderDocumentKey } from '../journal/sender-totals';
import { branchCountryOf } from '../reports/branch-zone';
import { branchDayOf, dailyTotalProblem, journalLimitOf, type DailyLimitDeps } from './daily-limit';

/*
 * D128: the IMT daily total per ID document counted over the whole bank. Under the reference lock,
 * just before the reservation commits, the transfer is reserved at head office by its reference;
 * head office answers, signed, the document's other transfers of the day over every workstation,
 * and the counter decides with its own rule (daily-limit.ts) from them and its own journal, one
 * reference once. Head office out of reach: the counter counts its own journal alone, under the
 * admin's lower offline limits, and the transfer is marked checked offline. Not enrolled: as ever.
 */

export interface BranchLimitDeps extends DailyLimitDeps {
  reservations?: BranchReservations;
}

export interface BranchLimit {
  problem: FieldProblem | null;
  /** Counted here alone, head office out of reach: the transfer is marked (migration 032). */
  checkedOffline: boolean;
  /** Frees the reservation at head office, for a send that will not go; never rejects. */
  release(): Promise<void>;
}

const NOTHING_HELD = () => Promise.resolve();

/** The day's amounts, head office's and the journal's, each reference counted once. */
export function branchAmounts(
  counted: readonly CountedTransfer[],
  local: readonly CountedTransfer[],
): string[] {
  const seen = new Set(counted.map((c) => c.reference));
  return [...counted, ...local.filter((l) => !seen.has(l.reference))].map((c) => c.amount);
}

/** The limits while head office is out of reach: each currency's offline total, never above. */
export function offlineLimits(limits: AmountLimits): AmountLimits {
  const daily = { ...limits.imtDailyPerDocument };
  for (const [currency, online] of Object.entries(daily)) {
    const code = currency as keyof typeof daily;
    const offline = limits.offlineImtDailyPerDocument?.[code] ?? DEFAULT_OFFLINE_DAILY[code];
    if (isAmountText(offline) && isAmountText(online) && lower(offline, online)) {
      daily[code] = offline;
    }
  }
  return { ...limits, imtDailyPerDocument: daily };
}

const lower = (a: string, b: string) => amountToMinorUnits(a) < amountToMinorUnits(b);

/** The draft's daily total, counted with head office when it answers; see the file's note. */
export async function branchLimitOf(
  deps: BranchLimitDeps,
  draft: TransferDraft,
  reference: string,
  nowMs: number,
): Promise<BranchLimit> {
  const alone = { problem: journalLimitOf(deps, draft, nowMs), checkedOffline: false };
  const settings = deps.settings();
  const currency = draft.transfer.currencyCode as keyof AmountLimits['imtDailyPerDocument'];
  const limit = settings.limits.imtDailyPerDocument[currency];
  if (
    !deps.reservations ||
    draft.kind !== 'imt' ||
    limit === undefined ||
    branchCountryOf(settings, deps.environment) === null
  ) {
    return { ...alone, release: NOTHING_HELD };
  }
  const document = senderDocumentKey(draft.sender.documentType, draft.sender.documentNumber);
  const day = branchDayOf(nowMs, deps.timeZone());
  const request = {
    reference,
    release: false,
    senderDocument: document,
    currency,
    amount: draft.transfer.amount,
    at: new Date(nowMs).toISOString(),
    from: day.from,
    to: day.to,
  };
  const answer = await deps.reservations.reserve(request);
  if (answer === null) return { ...alone, release: NOTHING_HELD };
  const local = deps.journal.senderTotals.imtTransfers(document, currency, day.from, day.to);
  if (!answer.ok) {
    const limits = offlineLimits(settings.limits);
    const problem = dailyTotalProblem({
      draft,
      limits,
      branchTimeZone: deps.timeZone(),
      nowMs,
      amounts: () => local.map((l) => l.amount),
    });
    return {
      problem: problem && offlineWorded(problem, limits.imtDailyPerDocument[currency]!, currency),
      checkedOffline: true,
      release: NOTHING_HELD,
    };
  }
  const reservations = deps.reservations;
  return {
    problem: dailyTotalProblem({
      draft,
      limits: settings.limits,
      branchTimeZone: deps.timeZone(),
      nowMs,
      amounts: () => branchAmounts(answer.value.counted, local),
    }),
    checkedOffline: false,
    release: () =>
      reservations.reserve({ ...request, release: true }).then(
        () => undefined,
        () => undefined,
      ),
  };
}

function offlineWorded(problem: FieldProblem, limit: string, currency: string): FieldProblem {
  const why = text('send.controls.dailyLimit.offline', { limit: groupedAmount(limit), currency });
  return { ...problem, message: `${problem.message} ${why}` };
}
