import { addDays, dateInTimeZone, zonedTimeToEpochMs } from '@shared/domain/calendar-date';
import { comparableMobile } from '@shared/domain/phone';
import {
  REPEAT_WINDOW_DAYS,
  type RepeatCheck,
  type RepeatGround,
  type RepeatMatch,
} from '@shared/domain/repeats';
import type { ControlThresholds } from '@shared/domain/settings';
import { isCorrectable } from '@shared/domain/transfer-correction';
import type { RepeatConfirmation, TransferDraft } from '@shared/domain/transfer-drafts';
import { CUSTOMER_STATE_LABELS, NEEDS_SUPERVISOR } from '@shared/domain/transfer-states';
import { zonedTimeText } from '@shared/domain/zoned-time';
import type { Journal } from '../journal/journal';
import { senderDocumentKey } from '../journal/sender-totals';
import type { RepeatCandidate, TransferRecord } from '../journal/transfers-repo';
import { summaryOf } from './transfer-body';
import { text } from '@shared/i18n/catalog';
import { listed } from './listed';

/**
 * D46: an earlier transfer a new draft repeats, and why: the same customer (source account, or
 * an IMT sender's ID document), recipient, amount and currency within the repeat window, while it
 * may have moved money; or (D80) the same instruction form number on any transfer, which refuses
 * the draft whatever the clerk or a supervisor says.
 */
export interface RepeatFinding {
  record: TransferRecord;
  grounds: RepeatGround[];
}

export interface RepeatGuard {
  /** What `draft` repeats at `nowMs`; `formNumber` is its instruction form's, once typed. */
  find(draft: TransferDraft, formNumber: string | null, nowMs: number): RepeatFinding[];
  /** The review's answer: the earlier transfers named with their time and state in words. */
  check(draft: TransferDraft, formNumber: string | null, nowMs: number): RepeatCheck;
  /** Why main refuses to send `findings` unconfirmed: each named, with its time and state. */
  refusal(findings: readonly RepeatFinding[]): string;
  /**
   * D80: why main refuses a draft whose instruction form number `findings` were given, each
   * named with its time and state; null when none was.
   */
  formNumberUsed(formNumber: string, findings: readonly RepeatFinding[]): string | null;
}

/** D80: the findings that gave the draft's instruction form number before it. */
export function formNumberFindings(findings: readonly RepeatFinding[]): RepeatFinding[] {
  return findings.filter((finding) => finding.grounds.includes('form-number'));
}

/** D46: the findings with the same details, which the clerk may confirm as a second transfer. */
export function detailFindings(findings: readonly RepeatFinding[]): RepeatFinding[] {
  return findings.filter((finding) => finding.grounds.includes('details'));
}

export interface RepeatGuardOptions {
  journal: Journal;
  /** The admin's repeat window, in branch days (1: today). */
  windowDays: () => number;
  /** The branch's zone (D32): its day, and the zone times are named in. */
  timeZone: () => string;
}

/** The admin's repeat window in branch days, or the default (today) until one is set. */
export function repeatWindowDaysOf(controls: ControlThresholds): number {
  return controls.repeatWindowDays ?? REPEAT_WINDOW_DAYS.default;
}

/** How many corrections back a correction's instruction form may come from (D47). */
const MAX_CORRECTION_CHAIN = 50;

export function createRepeatGuard(options: RepeatGuardOptions): RepeatGuard {
  const { journal } = options;

  /** The start of the window: midnight in the branch's zone, `windowDays - 1` days ago. */
  function windowStart(nowMs: number): number {
    const zone = options.timeZone();
    const today = dateInTimeZone(nowMs, zone);
    return zonedTimeToEpochMs(addDays(today, 1 - Math.max(1, options.windowDays())), 0, zone);
  }

  function windowWords(nowMs: number): string {
    const zone = options.timeZone();
    const start = windowStart(nowMs);
    return options.windowDays() <= 1
      ? text('send.repeats.today', { since: zonedTimeText(start, zone, { date: false }) })
      : text('send.repeats.lastDays', {
          days: options.windowDays(),
          since: zonedTimeText(start, zone),
        });
  }

  /**
   * The refused transfers a correction carries on from (D47): the one it corrects and the ones
   * that one corrected. They moved no money, and the customer's form may be given again for them.
   */
  function correctedChain(draft: TransferDraft): Set<string> {
    const chain = new Set<string>();
    let reference = draft.corrects ?? null;
    while (reference && !chain.has(reference) && chain.size < MAX_CORRECTION_CHAIN) {
      const record = journal.transfers.getByReference(reference);
      if (!record || !isCorrectable(record.state)) break;
      chain.add(reference);
      reference = record.corrects;
    }
    return chain;
  }

  function find(draft: TransferDraft, formNumber: string | null, nowMs: number): RepeatFinding[] {
    const found = new Map<number, RepeatFinding>();
    const add = (record: TransferRecord, ground: RepeatGround) => {
      const finding = found.get(record.id) ?? { record, grounds: [] };
      if (!finding.grounds.includes(ground)) finding.grounds.push(ground);
      found.set(record.id, finding);
    };
    const summary = summaryOf(draft);
    const since = new Date(windowStart(nowMs)).toISOString();
    for (const earlier of journal.transfers.repeatCandidates(summary, since)) {
      if (sameCustomer(earlier, draft) && sameRecipient(earlier, draft)) add(earlier, 'details');
    }
    if (formNumber) {
      const chain = correctedChain(draft);
      for (const earlier of journal.transfers.withFormNumber(formNumber)) {
        if (!chain.has(earlier.reference)) add(earlier, 'form-number');
      }
    }
    return [...found.values()].sort((a, b) => a.record.id - b.record.id);
  }

  const named = (finding: RepeatFinding) => namedTransfer(finding.record, options.timeZone());

  function formNumberUsed(formNumber: string, findings: readonly RepeatFinding[]): string | null {
    const used = formNumberFindings(findings);
    return used.length === 0
      ? null
      : text('send.repeats.formUsed', { formNumber, which: listed(used.map(named)) });
  }

  return {
    find,

    check(draft, formNumber, nowMs) {
      const findings = find(draft, formNumber, nowMs);
      const repeats = detailFindings(findings);
      const window = windowWords(nowMs);
      const matches: RepeatMatch[] = repeats.map(({ record }) => ({
        reference: record.reference,
        state: record.state,
        // D148: read on the review with the customer: a hold is not named as one.
        stateLabel: CUSTOMER_STATE_LABELS[record.state],
        createdAt: record.createdAt,
        grounds: ['details'],
        waiting: NEEDS_SUPERVISOR.includes(record.state),
      }));
      return {
        matches,
        window,
        message:
          repeats.length === 0
            ? null
            : text('send.repeats.confirm', {
                what: text('send.repeats.sameDetails', { window }),
              }),
        formNumberUsed: formNumber ? formNumberUsed(formNumber, findings) : null,
      };
    },

    refusal(findings) {
      return text('send.repeats.refusal', { which: listed(findings.map(named)) });
    },

    formNumberUsed,
  };
}

/**
 * The findings the clerk's confirmation does not name: a confirmation holds for the earlier
 * transfers the review showed, not for one recorded since (D46).
 */
export function unconfirmedRepeats(
  findings: readonly RepeatFinding[],
  confirmation: RepeatConfirmation | undefined,
): RepeatFinding[] {
  const named = new Set(confirmation?.earlier ?? []);
  return findings.filter((finding) => !named.has(finding.record.reference));
}

function sameCustomer(earlier: RepeatCandidate, draft: TransferDraft): boolean {
  if (earlier.sourceAccount === draft.source.accountNumber) return true;
  return (
    draft.kind === 'imt' &&
    earlier.senderDocument !== null &&
    earlier.senderDocument ===
      senderDocumentKey(draft.sender.documentType, draft.sender.documentNumber)
  );
}

/** The same bank account, or the same wallet number whichever spelling each was typed in. */
function sameRecipient(earlier: TransferRecord, draft: TransferDraft): boolean {
  if (earlier.kind !== draft.kind) return false;
  if (draft.kind === 'rtgs') {
    return earlier.recipientAccount.toUpperCase() === draft.destination.accountNumber.toUpperCase();
  }
  const country = draft.destination.countryCode;
  return (
    earlier.destinationCountry === country &&
    comparableMobile(earlier.recipientAccount, country) ===
      comparableMobile(draft.destination.mobileNumber, country)
  );
}

/** `transfer 104… (2026-11-24 10:02 EAT, sent: accepted by the service)` */
function namedTransfer(record: TransferRecord, timeZone: string): string {
  // D148: said on the review, which the customer reads: a hold is not named as one.
  const label = CUSTOMER_STATE_LABELS[record.state];
  return text('send.repeats.named', {
    reference: record.reference,
    at: zonedTimeText(record.createdAt, timeZone),
    state: `${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  });
}
