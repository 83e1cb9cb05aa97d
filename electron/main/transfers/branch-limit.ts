import { amountToMinorUnits, groupedAmount, isAmountText } from '@shared/domain/money';
import { DEFAULT_OFFLINE_DAILY, type AmountLimits } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { text } from '@shared/i18n/catalog';
import type { FieldProblem } from '@shared/schemas/validate';
import { DUPLICATE_WINDOW_DAYS } from '@shared/domain/approvals';
import {
  customerDocumentKey,
  type CountedTransfer,
  type ReservationAnswer,
  type ReservationRequest,
} from '../../../hq/protocol/wire';
import type { BranchReservations } from '../head-office/head-office-client';
import { senderDocumentKey } from '../journal/sender-totals';
import { branchCountryOf } from '../reports/branch-zone';
import { NO_FACTS, type BranchFacts } from './branch-merge';
import { accountToRecipientOf, customerDocumentOf } from './controls';
import { branchDayOf, dailyTotalProblem, journalLimitOf, type DailyLimitDeps } from './daily-limit';
import { widestWindowOf } from './split-windows';
import { summaryOf } from './transfer-body';

/*
 * D128: the IMT daily total per ID document counted over the whole bank. Under the reference lock,
 * just before the reservation commits, the transfer is reserved at head office by its reference;
 * head office answers, signed, the document's other transfers of the day over every workstation,
 * and the counter decides with its own rule (daily-limit.ts) from them and its own journal, one
 * reference once. Head office out of reach: the counter counts its own journal alone, under the
 * admin's lower offline limits, and the transfer is marked checked offline. Not enrolled: as ever.
 * D157: head office refusing a PC whose clock is off (`clock-off`) is answered the same way.
 * D133: every send is reserved so (RTGS too), and the answer carries the customer's split window
 * and the duplicate guard's waiting transfers at the other counters (branch-merge.ts).
 */

export interface BranchLimitDeps extends DailyLimitDeps {
  reservations?: BranchReservations;
}

export interface BranchLimit {
  problem: FieldProblem | null;
  /** Counted here alone, head office out of reach: the transfer is marked (migration 032). */
  checkedOffline: boolean;
  /** D133: head office's lists for the controls by customer; null when it was not asked. */
  facts: BranchFacts | null;
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

/**
 * D128, D133: what a send of the draft asks head office, for every kind the controls count: the
 * IMT sender's document and day (an RTGS send names its customer instead; head office counts no
 * IMT total for it), the customer's widest split window and the duplicate guard's match.
 */
export function reservationRequestOf(
  draft: TransferDraft,
  reference: string,
  nowMs: number,
  timeZone: string,
): Omit<ReservationRequest, 'workstationId'> {
  const customer = customerDocumentOf(draft);
  const customerKey = customer ? customerDocumentKey(customer) : null;
  const day = branchDayOf(nowMs, timeZone);
  const summary = summaryOf(draft);
  return {
    reference,
    release: false,
    kind: draft.kind,
    senderDocument:
      draft.kind === 'imt'
        ? senderDocumentKey(draft.sender.documentType, draft.sender.documentNumber)
        : (customerKey ?? `account:${summary.sourceAccount}`),
    currency: draft.transfer.currencyCode,
    amount: draft.transfer.amount,
    at: new Date(nowMs).toISOString(),
    from: day.from,
    to: day.to,
    ...(customerKey
      ? { customer: { document: customerKey, from: widestWindowOf(nowMs).from } }
      : {}),
    duplicate: {
      sourceAccount: summary.sourceAccount,
      recipientAccount: summary.recipientAccount,
      since: new Date(nowMs - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString(),
    },
    // D137: the recipient's day total, both spellings as the journal's query reads them.
    recipient: { accounts: [...accountToRecipientOf(draft).recipientAccounts] },
  };
}

const DAY_MS = 86_400_000;

/** Whether head office is asked at all: enrolled, and the branch's country set. */
function asked(
  deps: BranchLimitDeps,
): deps is BranchLimitDeps & { reservations: BranchReservations } {
  return !!deps.reservations && branchCountryOf(deps.settings(), deps.environment) !== null;
}

/** D133: the facts head office answers for a review, nothing reserved; null: not asked. */
export async function branchFactsOf(
  deps: BranchLimitDeps,
  draft: TransferDraft,
  nowMs: number,
): Promise<BranchFacts | null> {
  if (!asked(deps)) return null;
  const request = reservationRequestOf(draft, 'review', nowMs, deps.timeZone());
  const answer = await deps.reservations.reserve({ ...request, peek: true });
  if (answer === null) return null;
  return answer.ok ? factsOf(answer.value) : { ...NO_FACTS, offline: true };
}

function factsOf(answer: ReservationAnswer): BranchFacts {
  return {
    series: answer.series ?? [],
    waiting: answer.waiting ?? [],
    toRecipient: answer.toRecipient ?? [],
    offline: false,
  };
}

/** The draft's daily total, counted with head office when it answers; see the file's note. */
export async function branchLimitOf(
  deps: BranchLimitDeps,
  draft: TransferDraft,
  reference: string,
  nowMs: number,
): Promise<BranchLimit> {
  const alone = { problem: journalLimitOf(deps, draft, nowMs), checkedOffline: false, facts: null };
  if (!asked(deps)) return { ...alone, release: NOTHING_HELD };
  const settings = deps.settings();
  const request = reservationRequestOf(draft, reference, nowMs, deps.timeZone());
  const answer = await deps.reservations.reserve(request);
  if (answer === null) return { ...alone, release: NOTHING_HELD };
  const currency = request.currency as keyof AmountLimits['imtDailyPerDocument'];
  const day = { from: request.from, to: request.to };
  // D160: the document's own country, as head office counts it (request.customer).
  const country = draft.customer?.documentCountry ?? null;
  const local =
    draft.kind === 'imt'
      ? deps.journal.senderTotals.imtTransfers(
          request.senderDocument,
          currency,
          day.from,
          day.to,
          country,
        )
      : [];
  if (!answer.ok) {
    const limits = offlineLimits(settings.limits);
    const problem = dailyTotalProblem({
      draft,
      limits,
      branchTimeZone: deps.timeZone(),
      nowMs,
      amounts: () => local.map((l) => l.amount),
    });
    const limit = limits.imtDailyPerDocument[currency];
    // D157: head office refused because this PC's clock is off; the same fallback, its own words.
    const clockOff = answer.error.refusal?.refused === 'clock-off';
    return {
      problem: problem && limit ? offlineWorded(problem, limit, currency, clockOff) : problem,
      checkedOffline: true,
      facts: { ...NO_FACTS, offline: true },
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
    facts: factsOf(answer.value),
    release: () =>
      reservations.reserve({ ...request, release: true }).then(
        () => undefined,
        () => undefined,
      ),
  };
}

function offlineWorded(
  problem: FieldProblem,
  limit: string,
  currency: string,
  clockOff: boolean,
): FieldProblem {
  const key = clockOff ? 'send.controls.dailyLimit.clockOff' : 'send.controls.dailyLimit.offline';
  const why = text(key, { limit: groupedAmount(limit), currency });
  return { ...problem, message: `${problem.message} ${why}` };
}
